import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { catalogueCourses } from '@content/catalogue';
import type { CatalogueCourse } from '@domain/catalogue';
import { settingMailLinks } from '../account/mail-unsubscribe';
import type { Database } from '../db/schema';
import { newCourseMail } from '../mail/reminder-templates';
import type { ScheduledTask } from '../scheduler/scheduler';
import { claimedAmong, sendOnce } from '../scheduler/sent-log';
import { recipientsWanting } from './recipients';

/*
 * A course's mail when it opens: to learners whose "New Courses" setting is on, and to those who
 * asked to be told when this one opens (course_wishes). A course opens when the catalogue lists
 * it as available (a release that changes the catalogue) and course_openings does not know it
 * yet, or when an admin announces it (`npm run course:announce -- <id>`). Once every recipient's
 * mail has gone (each claimed once), the opening is marked announced.
 */

/** The catalogue's open courses that course_openings does not know yet are recorded as opened. */
export async function recordCatalogueOpenings(
  db: Kysely<Database>,
  catalogue: readonly CatalogueCourse[],
  now: Date,
): Promise<void> {
  const open = catalogue.filter((course) => course.available);
  if (open.length === 0) return;
  await db
    .insertInto('course_openings')
    .values(
      open.map((course) => ({
        course_id: course.id,
        opened_at: now.toISOString(),
        announced_at: null,
      })),
    )
    .onConflict((conflict) => conflict.column('course_id').doNothing())
    .execute();
}

/** Marks a catalogue course to be announced again (those who had its mail do not get it twice). */
export async function announceCourse(
  db: Kysely<Database>,
  courseId: string,
  now: Date,
  catalogue: readonly CatalogueCourse[] = catalogueCourses,
): Promise<CatalogueCourse> {
  const course = catalogue.find((candidate) => candidate.id === courseId);
  if (!course) {
    throw new Error(
      `There is no course ${courseId} in the catalogue. Its courses are ${catalogue.map((entry) => entry.id).join(', ')}.`,
    );
  }
  if (!course.available) {
    throw new Error(
      `${course.title} is coming soon in the catalogue (content/catalogue.ts): make it available there first, then announce it.`,
    );
  }
  await db
    .insertInto('course_openings')
    .values({ course_id: course.id, opened_at: now.toISOString(), announced_at: null })
    .onConflict((conflict) => conflict.column('course_id').doUpdateSet({ announced_at: null }))
    .execute();
  return course;
}

async function wishersOf(db: Kysely<Database>, courseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('course_wishes')
    .select('user_id')
    .where('course_id', '=', courseId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Mails every opened course not yet announced; answers the number of mails sent. */
export async function sendNewCourseMails(
  app: FastifyInstance,
  now: Date,
  catalogue: readonly CatalogueCourse[] = catalogueCourses,
): Promise<number> {
  const { db } = app.database;
  await recordCatalogueOpenings(db, catalogue, now);
  const openings = await db
    .selectFrom('course_openings')
    .select('course_id')
    .where('announced_at', 'is', null)
    .execute();
  let sent = 0;
  for (const opening of openings) {
    const course = catalogue.find((candidate) => candidate.id === opening.course_id);
    if (!course?.available) continue;
    const wanting = await recipientsWanting(db, 'newCourses');
    const asked = (await wishersOf(db, course.id)).filter(
      (userId) => !wanting.some((recipient) => recipient.userId === userId),
    );
    const recipients = [...wanting, ...(await recipientsWanting(db, null, asked))];
    const claimed = await claimedAmong(db, 'new-course', [course.id]);
    let failed = false;
    for (const recipient of recipients) {
      if (claimed(recipient.userId, course.id)) continue;
      const message = { kind: 'new-course', userId: recipient.userId, period: course.id } as const;
      const outcome = await sendOnce(app, message, now, () =>
        app.mailer.send(
          newCourseMail({
            to: recipient.email,
            firstName: recipient.firstName,
            course,
            link: `${app.config.publicUrl}/learn/${course.learnSlug}`,
            links: settingMailLinks(app, recipient.userId, 'newCourses'),
          }),
        ),
      );
      if (outcome === 'sent') sent += 1;
      if (outcome === 'failed') failed = true;
    }
    if (!failed) {
      await db
        .updateTable('course_openings')
        .set({ announced_at: now.toISOString() })
        .where('course_id', '=', course.id)
        .where('announced_at', 'is', null)
        .execute();
    }
  }
  return sent;
}

export const newCoursesTask: ScheduledTask = {
  name: 'new course mails',
  run: (app, now) => sendNewCourseMails(app, now),
};
