import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_CHOICES, type Language } from '@domain/languages';
import { APP_ROUTES, SIGNED_IN_ROUTES } from '@domain/routes';
import { newEmail, signUpAndConfirm } from './support/account';
import { callFunction } from './support/course';
import { expectNoAxeViolations } from './support/pages';

/*
 * Every page in every language: a visitor's browser asks for the language (Accept-Language and
 * navigator.languages), a learner chooses it in their settings. On each page, no text of the
 * English catalogue is left on screen (a text its language translates differently), and the
 * root element says the language. Texts that stay English (lessons, challenges, the long texts
 * of the information pages) are marked lang="en" and are not read.
 */

const LOCALES = path.resolve('src/web/i18n/locales');
const OTHER_LANGUAGES = LANGUAGE_CHOICES.filter((language) => language !== 'en');
const SIGNED_IN = new Set(SIGNED_IN_ROUTES.map((route) => route.path));
const ROUTES = APP_ROUTES.filter((route) => !/:(id|userId)\b/.test(route)).map((route) =>
  route.replace(':language', 'c'),
);
/** Pages checked with axe in each language (every kind of page: axe runs ~1 s a page). */
const AXE_PAGES = new Set(['/', '/learn/c', '/pricing', '/community', '/dashboard', '/settings']);

interface EnglishTexts {
  exact: Set<string>;
  /** Texts with values: "Welcome back, {{name}}" matches "Welcome back, Ana". */
  patterns: { english: RegExp; translations: RegExp[] }[];
}

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const VALUE = /\{\{\s*\w+\s*\}\}/;

/** A text with values as a pattern: each value any text. */
const patternOf = (text: string) =>
  new RegExp(
    `^${text
      .split(VALUE)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/**
 * Whether the words around a text's values say enough to be recognised as English: two words
 * of three letters or more ("Welcome back, {{name}}"), not "{{count}} points" or "Keep {{plan}}",
 * which a translation or a content text can read the same.
 */
const recognisable = (text: string) =>
  (
    text
      .split(VALUE)
      .join(' ')
      .match(/[A-Za-z]{3,}/g) ?? []
  ).length >= 2;

/** The English texts that `language` translates to something else: none may be on screen. */
function englishTexts(language: Language): EnglishTexts {
  const dir = path.join(LOCALES, language);
  const translations = Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as object),
  ) as Record<string, string>;
  const exact = new Set<string>();
  const byEnglish = new Map<string, string[]>();
  for (const [key, translation] of Object.entries(translations)) {
    const english = key.replace(PLURAL_FORM, '');
    if (english.length < 3 || /<\w+>/.test(english)) continue;
    if (!english.includes('{{')) {
      if (translation !== english) exact.add(english);
      continue;
    }
    byEnglish.set(english, [...(byEnglish.get(english) ?? []), translation]);
  }
  const patterns = [...byEnglish]
    .filter(([english, forms]) => recognisable(english) && forms.some((form) => form !== english))
    .map(([english, forms]) => ({
      english: patternOf(english),
      translations: forms.map(patternOf),
    }));
  return { exact, patterns };
}

/** An English text of the catalogue: a text itself, or a text with its values filled in. */
const isEnglish = (text: string, english: EnglishTexts) =>
  english.exact.has(text) ||
  english.patterns.some(
    ({ english: pattern, translations }) =>
      pattern.test(text) && !translations.some((translation) => translation.test(text)),
  );

/** The visible texts of the page (and its labels), but those inside lang="en" content. */
function textsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const english = (element: Element | null) => element?.closest('[lang="en"]:not(html)');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || english(parent) || parent.closest('script, style, noscript, .cm-editor'))
        continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (english(element) || !(element as HTMLElement).checkVisibility?.()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title.replace(/ \| .*$/, ''));
    return texts;
  });
}

async function expectTranslated(
  page: Page,
  route: string,
  language: Language,
  english: EnglishTexts,
) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const left = (await textsOnScreen(page)).filter((text) => isEnglish(text, english));
  // Soft: one run lists every page's leftovers.
  expect.soft([...new Set(left)], `${route} in ${language}: English left on screen`).toEqual([]);
}

for (const language of OTHER_LANGUAGES) {
  test(`every page in ${language}: nothing left in English, lang="${language}", and axe finds nothing`, async ({
    browser,
    page,
  }) => {
    test.slow();
    const english = englishTexts(language);

    // A visitor whose browser reads the language.
    const visitor = await browser.newContext({ locale: language });
    const visitorPage = await visitor.newPage();
    for (const route of ROUTES.filter((route) => !SIGNED_IN.has(route))) {
      await visitorPage.goto(route);
      await expectTranslated(visitorPage, route, language, english);
      if (AXE_PAGES.has(route)) await expectNoAxeViolations(visitorPage);
    }
    await visitor.close();

    // A learner who chose the language in their settings (their browser reads English).
    await signUpAndConfirm(page, 'Lena Language', newEmail(`lang-${language}`));
    const settings = await callFunction<{
      preferences: Record<string, unknown>;
    }>(page, 'settings', 'GET');
    await callFunction(page, 'settings', 'PUT', {
      ...settings,
      preferences: { ...settings.preferences, language },
    });
    for (const route of ROUTES.filter((route) => SIGNED_IN.has(route))) {
      await page.goto(route);
      await expectTranslated(page, route, language, english);
      if (AXE_PAGES.has(route)) await expectNoAxeViolations(page);
    }
  });
}
