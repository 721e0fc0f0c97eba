import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { helpCategories, helpCategoryTitle, type HelpArticle } from '@content/help';
import { RichText } from '@web/components/RichText';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { textLinkClasses } from '../kit/classes';
import { NumberBadge } from '../kit/NumberBadge';
import { ArticleLinks } from './ArticleLink';

/** The full text of one article, opened on the page from any list. */
export function ArticleView({ article, onBack }: { article: HelpArticle; onBack: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = `${article.id}-title`;
  const category = helpCategories.find((candidate) => candidate.id === article.category);
  const related = (category?.articles ?? []).filter((id) => id !== article.id);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [article.id]);

  return (
    <article
      id={article.id}
      aria-labelledby={titleId}
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8"
    >
      <div className="max-w-3xl">
        <Button variant="ghost" size="sm" className="-ml-3.5" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('Back to Help Center')}
        </Button>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">
          {t(helpCategoryTitle(article.category))}
        </p>
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          lang="en"
          className="mt-2 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl dark:text-white"
        >
          {article.title}
        </h2>
        <p lang="en" className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          {article.summary}
        </p>

        <div
          lang="en"
          className="mt-8 space-y-6 text-base leading-7 text-slate-700 dark:text-slate-300"
        >
          {article.body.map((block, index) =>
            block.kind === 'paragraph' ? (
              <p key={index}>
                <RichText text={block.text} />
              </p>
            ) : (
              <ol key={index} className="space-y-3">
                {block.items.map((step, stepIndex) => (
                  <li key={stepIndex} className="flex gap-3">
                    <NumberBadge n={stepIndex + 1} look="soft" />
                    <span className="pt-0.5">
                      <RichText text={step} />
                    </span>
                  </li>
                ))}
              </ol>
            ),
          )}
        </div>

        {related.length > 0 && (
          <section
            aria-labelledby="related-articles-title"
            className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800"
          >
            <h3
              id="related-articles-title"
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              {category && t('More in {{category}}', { category: t(category.title) })}
            </h3>
            <ArticleLinks
              ids={related}
              origin="related"
              className="mt-4 space-y-2"
              linkClassName={`group inline-flex items-center gap-1 ${textLinkClasses}`}
              chevron
            />
          </section>
        )}
      </div>
    </article>
  );
}
