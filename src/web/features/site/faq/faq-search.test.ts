import { describe, expect, it } from 'vitest';
import { faqCategories, type FaqCategory, type FaqItem } from '@content/faq';
import { siteText } from '@content/site-text';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { answerOnlyMatchIds, countFaqMatches, faqResultSummary, faqSearcher } from './faq-search';

const searchFaq = (from: FaqCategory[], query: string, site: SiteIdentity) =>
  faqSearcher(from, site)(query);
/** Where the query was found in one item, or null when it does not match. */
const matchFaqItem = (item: FaqItem, query: string, site: SiteIdentity) =>
  searchFaq([{ id: 'one', title: 'One', description: 'One item.', items: [item] }], query, site)[0]
    ?.matches[0] ?? null;

const categories: FaqCategory[] = [
  {
    id: 'billing',
    title: 'Billing',
    description: 'Money matters.',
    items: [
      {
        id: 'refunds',
        question: 'What is your refund policy?',
        answer: 'A 14-day money-back guarantee for new subscribers.',
      },
      {
        id: 'trial',
        question: 'Is there a free trial?',
        answer: 'Yes, Pro comes with a 14-day trial.',
      },
    ],
  },
  {
    id: 'code',
    title: 'Code',
    description: 'Running programs.',
    items: [
      {
        id: 'run',
        question: 'What happens when I press Run?',
        answer: 'Your program is compiled with GCC and executed in a sandbox.',
      },
    ],
  },
];

const ids = (query: string) =>
  searchFaq(categories, query, NO_SITE_IDENTITY).flatMap((result) =>
    result.matches.map((m) => m.item.id),
  );

describe('FAQ search (SPEC §5: question or answer text, case-insensitively)', () => {
  it('matches the question whatever the case of the query or the text', () => {
    expect(ids('refund')).toEqual(['refunds']);
    expect(ids('REFUND POLICY')).toEqual(['refunds']);
    expect(ids('rEfUnD')).toEqual(['refunds']);
    expect(ids('press run')).toEqual(['run']);
  });

  it('matches text that appears only in the answer', () => {
    const item = categories[1]!.items[0]!;
    expect(item.question.toLowerCase()).not.toContain('gcc');
    expect(matchFaqItem(item, 'gcc', NO_SITE_IDENTITY)).toEqual({
      item,
      inQuestion: false,
      inAnswer: true,
    });
    expect(ids('Gcc')).toEqual(['run']);
    expect(ids('money-back GUARANTEE')).toEqual(['refunds']);
  });

  it('reports where the query was found', () => {
    const refunds = categories[0]!.items[0]!;
    expect(matchFaqItem(refunds, 'policy', NO_SITE_IDENTITY)).toMatchObject({
      inQuestion: true,
      inAnswer: false,
    });
    // "money-back" in the answer stands for "refund" too.
    expect(matchFaqItem(refunds, 'refund', NO_SITE_IDENTITY)).toMatchObject({
      inQuestion: true,
      inAnswer: true,
    });
    const trial = categories[0]!.items[1]!;
    expect(matchFaqItem(trial, 'trial', NO_SITE_IDENTITY)).toMatchObject({
      inQuestion: true,
      inAnswer: true,
    });
    expect(matchFaqItem(trial, 'refund', NO_SITE_IDENTITY)).toBeNull();
  });

  it('ignores surrounding and repeated whitespace in the query', () => {
    expect(ids('  free   trial ')).toEqual(['trial']);
  });

  it('matches by stem, forgives a typo and knows synonyms', () => {
    expect(ids('refunding')).toEqual(['refunds']);
    expect(ids('sandbx')).toEqual(['run']);
    expect(ids('money back')).toEqual(['refunds']);
    expect(ids('compiling')).toEqual(['run']);
  });

  it('returns everything for an empty query', () => {
    expect(ids('')).toEqual(['refunds', 'trial', 'run']);
    expect(ids('   ')).toEqual(['refunds', 'trial', 'run']);
  });

  it('leaves out categories with no match, and finds nothing for an unknown word', () => {
    expect(
      searchFaq(categories, 'sandbox', NO_SITE_IDENTITY).map((result) => result.category.id),
    ).toEqual(['code']);
    expect(searchFaq(categories, 'kubernetes', NO_SITE_IDENTITY)).toEqual([]);
  });

  it('counts the matches and lists the items that match only in their answer', () => {
    const results = searchFaq(categories, '14-day', NO_SITE_IDENTITY);
    expect(countFaqMatches(results)).toBe(2);
    expect(answerOnlyMatchIds(results)).toEqual(['refunds', 'trial']);
    expect(answerOnlyMatchIds(searchFaq(categories, 'trial', NO_SITE_IDENTITY))).toEqual([]);
    expect(answerOnlyMatchIds(searchFaq(categories, '', NO_SITE_IDENTITY))).toEqual([]);
  });

  it('summarises the result for the live region', () => {
    expect(faqResultSummary({ count: 26, total: 26, categories: 5, query: '' })).toBe(
      '26 questions in 5 categories',
    );
    expect(faqResultSummary({ count: 1, total: 26, categories: 5, query: ' refund ' })).toBe(
      '1 of 26 questions matches "refund"',
    );
    expect(faqResultSummary({ count: 3, total: 26, categories: 5, query: 'trial' })).toBe(
      '3 of 26 questions match "trial"',
    );
    expect(faqResultSummary({ count: 0, total: 26, categories: 5, query: 'xyz' })).toBe(
      'No questions match "xyz"',
    );
  });
});

