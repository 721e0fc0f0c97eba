import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contactSuccess, supportHours } from '@content/contact';
import { CONTACT_CATEGORY_LABELS } from '@domain/forms';
import {
  expectHeadingsInOrder,
  expectNoAxeViolations,
  expectPageMeta,
  openInTheme,
} from '../support/pages';

for (const theme of ['light', 'dark'] as const) {
  test(`/contact shows the form, hours and response times and passes axe (${theme})`, async ({
    page,
  }) => {
    await openInTheme(page, '/contact', theme);
    await expectPageMeta(page, 'Contact Us');
    await expectHeadingsInOrder(page);
    for (const label of ['Name', 'Email', 'Subject', 'Category', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    const options = await page
      .getByLabel('Category', { exact: true })
      .locator('option')
      .allTextContents();
    expect(options.slice(1)).toEqual(Object.values(CONTACT_CATEGORY_LABELS));
    for (const row of supportHours) await expect(page.getByText(row.hours)).toBeVisible();
    await expect(page.getByText('Pro subscribers: within 24 hours.')).toBeVisible();
    await expect(page.getByText('Free accounts and visitors: within 48-72 hours.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('/contact says what is missing, then sends, stores and mails the message', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByText('Enter a subject.')).toBeVisible();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await expect(page.getByText('Enter your message.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

  await page.getByLabel('Name', { exact: true }).fill('Dennis R.');
  await expect(page.getByText('Enter your name.')).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill('dennis@bell');
  await page.getByLabel('Subject', { exact: true }).fill('Question about pointers');
  await page.getByLabel('Category', { exact: true }).selectOption('courses');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Will the course cover pointer arithmetic on structs?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('dennis@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const confirmation = page.getByRole('status');
  await expect(confirmation).toContainText(contactSuccess.title);
  await expect(confirmation).toContainText(contactSuccess.body);
  const reference = (await confirmation.textContent())?.match(/CN-[0-9A-F]{6}/)?.[0];
  expect(reference).toBeTruthy();

  // Mailed to the team (the e2e server writes mail to its outbox).
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  await expect
    .poll(() =>
      fs.existsSync(outbox)
        ? fs.readdirSync(outbox).some((name) => {
            if (!name.endsWith('.json')) return false;
            const mail = JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as {
              subject: string;
              replyTo?: string;
            };
            return mail.subject.includes(reference!) && mail.replyTo === 'dennis@example.com';
          })
        : false,
    )
    .toBe(true);

  await page.getByRole('button', { name: contactSuccess.again }).click();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after an empty submit the first field and its label show below the sticky header', async ({
    page,
  }) => {
    await page.goto('/contact');
    const name = page.getByLabel('Name', { exact: true });
    const label = page.locator('label', { hasText: /^Name$/ });
    const header = (await page.getByRole('banner').boundingBox())!;
    const headerBottom = header.y + header.height;
    // Scrolled so that the field shows just below the header and its label sits under it.
    const field = (await name.boundingBox())!;
    await page.evaluate(
      (top) => window.scrollTo({ top, behavior: 'instant' }),
      field.y - headerBottom - 8,
    );
    expect((await label.boundingBox())!.y).toBeLessThan(headerBottom);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(name).toBeFocused();
    await expect(page.getByText('Enter your name.')).toBeInViewport();
    await expect
      .poll(async () => (await label.boundingBox())!.y)
      .toBeGreaterThanOrEqual(headerBottom);
  });
});
