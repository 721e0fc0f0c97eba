import { ASSESSMENT_PASS_PERCENT, type RequirementId } from '@domain/assessment-rules';
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { hasProPlan } from '@domain/billing';
import {
  CERTIFICATE_ID,
  type CertificateStanding,
  type Requirement,
} from '@domain/certificate-api';
import type { Course } from '@domain/learning';
import { bestAssessmentPercent } from '../assessment/service';
import { metadataOf } from '../auth/users';
import { planOfUser } from '../billing/plan';
import type { CertificatesTable, Database } from '../db/schema';

export type CertificateRow = Selectable<CertificatesTable>;

/** The course's final project: its last lesson (c-024, An Inventory Manager). */
export const projectLessonOf = (course: Course) => course.lessons.at(-1)?.id ?? '';

/** 128 random bits in base32 (RFC 4648, lower case, no padding): 26 characters, unguessable. */
export function newCertificateId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = crypto.randomBytes(16);
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) id += alphabet[(value << (5 - bits)) & 31];
  return id;
}

/**
 * The requirements and the learner's progress toward each. Exercises and the project count only
 * as passed on the server (check-exercise); lessons count however they were completed.
 */
export async function requirementsOf(
  db: Kysely<Database>,
  userId: string,
  course: Course,
): Promise<Requirement[]> {
  const project = projectLessonOf(course);
  const lessonIds = course.lessons.map((lesson) => lesson.id);
  const completed = await db
    .selectFrom('lesson_completions')
    .select('lesson_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', course.id)
    .execute();
  const passed = await db
    .selectFrom('exercise_completions')
    .select('lesson_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', course.id)
    .where('first_passed_at', 'is not', null)
    .execute();
  const lessonsDone = new Set(completed.map((row) => row.lesson_id));
  const exercisesPassed = new Set(passed.map((row) => row.lesson_id));
  const exercises = lessonIds.filter((id) => id !== project);
  const best = await bestAssessmentPercent(db, userId, course.id);
  const count = (ids: string[], done: Set<string>) => ids.filter((id) => done.has(id)).length;
  const requirement = (id: RequirementId, done: number, total: number, met = done >= total) => ({
    id,
    met,
    done,
    total,
  });
  return [
    requirement('lessons', count(lessonIds, lessonsDone), lessonIds.length),
    requirement('exercises', count(exercises, exercisesPassed), exercises.length),
    requirement('project', exercisesPassed.has(project) ? 1 : 0, 1),
    requirement('assessment', best ?? 0, 100, (best ?? 0) >= ASSESSMENT_PASS_PERCENT),
  ];
}

/** The name a certificate carries: the profile's full name, else the e-mail's local part. */
async function learnerName(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return 'Learner';
  const { user, app } = metadataOf(row);
  for (const candidate of [user.name, app.name, row.email.split('@')[0]]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return 'Learner';
}

/** Hours of the course's lessons as the server measured them, to a tenth. */
async function courseHours(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<number> {
  const row = await db
    .selectFrom('lesson_completions')
    .select((eb) => eb.fn.sum<number | string>('time_spent_seconds').as('seconds'))
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return Math.round(Number(row?.seconds ?? 0) / 360) / 10;
}

export async function certificateOf(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<CertificateRow | undefined> {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/**
 * Issues the certificate when `requirements` (the learner's now) all hold and they have Pro (a
 * trial counts). Safe to call at once from two requests: one row per learner and course.
 */
async function issue(
  db: Kysely<Database>,
  userId: string,
  course: Course,
  requirements: readonly Requirement[],
  now: Date,
): Promise<CertificateRow | undefined> {
  if (!requirements.every((requirement) => requirement.met)) return undefined;
  if (!hasProPlan(await planOfUser(db, userId))) return undefined;
  const best = requirements.find((requirement) => requirement.id === 'assessment')?.done ?? 0;
  try {
    await db
      .insertInto('certificates')
      .values({
        id: newCertificateId(),
        user_id: userId,
        course_id: course.id,
        learner_name: await learnerName(db, userId),
        issued_at: now.toISOString(),
        hours: await courseHours(db, userId, course.id),
        assessment_percent: best,
      })
      .execute();
  } catch (error) {
    // Another request issued it first: theirs is the one.
    if (!(await certificateOf(db, userId, course.id))) throw error;
  }
  return certificateOf(db, userId, course.id);
}

/**
 * The learner's certificate of the course, issued now if every requirement holds and they have
 * Pro; an issued certificate stays theirs whatever their plan later.
 */
export async function issueIfEligible(
  db: Kysely<Database>,
  userId: string,
  course: Course,
  now: Date = new Date(),
): Promise<CertificateRow | undefined> {
  const existing = await certificateOf(db, userId, course.id);
  if (existing) return existing;
  return issue(db, userId, course, await requirementsOf(db, userId, course), now);
}

/** GET /functions/v1/certificate: the requirements, and the certificate once issued. */
export async function certificateStanding(
  db: Kysely<Database>,
  userId: string,
  course: Course,
  publicUrl: string,
): Promise<CertificateStanding> {
  const requirements = await requirementsOf(db, userId, course);
  const certificate =
    (await certificateOf(db, userId, course.id)) ??
    (await issue(db, userId, course, requirements, new Date()));
  return {
    courseId: course.id,
    requirements,
    certificate: certificate
      ? {
          id: certificate.id,
          url: `${publicUrl}/certificates/${certificate.id}`,
          issuedAt: certificate.issued_at,
          hidden: certificate.hidden === 1,
        }
      : null,
  };
}

/** Hides the learner's certificate from its public page, or shows it again. */
export async function setCertificateHidden(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
  hidden: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('certificates')
    .set({ hidden: hidden ? 1 : 0 })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A certificate as the public sees it: unknown, hidden and revoked (the account deleted) ids
 * are all not found. A malformed id is not looked up.
 */
export async function publicCertificateRow(
  db: Kysely<Database>,
  id: string,
): Promise<CertificateRow | undefined> {
  if (!CERTIFICATE_ID.test(id)) return undefined;
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('id', '=', id)
    .where('hidden', '=', 0)
    .executeTakeFirst();
}

/** Whether a certificate of this id was issued and not revoked (hidden ones count). */
export async function certificateExists(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!CERTIFICATE_ID.test(id)) return false;
  const row = await db
    .selectFrom('certificates')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
