import type { ReactNode } from 'react';
import { blogText, type BlogCategory } from '@content/blog';
import { useT } from '@web/i18n/translate';
import { FilterChip } from '../kit/FilterChip';
import { SearchBox } from '../kit/SearchBox';
import { ALL_CATEGORIES, type PostFilters } from './filter-posts';

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
  const t = useT();
  const options: PostFilters['category'][] = [ALL_CATEGORIES, ...categories];
  return (
    <div className="space-y-5">
      <SearchBox
        id="blog-search"
        copy={{ label: t(blogText.searchLabel), placeholder: t(blogText.searchPlaceholder) }}
        value={filters.query}
        onChange={onQuery}
        look="toolbar"
        className="max-w-xl"
      />
      <ChipGroup labelId="blog-categories-label" label={t(blogText.categoriesLabel)}>
        {options.map((category) => (
          <FilterChip
            key={category}
            active={filters.category === category}
            onClick={() => onCategory(category)}
          >
            {t(category === ALL_CATEGORIES ? blogText.allCategories : category)}
          </FilterChip>
        ))}
      </ChipGroup>
      <ChipGroup labelId="blog-tags-label" label={t(blogText.tagsLabel)}>
        {tags.map((tag) => (
          <FilterChip key={tag} active={filters.tags.includes(tag)} onClick={() => onTag(tag)}>
            <span lang="en">#{tag}</span>
          </FilterChip>
        ))}
      </ChipGroup>
    </div>
  );
}

/** A named row of filter chips. */
function ChipGroup({
  labelId,
  label,
  children,
}: {
  labelId: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={labelId}>
      <p
        id={labelId}
        className="text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400"
      >
        {label}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
