// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '@domain/analytics-api';
import { AnalyticsPage } from './AnalyticsPage';
import { SAMPLE_ANALYTICS } from './sample-analytics';

const state = vi.hoisted<{ plan: 'free' | 'pro'; data: Analytics | undefined; days: number[] }>(
  () => ({ plan: 'free', data: undefined, days: [] }),
);

vi.mock('@web/lib/account', () => ({
  useCurrentUser: () => ({ id: 'learner-1', email: 'ada@example.com' }),
}));

vi.mock('@web/lib/subscription', () => ({
  usePlan: () => ({
    plan: state.plan,
    isPro: state.plan !== 'free',
    loading: false,
    subscription: null,
  }),
}));

const download = vi.hoisted(() => vi.fn(() => Promise.resolve()));

vi.mock('./analytics-api', () => ({
  useAnalytics: (_userId: string, days: number) => {
    state.days.push(days);
    return {
      data: state.data && {
        ...state.data,
        runsPerDay: { ...state.data.runsPerDay, days },
      },
      isError: false,
      error: null,
      isFetching: false,
      refetch: vi.fn(),
    };
  },
  downloadActivity: download,
}));

vi.mock('@web/lib/use-theme', () => ({ useTheme: () => ({ theme: 'light' }) }));

// recharts draws in a real browser (the Playwright spec); here each chart is its stand-in.
vi.mock('./AnalyticsCharts', () => ({
  RunsPerDayChart: () => <svg data-testid="runs-chart" />,
  TimePerLessonChart: () => <svg data-testid="time-chart" />,
  MasteryChart: () => <svg data-testid="mastery-chart" />,
}));

function renderPage() {
  const router = createMemoryRouter([{ path: '/analytics', element: <AnalyticsPage /> }], {
    initialEntries: ['/analytics'],
  });
  render(<RouterProvider router={router} />);
}

const learner: Analytics = {
  ...SAMPLE_ANALYTICS,
  timeZone: 'Europe/London',
  today: '2026-06-15',
  totals: { daysLearned: 2, runs: 3, lessonsCompleted: 1, secondsLearning: 600 },
  calendar: {
    start: '2025-06-16',
    end: '2026-06-15',
    days: [
      { day: '2026-06-14', lessons: 1, exercises: 0, challenges: 0, runs: 1 },
      { day: '2026-06-15', lessons: 0, exercises: 0, challenges: 0, runs: 2 },
    ],
  },
  timePerLesson: [
    { courseId: 'c-programming', lessonId: 'c-001', title: 'Hello, World!', seconds: 600 },
  ],
  runsPerDay: {
    days: 30,
    series: [
      { key: 'success', label: 'Success' },
      { key: 'compile_error', label: 'Compile error' },
    ],
    rows: [
      { day: '2026-06-14', total: 1, counts: { success: 1 } },
      { day: '2026-06-15', total: 2, counts: { success: 1, compile_error: 1 } },
    ],
  },
  topDiagnostics: [
    {
      pattern: "'…' undeclared (first use in this function)",
      example: "'total' undeclared (first use in this function)",
      count: 1,
      lesson: { id: 'c-002', title: 'Variables and Data Types' },
    },
  ],
  streaks: {
    current: 2,
    longest: 2,
    history: [{ start: '2026-06-14', end: '2026-06-15', days: 2 }],
  },
};

afterEach(() => {
  cleanup();
  state.data = undefined;
  state.days = [];
  download.mockClear();
});

describe('AnalyticsPage', () => {
  it('shows a Free learner the Pro prompt and the page outline with a marked sample', () => {
    state.plan = 'free';
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learning Analytics');
    const prompt = screen.getByRole('region', { name: 'Unlock your learning analytics with Pro' });
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const sample = screen.getByRole('region', { name: 'What your analytics will look like' });
    expect(within(sample).getByText('Sample')).toBeInTheDocument();
    expect(within(sample).getByText(/Made-up data/)).toBeInTheDocument();
    for (const title of [
      'Activity calendar',
      'Runs per day',
      'Time per lesson',
      'Compiler errors you meet most',
      'Mastery by concept',
      'Streak history',
      'Final assessment by concept',
    ]) {
      expect(within(sample).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(state.days).toEqual([]);
  });

  it("shows a Pro learner's own figures, each chart with its text and table", async () => {
    state.plan = 'pro';
    state.data = learner;
    renderPage();
    expect(screen.queryByText('Sample')).toBeNull();
    expect(
      screen.getByText(
        '2 days learned in the last 12 months; the busiest month was June 2026 with 2 days.',
      ),
    ).toBeInTheDocument();
    const runs = screen.getByRole('region', { name: 'Runs per day' });
    expect(within(runs).getByRole('img')).toHaveAccessibleName(
      'Runs per day. 3 runs in the last 30 days. Success: 2; Compile error: 1.',
    );
    expect(await within(runs).findByTestId('runs-chart')).toBeInTheDocument();
    await userEvent.click(within(runs).getByText('Show the data as a table'));
    const table = within(runs).getByRole('table', { name: 'Runs per day, the last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayRunsSuccessCompile error',
      'Mon 15 Jun211',
      'Sun 14 Jun110',
    ]);

    const diagnostics = screen.getByRole('region', { name: 'Compiler errors you meet most' });
    expect(
      within(diagnostics).getByRole('link', { name: 'Variables and Data Types' }),
    ).toHaveAttribute('href', '/learn/c?lesson=c-002');
    expect(
      screen.getByText(/Days are counted in your time zone \(Europe\/London\)/),
    ).toBeInTheDocument();
  });

  it('switches the runs chart to 90 days and exports the records', async () => {
    state.plan = 'pro';
    state.data = learner;
    renderPage();
    const user = userEvent.setup();
    const runs = screen.getByRole('region', { name: 'Runs per day' });
    expect(within(runs).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(runs).getByRole('button', { name: '90 days' }));
    expect(state.days.at(-1)).toBe(90);
    expect(within(runs).getByRole('button', { name: '90 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith('csv', '2026-06-15');
    expect(await screen.findByText('Your records were saved as CSV.')).toBeInTheDocument();
  });
});
