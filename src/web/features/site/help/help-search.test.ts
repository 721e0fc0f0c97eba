import { describe, expect, it } from 'vitest';
import { findLesson } from '@content/course-c';
import {
  helpArticles,
  helpCategories,
  helpCategoryTitle,
  popularArticles,
  supportHours,
  supportHoursText,
  videoTutorials,
  type HelpArticle,
} from '@content/help';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { excerpt, formatViews, helpResultSummary, helpSearcher } from './help-search';

const categoryOf = (article: HelpArticle) => helpCategoryTitle(article.category);
const searchHelp = (articles: HelpArticle[], query: string, site: SiteIdentity) =>
  helpSearcher(articles, categoryOf, site)(query);
const ids = (query: string) =>
  searchHelp(helpArticles, query, NO_SITE_IDENTITY).map((result) => result.article.id);

describe('help search', () => {
  it('finds nothing for a blank query', () => {
    expect(searchHelp(helpArticles, '   ', NO_SITE_IDENTITY)).toEqual([]);
    expect(searchHelp(helpArticles, '"" ?', NO_SITE_IDENTITY)).toEqual([]);
  });

  it('matches titles ignoring case, title matches first', () => {
    const found = ids('COMPILER errors');
    expect(found[0]).toBe('compiler-errors');
  });

  it('matches words that appear only in the body, and shows them in the snippet', () => {
    const article = helpArticles.find((a) => a.id === 'runtime-errors')!;
    expect(article.title.toLowerCase()).not.toContain('free()');
    const [result] = searchHelp(helpArticles, 'free()', NO_SITE_IDENTITY);
    expect(result?.article.id).toBe('runtime-errors');
    expect(result?.snippet.toLowerCase()).toContain('free()');
  });

  it('needs every word of the query, in any order', () => {
    expect(ids('refund business days')).toEqual(['request-refund']);
    expect(ids('days business refund')).toEqual(['request-refund']);
    expect(ids('refund kubernetes')).toEqual([]);
  });

  it('matches the category title and ignores quotes', () => {
    expect(ids('billing')).toEqual(expect.arrayContaining(['upgrade-to-pro', 'delete-account']));
    expect(ids('"segmentation fault"')).toContain('runtime-errors');
  });

  it('searches an article as this site shows it: its support address, or the contact form', () => {
    const [withAddress] = searchHelp(helpArticles, 'school.example', SCHOOL_SITE);
    expect(withAddress?.article.id).toBe('student-discount');
    expect(withAddress?.snippet).toContain('Write to help@school.example from your .edu address');
    expect(searchHelp(helpArticles, 'school.example', NO_SITE_IDENTITY)).toEqual([]);
    const [withForm] = searchHelp(helpArticles, 'contact form edu', NO_SITE_IDENTITY);
    expect(withForm?.article.id).toBe('student-discount');
    expect(withForm?.snippet).toContain(
      'Send us a message through the contact form with your .edu address',
    );
  });

  it('falls back to the summary as the snippet when the body does not hold the words', () => {
    const [result] = searchHelp(helpArticles, 'Getting Started theme', NO_SITE_IDENTITY);
    expect(result?.article.id).toBe('light-dark-theme');
    expect(result?.snippet.length).toBeGreaterThan(0);
  });
});

describe('help search: stems, typos and synonyms', () => {
  const runtime = 'runtime-errors';
  const title = () => helpArticles.find((article) => article.id === runtime)!.title;

  it('finds "Segmentation faults and other runtime errors" for "segfault", in any case', () => {
    expect(title()).toBe('Segmentation faults and other runtime errors');
    expect(title().toLowerCase()).not.toContain('segfault');
    expect(ids('segfault')[0]).toBe(runtime);
    expect(ids('SEGFAULT')[0]).toBe(runtime);
    expect(ids('my program segfaults')).toContain(runtime);
  });

  it('shows where the synonym stands in the snippet', () => {
    const [result] = searchHelp(helpArticles, 'segfault', NO_SITE_IDENTITY);
    expect(result?.snippet).toContain('Segmentation fault');
  });

  it('forgives a typo in a longer word', () => {
    expect(ids('segmantation')[0]).toBe(runtime);
    expect(ids('segfalt')[0]).toBe(runtime);
    expect(ids('segmentaton fault')[0]).toBe(runtime);
  });

  it('matches other forms of a word by its stem, and a word being typed by its start', () => {
    expect(ids('crashing')).toContain(runtime);
    expect(ids('refunds')).toContain('request-refund');
    expect(ids('segmen')[0]).toBe(runtime);
  });

  it('leaves out words too common to narrow the search', () => {
    expect(ids('what is a segfault')[0]).toBe(runtime);
  });
});

