import { Eye } from 'lucide-react';
import { popularArticles } from '@content/help';
import { useT } from '@web/i18n/translate';
import { rowsPanelClasses } from '../kit/classes';
import { FactLine, IconText } from '../kit/IconText';
import { NumberBadge } from '../kit/NumberBadge';
import { TitledSection } from '../kit/TitledSection';
import { ArticleLink } from './ArticleLink';
import { formatViews } from './help-search';

/** SPEC §3 Popular articles: title, views and category. */
export function PopularArticles() {
  const t = useT();
  return (
    <TitledSection titleId="popular-articles-title" heading={{ title: t('Popular Articles') }}>
      <ol className={`mt-6 ${rowsPanelClasses}`} data-testid="popular-articles">
        {popularArticles.map((article, index) => (
          <li key={article.id} className="flex items-start gap-4 p-5">
            <NumberBadge n={index + 1} look="rank" />
            <div className="min-w-0 flex-1">
              <ArticleLink
                id={article.id}
                origin="popular"
                lang="en"
                className="font-medium text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
              >
                {article.title}
              </ArticleLink>
              <FactLine>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                  {t(article.category)}
                </span>
                <IconText icon={Eye}>{formatViews(article.views)}</IconText>
              </FactLine>
            </div>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
