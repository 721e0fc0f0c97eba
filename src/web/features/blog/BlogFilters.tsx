import { Search } from 'lucide-react';
import { blogText, type BlogCategory } from '../../../../content/blog';
import { ALL_CATEGORIES, type PostFilters } from './filter-posts';

const chipBase =
  'rounded-full border px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2';
const chipOn = 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-600';
const chipOff =
  'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-brand-500 dark:hover:text-white';

/** The search box, the category chips (one at a time) and the tag chips (any number). */
export function BlogFilters({
  filters,
  categories,
  tags,
  onQuery,
  onCategory,
  onTag,
}: {
  filters: PostFilters;
  categories: BlogCategory[];
  tags: string[];
  onQuery: (query: string) => void;
  onCategory: (category: PostFilters['category']) => void;
  onTag: (tag: string) => void;
}) {
  const options: PostFilters['category'][] = [ALL_CATEGORIES, ...categories];
  return (
    <div className="space-y-5">
      <div className="relative max-w-xl">
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label={blogText.searchLabel}
          placeholder={blogText.searchPlaceholder}
          value={filters.query}
          onChange={(event) => onQuery(event.target.value)}
          className="block h-12 w-full rounded-xl border border-slate-300 bg-white pl-11 pr-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
      </div>

      <div role="group" aria-labelledby="blog-categories-label">
        <p
          id="blog-categories-label"
          className="text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400"
        >
          {blogText.categoriesLabel}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((category) => {
            const active = filters.category === category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={active}
                onClick={() => onCategory(category)}
                className={`${chipBase} ${active ? chipOn : chipOff}`}
              >
                {category === ALL_CATEGORIES ? blogText.allCategories : category}
              </button>
            );
          })}
        </div>
      </div>

      <div role="group" aria-labelledby="blog-tags-label">
        <p
          id="blog-tags-label"
          className="text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400"
        >
          {blogText.tagsLabel}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => {
            const active = filters.tags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={active}
                onClick={() => onTag(tag)}
                className={`${chipBase} ${active ? chipOn : chipOff}`}
              >
                #{tag}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
