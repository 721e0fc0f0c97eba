import { describe, expect, it } from 'vitest';
import { accessibility, ACCESSIBILITY_RESPONSE_PROMISE } from '@content/accessibility';
import { cookieCategories, cookiePanel, cookies } from '@content/cookies';
import {
  plainText,
  type LegalBlock,
  type LegalDocumentContent,
  type RichText,
} from '@content/legal';
import { privacy } from '@content/privacy';
import { siteText, type SiteText } from '@content/site-text';
import { terms } from '@content/terms';
import { COOKIE_CATEGORIES } from '@domain/cookies';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { PLACEHOLDER_TEXT } from '@tests/helpers/placeholders';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';

function blockText(block: LegalBlock, site: SiteIdentity = NO_SITE_IDENTITY): string {
  const shown = (text: SiteText<RichText>) => plainText(siteText(text, site));
  switch (block.kind) {
    case 'paragraph':
      return shown(block.text);
    case 'list':
      return block.items.map(shown).join('\n');
    case 'definitions':
      return block.items.map((item) => `${item.term}: ${plainText(item.description)}`).join('\n');
  }
}

/** Every word a document shows on a site with this identity, headings included. */
function documentText(document: LegalDocumentContent, site = NO_SITE_IDENTITY): string {
  const parts: string[] = document.summary.map(plainText);
  for (const section of document.sections) {
    parts.push(section.heading, ...section.blocks.map((block) => blockText(block, site)));
    for (const subsection of section.subsections ?? []) {
      parts.push(subsection.heading, ...subsection.blocks.map((block) => blockText(block, site)));
    }
  }
  return parts.join('\n');
}

function links(document: LegalDocumentContent, site = NO_SITE_IDENTITY): string[] {
  const hrefs: string[] = [];
  const collect = (source: SiteText<RichText>) => {
    const text = siteText(source, site);
    if (typeof text !== 'string') {
      for (const part of text) if (typeof part !== 'string') hrefs.push(part.href);
    }
  };
  document.summary.forEach(collect);
  const blocks = document.sections.flatMap((section) => [
    ...section.blocks,
    ...(section.subsections ?? []).flatMap((subsection) => subsection.blocks),
  ]);
  for (const block of blocks) {
    if (block.kind === 'paragraph') collect(block.text);
    if (block.kind === 'list') block.items.forEach(collect);
    if (block.kind === 'definitions') block.items.forEach((item) => collect(item.description));
  }
  return hrefs;
}

const documents = { terms, privacy, accessibility, cookies };

