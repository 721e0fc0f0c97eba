// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@web/lib/format-date';
import { ACHIEVEMENTS, type AccountSummary } from '@domain/progress';
import { ProfilePage } from './ProfilePage';
import { makeUser, newLearner, signIn, statValue, summaryQuery } from '@web/test/account-mocks';

/** The profile the server answers on this visit; by default the signed-in user's metadata. */
const server = vi.hoisted<{ profile: 'loading' | 'failed' | Record<string, string> | null }>(
  () => ({ profile: null }),
);

// The certificate card reads its own data; its states are tested in components/certificate.
vi.mock('@web/components/certificate/CertificateStanding', () => ({
  CertificateStanding: () => <section aria-label="C Programming certificate" />,
}));

vi.mock('@web/lib/account', async () => {
  const { profileFromMetadata } = await import('@domain/profile');
  const useCurrentUser = vi.fn();
  const refetch = vi.fn();
  return {
    useCurrentUser,
    useProfile: vi.fn(),
    useAccountSummary: vi.fn(),
    useFreshProfile: () => {
      const user = useCurrentUser() as User | null;
      const state = server.profile;
      const read = typeof state === 'object';
      return {
        profile: read ? profileFromMetadata(state ?? user?.user_metadata) : undefined,
        isError: state === 'failed',
        error: state === 'failed' ? new Error('Your profile could not be read.') : null,
        isFetching: false,
        refetch,
      };
    },
  };
});

const plan = vi.hoisted<{ current: 'free' | 'pro' | 'enterprise'; loading: boolean }>(() => ({
  current: 'free',
  loading: false,
}));

vi.mock('@web/lib/subscription', () => ({
  usePlan: () => ({
    plan: plan.current,
    isPro: plan.current !== 'free',
    loading: plan.loading,
    subscription: null,
  }),
}));

const activeLearner: AccountSummary = {
  ...newLearner,
  languagesLearning: 1,
  totalProgressPercent: 25,
  studyStreakDays: 3,
  timeInvestedMinutes: 95,
  lessonsCompleted: 3,
  challengesCompleted: 1,
  xp: 330,
  level: 2,
  levelTitle: 'Beginner',
  courses: [
    {
      courseId: 'c-programming',
      name: 'C Programming',
      completed: 3,
      total: 12,
      percent: 25,
      lastAccessedAt: '2026-11-05T10:00:00Z',
      nextLesson: { id: 'c-004', number: 4, title: 'Control Flow: if/else and switch' },
    },
  ],
  recentActivity: [
    {
      kind: 'lesson',
      title: 'Completed "Variables and Types"',
      at: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
      points: 10,
    },
  ],
  achievements: [
    {
      ...ACHIEVEMENTS.firstLesson,
      earnedAt: '2026-11-03T10:00:00Z',
      source: 'Completed "Hello, World!"',
    },
    {
      ...ACHIEVEMENTS.firstChallenge,
      earnedAt: '2026-11-04T10:00:00Z',
      source: 'Solved "Array Sum Calculator"',
    },
    {
      ...ACHIEVEMENTS.streak3,
      earnedAt: '2026-11-05T10:00:00Z',
      source: 'Completed "Variables and Types"',
    },
  ],
};

function renderProfile() {
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  });
  return render(<RouterProvider router={router} />);
}

