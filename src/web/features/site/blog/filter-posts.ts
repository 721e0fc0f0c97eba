import type { BlogCategory, BlogPost } from '@content/blog';
import { t } from '@web/i18n/translate';
import { createTextSearch, type TextSearchHit } from '@web/lib/text-search';

export const ALL_CATEGORIES = 'All';

export interface PostFilters {
  /** Free text, searched in title, excerpt, body and tags (src/web/lib/text-search). */
  query: string;
  /** One category at a time, or every category. */
  category: BlogCategory | typeof ALL_CATEGORIES;
  /** Selected tags: a post must carry every one of them. */
  tags: readonly string[];
}

export const NO_FILTERS: PostFilters = { query: '', category: ALL_CATEGORIES, tags: [] };

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

const searches = new WeakMap<readonly BlogPost[], (query: string) => TextSearchHit<BlogPost>[]>();

/** The text search over a list of posts, made once per list. */
function searchOf(posts: readonly BlogPost[]): (query: string) => TextSearchHit<BlogPost>[] {
  let search = searches.get(posts);
  if (!search) {
    search = createTextSearch(posts, [
      { name: 'title', text: (post) => post.title, boost: 3 },
      { name: 'excerpt', text: (post) => post.excerpt, boost: 2 },
      {
        name: 'body',
        text: (post) =>
          post.body
            .map((block) =>
              block.kind === 'code' ? `${block.caption}\n${block.code}` : block.text,
            )
            .join('\n'),
      },
      { name: 'tags', text: (post) => post.tags.join(' '), boost: 2 },
    ]);
    searches.set(posts, search);
  }
  return search;
}

/** The posts that match the search text, the category and every selected tag, in their order. */
export function filterPosts(posts: readonly BlogPost[], filters: PostFilters): BlogPost[] {
  const found =
    normalise(filters.query) === ''
      ? null
      : new Set(searchOf(posts)(filters.query).map((hit) => hit.doc));
  return posts.filter(
    (post) =>
      (filters.category === ALL_CATEGORIES || post.category === filters.category) &&
      filters.tags.every((tag) => post.tags.includes(tag)) &&
      (found === null || found.has(post)),
  );
}

export function hasActiveFilters(filters: PostFilters): boolean {
  return (
    normalise(filters.query) !== '' ||
    filters.category !== ALL_CATEGORIES ||
    filters.tags.length > 0
  );
}

/** Each category once, in the order posts first use it. */
export function categoriesOf(posts: readonly BlogPost[]): BlogCategory[] {
  return [...new Set(posts.map((post) => post.category))];
}

/** Each tag once, alphabetically. */
export function tagsOf(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
}

/** Adds the tag if it is not selected, removes it if it is. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((selected) => selected !== tag) : [...tags, tag];
}

export function resultCount(count: number): string {
  return t('{{count}} posts', { count, defaultValue_one: '{{count}} post' });
}
