import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { catalogueCourses } from '@content/catalogue';
import { TIME_ZONES } from '@domain/challenge-rules';
import { buildApp } from '@server/app';
import type { Database } from '@server/db/schema';
import { runScheduledTasks } from '@server/scheduler/scheduler';
import { SCHEDULED_TASKS } from '@server/scheduler/tasks';
import { mailsTo, startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { insertLearner } from '@tests/helpers/users';
import { announceCourse, sendNewCourseMails } from './new-courses';
import { sendStreakReminders } from './streak-reminder';
import { sendWeeklyProgress } from './weekly-progress';

// Monday, November 23, 2026. Los Angeles is UTC-8 then: 08:00 there is 16:00Z.
const at = (iso: string) => new Date(iso);
const MONDAY_0759 = at('2026-11-23T15:59:00Z');
const MONDAY_0800 = at('2026-11-23T16:00:00Z');

type Settings = Partial<Record<'emailNotifications' | 'weeklyProgress' | 'newCourses', boolean>>;

for (const dialect of testDialects()) {
  describe(`scheduled mails [${dialect.name}]`, () => {
    let server: ListeningServer;
    const db = (): Kysely<Database> => server.app.database.db;

    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    /** A confirmed learner in Los Angeles (Pacific), made on `createdAt`, with these notification settings. */
    async function learner(
      name: string,
      notifications: Settings = {},
      createdAt = '2026-11-01T10:00:00Z',
    ): Promise<{ id: string; email: string }> {
      const id = await insertLearner(db());
      await db()
        .updateTable('users')
        .set({ user_metadata: JSON.stringify({ name }), created_at: createdAt })
        .where('id', '=', id)
        .execute();
      await db()
        .insertInto('user_settings')
        .values({
          user_id: id,
          notifications: JSON.stringify(notifications),
          preferences: JSON.stringify({ timezone: 'Pacific' }),
          coding: '{}',
          updated_at: createdAt,
        })
        .execute();
      return { id, email: `${id}@example.com` };
    }

    const PACIFIC = TIME_ZONES.Pacific;

    async function lessonDone(userId: string, lessonId: string, completedAt: string) {
      await db()
        .insertInto('lesson_completions')
        .values({
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: lessonId,
          completed_at: completedAt,
          time_zone: PACIFIC,
          time_spent_minutes: 12,
          time_spent_seconds: 750,
          attempts: 1,
        })
        .execute();
      await db()
        .insertInto('course_progress')
        .values({
          user_id: userId,
          course_id: 'c-programming',
          current_lesson_id: lessonId,
          started_at: completedAt,
          last_accessed_at: completedAt,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'course_id'])
            .doUpdateSet({ current_lesson_id: lessonId, last_accessed_at: completedAt }),
        )
        .execute();
    }

    async function exercisePassed(userId: string, lessonId: string, passedAt: string) {
      await db()
        .insertInto('exercise_completions')
        .values({
          user_id: userId,
          course_id: 'c-programming',
          lesson_id: lessonId,
          attempts: 1,
          first_passed_at: passedAt,
          time_zone: PACIFIC,
          last_checked_at: passedAt,
        })
        .execute();
    }

    async function challengeSolved(userId: string, day: string, completedAt: string) {
      await db()
        .insertInto('challenge_completions')
        .values({
          id: `${userId}-${day}`,
          user_id: userId,
          challenge_id: 'daily-1',
          day,
          time_zone: PACIFIC,
          points: 10,
          completed_at: completedAt,
        })
        .execute();
    }

    const subjects = async (email: string) =>
      (await mailsTo(server, email)).map((mail) => mail.subject);

    describe('the weekly progress mail', () => {
      it("goes out on Monday from 8:00 in the learner's zone, once, with last week's figures and the next lesson", async () => {
        const ada = await learner('Ada Lovelace');
        // Monday to Sunday, November 16 to 22 in Los Angeles: the Sunday evening lesson counts
        // (Monday already in UTC), the lesson of the Sunday before does not.
        await lessonDone(ada.id, 'c-001', '2026-11-15T20:00:00Z');
        await lessonDone(ada.id, 'c-002', '2026-11-17T18:00:00Z');
        await exercisePassed(ada.id, 'c-002', '2026-11-17T18:30:00Z');
        await challengeSolved(ada.id, '2026-11-21', '2026-11-21T20:00:00Z');
        await lessonDone(ada.id, 'c-003', '2026-11-23T05:00:00Z');

        expect(await sendWeeklyProgress(server.app, MONDAY_0759)).toBe(0);
        expect(await mailsTo(server, ada.email)).toEqual([]);

        expect(await sendWeeklyProgress(server.app, MONDAY_0800)).toBeGreaterThanOrEqual(1);
        const [mail, ...more] = await mailsTo(server, ada.email);
        expect(more).toEqual([]);
        expect(mail!.subject).toBe('Your week on CodeNest: 2 lessons, 1 exercise, 1 challenge');
        expect(mail!.text).toContain('Hi Ada,');
        expect(mail!.text).toContain(
          'From November 16 to 22, 2026 you completed 2 lessons, passed 1 exercise and solved 1 challenge, in 25 minutes of lessons.',
        );
        // Saturday and Sunday in a row, counted from Sunday (today, Monday, is not done yet).
        expect(mail!.text).toContain('Your study streak: 2 days in a row.');
        expect(mail!.text).toContain('Next up: Lesson 4:');
        expect(mail!.link).toBe(`${server.url}/learn/c?lesson=c-004`);
        expect(mail!.text).toContain(
          `Change your e-mail settings:\n${server.url}/settings?tab=notifications\n`,
        );
        expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

        // Later looks that Monday, and the next days, send nothing more.
        expect(await sendWeeklyProgress(server.app, at('2026-11-23T23:00:00Z'))).toBe(0);
        expect(await sendWeeklyProgress(server.app, at('2026-11-24T17:00:00Z'))).toBe(0);
        expect(await mailsTo(server, ada.email)).toHaveLength(1);
      });

      it('asks a learner who learned nothing that week to come back, and skips those who turned it off or joined later', async () => {
        const idle = await learner('Ida Idle');
        const off = await learner('Otto Off', { weeklyProgress: false });
        const late = await learner('Lena Late', {}, '2026-11-23T12:00:00Z');
        await sendWeeklyProgress(server.app, MONDAY_0800);

        expect(await subjects(idle.email)).toEqual(['Your week on CodeNest: time for a lesson?']);
        const [mail] = await mailsTo(server, idle.email);
        expect(mail!.text).toContain(
          'From November 16 to 22, 2026 you did not complete a lesson, an exercise or a challenge.',
        );
        expect(mail!.link).toBe(`${server.url}/learn/c`);
        expect(await mailsTo(server, off.email)).toEqual([]);
        expect(await mailsTo(server, late.email)).toEqual([]);
      });

      it("stops after its one-click unsubscribe, which turns off only 'Weekly Progress'", async () => {
        const una = await learner('Una Unsubscribe');
        await sendWeeklyProgress(server.app, MONDAY_0800);
        const [mail] = await mailsTo(server, una.email);
        const link = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
        expect(link.startsWith(`${server.url}/functions/v1/unsubscribe?token=`)).toBe(true);
        const answer = await fetch(link, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(answer.status).toBe(200);
        const row = await db()
          .selectFrom('user_settings')
          .select('notifications')
          .where('user_id', '=', una.id)
          .executeTakeFirstOrThrow();
        expect(JSON.parse(row.notifications)).toMatchObject({
          weeklyProgress: false,
          emailNotifications: true,
          newCourses: true,
        });
        await sendWeeklyProgress(server.app, at('2026-11-30T17:00:00Z'));
        expect(await mailsTo(server, una.email)).toHaveLength(1);
      });
    });

    describe('the streak reminder', () => {
      // Friday to Sunday in Los Angeles: a streak of 3 on Monday evening, nothing done Monday.
      async function streakOfThree(name: string, settings: Settings = {}) {
        const person = await learner(name, settings);
        await lessonDone(person.id, 'c-001', '2026-11-20T20:00:00Z');
        await lessonDone(person.id, 'c-002', '2026-11-21T20:00:00Z');
        await challengeSolved(person.id, '2026-11-22', '2026-11-22T20:00:00Z');
        return person;
      }

      it('goes out in the evening of a day without learning to a streak of 3 days or more, once', async () => {
        const sam = await streakOfThree('Sam Streak');
        // 17:59 in Los Angeles: not evening yet.
        expect(await sendStreakReminders(server.app, at('2026-11-24T01:59:00Z'))).toBe(0);
        expect(await mailsTo(server, sam.email)).toEqual([]);

        await sendStreakReminders(server.app, at('2026-11-24T02:00:00Z'));
        const [mail, ...more] = await mailsTo(server, sam.email);
        expect(more).toEqual([]);
        expect(mail!.subject).toBe('Keep your 3 days streak going');
        expect(mail!.text).toContain(
          "you have learned 3 days in a row, and today is not done yet. Complete a lesson, pass an exercise or solve today's challenge before midnight to make it 4.",
        );
        expect(mail!.link).toBe(`${server.url}/learn/c?lesson=c-003`);
        expect(mail!.text).toMatch(
          /Turn off e-mail reminders with one click:\n\S+unsubscribe\?token=/,
        );

        await sendStreakReminders(server.app, at('2026-11-24T05:00:00Z'));
        expect(await mailsTo(server, sam.email)).toHaveLength(1);
      });

      it('is not sent after learning today, below 3 days, or with Email Notifications off', async () => {
        const done = await streakOfThree('Dora Done');
        await lessonDone(done.id, 'c-003', '2026-11-23T20:00:00Z');
        const short = await learner('Sid Short');
        await lessonDone(short.id, 'c-001', '2026-11-21T20:00:00Z');
        await lessonDone(short.id, 'c-002', '2026-11-22T20:00:00Z');
        const off = await streakOfThree('Olga Off', { emailNotifications: false });

        await sendStreakReminders(server.app, at('2026-11-24T03:00:00Z'));
        for (const person of [done, short, off]) {
          expect(await mailsTo(server, person.email)).toEqual([]);
        }
      });
    });

    describe("a new course's mail", () => {
      const withCpp = catalogueCourses.map((course) =>
        course.id === 'cpp-programming' ? { ...course, available: true } : course,
      );

      it('goes to those who want new courses and those who asked for it, once, when the catalogue opens it', async () => {
        const keen = await learner('Kai Keen');
        const wisher = await learner('Wanda Wish', { newCourses: false });
        const off = await learner('Nora Nope', { newCourses: false });
        await db()
          .insertInto('course_wishes')
          .values({
            user_id: wisher.id,
            course_id: 'cpp-programming',
            created_at: '2026-11-02T10:00:00Z',
          })
          .execute();

        // The C course was open before: nobody is told about it.
        await sendNewCourseMails(server.app, MONDAY_0800);
        expect(await mailsTo(server, keen.email)).toEqual([]);

        await sendNewCourseMails(server.app, MONDAY_0800, withCpp);
        expect(await subjects(keen.email)).toEqual(['New on CodeNest: Modern C++']);
        expect(await subjects(wisher.email)).toEqual(['New on CodeNest: Modern C++']);
        expect(await mailsTo(server, off.email)).toEqual([]);
        const [mail] = await mailsTo(server, keen.email);
        expect(mail!.link).toBe(`${server.url}/learn/cpp`);
        expect(mail!.text).toMatch(/Turn off e-mails about new courses with one click:\n\S+/);

        // Announced: later looks send nothing; an admin's announcement reaches only those who
        // have not had it yet.
        await sendNewCourseMails(server.app, at('2026-11-23T18:00:00Z'), withCpp);
        expect(await mailsTo(server, keen.email)).toHaveLength(1);
        const newcomer = await learner('Nico New');
        await announceCourse(db(), 'cpp-programming', MONDAY_0800, withCpp);
        await sendNewCourseMails(server.app, at('2026-11-23T19:00:00Z'), withCpp);
        expect(await subjects(newcomer.email)).toEqual(['New on CodeNest: Modern C++']);
        expect(await mailsTo(server, keen.email)).toHaveLength(1);
      });

      it('refuses to announce a course the catalogue does not have or has not opened', async () => {
        await expect(announceCourse(db(), 'cobol', MONDAY_0800)).rejects.toThrow(
          /There is no course cobol in the catalogue/,
        );
        await expect(announceCourse(db(), 'rust-programming', MONDAY_0800)).rejects.toThrow(
          'Rust Systems Programming is coming soon in the catalogue (content/catalogue.ts): make it available there first, then announce it.',
        );
      });
    });

    it('sends each message once when two schedulers on one database look at the same time', async () => {
      const twin = await learner('Tina Twin');
      await lessonDone(twin.id, 'c-001', '2026-11-27T20:00:00Z');
      await lessonDone(twin.id, 'c-002', '2026-11-28T20:00:00Z');
      await lessonDone(twin.id, 'c-003', '2026-11-29T20:00:00Z');
      // A second replica: the same configuration, so the same database.
      const replica = await buildApp(server.config);
      try {
        // Monday, November 30, 19:00 in Los Angeles: a weekly mail and a streak reminder are due.
        const now = at('2026-12-01T03:00:00Z');
        await Promise.all([
          runScheduledTasks(server.app, SCHEDULED_TASKS, now),
          runScheduledTasks(replica, SCHEDULED_TASKS, now),
          runScheduledTasks(server.app, SCHEDULED_TASKS, now),
        ]);
        expect((await subjects(twin.email)).sort()).toEqual([
          'Keep your 3 days streak going',
          'Your week on CodeNest: 3 lessons, 0 exercises, 0 challenges',
        ]);
      } finally {
        await replica.close();
      }
    });
  });
}
