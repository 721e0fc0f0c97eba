import { Eye } from 'lucide-react';
import { popularArticles } from '../../../../content/help';
import { ArticleLink } from './ArticleLink';
import { formatViews } from './help-search';

/** SPEC §3 Popular articles: title, views and category. */
export function PopularArticles() {
  return (
    <section aria-labelledby="popular-articles-title">
      <h2
        id="popular-articles-title"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        Popular Articles
      </h2>
      <ol
        className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        data-testid="popular-articles"
      >
        {popularArticles.map((article, index) => (
          <li key={article.id} className="flex items-start gap-4 p-5">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-lg bg-slate-100 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <ArticleLink
                id={article.id}
                origin="popular"
                className="font-medium text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
              >
                {article.title}
              </ArticleLink>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                  {article.category}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Eye aria-hidden="true" className="size-4" />
                  {formatViews(article.views)}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
