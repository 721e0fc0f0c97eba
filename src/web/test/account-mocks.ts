// Fixtures for page tests that mock ../lib/account (each test file calls vi.mock on it, so the
// hooks imported here are the mocks).
import type { User } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { profileFromMetadata } from '@domain/profile';
import type { AccountSummary } from '@domain/progress';
import { useAccountSummary, useCurrentUser, useProfile } from '../lib/account';

type SummaryQuery = ReturnType<typeof useAccountSummary>;

/** What the server reports for someone who has just signed up. */
export const newLearner: AccountSummary = {
  languagesLearning: 0,
  totalProgressPercent: 0,
  studyStreakDays: 0,
  timeInvestedMinutes: 0,
  dailyStreakDays: 0,
  lessonsCompleted: 0,
  exercisesPassed: 0,
  challengesCompleted: 0,
  practiceChallengesThisMonth: 0,
  xp: 0,
  level: 1,
  levelTitle: 'Beginner',
  courses: [],
  recentActivity: [],
  achievements: [],
  memberSince: '2026-11-03T10:00:00Z',
};

export function makeUser(fields: Partial<User> = {}): User {
  return {
    id: 'user-1',
    aud: 'authenticated',
    email: 'ada@example.com',
    created_at: '2026-11-03T10:00:00Z',
    app_metadata: {},
    user_metadata: {},
    ...fields,
  };
}

export function signIn(user: User | null): void {
  vi.mocked(useCurrentUser).mockReturnValue(user);
  vi.mocked(useProfile).mockReturnValue(profileFromMetadata(user?.user_metadata));
}

/** Makes the summary query answer with data, an error, or nothing yet; returns its refetch. */
export function summaryQuery(state: { data?: AccountSummary; error?: Error }) {
  const refetch = vi.fn();
  vi.mocked(useAccountSummary).mockReturnValue({
    data: state.data,
    error: state.error ?? null,
    isError: state.error !== undefined,
    isPending: state.data === undefined && state.error === undefined,
    isFetching: false,
    refetch,
  } as unknown as SummaryQuery);
  return refetch;
}

/** The value shown in the stat card with this label. */
export function statValue(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}
