// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { practiceLimitReached, type PlanId } from '@domain/billing';
import type * as CompletionsModule from './challenge-completions';
import type { ChallengeCompletion } from './challenge-completions';
import { usePracticeAllowance } from './challenge-allowance';

const state = vi.hoisted(() => ({
  plan: 'free',
  planLoading: false,
  used: undefined as number | undefined,
  completions: undefined as ChallengeCompletion[] | undefined,
}));
vi.mock('./subscription', () => ({
  usePlan: () => ({
    plan: state.plan,
    isPro: state.plan !== 'free',
    loading: state.planLoading,
    subscription: null,
  }),
}));
vi.mock('./account', () => ({
  useAccountSummary: () => ({
    data: state.used === undefined ? undefined : { practiceChallengesThisMonth: state.used },
  }),
}));
vi.mock('./challenge-completions', async (importOriginal) => ({
  ...(await importOriginal<typeof CompletionsModule>()),
  useChallengeCompletions: () => ({ data: state.completions }),
}));

const solved = (challenge_id: string): ChallengeCompletion => ({
  challenge_id,
  day: '2026-11-04',
  points: 50,
  completed_at: '2026-11-04T20:00:00Z',
});

function allowanceFor(plan: PlanId, used: number | undefined, done: string[] | undefined) {
  state.plan = plan;
  state.used = used;
  state.completions = done?.map(solved);
  return renderHook(() => usePracticeAllowance()).result.current;
}

afterEach(() => {
  state.planLoading = false;
});

describe('usePracticeAllowance', () => {
  it("counts down a Free learner's month from the server's count", () => {
    expect(allowanceFor('free', 0, []).left).toBe(5);
    expect(allowanceFor('free', 3, []).left).toBe(2);
    const none = allowanceFor('free', 5, ['practice-001']);
    expect(none.left).toBe(0);
    expect(none.message).toBe(practiceLimitReached(5));
  });

  it('at none left blocks a new practice challenge, not a repeat nor a daily one', () => {
    const none = allowanceFor('free', 5, ['practice-001']);
    expect(none.blocks('practice-009')).toBe(true);
    expect(none.blocks('practice-001')).toBe(false);
    expect(none.blocks('daily-001')).toBe(false);
    expect(allowanceFor('free', 4, []).blocks('practice-009')).toBe(false);
  });

  it('leaves Pro and Enterprise unlimited', () => {
    for (const plan of ['pro', 'enterprise'] as const) {
      const allowance = allowanceFor(plan, 9, []);
      expect(allowance.left).toBeNull();
      expect(allowance.blocks('practice-009')).toBe(false);
    }
  });

  it('refuses nothing until the plan, the count and the completions are known', () => {
    expect(allowanceFor('free', undefined, []).left).toBeNull();
    expect(allowanceFor('free', undefined, []).blocks('practice-009')).toBe(false);
    expect(allowanceFor('free', 5, undefined).blocks('practice-009')).toBe(false);
    state.planLoading = true;
    const loading = allowanceFor('free', 5, []);
    expect(loading.left).toBeNull();
    expect(loading.blocks('practice-009')).toBe(false);
  });
});
