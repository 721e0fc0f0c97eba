import { describe, expect, it, vi } from 'vitest';
import {
  CHALLENGE_COMPLETIONS_KEY,
  challengeCompletionsKey,
  completedIds,
  completedOn,
  fetchChallengeCompletions,
  type ChallengeCompletion,
} from './challenge-completions';

/** What the query builder answers in these tests. */
const answer = vi.hoisted(() => ({ data: [] as unknown[] | null }));
vi.mock('./supabase', () => ({
  requireSupabase: () =>
    Promise.resolve({
      from: () => ({
        select: () => ({ order: () => Promise.resolve({ data: answer.data, error: null }) }),
      }),
    }),
}));

const rows: ChallengeCompletion[] = [
  {
    challenge_id: 'daily-001',
    day: '2026-11-01',
    points: 50,
    completed_at: '2026-11-01T18:00:00Z',
  },
  {
    challenge_id: 'practice-004',
    day: '2026-11-02',
    points: 40,
    completed_at: '2026-11-02T09:00:00Z',
  },
];

describe('challenge completions', () => {
  it('counts a daily challenge as done only on the day it was solved', () => {
    expect(completedOn(rows, 'daily-001', '2026-11-01')).toBe(true);
    expect(completedOn(rows, 'daily-001', '2026-11-04')).toBe(false);
    expect(completedOn(rows, 'daily-002', '2026-11-01')).toBe(false);
  });

  it('lists every challenge solved at least once', () => {
    expect([...completedIds(rows)]).toEqual(['daily-001', 'practice-004']);
  });

  it('keys each learner under one prefix', () => {
    expect(challengeCompletionsKey('user-1')).toEqual([...CHALLENGE_COMPLETIONS_KEY, 'user-1']);
  });

  it("reads the server's rows as they are", async () => {
    answer.data = rows;
    expect(await fetchChallengeCompletions()).toEqual(rows);
    answer.data = null;
    expect(await fetchChallengeCompletions()).toEqual([]);
  });

  it('refuses rows of another shape with a message', async () => {
    for (const row of [
      { ...rows[0], points: '50' },
      { challenge_id: 'daily-001', day: '2026-11-01', points: 50 },
      null,
    ]) {
      answer.data = [rows[1], row];
      await expect(fetchChallengeCompletions()).rejects.toThrow(
        'The server sent your solved challenges in a form this page does not know.',
      );
    }
  });
});