describe('FAQ content', () => {
  const items = faqCategories.flatMap((category) => category.items);

  it('has five categories of 4 to 6 questions each, with unique ids', () => {
    expect(faqCategories).toHaveLength(5);
    for (const category of faqCategories) {
      expect(category.items.length).toBeGreaterThanOrEqual(4);
      expect(category.items.length).toBeLessThanOrEqual(6);
    }
    const allIds = [...faqCategories.map((c) => c.id), ...items.map((item) => item.id)];
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('states the business constants of SPEC §9 exactly', () => {
    const text = items.map((item) => siteText(item.answer, NO_SITE_IDENTITY)).join('\n');
    expect(text).toContain('$19 per month');
    expect(text).toContain('$99 per month');
    expect(text).toContain('14-day free trial');
    expect(text).toContain('50% off Pro with a valid .edu e-mail address');
    expect(text).toContain(
      '14-day money-back guarantee for new subscribers. If Pro is not right for you',
    );
    expect(text).toContain('Refunds are processed in 5-10 business days.');
    expect(text).toContain('not for children under 13');
  });

  it("names the site's support address when it has one, and the contact form when not", () => {
    const answer = (site: SiteIdentity) =>
      siteText(items.find((item) => item.id === 'change-email')!.answer, site);
    expect(answer(SCHOOL_SITE)).toContain(
      'write to help@school.example from your current address and tell us the new one.',
    );
    expect(answer(NO_SITE_IDENTITY)).toContain(
      'send us a message through the contact form with your current address and tell us the new one.',
    );
    const everyAnswer = items.map((item) => siteText(item.answer, NO_SITE_IDENTITY)).join('\n');
    expect(everyAnswer).not.toMatch(/@/);
    expect(ids2('school.example')).toEqual([]);
    expect(
      searchFaq(faqCategories, 'school.example', SCHOOL_SITE).flatMap((r) =>
        r.matches.map((m) => m.item.id),
      ),
    ).toEqual(['refunds', 'change-email']);
  });

  it('finds real content case-insensitively', () => {
    expect(ids2('REFUND')).toContain('refunds');
    expect(ids2('sandbox')).toContain('how-run-works');
  });

  it('finds the same with a synonym or a typo', () => {
    expect(ids2('sandbx')).toContain('how-run-works');
    expect(ids2('segfault')).toEqual(ids2('segmentation fault'));
    expect(ids2('segfault').length).toBeGreaterThan(0);
  });

  function ids2(query: string) {
    return searchFaq(faqCategories, query, NO_SITE_IDENTITY).flatMap((r) =>
      r.matches.map((m) => m.item.id),
    );
  }
});
