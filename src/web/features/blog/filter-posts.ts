import type { BlogCategory, BlogPost } from '../../../../content/blog';

export const ALL_CATEGORIES = 'All';

export interface PostFilters {
  /** Free text, matched against title, excerpt, body and tags, ignoring case. */
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

/** Everything the search box looks at in a post, lower-cased. */
export function searchableText(post: BlogPost): string {
  const body = post.body.map((block) =>
    block.kind === 'code' ? `${block.caption} ${block.code}` : block.text,
  );
  return normalise([post.title, post.excerpt, ...body, ...post.tags].join(' '));
}

export function matchesPost(post: BlogPost, filters: PostFilters): boolean {
  if (filters.category !== ALL_CATEGORIES && post.category !== filters.category) return false;
  if (!filters.tags.every((tag) => post.tags.includes(tag))) return false;
  const query = normalise(filters.query);
  return query === '' || searchableText(post).includes(query);
}

/** The posts that match the search text, the category and every selected tag, in their order. */
export function filterPosts(posts: readonly BlogPost[], filters: PostFilters): BlogPost[] {
  return posts.filter((post) => matchesPost(post, filters));
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
  return count === 1 ? '1 post' : `${count} posts`;
}
