// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicCertificate } from '@domain/certificate-api';
import { httpError, resetFixtures, server } from '@web/test/billing-mocks';
import { CertificatePage } from './CertificatePage';

vi.mock('@web/lib/supabase', async () => (await import('@web/test/billing-mocks')).supabaseModule);

const ID = 'abcdefghijklmnopqrstuvwxyz';
const ORIGIN = 'https://codenest.example';

const certificate: PublicCertificate = {
  id: ID,
  learnerName: 'Ada Lovelace',
  courseId: 'c-programming',
  courseTitle: 'C Programming',
  issuedAt: '2026-11-27T09:30:00.000Z',
  hours: 12.5,
  assessmentPercent: 85,
  requirements: [
    { id: 'lessons', label: 'Completed all 24 lessons' },
    { id: 'exercises', label: 'Passed all 24 coding exercises' },
    { id: 'project', label: 'Completed the final project' },
    { id: 'assessment', label: 'Scored 85% on the final assessment' },
  ],
  url: `${ORIGIN}/certificates/${ID}`,
  pdfUrl: `${ORIGIN}/functions/v1/certificate-pdf?id=${ID}`,
  credentialUrl: `${ORIGIN}/functions/v1/certificate-credential?id=${ID}`,
  linkedInUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME',
  verifiedBy: 'CodeNest',
};

beforeAll(async () => {
  await import('@domain/certificate-api');
});

afterEach(() => {
  cleanup();
  resetFixtures();
});

function renderCertificate(id = ID) {
  const router = createMemoryRouter(
    [
      { path: '/certificates/:id', element: <CertificatePage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [`/certificates/${id}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CertificatePage', () => {
  it('shows the certificate the server checked, with its downloads and links', async () => {
    server.invoke.mockResolvedValue({ data: certificate, error: null });
    renderCertificate();
    const card = await screen.findByRole('article', { name: 'Certificate of Completion' });
    expect(server.invoke).toHaveBeenCalledWith(`certificate-public?id=${ID}`, { method: 'GET' });
    expect(document.title).toBe('Certificate | CodeNest');
    for (const text of [
      'CodeNest',
      'This certifies that',
      'Ada Lovelace',
      'has completed the course',
      'C Programming',
      'November 27, 2026',
      '12.5 hours',
      '85%',
      `Certificate ID: ${ID}`,
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    const requirements = within(card).getByRole('list');
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(certificate.requirements.map((requirement) => `${requirement.label}: met`));
    expect(within(card).getByText('Verified by CodeNest')).toBeInTheDocument();
    expect(
      within(card).getByText(
        /Checked on the server just now: this certificate was issued by CodeNest/,
      ),
    ).toBeInTheDocument();

    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', certificate.pdfUrl);
    expect(pdf).toHaveAttribute('download');
    const linkedIn = screen.getByRole('link', {
      name: 'Add to LinkedIn profile (opens in a new tab)',
    });
    expect(linkedIn).toHaveAttribute('href', certificate.linkedInUrl);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Verifiable credential (JSON)' })).toHaveAttribute(
      'href',
      certificate.credentialUrl,
    );
    expect(
      screen.getByText(/signed by CodeNest: anyone can check its signature/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share (copy link)' })).toBeInTheDocument();
  });

  it('says "Certificate not found" for an unknown, hidden or revoked id', async () => {
    server.invoke.mockResolvedValue(
      httpError(404, {
        code: 'certificate_not_found',
        message: 'Certificate not found. Check the address: it may have been mistyped.',
      }),
    );
    renderCertificate('unknownunknownunknownunkno');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Certificate not found | CodeNest');
    expect(screen.getByRole('link', { name: 'CodeNest home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    // Not found is the answer: it is not asked again.
    expect(server.invoke).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the check itself failed', async () => {
    server.invoke.mockImplementation(() =>
      Promise.resolve(
        httpError(503, { code: 'unavailable', message: 'The server is busy. Try again soon.' }),
      ),
    );
    renderCertificate();
    // Asked once more before giving up.
    expect(await screen.findByText(/The server is busy/, {}, { timeout: 4000 })).toHaveTextContent(
      'The server is busy. Try again soon.',
    );
    expect(server.invoke).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
