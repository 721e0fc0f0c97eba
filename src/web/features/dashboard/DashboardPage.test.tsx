// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENTS } from '@domain/progress';
import { DashboardPage } from './DashboardPage';
import { makeUser, newLearner, signIn, statValue, summaryQuery } from '@web/test/account-mocks';

// The certificate card reads its own data; its states are tested in components/certificate.
vi.mock('@web/components/certificate/CertificateStanding', () => ({
  CertificateStanding: () => <section aria-label="C Programming certificate" />,
}));

// The team banner reads the person's teams; its states are tested in TeamBanner.test.tsx.
vi.mock('./TeamBanner', () => ({ TeamBanner: () => null }));

// The assignments read the member's own list; their states are tested in Assignments.test.tsx.
vi.mock('./Assignments', () => ({ Assignments: () => null }));

vi.mock('@web/lib/account', () => ({
  useCurrentUser: vi.fn(),
  useProfile: vi.fn(),
  useAccountSummary: vi.fn(),
}));

function renderDashboard() {
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], {
    initialEntries: ['/dashboard'],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('DashboardPage', () => {
  it('greets the learner by the first word of the profile name', () => {
    signIn(makeUser({ user_metadata: { name: 'Ada Lovelace' } }));
    summaryQuery({ data: newLearner });
    renderDashboard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ready to continue your coding journey?')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | CodeNest');
  });

  it('falls back to the name in app metadata, then the e-mail, then "Developer"', () => {
    signIn(makeUser({ email: 'ada@example.com', app_metadata: { name: 'Augusta King' } }));
    summaryQuery({ data: newLearner });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Augusta!');
    cleanup();

    signIn(makeUser({ email: 'grace@example.com' }));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, grace!');
    cleanup();

    signIn(makeUser({ email: undefined }));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Developer!');
  });

  it('renders nothing without a signed-in user', () => {
    signIn(null);
    summaryQuery({});
    const { container } = renderDashboard();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows zero figures for a new learner', () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderDashboard();
    expect(statValue('Languages Learning')).toBe('0');
    expect(statValue('Total Progress')).toBe('0%');
    expect(statValue('Study Streak')).toBe('0 days');
    expect(statValue('Time Invested')).toBe('0 min');
  });

  it('shows the figures from the summary, with a singular day', () => {
    signIn(makeUser());
    summaryQuery({
      data: {
        ...newLearner,
        languagesLearning: 1,
        totalProgressPercent: 40,
        studyStreakDays: 1,
        timeInvestedMinutes: 125,
      },
    });
    renderDashboard();
    expect(statValue('Languages Learning')).toBe('1');
    expect(statValue('Total Progress')).toBe('40%');
    expect(statValue('Study Streak')).toBe('1 day');
    expect(statValue('Time Invested')).toBe('2 h 5 min');
  });

  it('shows placeholders, not numbers, while the summary loads', () => {
    signIn(makeUser());
    summaryQuery({});
    renderDashboard();
    for (const label of ['Languages Learning', 'Total Progress', 'Study Streak', 'Time Invested']) {
      expect(statValue(label)).toBe('Loading');
    }
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
    expect(screen.queryByText('No activity yet')).not.toBeInTheDocument();
  });

  it('reports a failed load and tries again on request', async () => {
    signIn(makeUser());
    const refetch = summaryQuery({ error: new Error('The server could not be reached.') });
    renderDashboard();
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(statValue('Total Progress')).toBe('–Not available');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("says 'No activity yet' when there is no activity", () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderDashboard();
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
    expect(
      screen.getByText('Complete a lesson or a daily challenge and it will show up here.'),
    ).toBeInTheDocument();
  });

  it('lists the recent activity with its time and points', () => {
    signIn(makeUser());
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    summaryQuery({
      data: {
        ...newLearner,
        recentActivity: [
          { kind: 'lesson', title: 'Completed "Hello, World!"', at: minutesAgo(5), points: 10 },
          {
            kind: 'challenge',
            title: 'Solved "Reverse a String"',
            at: minutesAgo(3 * 24 * 60),
            points: 50,
          },
        ],
      },
    });
    renderDashboard();
    expect(screen.queryByText('No activity yet')).not.toBeInTheDocument();
    expect(screen.getByText('Completed "Hello, World!"')).toBeInTheDocument();
    expect(screen.getByText('5 min ago')).toBeInTheDocument();
    expect(screen.getByText('+10 XP')).toBeInTheDocument();
    expect(screen.getByText('Solved "Reverse a String"')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByText('+50 XP')).toBeInTheDocument();
  });

  it('shows the latest achievements with the day and the activity that earned them', () => {
    signIn(makeUser());
    summaryQuery({
      data: {
        ...newLearner,
        achievements: [
          {
            ...ACHIEVEMENTS.firstLesson,
            earnedAt: '2026-11-20T09:00:00Z',
            source: 'Completed "Hello, World!"',
          },
          {
            ...ACHIEVEMENTS.firstChallenge,
            earnedAt: '2026-11-21T09:00:00Z',
            source: 'Solved "Array Sum Calculator"',
          },
        ],
      },
    });
    renderDashboard();
    const section = screen.getByRole('region', { name: 'Latest Achievements' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ChallengerNovember 21, 2026: Solved "Array Sum Calculator"',
      'First StepsNovember 20, 2026: Completed "Hello, World!"',
    ]);
  });

  it('shows no achievements section before the first one is earned', () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderDashboard();
    expect(screen.queryByRole('region', { name: 'Latest Achievements' })).not.toBeInTheDocument();
  });

  it('links the quick actions and the course', () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderDashboard();
    expect(screen.getByRole('link', { name: /Daily Challenge/ })).toHaveAttribute(
      'href',
      '/daily-challenge',
    );
    expect(screen.getByRole('link', { name: /Start Learning/ })).toHaveAttribute(
      'href',
      '/learn/c',
    );
    expect(screen.getByRole('link', { name: /Join Community/ })).toHaveAttribute(
      'href',
      '/community',
    );
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(screen.getByRole('link', { name: 'Start C Programming Course' })).toHaveAttribute(
      'href',
      '/learn/c',
    );
  });

  it('offers "Continue: lesson N" with its title, linked to it, once a course is started', () => {
    signIn(makeUser());
    summaryQuery({
      data: {
        ...newLearner,
        languagesLearning: 1,
        totalProgressPercent: 4,
        timeInvestedMinutes: 25,
        lessonsCompleted: 1,
        courses: [
          {
            courseId: 'c-programming',
            name: 'C Programming',
            completed: 1,
            total: 24,
            percent: 4,
            lastAccessedAt: '2026-11-20T10:00:00Z',
            nextLesson: { id: 'c-002', number: 2, title: 'Variables and Data Types' },
          },
        ],
      },
    });
    renderDashboard();
    expect(screen.queryByRole('heading', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Start C Programming Course' }),
    ).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Continue: lesson 2' });
    expect(within(section).getByText('Variables and Data Types')).toBeInTheDocument();
    expect(within(section).getByText('1 of 24 lessons · 4%')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Continue: lesson 2, Variables and Data Types' }),
    ).toHaveAttribute('href', '/learn/c?lesson=c-002');
    expect(statValue('Time Invested')).toBe('25 min');
  });

  it('says the course is completed once every lesson is', () => {
    signIn(makeUser());
    summaryQuery({
      data: {
        ...newLearner,
        courses: [
          {
            courseId: 'c-programming',
            name: 'C Programming',
            completed: 24,
            total: 24,
            percent: 100,
            lastAccessedAt: '2026-11-20T10:00:00Z',
            nextLesson: null,
          },
        ],
      },
    });
    renderDashboard();
    const section = screen.getByRole('region', { name: 'C Programming completed' });
    expect(section).toHaveTextContent('You completed all 24 lessons.');
    expect(within(section).getByRole('link', { name: /Review the course/ })).toHaveAttribute(
      'href',
      '/learn/c',
    );
  });

  it('shows neither Get Started nor Continue while the summary loads', () => {
    signIn(makeUser());
    summaryQuery({});
    renderDashboard();
    expect(screen.queryByRole('heading', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Continue/ })).not.toBeInTheDocument();
  });
});
