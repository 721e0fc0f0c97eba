import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { LegalDocumentContent } from '@content/legal';

export type ThemeName = 'light' | 'dark';

/** Opens a page with the theme saved as a visitor's choice (SPEC §1), before any script runs. */
export async function openInTheme(page: Page, path: string, theme: ThemeName): Promise<void> {
  await page.addInitScript((saved) => window.localStorage.setItem('theme', saved), theme);
  await page.goto(path);
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** An axe-core scan of the whole page: no violation of any rule. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A colour halfway through a transition (the hover a click or a scroll just started, a fade)
  // is not one the page shows for long: the scan waits for transitions under way to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(violations).toEqual([]);
}

/** Headings never skip a level going down (h1, then h2, then h3...), and there is exactly one h1. */
export async function expectHeadingsInOrder(page: Page): Promise<void> {
  const levels = await page
    .locator('main h1, main h2, main h3, main h4, main h5, main h6')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++) {
    expect(
      levels[i]! - levels[i - 1]!,
      `heading ${i} jumps levels: ${levels.join(',')}`,
    ).toBeLessThanOrEqual(1);
  }
}

/** The document title and description a search engine or a share card reads. */
export async function expectPageMeta(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} | CodeNest`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(30);
}

/** A legal page shows its title, its 'Last updated' date and every section and subsection heading. */
export async function expectLegalDocument(
  page: Page,
  title: string,
  document: LegalDocumentContent,
): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main).toContainText('Last updated');
  await expect(main.locator('time')).toHaveAttribute('datetime', document.lastUpdated);
  for (const section of document.sections) {
    await expect(
      main.getByRole('heading', { level: 2, name: section.heading, exact: true }),
    ).toBeVisible();
    for (const subsection of section.subsections ?? []) {
      await expect(
        main.getByRole('heading', { level: 3, name: subsection.heading, exact: true }),
      ).toBeVisible();
    }
  }
}

/**
 * The input's placeholder is shown whole, not cut off. The placeholder does not count in
 * scrollWidth, so its text is put in as the value for the measurement (no input event: the
 * page never sees it) and taken out again.
 */
export async function expectPlaceholderFits(input: Locator): Promise<void> {
  const size = await input.evaluate((element: HTMLInputElement) => {
    const value = element.value;
    element.value = element.placeholder;
    const measured = { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
    element.value = value;
    return { ...measured, placeholder: element.placeholder };
  });
  expect(size.placeholder.length).toBeGreaterThan(0);
  expect(size.scrollWidth, `"${size.placeholder}" is cut off`).toBeLessThanOrEqual(
    size.clientWidth,
  );
}
