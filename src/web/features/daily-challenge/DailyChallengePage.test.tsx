// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challenges } from '@content/challenges';
import { practiceChallengeSummaries } from '@content/challenges/practice-summaries';
import type { StoredSettings } from '@domain/account';
import { practiceLimitReached, type PlanId } from '@domain/billing';
import { useSettings } from '@web/lib/account';
import { useChallengeCompletions, type ChallengeCompletion } from '@web/lib/challenge-completions';
import { makeUser, newLearner, signIn, statValue, summaryQuery } from '@web/test/account-mocks';
import { DailyChallengePage } from './DailyChallengePage';
import { CHALLENGE_SESSION_KEY } from '@web/lib/challenge-session';
import type * as ChallengesModule from '@content/challenges';
import type * as CompletionsModule from '@web/lib/challenge-completions';
import type * as PracticeModule from './PracticeChallenges';

vi.mock('@web/lib/account', () => ({
  useCurrentUser: vi.fn(),
  useProfile: vi.fn(),
  useAccountSummary: vi.fn(),
  useSettings: vi.fn(),
}));

/** The learner's plan as lib/subscription reports it. */
const planState = vi.hoisted(() => ({ plan: 'free' }));
vi.mock('@web/lib/subscription', () => ({
  usePlan: () => ({
    plan: planState.plan,
    isPro: planState.plan !== 'free',
    loading: false,
    subscription: null,
  }),
}));

vi.mock('@web/lib/challenge-completions', async (importOriginal) => ({
  ...(await importOriginal<typeof CompletionsModule>()),
  useChallengeCompletions: vi.fn(),
}));

/** How often the practice list (a large part of the page) has rendered. */
const practiceRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./PracticeChallenges', async (importOriginal) => {
  const actual = await importOriginal<typeof PracticeModule>();
  return {
    PracticeChallenges: (props: Parameters<typeof actual.PracticeChallenges>[0]) => {
      practiceRenders.count += 1;
      return actual.PracticeChallenges(props);
    },
  };
});

const content = vi.hoisted(() => ({ noChallenges: false }));
vi.mock('@content/challenges', async (importOriginal) => {
  const actual = await importOriginal<typeof ChallengesModule>();
  return {
    get challenges() {
      return content.noChallenges ? [] : actual.challenges;
    },
  };
});

// Wednesday 4 November 2026, 12:00:00 in the Pacific zone (PST): today's challenge is
// daily-001 (weekday 3 modulo 3 = 0), twelve hours before midnight.
const NOON_PACIFIC = new Date('2026-11-04T20:00:00Z');
const TODAY = '2026-11-04';
const todays = challenges.find((c) => c.id === 'daily-001')!;

function settingsIn(timezone: StoredSettings['preferences']['timezone']) {
  vi.mocked(useSettings).mockReturnValue({
    data: { preferences: { timezone } },
    isPending: false,
    isError: false,
  } as unknown as ReturnType<typeof useSettings>);
}

function completionsAre(rows: ChallengeCompletion[]) {
  vi.mocked(useChallengeCompletions).mockReturnValue({
    data: rows,
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
  } as unknown as ReturnType<typeof useChallengeCompletions>);
}

function ChallengeProbe() {
  const location = useLocation();
  return <p data-testid="challenge-state">{JSON.stringify(location.state)}</p>;
}

