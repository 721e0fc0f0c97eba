import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { TIME_ZONES } from '@domain/challenge-rules';
import { describeEachDatabase } from '@tests/helpers/databases';
import { insertLearner } from '@tests/helpers/users';
import { accountSummary } from './summary';

describeEachDatabase('the summary in the learner’s time zone', (database) => {
  /** Each learner's zone: lessons are completed in it, as the server records them. */
  const zones = new Map<string, string>();

  async function learnerIn(timezone: keyof typeof TIME_ZONES): Promise<string> {
    const db = database.handle.db;
    const id = await insertLearner(db);
    const now = new Date().toISOString();
    await db
      .insertInto('user_settings')
      .values({
        user_id: id,
        notifications: '{}',
        preferences: JSON.stringify({ timezone }),
        coding: '{}',
        updated_at: now,
      })
      .execute();
    zones.set(id, TIME_ZONES[timezone]);
    return id;
  }

  async function switchZone(userId: string, timezone: keyof typeof TIME_ZONES) {
    await database.handle.db
      .updateTable('user_settings')
      .set({ preferences: JSON.stringify({ timezone }) })
      .where('user_id', '=', userId)
      .execute();
    zones.set(userId, TIME_ZONES[timezone]);
  }

  async function completeLesson(userId: string, lessonId: string, at: string) {
    await database.handle.db
      .insertInto('lesson_completions')
      .values({
        user_id: userId,
        course_id: 'c-programming',
        lesson_id: lessonId,
        completed_at: at,
        time_zone: zones.get(userId)!,
        time_spent_minutes: 5,
        time_spent_seconds: 300,
        attempts: 1,
      })
      .execute();
  }

  it('counts local days: a late evening and the next morning are two days in a row', async () => {
    // 23:30 on Nov 20 and 12:00 on Nov 21 in Los Angeles: both Nov 21 in UTC.
    const pacific = await learnerIn('Pacific');
    const utc = await learnerIn('UTC');
    for (const userId of [pacific, utc]) {
      await completeLesson(userId, 'c-001', '2026-11-21T07:30:00Z');
      await completeLesson(userId, 'c-002', '2026-11-21T20:00:00Z');
    }
    const now = new Date('2026-11-21T21:00:00Z');
    const db = database.handle.db;
    expect((await accountSummary(db, pacific, now.toISOString(), now)).studyStreakDays).toBe(2);
    expect((await accountSummary(db, utc, now.toISOString(), now)).studyStreakDays).toBe(1);
  });

  it('breaks only after a whole missed local day', async () => {
    const pacific = await learnerIn('Pacific');
    await completeLesson(pacific, 'c-001', '2026-11-21T20:00:00Z'); // Nov 21 in Los Angeles
    const db = database.handle.db;
    // Nov 22, 23:00 in Los Angeles (Nov 23 07:00 UTC): yesterday still counts.
    const nextEvening = new Date('2026-11-23T07:00:00Z');
    expect((await accountSummary(db, pacific, '', nextEvening)).studyStreakDays).toBe(1);
    // Nov 23, 09:00 in Los Angeles: all of Nov 22 was missed.
    const dayAfter = new Date('2026-11-23T17:00:00Z');
    expect((await accountSummary(db, pacific, '', dayAfter)).studyStreakDays).toBe(0);
  });

  it('keeps each lesson on the day it had where it was done: a new zone bridges no missed day', async () => {
    const learner = await learnerIn('Pacific');
    // 20:00 on Nov 20 and 09:00 on Nov 22 in Los Angeles: all of Nov 21 was missed.
    await completeLesson(learner, 'c-001', '2026-11-21T04:00:00Z');
    await completeLesson(learner, 'c-002', '2026-11-22T17:00:00Z');
    const now = new Date('2026-11-22T18:00:00Z');
    const db = database.handle.db;
    expect((await accountSummary(db, learner, '', now)).studyStreakDays).toBe(1);
    // In UTC the same instants fall on Nov 21 and Nov 22, but the days they had stay theirs.
    await switchZone(learner, 'UTC');
    const summary = await accountSummary(db, learner, '', now);
    expect(summary.studyStreakDays).toBe(1);
    // A lesson done after the switch counts in the new zone: 01:00 on Nov 23 in UTC.
    await completeLesson(learner, 'c-003', '2026-11-23T01:00:00Z');
    const later = new Date('2026-11-23T02:00:00Z');
    expect((await accountSummary(db, learner, '', later)).studyStreakDays).toBe(2);
  });

  it('keeps each exercise pass on the day it had where it passed', async () => {
    const learner = await learnerIn('Pacific');
    const pass = (lessonId: string, at: string) =>
      database.handle.db
        .insertInto('exercise_completions')
        .values({
          user_id: learner,
          course_id: 'c-programming',
          lesson_id: lessonId,
          attempts: 1,
          first_passed_at: at,
          time_zone: zones.get(learner)!,
          last_checked_at: at,
        })
        .execute();
    // 20:00 on Nov 20 and 09:00 on Nov 22 in Los Angeles: all of Nov 21 was missed.
    await pass('c-001', '2026-11-21T04:00:00Z');
    await pass('c-002', '2026-11-22T17:00:00Z');
    const now = new Date('2026-11-22T18:00:00Z');
    const db = database.handle.db;
    expect((await accountSummary(db, learner, '', now)).studyStreakDays).toBe(1);
    // In UTC the two passes would be Nov 21 and Nov 22: two days in a row. They keep theirs.
    await switchZone(learner, 'UTC');
    expect((await accountSummary(db, learner, '', now)).studyStreakDays).toBe(1);
  });

  it('counts the practice challenges of this calendar month in the learner’s time zone', async () => {
    const pacific = await learnerIn('Pacific');
    const solved = async (challengeId: string, day: string) =>
      database.handle.db
        .insertInto('challenge_completions')
        .values({
          id: crypto.randomUUID(),
          user_id: pacific,
          challenge_id: challengeId,
          day,
          points: 50,
          completed_at: `${day}T12:00:00Z`,
        })
        .execute();
    await solved('practice-001', '2026-10-31');
    await solved('practice-002', '2026-11-01');
    await solved('practice-003', '2026-11-20');
    await solved('daily-001', '2026-11-20');
    await solved('daily-002', '2026-11-21');
    const db = database.handle.db;
    // 30 November, 23:00 in Los Angeles: already December in UTC, still November here.
    const lateNovember = new Date('2026-12-01T07:00:00Z');
    const summary = await accountSummary(db, pacific, '', lateNovember);
    expect(summary.practiceChallengesThisMonth).toBe(2);
    expect(summary.challengesCompleted).toBe(5);
    // 1 December in Los Angeles: a new month.
    const december = await accountSummary(db, pacific, '', new Date('2026-12-01T09:00:00Z'));
    expect(december.practiceChallengesThisMonth).toBe(0);
  });

  it('adds up the seconds of every lesson before rounding: short lessons are time invested too', async () => {
    const pacific = await learnerIn('Pacific');
    const db = database.handle.db;
    for (const lessonId of ['c-001', 'c-002', 'c-003', 'c-004']) {
      await db
        .insertInto('lesson_completions')
        .values({
          user_id: pacific,
          course_id: 'c-programming',
          lesson_id: lessonId,
          completed_at: '2026-11-21T20:00:00Z',
          time_zone: TIME_ZONES.Pacific,
          // 25 seconds each: 0 minutes each, rounded, but 100 seconds in all.
          time_spent_minutes: 0,
          time_spent_seconds: 25,
          attempts: 1,
        })
        .execute();
    }
    expect((await accountSummary(db, pacific, '')).timeInvestedMinutes).toBe(2);
  });

  it('names the lesson to continue with: the current one, then the next one still to do', async () => {
    const pacific = await learnerIn('Pacific');
    const db = database.handle.db;
    const record = (currentLessonId: string) =>
      db
        .insertInto('course_progress')
        .values({
          user_id: pacific,
          course_id: 'c-programming',
          current_lesson_id: currentLessonId,
          started_at: '2026-11-21T19:00:00Z',
          last_accessed_at: '2026-11-21T20:00:00Z',
        })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'course_id'])
            .doUpdateSet({ current_lesson_id: currentLessonId }),
        )
        .execute();
    await record('c-001');
    const started = await accountSummary(db, pacific, '');
    expect(started.courses).toEqual([
      expect.objectContaining({
        courseId: 'c-programming',
        completed: 0,
        lastAccessedAt: '2026-11-21T20:00:00Z',
        nextLesson: { id: 'c-001', number: 1, title: 'Hello, World!' },
      }),
    ]);
    await completeLesson(pacific, 'c-001', '2026-11-21T20:00:00Z');
    await completeLesson(pacific, 'c-002', '2026-11-21T20:10:00Z');
    const summary = await accountSummary(db, pacific, '');
    expect(summary.courses[0]!.nextLesson).toEqual({
      id: 'c-003',
      number: 3,
      title: 'Operators and Expressions',
    });
    // On a later lesson, done: the next one after it still to do.
    await completeLesson(pacific, 'c-010', '2026-11-21T20:20:00Z');
    await record('c-010');
    expect((await accountSummary(db, pacific, '')).courses[0]!.nextLesson?.id).toBe('c-011');
  });
});
