import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A section's editor, scrolled to as a learner would: an editor loads as its place nears the
 * viewport (scrolled to again while the page is still settling, as a reader would).
 */
export async function codeIn(section: Locator): Promise<Locator> {
  const code = section.locator('.cm-content');
  await expect(async () => {
    await section.evaluate((element) =>
      (element.querySelector('[aria-busy="true"], .cm-editor') ?? element).scrollIntoView({
        block: 'center',
      }),
    );
    await expect(code).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return code;
}

/** Replaces an editor's whole text, as a learner selecting all and typing would. */
export async function replaceCode(page: Page, editor: Locator, code: string): Promise<void> {
  await (await codeIn(editor)).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}