describe.each(Object.entries(documents))('%s', (_name, document) => {
  it('has unique section ids that are valid fragments', () => {
    const ids = document.sections.flatMap((section) => [
      section.id,
      ...(section.subsections ?? []).map((subsection) => subsection.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(ids).not.toContain(cookiePanel.id);
  });

  it('was last updated on a real date in 2026, no later than November', () => {
    expect(document.lastUpdated).toMatch(/^2026-(0\d|1[01])-\d{2}$/);
    expect(Number.isNaN(Date.parse(document.lastUpdated))).toBe(false);
  });

  it("links only to app routes, and by e-mail only to the site's own support address", () => {
    for (const href of links(document)) expect(href).toMatch(/^\/[a-z-]*$/);
    for (const href of links(document, SCHOOL_SITE)) {
      expect(href).toMatch(/^(\/[a-z-]*|mailto:help@school\.example)$/);
    }
    expect(documentText(document)).not.toMatch(/@|codenest\.dev/);
  });

  it('has no placeholder text', () => {
    expect(documentText(document)).not.toMatch(PLACEHOLDER_TEXT);
    // nor a [fill me in] bracket
    expect(documentText(document)).not.toMatch(/\[.*?\]/);
  });
});

describe('terms of service', () => {
  const text = documentText(terms);

  it.each([
    'You must be at least 13 years old to use CodeNest',
    '14-day money-back guarantee for new subscribers',
    'processed in 5-10 business days',
    'Free, $0',
    'Pro, $19/month',
    'Enterprise, $99/month',
    '14-day Pro trial',
    '50% discount',
    '.edu e-mail',
    'monthly subscriptions',
    'Your code belongs to you',
    'Questions about these terms, and help with your account or billing: send us a message through the contact form.',
  ])('says "%s"', (phrase) => {
    expect(text).toContain(phrase);
  });

  it("sends questions to the site's support address when it has one", () => {
    expect(documentText(terms, SCHOOL_SITE)).toContain(
      'Questions about these terms, and help with your account or billing: write to help@school.example, or send us a message through the contact form.',
    );
  });

  it('covers every topic of a terms of service', () => {
    const headings = terms.sections.map((section) => section.heading.toLowerCase()).join(' | ');
    for (const topic of [
      'accept',
      'who can use',
      'account',
      'billing',
      'refund',
      'acceptable use',
      'your code',
      'intellectual property',
      'termination',
      'disclaimer',
      'liability',
      'changes',
      'governing law',
      'contact',
    ]) {
      expect(headings).toContain(topic);
    }
  });

  it('spells out the code execution rules', () => {
    expect(text).toMatch(/escape the sandbox/);
    expect(text).toMatch(/attack/);
    expect(text).toMatch(/mine cryptocurrency/);
    expect(text).toMatch(/send network traffic/);
  });
});

describe('privacy policy', () => {
  const text = documentText(privacy);

  it.each([
    'e-mail address',
    'isolated sandbox',
    'compile cache, keyed by a hash',
    'Server logs',
    'Deleting your account in Settings deletes the account and its data',
    'Stripe',
    'e-mail delivery provider',
    'not for children under 13',
    'argon2id',
    'tokens expire',
    'Send questions, requests or concerns about privacy through the contact form.',
  ])('says "%s"', (phrase) => {
    expect(text).toContain(phrase);
  });

  it("sends privacy requests to the site's support address when it has one", () => {
    expect(documentText(privacy, SCHOOL_SITE)).toContain(
      'To use any of these rights, write to help@school.example from the address on your account.',
    );
  });

  it('links to the cookie policy', () => {
    expect(links(privacy)).toContain('/cookies');
  });
});

describe('accessibility statement', () => {
  const text = documentText(accessibility);

  it('targets WCAG 2.2 AA and makes the 2-business-day promise', () => {
    expect(ACCESSIBILITY_RESPONSE_PROMISE).toBe(
      'We respond to accessibility feedback within 2 business days.',
    );
    expect(text).toContain('WCAG) 2.2 at level AA');
    expect(text).toContain(ACCESSIBILITY_RESPONSE_PROMISE);
    expect(text).toContain(
      'please tell us through the contact form, with "Accessibility" in the subject',
    );
    expect(documentText(accessibility, SCHOOL_SITE)).toContain(
      'please tell us at help@school.example, with "Accessibility" in the subject, or through the contact form.',
    );
  });

  it('names the code editor among the known limitations', () => {
    const limitations = accessibility.sections.find(
      (section) => section.id === 'known-limitations',
    );
    expect(limitations && limitations.blocks.map((block) => blockText(block)).join('\n')).toMatch(
      /code editor/,
    );
  });

  it.each(['Keyboard', 'Screen-reader', 'contrast', 'Animations', 'compact mode'])(
    'describes %s',
    (topic) => {
      expect(text).toContain(topic);
    },
  );
});

describe('cookie policy', () => {
  it('has one switch per SPEC §3 category, essential locked, in SPEC order', () => {
    expect(cookieCategories.map((category) => category.key)).toEqual([...COOKIE_CATEGORIES]);
    expect(cookieCategories.map((category) => category.name)).toEqual([
      'Essential',
      'Analytics',
      'Marketing',
      'Preferences',
    ]);
    expect(cookieCategories.filter((category) => category.locked).map((c) => c.key)).toEqual([
      'essential',
    ]);
  });

  it('uses the SPEC button labels and confirmation', () => {
    expect(cookiePanel.save).toBe('Save Preferences');
    expect(cookiePanel.acceptAll).toBe('Accept All Cookies');
    expect(cookiePanel.saved).toBe('Your cookie preferences have been saved.');
  });

  it('lists the storage items the app really uses, and says analytics and marketing run none', () => {
    const text = documentText(cookies);
    for (const key of ['cookie-preferences', 'theme', 'codenest-preferences', 'auth-token']) {
      expect(text).toContain(key);
    }
    expect(text).toMatch(/We run none today/);
    expect(text).toMatch(/Analytics stays off in the product until/);
    expect(text).toMatch(/your choice is recorded/);
  });
});