function renderPage(path = '/daily-challenge') {
  const router = createMemoryRouter(
    [
      { path: '/daily-challenge', element: <DailyChallengePage /> },
      { path: '/challenge', element: <ChallengeProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Renders the page and lets its one-second loading delay pass. */
function renderLoaded(path?: string) {
  const router = renderPage(path);
  tick(1000);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOON_PACIFIC);
  content.noChallenges = false;
  planState.plan = 'free';
  signIn(makeUser());
  summaryQuery({ data: { ...newLearner, dailyStreakDays: 7 } });
  settingsIn('Pacific');
  completionsAre([]);
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('DailyChallengePage', () => {
  it("says 'Loading today's challenge...' for a second, then shows today's challenge", () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent("Loading today's challenge...");
    tick(999);
    expect(screen.getByText("Loading today's challenge...")).toBeInTheDocument();
    tick(1);
    expect(screen.queryByText("Loading today's challenge...")).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Challenge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: todays.title })).toBeInTheDocument();
    expect(document.title).toBe('Daily Challenge | CodeNest');
  });

  it('shows the streak with its badge, the points and the minutes', () => {
    renderLoaded();
    expect(statValue('Day Streak')).toBe('7 days');
    expect(screen.getByText('Silver badge')).toBeInTheDocument();
    expect(statValue('Points Available')).toBe('50');
    expect(statValue('Minutes Allowed')).toBe('30');
  });

  it("picks today's challenge in the learner's own time zone", () => {
    // Thursday already in UTC (04:00), still Wednesday in the Pacific zone.
    vi.setSystemTime(new Date('2026-11-05T04:00:00Z'));
    settingsIn('UTC');
    renderLoaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Palindrome Checker' })).toBeVisible();
  });

  it('shows the difficulty, language, description, hints and a 200-character code preview', () => {
    renderLoaded();
    const card = screen.getByRole('region', { name: todays.title });
    expect(within(card).getByText('Beginner')).toHaveClass('text-emerald-800');
    expect(within(card).getByText('C')).toBeInTheDocument();
    expect(within(card).getByText(todays.description)).toBeInTheDocument();
    expect(todays.code.length).toBeGreaterThan(200);
    expect(screen.getByTestId('code-preview')).toHaveTextContent(
      `${todays.code.slice(0, 200)}...`,
      { normalizeWhitespace: false },
    );
    const hints = within(card).getAllByRole('listitem');
    expect(hints.map((item) => item.textContent)).toEqual(todays.hints);
  });

  it('offers Start Challenge when today has no completion, even if another day has one', () => {
    completionsAre([
      {
        challenge_id: 'daily-001',
        day: '2026-11-01',
        points: 50,
        completed_at: '2026-11-01T20:00:00Z',
      },
    ]);
    renderLoaded();
    expect(screen.getByRole('button', { name: 'Start Challenge' })).toBeEnabled();
    expect(screen.queryByText('Challenge Completed!')).not.toBeInTheDocument();
  });

  it("shows 'Completed' and Continue Learning once today's challenge is solved today", () => {
    completionsAre([
      { challenge_id: 'daily-001', day: TODAY, points: 50, completed_at: '2026-11-04T19:00:00Z' },
    ]);
    renderLoaded();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Challenge Completed!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/learn/c',
    );
    expect(screen.queryByRole('button', { name: 'Start Challenge' })).not.toBeInTheDocument();
  });

  it('counts down to local midnight, every second', () => {
    renderLoaded();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Next challenge in 11h 59m 59s');
    tick(1000);
    expect(timer).toHaveTextContent('Next challenge in 11h 59m 58s');
    tick(61_000);
    expect(timer).toHaveTextContent('Next challenge in 11h 58m 57s');
  });

  it('re-renders only the countdown as the seconds pass, not the rest of the page', () => {
    renderLoaded();
    const rendered = practiceRenders.count;
    expect(rendered).toBeGreaterThan(0);
    tick(5000);
    expect(screen.getByRole('timer')).toHaveTextContent('Next challenge in 11h 59m 54s');
    expect(practiceRenders.count).toBe(rendered);
  });

  it("shows the next day's challenge at local midnight, with the countdown starting again", () => {
    // Wednesday 23:59:58 in the Pacific zone: daily-001 until midnight, then Thursday's.
    vi.setSystemTime(new Date('2026-11-05T07:59:58Z'));
    renderLoaded();
    expect(screen.getByRole('heading', { level: 2, name: todays.title })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('Next challenge in 0h 0m 1s');
    tick(1000);
    expect(screen.getByRole('heading', { level: 2, name: 'Palindrome Checker' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('Next challenge in 24h 0m 0s');
  });

  it("shows 'Starting...' for a second, then opens /challenge with today's challenge", () => {
    const router = renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
    expect(screen.getByRole('button', { name: 'Starting...' })).toBeDisabled();
    tick(999);
    expect(router.state.location.pathname).toBe('/daily-challenge');
    tick(1);
    expect(router.state.location.pathname).toBe('/challenge');
    expect(router.state.location.state).toEqual({
      challenge: 'daily-001',
      isDaily: true,
      timeLimit: 30,
    });
    expect(JSON.parse(window.sessionStorage.getItem(CHALLENGE_SESSION_KEY)!)).toEqual({
      id: 'daily-001',
      isDaily: true,
      deadline: Date.now() + 30 * 60_000,
      code: null,
    });
  });

  it('lists the 27 practice challenges with their figures and a done marker', () => {
    const solved = practiceChallengeSummaries[0]!;
    completionsAre([
      {
        challenge_id: solved.id,
        day: '2026-10-30',
        points: solved.points,
        completed_at: '2026-10-30T10:00:00Z',
      },
    ]);
    renderLoaded();
    const practice = screen.getByRole('region', { name: 'Practice Challenges' });
    const items = within(practice).getAllByRole('heading', { level: 3 });
    expect(items).toHaveLength(27);
    const first = items[0]!.closest('li')!;
    expect(within(first).getByText('Done')).toBeInTheDocument();
    expect(within(first).getByText(`${solved.points} points`)).toBeInTheDocument();
    expect(within(first).getByText(`${solved.timeLimit} min`)).toBeInTheDocument();
    for (const topic of solved.topics) expect(within(first).getByText(topic)).toBeInTheDocument();
    expect(within(items[1]!.closest('li')!).queryByText('Done')).not.toBeInTheDocument();
  });

  it('filters the practice set by difficulty and keeps the choice in the address', () => {
    const router = renderLoaded('/daily-challenge?difficulty=Advanced');
    const practice = screen.getByRole('region', { name: 'Practice Challenges' });
    const count = (difficulty: string) =>
      practiceChallengeSummaries.filter((c) => c.difficulty === difficulty).length;
    expect(within(practice).getByRole('button', { name: 'Advanced' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(practice).getAllByRole('heading', { level: 3 })).toHaveLength(count('Advanced'));

    fireEvent.click(within(practice).getByRole('button', { name: 'Beginner' }));
    expect(router.state.location.search).toBe('?difficulty=Beginner');
    expect(within(practice).getAllByRole('heading', { level: 3 })).toHaveLength(count('Beginner'));

    fireEvent.click(within(practice).getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    expect(within(practice).getAllByRole('heading', { level: 3 })).toHaveLength(27);
  });

  it('starts a practice challenge as a non-daily one', () => {
    const router = renderLoaded();
    const practice = practiceChallengeSummaries[2]!;
    fireEvent.click(screen.getByRole('button', { name: `Start ${practice.title}` }));
    tick(1000);
    expect(router.state.location.pathname).toBe('/challenge');
    expect(router.state.location.state).toEqual({
      challenge: practice.id,
      isDaily: false,
      timeLimit: practice.timeLimit,
    });
    expect(JSON.parse(window.sessionStorage.getItem(CHALLENGE_SESSION_KEY)!)).toMatchObject({
      id: practice.id,
      isDaily: false,
      code: null,
    });
  });

  it("says 'No Challenge Available' when there is no challenge for today", () => {
    content.noChallenges = true;
    renderLoaded();
    expect(screen.getByRole('heading', { name: 'No Challenge Available' })).toBeInTheDocument();
    expect(screen.getByText("Please check back later for today's challenge.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Challenge' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Streak Rewards' })).toBeInTheDocument();
  });

  it('shows How It Works and the streak reward table', () => {
    renderLoaded();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Bronze3 days', 'Silver7 days', 'Gold14 days', 'Diamond30 days']);
  });

  it('renders nothing without a signed-in user', () => {
    signIn(null);
    renderPage();
    expect(screen.queryByText("Loading today's challenge...")).not.toBeInTheDocument();
  });

  describe('the Free plan’s practice challenges a month', () => {
    const practiceRegion = () => screen.getByRole('region', { name: 'Practice Challenges' });
    const solvedThisMonth = (ids: string[]) =>
      completionsAre(
        ids.map((id) => ({
          challenge_id: id,
          day: TODAY,
          points: 50,
          completed_at: '2026-11-04T19:00:00Z',
        })),
      );
    function onPlan(plan: PlanId, used: number) {
      planState.plan = plan;
      summaryQuery({ data: { ...newLearner, practiceChallengesThisMonth: used } });
    }

    it('tells a Free learner how many are left this month', () => {
      onPlan('free', 3);
      renderLoaded();
      expect(
        within(practiceRegion()).getByText('2 of 5 practice challenges left this month'),
      ).toBeVisible();
    });

    it('says nothing of a limit to Pro and Enterprise learners', () => {
      for (const plan of ['pro', 'enterprise'] as const) {
        onPlan(plan, 7);
        renderLoaded();
        expect(screen.queryByText(/practice challenges left this month/)).not.toBeInTheDocument();
        cleanup();
      }
    });

    it('at none left, explains with the way to /pricing instead of starting a new one', () => {
      const done = practiceChallengeSummaries.slice(0, 5).map((c) => c.id);
      solvedThisMonth(done);
      onPlan('free', 5);
      const router = renderLoaded();
      expect(
        within(practiceRegion()).getByText('0 of 5 practice challenges left this month'),
      ).toBeVisible();

      const fresh = practiceChallengeSummaries[6]!;
      const start = screen.getByRole('button', { name: `Start ${fresh.title}` });
      expect(within(start).getByText('Pro')).toBeInTheDocument();
      fireEvent.click(start);
      const notice = within(practiceRegion()).getByRole('alert');
      expect(notice).toHaveTextContent(practiceLimitReached(5));
      expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      tick(1000);
      expect(router.state.location.pathname).toBe('/daily-challenge');
      expect(window.sessionStorage.getItem(CHALLENGE_SESSION_KEY)).toBeNull();

      // A challenge already completed can be taken again: it does not count twice.
      const repeat = practiceChallengeSummaries[0]!;
      const again = screen.getByRole('button', { name: `Start ${repeat.title}` });
      expect(within(again).queryByText('Pro')).not.toBeInTheDocument();
      fireEvent.click(again);
      tick(1000);
      expect(router.state.location.pathname).toBe('/challenge');
      expect(router.state.location.state).toMatchObject({ challenge: repeat.id, isDaily: false });
    });

    it("still starts today's daily challenge at none left", () => {
      onPlan('free', 5);
      const router = renderLoaded();
      fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
      tick(1000);
      expect(router.state.location.pathname).toBe('/challenge');
    });
  });
});
