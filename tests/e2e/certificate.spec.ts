import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { CertificateStanding } from '@domain/certificate-api';
import { newEmail, signUpAndConfirm } from './support/account';
import { becomePro } from './support/checkout';
import {
  callFunction,
  completeLessons,
  passAssessment,
  passExercises,
  switchTheme,
} from './support/course';
import { expectNoAxeViolations } from './support/pages';

test('a Pro learner earns the certificate, downloads it, hides it and shows it again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAndConfirm(page, 'Cora Certified', newEmail('certificate'));
  await becomePro(page);
  await completeLessons(page);
  await passExercises(page);
  await passAssessment(page);
  const standing = await callFunction<CertificateStanding>(page, 'certificate', 'GET');
  expect(standing.requirements.every((requirement) => requirement.met)).toBe(true);
  const id = standing.certificate!.id;

  // The dashboard's card links to it.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'C Programming certificate' });
  await card.getByRole('link', { name: 'View your certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${id}$`));
  await expect(page).toHaveTitle('Certificate | CodeNest');

  const certificate = page.getByRole('article', { name: 'Certificate of Completion' });
  await expect(certificate.getByText('Cora Certified')).toBeVisible();
  await expect(certificate.getByText('C Programming', { exact: true })).toBeVisible();
  await expect(certificate.getByText(/^Verified by CodeNest/)).toBeVisible();
  await expect(certificate.getByText(/Checked on the server just now/)).toBeVisible();
  await expect(certificate.getByRole('listitem')).toHaveCount(4);
  await expect(certificate.getByText(/hours?$/)).toBeVisible();
  const linkedIn = page.getByRole('link', { name: /Add to LinkedIn profile/ });
  await expect(linkedIn).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/profile\/add\?/);
  await expect(linkedIn).toHaveAttribute('target', '_blank');

  const credential = await page.request.get(
    (await page.getByRole('link', { name: 'Verifiable credential (JSON)' }).getAttribute('href'))!,
  );
  expect(credential.ok()).toBe(true);
  expect(JSON.stringify(await credential.json())).toContain('Cora Certified');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');

  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await expectNoAxeViolations(page);
  }
  await switchTheme(page, 'light');

  // Hidden from the public page: it answers 404 and says so.
  await page.goto('/profile');
  const profileCard = page.getByRole('region', { name: 'C Programming certificate' });
  await profileCard.getByRole('button', { name: 'Hide from public page' }).click();
  await expect(profileCard.getByRole('button', { name: 'Show on public page' })).toBeVisible();
  const hidden = await page.goto(`/certificates/${id}`);
  expect(hidden?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Certificate not found' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Certificate not found | CodeNest');
  await expectNoAxeViolations(page);

  await page.goto('/profile');
  await profileCard.getByRole('button', { name: 'Show on public page' }).click();
  await expect(profileCard.getByRole('button', { name: 'Hide from public page' })).toBeVisible();
  const shown = await page.goto(`/certificates/${id}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByText('Cora Certified')).toBeVisible();
});

test('an unknown certificate id says "Certificate not found" with a 404', async ({ page }) => {
  const response = await page.goto('/certificates/aaaaaaaaaaaaaaaaaaaaaaaaaa');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Certificate not found' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'CodeNest home page' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});
