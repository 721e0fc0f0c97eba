import { expect, test, type Page } from '@playwright/test';
import { expectHeadingsInOrder, expectNoAxeViolations, openInTheme } from './support/pages';

const picker = (page: Page) => page.getByRole('group', { name: 'Languages' });
const languageButton = (page: Page, name: string) =>
  picker(page).getByRole('button', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The program panels: one per language shown, named by its language. */
const panels = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 3 });
const programPanelNames = async (page: Page) =>
  (await panels(page).allTextContents()).filter((name) => name !== 'Output');

test.describe('/compare', () => {
  test('picks up to three languages and says why a fourth is refused', async ({ page }) => {
    await page.goto('/compare');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Languages' })).toBeVisible();
    await expect(page.getByText('Pick 1 to 3 languages')).toBeVisible();
    expect(await programPanelNames(page)).toEqual(['C', 'C++']);

    await languageButton(page, 'Rust').click();
    await expect(languageButton(page, 'Rust')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/compare\?languages=c%2Ccpp%2Crust$/);
    await expect(panel(page, 'Rust')).toBeVisible();

    await languageButton(page, 'Go').click();
    await expect(
      page.getByRole('status').filter({
        hasText: 'You can compare up to 3 languages at once. Deselect one to add Go.',
      }),
    ).toBeVisible();
    await expect(languageButton(page, 'Go')).toHaveAttribute('aria-pressed', 'false');
    expect(await programPanelNames(page)).toEqual(['C', 'C++', 'Rust']);
  });

  test('the "up to 3 languages" warning goes once another concept is shown', async ({ page }) => {
    await page.goto('/compare?languages=c,cpp,rust');
    const warning = page.getByRole('status').filter({ hasText: 'Deselect one to add Go.' });
    await languageButton(page, 'Go').click();
    await expect(warning).toBeVisible();
    await page.getByRole('tab', { name: 'Loops' }).click();
    await expect(page.getByRole('tab', { name: 'Loops' })).toHaveAttribute('aria-selected', 'true');
    await expect(warning).toHaveCount(0);
  });

  test('three languages sit side by side at 1280 px with every line of code in sight', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/compare?languages=cpp,go,javascript&concept=structures');
    const code = page.getByRole('tabpanel').getByRole('group', { name: / program$/ });
    await expect(code).toHaveCount(3);
    const boxes = await code.evaluateAll((nodes) =>
      nodes.map((node) => ({
        top: Math.round(node.getBoundingClientRect().top),
        hidden: node.scrollWidth - node.clientWidth,
      })),
    );
    // One row of three columns, and no code cut off at the side.
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    for (const box of boxes) expect(box.hidden).toBeLessThanOrEqual(0);
  });

  test('keeps at least one language', async ({ page }) => {
    await page.goto('/compare?languages=c,cpp,rust');
    await languageButton(page, 'C++').click();
    await languageButton(page, 'C').click();
    await expect(panel(page, 'C')).toHaveCount(0);
    expect(await programPanelNames(page)).toEqual(['Rust']);

    await languageButton(page, 'Rust').click();
    await expect(page.getByText('Keep at least one language selected.')).toBeVisible();
    await expect(languageButton(page, 'Rust')).toHaveAttribute('aria-pressed', 'true');
    expect(await programPanelNames(page)).toEqual(['Rust']);
    await expect(page).toHaveURL(/languages=rust$/);
  });

  test('switches concepts with the tabs, by click and by arrow keys', async ({ page }) => {
    await page.goto('/compare');
    const cPanel = panel(page, 'C');
    await expect(cPanel.getByRole('group', { name: 'C program' })).toContainText('Hello, World!');

    await page.getByRole('tab', { name: 'Loops' }).click();
    await expect(page.getByRole('tab', { name: 'Loops' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/concept=loops/);
    await expect(cPanel).not.toContainText('Hello, World!');
    await expect(cPanel.getByRole('link', { name: 'Open in the lesson' })).toHaveAttribute(
      'href',
      /^\/learn\/c\?lesson=c-\d{3}$/,
    );

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Arrays' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Arrays' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/concept=arrays/);

    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Loops' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a shared address restores the selection, and a reload keeps it', async ({ page }) => {
    const expectSharedSelection = async () => {
      await expect(panel(page, 'Python')).toBeVisible();
      expect(await programPanelNames(page)).toEqual(['Rust', 'Go', 'Python']);
      await expect(languageButton(page, 'C')).toHaveAttribute('aria-pressed', 'false');
      await expect(languageButton(page, 'Go')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('tab', { name: 'Loops' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    };
    await page.goto('/compare?languages=rust,go,python&concept=loops');
    await expectSharedSelection();
    await page.reload();
    await expectSharedSelection();
  });

  test('runs the C program and shows its output', async ({ page }) => {
    await page.goto('/compare');
    const cPanel = panel(page, 'C');
    const output = cPanel.getByRole('region', { name: 'Output' });
    await expect(output).toContainText('Click "Run" to execute the code');
    await expect(output).toContainText('Ready');

    await cPanel.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output).toContainText('Hello, World!');
    await expect(output).toContainText(/\d+ ms/);
    await expect(output).toContainText('Ready');
    await expect(cPanel.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  });

  test('links to the courses', async ({ page }) => {
    await page.goto('/compare');
    await page.getByRole('link', { name: 'Browse courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no accessibility violations in the ${theme} theme`, async ({ page }) => {
      await openInTheme(page, '/compare?languages=c,rust,python&concept=functions', theme);
      await expect(panel(page, 'Python')).toBeVisible();
      await expectHeadingsInOrder(page);
      await expectNoAxeViolations(page);

      await panel(page, 'C').getByRole('button', { name: 'Run', exact: true }).click();
      await expect(panel(page, 'C').getByRole('region', { name: 'Output' })).toContainText(
        /\d+ ms/,
      );
      await languageButton(page, 'Go').click();
      await expect(page.getByText(/Deselect one to add Go/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('on a phone, long lines scroll inside their panel, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/compare?languages=c,cpp,rust&concept=structures');
    await expect(panel(page, 'Rust')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
