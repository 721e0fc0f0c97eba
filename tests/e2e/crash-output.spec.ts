import { expect, test, type Page } from '@playwright/test';
import { replaceCode } from './support/lesson-editor';
import { expectNoAxeViolations } from './support/pages';

const example = (page: Page) => page.getByRole('region', { name: 'Example' });
const output = (page: Page) => example(page).getByRole('region', { name: 'Output' });

test('a crash shows what was printed before it, in order with stderr, and names the line and the NULL pointer', async ({
  page,
}) => {
  await page.goto('/learn/c');
  await replaceCode(
    page,
    example(page),
    [
      '#include <stdio.h>',
      '',
      'int main(void) {',
      '    int *p = NULL;',
      '    printf("before\\n");',
      '    fprintf(stderr, "about to write\\n");',
      '    *p = 42;',
      '    printf("after\\n");',
      '    return 0;',
      '}',
      '',
    ].join('\n'),
  );
  await example(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output(page)).toContainText('Segmentation fault (signal 11)');
  await expect(output(page)).toContainText('line 7, `*p = 42`: p is NULL');
  const text = await output(page).innerText();
  expect(text.indexOf('before')).toBeGreaterThanOrEqual(0);
  expect(text.indexOf('before')).toBeLessThan(text.indexOf('about to write'));
  expect(text).not.toContain('after');
  // The crash's line is a place the learner can jump to, like a compiler message.
  await expect(output(page).getByRole('button', { name: /line 7/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
