// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CertificateStanding as Standing } from '@domain/certificate-api';
import {
  renderRoute,
  resetFixtures,
  server,
  signInLearner,
  subscribe,
} from '@web/test/billing-mocks';
import { CertificateStanding } from './CertificateStanding';

vi.mock('@web/lib/account', async () => (await import('@web/test/billing-mocks')).accountModule);
vi.mock('@web/lib/supabase', async () => (await import('@web/test/billing-mocks')).supabaseModule);
vi.mock(
  '@web/lib/subscription',
  async () => (await import('@web/test/billing-mocks')).subscriptionModule,
);

beforeAll(async () => {
  await import('@domain/certificate-api');
});

afterEach(() => {
  cleanup();
  resetFixtures();
});

function standing(fields: Partial<Standing> = {}): Standing {
  return {
    courseId: 'c-programming',
    requirements: [
      { id: 'lessons', met: false, done: 17, total: 24 },
      { id: 'exercises', met: false, done: 20, total: 24 },
      { id: 'project', met: false, done: 0, total: 1 },
      { id: 'assessment', met: false, done: 0, total: 100 },
    ],
    certificate: null,
    ...fields,
  };
}

const allMet = standing({
  requirements: [
    { id: 'lessons', met: true, done: 24, total: 24 },
    { id: 'exercises', met: true, done: 24, total: 24 },
    { id: 'project', met: true, done: 1, total: 1 },
    { id: 'assessment', met: true, done: 85, total: 100 },
  ],
});

function renderCard(answer: Standing) {
  signInLearner();
  server.invoke.mockResolvedValue({ data: answer, error: null });
  return renderRoute('/dashboard', <CertificateStanding />);
}

const requirementRow = (name: RegExp) =>
  screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''));

describe('CertificateStanding', () => {
  it('shows a Free learner each requirement with their progress, and what Pro adds', async () => {
    renderCard(standing());
    const requirements = await screen.findByRole('list', { name: 'Requirements' });
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Complete all 24 lessons: not met yet17 of 24 lessons',
      'Pass all coding exercises: not met yet20 of 24 exercises passed',
      'Complete a final project: not met yetNot done yet',
      'Score 80% or higher on the final assessment: not met yetNot passed yet (80% needed)',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Complete all 24 lessons' })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );
    expect(
      screen.getByText('The final assessment opens after all 24 lessons.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Go to the final assessment' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/Certificates come with Pro/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(server.invoke).toHaveBeenCalledWith('certificate', { method: 'GET' });
  });

  it('links to the assessment once the lessons are complete, with the best score so far', async () => {
    renderCard(
      standing({
        requirements: [
          { id: 'lessons', met: true, done: 24, total: 24 },
          { id: 'exercises', met: false, done: 20, total: 24 },
          { id: 'project', met: false, done: 0, total: 1 },
          { id: 'assessment', met: false, done: 65, total: 100 },
        ],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Go to the final assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(requirementRow(/final assessment/)).toHaveTextContent('Best score 65% (80% needed)');
    expect(
      screen.getByRole('progressbar', { name: 'Score 80% or higher on the final assessment' }),
    ).toHaveAttribute('aria-valuemax', '80');
  });

  it("shows a Pro learner's certificate, hides it and shows it again", async () => {
    subscribe();
    const certificate = {
      id: 'abcdefghijklmnopqrstuvwxyz',
      url: 'https://codenest.example/certificates/abcdefghijklmnopqrstuvwxyz',
      issuedAt: '2026-11-27T09:30:00.000Z',
      hidden: false,
    };
    renderCard({ ...allMet, certificate });
    expect(
      await screen.findByText(/Your certificate was issued on November 27, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/certificates/abcdefghijklmnopqrstuvwxyz',
    );
    expect(
      screen.getByText(/Hiding it makes that page say "Certificate not found"/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Certificates come with Pro/)).not.toBeInTheDocument();

    server.invoke.mockResolvedValue({
      data: { ...allMet, certificate: { ...certificate, hidden: true } },
      error: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hide from public page' }));
    const show = await screen.findByRole('button', { name: 'Show on public page' });
    expect(server.invoke).toHaveBeenLastCalledWith('certificate', {
      method: 'POST',
      body: { action: 'hide' },
    });
    expect(
      screen.getByText(/It is hidden: its public page says "Certificate not found"/),
    ).toBeInTheDocument();

    server.invoke.mockResolvedValue({ data: { ...allMet, certificate }, error: null });
    fireEvent.click(show);
    expect(
      await screen.findByRole('button', { name: 'Hide from public page' }),
    ).toBeInTheDocument();
    expect(server.invoke).toHaveBeenLastCalledWith('certificate', {
      method: 'POST',
      body: { action: 'show' },
    });
  });

  it('tells a Pro learner without a certificate yet that it comes with the requirements', async () => {
    subscribe({ subscription_status: 'trialing' });
    renderCard(standing());
    expect(
      await screen.findByText('Meet every requirement and your certificate is issued at once.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });
});
