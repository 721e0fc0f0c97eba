import { describe, expect, it } from 'vitest';
import { blogPosts, type BlogPost } from '@content/blog';
import {
  ALL_CATEGORIES,
  NO_FILTERS,
  categoriesOf,
  filterPosts,
  hasActiveFilters,
  resultCount,
  tagsOf,
  toggleTag,
  type PostFilters,
} from './filter-posts';

function post(fields: Partial<BlogPost> & Pick<BlogPost, 'slug'>): BlogPost {
  return {
    title: 'A title',
    excerpt: 'An excerpt',
    author: { name: 'Ada', role: 'Writer' },
    date: '2026-01-01',
    readTime: '3 min read',
    category: 'Tutorials',
    tags: [],
    featured: false,
    body: [],
    ...fields,
  };
}

const pointers = post({
  slug: 'pointers',
  title: 'Pointers explained',
  category: 'Tutorials',
  tags: ['C', 'Pointers'],
  body: [{ kind: 'paragraph', text: 'An address is a number.' }],
});
const sandbox = post({
  slug: 'sandbox',
  title: 'Inside the sandbox',
  excerpt: 'Limits on CPU time, and a time limit for every run',
  category: 'Engineering',
  tags: ['Security', 'C'],
  body: [{ kind: 'code', caption: 'A loop that never ends', code: 'for (;;) { }' }],
});
const streaks = post({
  slug: 'streaks',
  title: 'Streak habits',
  category: 'Learning Tips',
  tags: ['Habits'],
  body: [{ kind: 'heading', text: 'Attach it to your morning coffee' }],
});
const posts = [pointers, sandbox, streaks];

const slugs = (filters: Partial<PostFilters>) =>
  filterPosts(posts, { ...NO_FILTERS, ...filters }).map((match) => match.slug);

describe('filterPosts', () => {
  it('returns every post, in order, without filters', () => {
    expect(slugs({})).toEqual(['pointers', 'sandbox', 'streaks']);
  });

  it('matches the title, the excerpt, the body and the tags, ignoring case', () => {
    expect(slugs({ query: 'POINTERS EXPLAINED' })).toEqual(['pointers']);
    expect(slugs({ query: 'cpu time' })).toEqual(['sandbox']);
    expect(slugs({ query: 'an address' })).toEqual(['pointers']);
    expect(slugs({ query: 'morning coffee' })).toEqual(['streaks']);
    expect(slugs({ query: 'never ends' })).toEqual(['sandbox']);
    expect(slugs({ query: 'for (;;)' })).toEqual(['sandbox']);
    expect(slugs({ query: 'security' })).toEqual(['sandbox']);
  });

  it('matches by stem, forgives a typo and knows synonyms', () => {
    expect(slugs({ query: 'pointer' })).toEqual(['pointers']);
    expect(slugs({ query: 'adresses' })).toEqual(['pointers']);
    expect(slugs({ query: 'sandbx' })).toEqual(['sandbox']);
    expect(slugs({ query: 'timeout' })).toEqual(['sandbox']);
  });

  it('ignores surrounding and repeated spaces in the search text', () => {
    expect(slugs({ query: '   ' })).toEqual(['pointers', 'sandbox', 'streaks']);
    expect(slugs({ query: '  streak   habits ' })).toEqual(['streaks']);
  });

  it('keeps one category at a time, or all of them', () => {
    expect(slugs({ category: 'Engineering' })).toEqual(['sandbox']);
    expect(slugs({ category: 'Community' })).toEqual([]);
    expect(slugs({ category: ALL_CATEGORIES })).toHaveLength(3);
  });

  it('keeps posts that carry every selected tag', () => {
    expect(slugs({ tags: ['C'] })).toEqual(['pointers', 'sandbox']);
    expect(slugs({ tags: ['C', 'Security'] })).toEqual(['sandbox']);
    expect(slugs({ tags: ['Habits', 'C'] })).toEqual([]);
  });

  it('combines search, category and tags', () => {
    expect(slugs({ query: 'pointers', category: 'Tutorials', tags: ['C'] })).toEqual(['pointers']);
    expect(slugs({ query: 'pointers', category: 'Engineering', tags: ['C'] })).toEqual([]);
    expect(slugs({ query: 'sandbox', tags: ['C'] })).toEqual(['sandbox']);
    expect(slugs({ query: 'nothing like this', tags: ['C'] })).toEqual([]);
  });
});

describe('filter helpers', () => {
  it('knows when a filter is active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, query: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, query: 'c' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, category: 'Product' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, tags: ['C'] })).toBe(true);
  });

  it('toggles tags on and off', () => {
    expect(toggleTag([], 'C')).toEqual(['C']);
    expect(toggleTag(['C', 'Memory'], 'C')).toEqual(['Memory']);
    expect(toggleTag(['Memory'], 'C')).toEqual(['Memory', 'C']);
  });

  it('lists categories by first use and tags alphabetically, each once', () => {
    expect(categoriesOf(posts)).toEqual(['Tutorials', 'Engineering', 'Learning Tips']);
    expect(tagsOf(posts)).toEqual(['C', 'Habits', 'Pointers', 'Security']);
  });

  it('counts results in words', () => {
    expect(resultCount(0)).toBe('0 posts');
    expect(resultCount(1)).toBe('1 post');
    expect(resultCount(7)).toBe('7 posts');
  });
});

describe('the blog content', () => {
  it('has one featured post and six more, with unique slugs', () => {
    expect(blogPosts.filter((entry) => entry.featured)).toHaveLength(1);
    expect(blogPosts.filter((entry) => !entry.featured)).toHaveLength(6);
    expect(new Set(blogPosts.map((entry) => entry.slug)).size).toBe(blogPosts.length);
  });

  it('gives every post a real body, tags and a date no later than November 2026', () => {
    for (const entry of blogPosts) {
      expect(entry.body.filter((block) => block.kind === 'paragraph').length).toBeGreaterThan(2);
      expect(entry.tags.length).toBeGreaterThan(0);
      expect(entry.date >= '2025-01-01' && entry.date <= '2026-11-30').toBe(true);
    }
  });

  it('lists posts newest first', () => {
    const dates = blogPosts.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds a post by a typo, another form of a word, or a synonym', () => {
    const found = (query: string) =>
      filterPosts(blogPosts, { ...NO_FILTERS, query }).map((match) => match.slug);
    expect(found('adresssanitizer')).toEqual(['memory-bugs-and-addresssanitizer']);
    expect(found('sanitizers')).toContain('memory-bugs-and-addresssanitizer');
    expect(found('timeout')).toEqual(found('time limit'));
    expect(found('timeout')).toContain('introducing-the-daily-challenge');
  });

  it('finds the pointers tutorial by a word from its body', () => {
    expect(
      filterPosts(blogPosts, { ...NO_FILTERS, query: 'pass the addresses' }).map(
        (match) => match.slug,
      ),
    ).toContain('pointers-explained');
  });
});
