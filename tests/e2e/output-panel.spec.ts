import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInTheme } from './support/pages';
import { replaceCode } from './support/lesson-editor';

const example = (page: Page) => page.getByRole('region', { name: 'Example' });
const output = (page: Page) => example(page).getByRole('region', { name: 'Output' });
const exercise = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your solution' }) });

/** The height of an element as laid out, in CSS pixels. */
const heightOf = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().height);

const MANY_LINES = `#include <stdio.h>

int main(void)
{
    for (int i = 1; i <= 3000; i++)
        printf("line %d\\n", i);
    return 0;
}
`;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a long output scrolls in a bounded panel, and Show all shows it whole', async ({
    page,
  }) => {
    await openInTheme(page, '/learn/c?lesson=c-005', 'light');
    await replaceCode(page, example(page), MANY_LINES);
    await example(page).getByRole('button', { name: 'Run', exact: true }).click();
    const box = output(page).getByRole('group', { name: 'Program output' });
    await expect(box).toContainText('line 3000');

    // 24rem at most, and the whole panel little more than that.
    expect(await heightOf(box)).toBeLessThanOrEqual(384);
    expect(await heightOf(output(page))).toBeLessThan(600);
    // The box scrolls on its own, to its last line (the box itself brought into the page's view
    // first: where the page stands after the run does not matter here).
    await box.scrollIntoViewIfNeeded();
    await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(box.getByText(/line 3000/)).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    await output(page).getByRole('button', { name: 'Show all' }).click();
    const showLess = output(page).getByRole('button', { name: 'Show less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    const whole = await heightOf(output(page).locator('pre'));
    // 3,000 lines of about 20 px each.
    expect(whole).toBeGreaterThan(3000 * 15);

    // Shown whole, Show less stays in sight at the bottom of the screen.
    await page.evaluate(() => window.scrollBy(0, 20_000));
    await expect(showLess).toBeInViewport();
    await showLess.click();
    // The page, suddenly shorter, does not leave the reader at its end: the button stays in
    // sight, clear of the sticky header.
    const showAll = output(page).getByRole('button', { name: 'Show all' });
    await expect(showAll).toBeInViewport();
    const header = await page.getByRole('banner').boundingBox();
    expect((await showAll.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(await heightOf(box)).toBeLessThanOrEqual(384);
  });
});

test('a check whose output lacks a newline shows both outputs with the first difference marked', async ({
  page,
}) => {
  await openInTheme(page, '/learn/c?lesson=c-001', 'dark');
  // The solution but for the newlines after the second and the last line.
  await replaceCode(
    page,
    exercise(page),
    String.raw`#include <stdio.h>

int main(void)
{
    int score = 0;
    scanf("%d", &score);
    printf("My first program printed \"Hello, World!\"\n");
    printf("Type \\n to start a new line.");
    printf("Score: %d%%", score);
    return 0;
}
`,
  );
  await exercise(page).getByRole('button', { name: 'Check', exact: true }).click();
  const failed = exercise(page).getByRole('listitem').filter({ hasText: 'Failed: a score of 95' });
  await expect(failed).toContainText(
    'Your output first differs on line 2, column 29 (highlighted).',
  );
  const expected = failed.getByRole('definition').nth(1);
  const yours = failed.getByRole('definition').nth(2);
  await expect(expected.locator('mark')).toHaveText('⏎ (line break)');
  await expect(yours.locator('pre mark')).toHaveText('Score:·95%');
  await expect(yours).toContainText('⏎ missing final newline (the check does not compare it)');
  await expect(failed).toContainText('· is a space, → a tab, ⏎ a line break.');

  // Side by side on a desktop: the two outputs start at the same height.
  const [left, right] = await Promise.all([expected.boundingBox(), yours.boundingBox()]);
  expect(left!.y).toBe(right!.y);
  expect(left!.x + left!.width).toBeLessThan(right!.x);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});
