import { expect, test, type Locator, type Page } from '@playwright/test';
import { TRACE_NEEDS_PRO } from '@domain/billing';
import { newEmail, signUpAndConfirm } from './support/account';
import { becomePro } from './support/checkout';
import { replaceCode } from './support/lesson-editor';
import { expectNoAxeViolations, openInTheme, type ThemeName } from './support/pages';

/*
 * The visualizer: a program recorded step by step on the server and replayed in a dialog, its
 * memory drawn with an arrow from every pointer to the cell it points at.
 */

const example = (page: Page) => page.getByRole('region', { name: 'Example' });
const visualizer = (page: Page) => page.getByRole('dialog', { name: 'Visualizer' });

const LINKED_LIST = `#include <stdio.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
int main(void) {
    struct node *head = NULL;
    for (int i = 3; i > 0; i--) {
        struct node *n = malloc(sizeof *n);
        n->value = i;
        n->next = head;
        head = n;
    }
    printf("%d\\n", head->value);
    return 0;
}
`;

const NULL_WRITE = `#include <stdio.h>
int main(void) {
    int *p = NULL;
    printf("About to write\\n");
    *p = 42;
    return 0;
}
`;

/** Every trace the page asks the server for. */
function traceRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/trace-c')) seen.push(request.postData() ?? '');
  });
  return seen;
}

async function visualizeOwnProgram(page: Page, code: string): Promise<Locator> {
  await page.goto('/learn/c?lesson=c-017');
  await replaceCode(page, example(page), code);
  await example(page).getByRole('button', { name: 'Visualize', exact: true }).click();
  const dialog = visualizer(page);
  await expect(dialog.getByText(/^Step 1 of \d+:/)).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** The address an arrow from the pointer cell at `from` ends at, or null without one. */
const arrowFrom = (dialog: Locator, from: string) =>
  dialog.locator(`path[data-from="${from}"]`).getAttribute('data-to', { timeout: 2000 });

test('a Pro learner steps through a linked list: each arrow ends at the next node, the last next is NULL', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndConfirm(page, 'Lia List', newEmail('visualizer-list'));
  await becomePro(page);
  const dialog = await visualizeOwnProgram(page, LINKED_LIST);

  await dialog.getByRole('button', { name: 'Run to line 12' }).click();
  await expect(dialog.getByText(/^Step \d+ of \d+: line 12 in main runs next\.$/)).toBeVisible();
  await expect(dialog.getByText('Moved to the next time line 12 runs.')).toBeVisible();

  // The nodes, in the list's order: head → 1 → 2 → 3 → NULL.
  const heap = dialog.getByRole('region', { name: 'Heap' });
  const nodes = heap.locator('[data-kind="struct"]');
  await expect(nodes).toHaveCount(3);
  const byValue = new Map<string, { address: string; next: string }>();
  for (const node of await nodes.all()) {
    const value = await node.locator('[data-kind="int"]').innerText();
    byValue.set(value.trim(), {
      address: (await node.getAttribute('data-address'))!,
      next: (await node.locator('[data-kind="pointer"]').getAttribute('data-address'))!,
    });
  }
  const [one, two, three] = ['1', '2', '3'].map((value) => byValue.get(value)!);
  const head = dialog.getByRole('region', { name: 'Stack' }).locator('[data-kind="pointer"]');
  await expect(head).toHaveCount(1);
  expect(await arrowFrom(dialog, (await head.getAttribute('data-address'))!)).toBe(one!.address);
  expect(await arrowFrom(dialog, one!.next)).toBe(two!.address);
  expect(await arrowFrom(dialog, two!.next)).toBe(three!.address);
  await expect(dialog.locator(`path[data-from="${three!.next}"]`)).toHaveCount(0);
  await expect(heap.locator(`[data-address="${three!.next}"] [data-null="true"]`)).toHaveText(
    'NULL',
  );

  // The keyboard steps too, and the last step says how the program ended.
  await page.keyboard.press('End');
  await expect(dialog.getByText(/^Step (\d+) of \1: the program has ended/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Output so far' })).toContainText('1');
});

test('a program that writes through NULL shows the crash: its line, the explanation, the pointer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndConfirm(page, 'Cass Crash', newEmail('visualizer-crash'));
  await becomePro(page);
  const dialog = await visualizeOwnProgram(page, NULL_WRITE);

  await dialog.getByRole('button', { name: 'Last step' }).click();
  await expect(
    dialog.getByText('The program crashed at line 5 (SIGSEGV).', { exact: true }),
  ).toBeVisible();
  await expect(
    dialog.getByText(
      'The program wrote through a NULL pointer: the pointer holds no address, so there is nothing there to write.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog.locator('[data-line="5"]')).toHaveAttribute('data-mark', 'crash');
  const fault = dialog.locator('[data-fault="true"]');
  await expect(fault).toHaveCount(1);
  await expect(fault.locator('[data-null="true"]')).toHaveText('NULL');
  await expect(dialog.getByRole('region', { name: 'Output so far' })).toContainText(
    'About to write',
  );
});

test('a visitor watches the linked-list lesson run, to its end', async ({ page }) => {
  const traces = traceRequests(page);
  await page.goto('/learn/c?lesson=c-017');
  await example(page).getByRole('button', { name: 'Watch it run' }).click();
  const dialog = visualizer(page);
  await expect(dialog.getByText(/^Step 1 of \d+: line \d+ in main runs next\.$/)).toBeVisible({
    timeout: 30_000,
  });
  expect(JSON.parse(traces[0]!)).toMatchObject({ lessonId: 'c-017', encoding: 'delta' });

  await dialog.getByRole('button', { name: 'Forward' }).click();
  await expect(dialog.getByText(/^Step 2 of /)).toBeVisible();
  await page.keyboard.press('End');
  await expect(
    dialog.getByText(/^Step (\d+) of \1: the program has ended with exit code 0\.$/),
  ).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Output so far' })).toContainText('remove 10: 1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(example(page).getByRole('button', { name: 'Watch it run' })).toBeFocused();
});

test('a Free learner who changes the example reads that visualizing it is Pro', async ({
  page,
}) => {
  await signUpAndConfirm(page, 'Fred Free', newEmail('visualizer-free'));
  const traces = traceRequests(page);
  await page.goto('/learn/c?lesson=c-011');
  const visualize = example(page).getByRole('button', { name: /^Visualize/ });
  await expect(visualize).toHaveAccessibleName('Visualize');
  await replaceCode(page, example(page), NULL_WRITE);
  await expect(visualize).toHaveAccessibleName('Visualize (Pro feature)');
  await visualize.click();
  const notice = example(page).getByRole('alert');
  await expect(notice).toContainText(TRACE_NEEDS_PRO);
  await expect(notice.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(visualizer(page)).toHaveCount(0);
  expect(traces).toEqual([]);
});

for (const theme of ['light', 'dark'] as ThemeName[]) {
  test(`the open visualizer passes axe in the ${theme} theme`, async ({ page }) => {
    await openInTheme(page, '/learn/c?lesson=c-016', theme);
    await example(page).getByRole('button', { name: 'Watch it run' }).click();
    const dialog = visualizer(page);
    await expect(dialog.getByText(/^Step 1 of \d+:/)).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('slider', { name: 'Step' }).focus();
    await page.keyboard.press('End');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByText('This step in words').click();
    await expectNoAxeViolations(page);
  });
}