describe('excerpt', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen';

  it('returns short texts whole', () => {
    expect(excerpt('short text', 0)).toBe('short text');
  });

  it('cuts long texts at spaces around the match, with ellipses', () => {
    const cut = excerpt(text, text.indexOf('eight'), 30);
    expect(cut).toContain('eight');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.replace(/…/g, '').length).toBeLessThanOrEqual(30);
    expect(excerpt(text, 0, 20).startsWith('one two')).toBe(true);
  });
});

describe('formatViews', () => {
  it('formats view counts like "12.4K views"', () => {
    expect(formatViews(12_400)).toBe('12.4K views');
    expect(formatViews(12_000)).toBe('12K views');
    expect(formatViews(21_749)).toBe('21.7K views');
    expect(formatViews(999)).toBe('999 views');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(1_250_000)).toBe('1.3M views');
  });
});

describe('helpResultSummary', () => {
  it('counts the results for the live region', () => {
    expect(helpResultSummary(1, ' refund ')).toBe('1 article found for "refund"');
    expect(helpResultSummary(3, 'error')).toBe('3 articles found for "error"');
    expect(helpResultSummary(0, 'xyz')).toBe('No articles found for "xyz"');
  });
});

describe('help content', () => {
  it('has four categories whose articles all exist, each article in exactly one category', () => {
    expect(helpCategories).toHaveLength(4);
    const listed = helpCategories.flatMap((category) => category.articles);
    expect([...listed].sort()).toEqual(helpArticles.map((article) => article.id).sort());
    for (const category of helpCategories) {
      for (const id of category.articles) {
        expect(helpArticles.find((article) => article.id === id)?.category).toBe(category.id);
      }
    }
  });

  it('has 12-24 articles with unique ids and real bodies', () => {
    expect(helpArticles.length).toBeGreaterThanOrEqual(12);
    expect(helpArticles.length).toBeLessThanOrEqual(24);
    expect(new Set(helpArticles.map((article) => article.id)).size).toBe(helpArticles.length);
    for (const article of helpArticles) expect(article.body.length).toBeGreaterThanOrEqual(1);
  });

  it('lists popular articles most-read first, with the category title', () => {
    expect(popularArticles.length).toBeGreaterThanOrEqual(5);
    const views = popularArticles.map((article) => article.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(helpCategories.map((c) => c.title)).toEqual(
      expect.arrayContaining(popularArticles.map((article) => article.category)),
    );
  });

  it('states the support hours of SPEC §2 exactly', () => {
    expect(supportHours.map((row) => `${row.days} ${row.hours}`)).toEqual([
      'Mon-Fri 9 AM-6 PM PST',
      'Sat 10 AM-4 PM PST',
      'Sun closed',
    ]);
    expect(supportHoursText).toBe('Mon-Fri 9 AM-6 PM PST, Sat 10 AM-4 PM PST, Sun closed');
  });

  it('links each video tutorial to its lesson, c-001 to c-005', () => {
    expect(videoTutorials.map((video) => video.lessonId)).toEqual([
      'c-001',
      'c-002',
      'c-003',
      'c-004',
      'c-005',
    ]);
    for (const video of videoTutorials) {
      expect(findLesson('c-programming', video.lessonId)).toBeDefined();
      expect(video.to).toBe(`/learn/c?lesson=${video.lessonId}`);
      expect(video.duration).toMatch(/^\d{1,2}:\d{2}$/);
    }
  });
});
