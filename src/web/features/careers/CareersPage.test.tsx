// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hiringProcess, jobs, jobsIntro, perks } from '../../../../content/careers';
import { CareersPage } from './CareersPage';

function renderCareers() {
  const router = createMemoryRouter([{ path: '/careers', element: <CareersPage /> }], {
    initialEntries: ['/careers'],
  });
  return render(<RouterProvider router={router} />);
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

  it('starts an application by e-mail with the job title in the subject', () => {
    renderCareers();
    for (const job of jobs) {
      const link = screen.getByRole('link', { name: `${jobsIntro.apply} for ${job.title}` });
      const url = new URL(link.getAttribute('href')!);
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe('careers@codenest.dev');
      expect(url.searchParams.get('subject')).toContain(job.title);
      expect(url.searchParams.get('body')).toContain(job.title);
    }
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
