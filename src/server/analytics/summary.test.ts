import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assessmentBank } from '@content/assessment/bank';
import { describeEachDatabase } from '@tests/helpers/databases';
import { insertLearner, setTimeZone } from '@tests/helpers/users';
import { recordActivity } from './records';
import { addDays } from '@domain/progress';
import { analyticsOf, streakHistory } from './summary';

const NOW = new Date('2026-06-15T18:00:00.000Z');

describe('streakHistory', () => {
  it('lists each run of consecutive days, the newest first, across months', () => {
    expect(
      streakHistory(['2026-03-01', '2026-02-28', '2026-02-27', '2026-03-05', '2026-03-01']),
    ).toEqual([
      { start: '2026-03-05', end: '2026-03-05', days: 1 },
      { start: '2026-02-27', end: '2026-03-01', days: 3 },
    ]);
    expect(streakHistory([])).toEqual([]);
  });

  it('moves days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describeEachDatabase('analyticsOf', (database) => {
  const db = () => database.handle.db;

  it("counts a learner's days, time, runs, messages, mastery, streaks and assessment", async () => {
    const userId = await insertLearner(db());
    const someoneElse = await insertLearner(db());
    await setTimeZone(db(), userId, 'UTC');
    const at = (iso: string) => new Date(iso);

    await db()
      .insertInto('lesson_completions')
      .values([
        {
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: 'c-002',
          completed_at: '2026-06-13T10:00:00.000Z',
          time_zone: 'UTC',
          time_spent_minutes: 10,
          time_spent_seconds: 600,
          attempts: 1,
        },
        {
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: 'c-001',
          completed_at: '2026-06-12T10:00:00.000Z',
          time_zone: 'UTC',
          time_spent_minutes: 5,
          time_spent_seconds: 290,
          attempts: 1,
        },
      ])
      .execute();
    await db()
      .insertInto('exercise_completions')
      .values([
        {
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: 'c-009',
          attempts: 2,
          first_passed_at: '2026-06-14T09:00:00.000Z',
          time_zone: 'UTC',
          last_checked_at: '2026-06-14T09:00:00.000Z',
        },
        {
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: 'c-010',
          attempts: 3,
          first_passed_at: null,
          time_zone: 'UTC',
          last_checked_at: '2026-06-14T09:30:00.000Z',
        },
      ])
      .execute();
    await db()
      .insertInto('challenge_completions')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        challenge_id: 'practice-002',
        day: '2026-06-01',
        time_zone: 'UTC',
        points: 50,
        completed_at: '2026-06-01T12:00:00.000Z',
      })
      .execute();

    const run = (iso: string, outcome: string, extra: Record<string, unknown> = {}) =>
      recordActivity(db(), {
        userId,
        kind: 'run',
        outcome,
        durationMs: 120,
        now: at(iso),
        ...extra,
      });
    await run('2026-06-15T08:00:00.000Z', 'success');
    await run('2026-06-15T08:01:00.000Z', 'compile_error', {
      diagnostics: ["'x' undeclared (first use in this function)", "expected ';' before 'return'"],
    });
    await run('2026-06-15T08:02:00.000Z', 'compile_error', {
      diagnostics: ["'total' undeclared (first use in this function)"],
    });
    await run('2026-06-14T08:00:00.000Z', 'runtime_error', { errorKind: 'SIGSEGV' });
    await run('2026-06-14T08:05:00.000Z', 'time_limit');
    // Before the 30-day window, inside the calendar.
    await run('2026-04-01T08:00:00.000Z', 'success');
    // Past the retention: never counted, even before the sweep.
    await run('2025-06-01T08:00:00.000Z', 'success');
    await recordActivity(db(), {
      userId,
      kind: 'challenge',
      outcome: 'failed',
      challengeId: 'practice-019',
      durationMs: 300,
      now: at('2026-06-10T08:00:00.000Z'),
    });
    await recordActivity(db(), {
      userId: someoneElse,
      kind: 'run',
      outcome: 'compile_error',
      durationMs: 100,
      diagnostics: ["'y' undeclared (first use in this function)"],
      now: at('2026-06-15T08:00:00.000Z'),
    });

    const strings = assessmentBank.filter((item) => item.concept === 'strings').slice(0, 2);
    const pointers = assessmentBank.filter((item) => item.concept === 'pointers').slice(0, 2);
    const attempt = (submitted: string, percent: number, results: [string, boolean][]) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      course_id: 'c-programming',
      item_ids: JSON.stringify(results.map(([id]) => id)),
      started_at: submitted,
      deadline_at: submitted,
      submitted_at: submitted,
      correct: 0,
      total: results.length,
      percent,
      passed: 0,
      results: JSON.stringify(results.map(([itemId, correct]) => ({ itemId, correct }))),
    });
    await db()
      .insertInto('assessment_attempts')
      .values([
        attempt('2026-06-10T10:00:00.000Z', 75, [
          [strings[0]!.id, true],
          [strings[1]!.id, true],
          [pointers[0]!.id, false],
        ]),
        attempt('2026-06-11T10:00:00.000Z', 60, [
          [strings[0]!.id, false],
          [pointers[0]!.id, true],
          [pointers[1]!.id, false],
        ]),
      ])
      .execute();

    const analytics = await analyticsOf(db(), userId, { now: NOW });

    expect(analytics.today).toBe('2026-06-15');
    expect(analytics.timeZone).toBe('UTC');
    expect(analytics.calendar.start).toBe('2025-06-16');
    expect(analytics.calendar.days).toEqual([
      { day: '2026-04-01', lessons: 0, exercises: 0, challenges: 0, runs: 1 },
      { day: '2026-06-01', lessons: 0, exercises: 0, challenges: 1, runs: 0 },
      { day: '2026-06-12', lessons: 1, exercises: 0, challenges: 0, runs: 0 },
      { day: '2026-06-13', lessons: 1, exercises: 0, challenges: 0, runs: 0 },
      { day: '2026-06-14', lessons: 0, exercises: 1, challenges: 0, runs: 2 },
      { day: '2026-06-15', lessons: 0, exercises: 0, challenges: 0, runs: 3 },
    ]);
    expect(analytics.totals).toEqual({
      daysLearned: 6,
      runs: 6,
      lessonsCompleted: 2,
      secondsLearning: 890,
    });
    expect(analytics.timePerLesson).toEqual([
      { courseId: 'c-programming', lessonId: 'c-001', title: 'Hello, World!', seconds: 290 },
      {
        courseId: 'c-programming',
        lessonId: 'c-002',
        title: 'Variables and Data Types',
        seconds: 600,
      },
    ]);

    expect(analytics.runsPerDay.rows).toHaveLength(30);
    expect(analytics.runsPerDay.rows[0]!.day).toBe('2026-05-17');
    expect(analytics.runsPerDay.rows.slice(-2)).toEqual([
      {
        day: '2026-06-14',
        total: 2,
        counts: { 'runtime_error:SIGSEGV': 1, time_limit: 1 },
      },
      { day: '2026-06-15', total: 3, counts: { success: 1, compile_error: 2 } },
    ]);
    expect(analytics.runsPerDay.series).toEqual([
      { key: 'success', label: 'Success' },
      { key: 'compile_error', label: 'Compile error' },
      { key: 'runtime_error:SIGSEGV', label: 'Runtime error: Segmentation fault (SIGSEGV)' },
      { key: 'time_limit', label: 'Time limit' },
    ]);
    const ninety = await analyticsOf(db(), userId, { now: NOW, runWindow: 90 });
    expect(ninety.runsPerDay.rows.find((row) => row.day === '2026-04-01')?.total).toBe(1);

    expect(analytics.topDiagnostics).toEqual([
      {
        pattern: "'…' undeclared (first use in this function)",
        example: "'total' undeclared (first use in this function)",
        count: 2,
        lesson: { id: 'c-002', title: 'Variables and Data Types' },
      },
      {
        pattern: "expected ';' before '…'",
        example: "expected ';' before 'return'",
        count: 1,
        lesson: { id: 'c-001', title: 'Hello, World!' },
      },
    ]);

    const mastery = Object.fromEntries(analytics.mastery.map((entry) => [entry.concept, entry]));
    expect(analytics.mastery).toHaveLength(11);
    expect(mastery.arrays!.exercises).toEqual({ attempted: 1, passed: 1 });
    // c-010's exercise tried, not passed; practice-002 (strings, characters, loops) solved.
    expect(mastery.strings).toEqual({
      concept: 'strings',
      exercises: { attempted: 1, passed: 0 },
      challenges: { attempted: 1, passed: 1 },
    });
    // practice-019 (bits) submitted and failed.
    expect(mastery['types-and-operators']!.challenges).toEqual({ attempted: 1, passed: 0 });
    expect(mastery.memory).toEqual({
      concept: 'memory',
      exercises: { attempted: 0, passed: 0 },
      challenges: { attempted: 0, passed: 0 },
    });

    expect(analytics.streaks).toEqual({
      current: 3,
      longest: 3,
      history: [
        { start: '2026-06-12', end: '2026-06-14', days: 3 },
        { start: '2026-06-01', end: '2026-06-01', days: 1 },
      ],
    });

    const assessment = Object.fromEntries(
      analytics.assessment.concepts.map((entry) => [entry.concept, entry]),
    );
    expect(analytics.assessment).toMatchObject({ attempts: 2, bestPercent: 75, lastPercent: 60 });
    expect(assessment.strings).toEqual({
      concept: 'strings',
      best: { correct: 2, total: 2 },
      last: { correct: 0, total: 1 },
    });
    expect(assessment.pointers).toEqual({
      concept: 'pointers',
      best: { correct: 1, total: 2 },
      last: { correct: 1, total: 2 },
    });
    expect(assessment.memory).toEqual({ concept: 'memory', best: null, last: null });
  });

  it("counts runs on their day in the learner's zone", async () => {
    const userId = await insertLearner(db());
    await setTimeZone(db(), userId, 'Pacific');
    // 03:00 UTC on the 15th is the evening of the 14th in Los Angeles.
    await recordActivity(db(), {
      userId,
      kind: 'run',
      outcome: 'success',
      durationMs: 10,
      now: new Date('2026-06-15T03:00:00.000Z'),
    });
    const analytics = await analyticsOf(db(), userId, { now: NOW });
    expect(analytics.timeZone).toBe('America/Los_Angeles');
    expect(analytics.calendar.days).toEqual([
      { day: '2026-06-14', lessons: 0, exercises: 0, challenges: 0, runs: 1 },
    ]);
  });

  it('answers a learner with no records with empty analytics', async () => {
    const userId = await insertLearner(db());
    const analytics = await analyticsOf(db(), userId, { now: NOW });
    expect(analytics.calendar.days).toEqual([]);
    expect(analytics.runsPerDay.series).toEqual([]);
    expect(analytics.topDiagnostics).toEqual([]);
    expect(analytics.streaks).toEqual({ current: 0, longest: 0, history: [] });
    expect(analytics.assessment).toMatchObject({
      attempts: 0,
      bestPercent: null,
      lastPercent: null,
    });
  });
});
