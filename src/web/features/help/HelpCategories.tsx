import { BookOpen, CreditCard, Rocket, SquareTerminal, type LucideIcon } from 'lucide-react';
import {
  findHelpArticle,
  helpCategories,
  type HelpArticle,
  type HelpCategoryId,
} from '../../../../content/help';
import { ArticleLink } from './ArticleLink';

const icons: Record<HelpCategoryId, LucideIcon> = {
  'getting-started': Rocket,
  courses: BookOpen,
  'running-code': SquareTerminal,
  billing: CreditCard,
};

/** SPEC §3 Help category cards: title, description and links to their articles. */
export function HelpCategories() {
  return (
    <section aria-labelledby="help-categories-title">
      <h2
        id="help-categories-title"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        Browse by Category
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {helpCategories.map((category) => {
          const Icon = icons[category.id];
          const articles = category.articles
            .map((id) => findHelpArticle(id))
            .filter((article): article is HelpArticle => article !== undefined);
          return (
            <li
              key={category.id}
              data-testid="help-category"
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {category.title}
              </h3>
              <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {category.description}
              </p>
              <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 dark:border-slate-800">
                {articles.map((article) => (
                  <li key={article.id}>
                    <ArticleLink
                      id={article.id}
                      origin="category"
                      className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {article.title}
                    </ArticleLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