function panel(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

afterEach(() => {
  server.profile = null;
  plan.current = 'free';
  plan.loading = false;
  cleanup();
  vi.clearAllMocks();
});

describe('ProfilePage', () => {
  it('shows the profile from the user metadata', () => {
    signIn(
      makeUser({
        user_metadata: {
          name: 'Ada Lovelace',
          bio: 'Writing the first program.',
          location: 'London',
          website: 'https://ada.example.com',
        },
      }),
    );
    summaryQuery({ data: newLearner });
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByText('Writing the first program.')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: 'ada.example.com' });
    expect(website).toHaveAttribute('href', 'https://ada.example.com/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');
    expect(document.title).toBe('Profile | CodeNest');
  });

  it('shows the profile as the server has it now, never the older copy of the session', () => {
    signIn(makeUser({ user_metadata: { name: 'Ada Lovelace', bio: 'Old bio from sign-in.' } }));
    summaryQuery({ data: newLearner });
    server.profile = 'loading';
    renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
    expect(screen.queryByText('Old bio from sign-in.')).not.toBeInTheDocument();
    cleanup();

    server.profile = { name: 'Ada Lovelace', bio: 'Saved in another browser.' };
    renderProfile();
    expect(screen.getByText('Saved in another browser.')).toBeInTheDocument();
    expect(screen.queryByText('Old bio from sign-in.')).not.toBeInTheDocument();
    cleanup();

    server.profile = 'failed';
    renderProfile();
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be read.');
  });

  it("shows 'Joined November 2026' from the account's creation date", () => {
    signIn(makeUser({ created_at: '2026-11-03T10:00:00Z' }));
    summaryQuery({ data: newLearner });
    renderProfile();
    expect(screen.getByText('Joined November 2026')).toBeInTheDocument();
  });

  it('falls back to the e-mail without a name and leaves out what is not set', () => {
    signIn(
      makeUser({
        email: 'grace.hopper@example.com',
        user_metadata: { website: 'javascript:alert(1)' },
      }),
    );
    summaryQuery({ data: newLearner });
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'grace.hopper' })).toBeInTheDocument();
    expect(screen.getByText('GH')).toBeInTheDocument();
    expect(screen.getByText('No bio yet')).toBeInTheDocument();
    expect(screen.queryByText('Location:')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /alert/ })).not.toBeInTheDocument();
  });

  it('renders nothing without a signed-in user', () => {
    signIn(null);
    summaryQuery({});
    const { container } = renderProfile();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows level 1 and zero figures for a new learner', () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderProfile();
    expect(screen.getByText('0 XP')).toBeInTheDocument();
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    expect(screen.getByText('250 XP to Level 2')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Level 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '250');
    expect(statValue('Lessons Completed')).toBe('0');
    expect(statValue('Challenges Solved')).toBe('0');
    expect(statValue('Day Streak')).toBe('0');
    expect(statValue('Time Invested')).toBe('0 min');
  });

  it('shows empty achievements, courses and activity for a new learner', () => {
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderProfile();
    const achievements = panel('Achievements');
    expect(within(achievements).getByText('No achievements yet')).toBeInTheDocument();
    expect(
      within(achievements).getByText('Finish your first lesson to earn "First Steps".'),
    ).toBeInTheDocument();
    const progress = panel('Learning Progress');
    expect(within(progress).getByText('No courses started yet')).toBeInTheDocument();
    expect(within(progress).getByRole('link', { name: 'Start the C course' })).toHaveAttribute(
      'href',
      '/learn/c',
    );
    expect(within(panel('Recent Activity')).getByText('No activity yet')).toBeInTheDocument();
  });

  it('shows XP, achievements, course progress and activity from the summary', () => {
    signIn(makeUser());
    summaryQuery({ data: activeLearner });
    renderProfile();
    expect(screen.getByText('330 XP')).toBeInTheDocument();
    expect(screen.getByText('Level 2')).toBeInTheDocument();
    expect(screen.getByText('170 XP to Level 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Level 3' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );

    const achievements = panel('Achievements');
    expect(within(achievements).queryByText('No achievements yet')).not.toBeInTheDocument();
    for (const achievement of activeLearner.achievements) {
      expect(within(achievements).getByText(achievement.title)).toBeInTheDocument();
      expect(within(achievements).getByText(achievement.description)).toBeInTheDocument();
      expect(
        within(achievements).getByText(
          `Earned ${formatDate(achievement.earnedAt.slice(0, 10))}: ${achievement.source}`,
        ),
      ).toBeInTheDocument();
    }

    const progress = panel('Learning Progress');
    expect(within(progress).getByText('C Programming')).toBeInTheDocument();
    expect(within(progress).getByText('3/12 lessons')).toBeInTheDocument();
    expect(
      within(progress).getByRole('progressbar', { name: 'C Programming progress' }),
    ).toHaveAttribute('aria-valuenow', '25');

    expect(statValue('Lessons Completed')).toBe('3');
    expect(statValue('Challenges Solved')).toBe('1');
    expect(statValue('Day Streak')).toBe('3');
    expect(screen.getByText('Bronze streak')).toBeInTheDocument();
    expect(statValue('Time Invested')).toBe('1 h 35 min');

    const activity = panel('Recent Activity');
    expect(within(activity).getByText('Completed "Variables and Types"')).toBeInTheDocument();
    expect(within(activity).getByText('2 h ago')).toBeInTheDocument();
  });

  it('shows the Free plan beside the name, linking to Settings → Billing', () => {
    signIn(makeUser({ user_metadata: { name: 'Ada Lovelace' } }));
    summaryQuery({ data: newLearner });
    renderProfile();
    expect(screen.getByRole('link', { name: 'Free plan' })).toHaveAttribute(
      'href',
      '/settings?tab=billing',
    );
  });

  it.each([
    ['pro', 'Plan: Pro'],
    ['enterprise', 'Plan: Enterprise'],
  ] as const)('shows the %s plan beside the name', (id, name) => {
    plan.current = id;
    signIn(makeUser({ user_metadata: { name: 'Ada Lovelace' } }));
    summaryQuery({ data: newLearner });
    renderProfile();
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Free plan' })).not.toBeInTheDocument();
  });

  it('shows no plan while it is read', () => {
    plan.loading = true;
    signIn(makeUser());
    summaryQuery({ data: newLearner });
    renderProfile();
    expect(screen.queryByRole('link', { name: /plan/i })).not.toBeInTheDocument();
  });

  it('reports a failed load and tries again on request', async () => {
    signIn(makeUser());
    const refetch = summaryQuery({ error: new Error('The server could not be reached.') });
    renderProfile();
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(screen.queryByText('0 XP')).not.toBeInTheDocument();
    expect(screen.getByText('Joined November 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
