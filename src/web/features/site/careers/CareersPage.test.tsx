// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hiringProcess, jobs, jobsIntro, perks } from '@content/careers';
import { NO_SITE_IDENTITY, type SiteIdentity } from '@domain/public-config';
import { SCHOOL_SITE } from '@tests/helpers/site-identity';
import { SiteIdentityProvider } from '@web/lib/site-identity';
import { CareersPage } from './CareersPage';

function renderCareers(site: SiteIdentity = SCHOOL_SITE) {
  const router = createMemoryRouter(
    [
      { path: '/careers', element: <CareersPage /> },
      { path: '/contact', element: <h1>Contact</h1> },
    ],
    { initialEntries: ['/careers'] },
  );
  return render(
    <SiteIdentityProvider value={site}>
      <RouterProvider router={router} />
    </SiteIdentityProvider>,
  );
}

afterEach(cleanup);

describe('CareersPage', () => {
  it('lists perks, every job with its fields, and the hiring process', () => {
    renderCareers();
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    for (const perk of perks) {
      expect(screen.getByRole('heading', { name: perk.title })).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('job')).toHaveLength(jobs.length);
    for (const job of jobs) {
      const card = screen.getByRole('article', { name: job.title });
      for (const text of [job.department, job.location, job.type, job.salary, job.description]) {
        expect(card).toHaveTextContent(text);
      }
      for (const requirement of job.requirements) {
        expect(within(card).getByText(requirement)).toBeInTheDocument();
      }
    }
    for (const step of hiringProcess.steps) {
      expect(screen.getByRole('heading', { name: step.title })).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        'We review every application within 3 business days, and we reply to everyone.',
      ),
    ).toBeInTheDocument();
  });

  it("starts an application by e-mail to the site's careers address, with the job title in the subject", () => {
    renderCareers();
    for (const job of jobs) {
      const link = screen.getByRole('link', { name: `${jobsIntro.apply} for ${job.title}` });
      const url = new URL(link.getAttribute('href')!);
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe('jobs@school.example');
      expect(url.searchParams.get('subject')).toContain(job.title);
      expect(url.searchParams.get('body')).toContain(job.title);
    }
    expect(
      screen.getByText(
        'Every role below is open now. Apply Now opens an e-mail to our hiring team with the role filled in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jobs@school.example' })).toHaveAttribute(
      'href',
      'mailto:jobs@school.example',
    );
  });

  it('sends applications through the contact form when the site has no careers address', () => {
    renderCareers(NO_SITE_IDENTITY);
    for (const job of jobs) {
      expect(
        screen.getByRole('link', { name: `${jobsIntro.apply} for ${job.title}` }),
      ).toHaveAttribute('href', '/contact');
    }
    expect(
      screen.getByText(
        'Every role below is open now. Apply Now opens the contact form: give the role as the subject.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.body.innerHTML).not.toContain('mailto:');
  });

  it('filters positions by department', async () => {
    const user = userEvent.setup();
    renderCareers();
    expect(screen.getByRole('status')).toHaveTextContent(`${jobs.length} open positions`);
    await user.click(screen.getByRole('button', { name: 'Engineering' }));
    const engineering = jobs.filter((job) => job.department === 'Engineering');
    expect(screen.getAllByTestId('job')).toHaveLength(engineering.length);
    expect(screen.getByRole('button', { name: 'Engineering' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${engineering.length} open position`);
    await user.click(screen.getByRole('button', { name: jobsIntro.allDepartments }));
    expect(screen.getAllByTestId('job')).toHaveLength(jobs.length);
  });
});
