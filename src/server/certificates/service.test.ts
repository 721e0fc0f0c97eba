import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { cCourse } from '@content/course-c';
import { CERTIFICATE_ID } from '@domain/certificate-api';
import { completeLessons, passExercises } from '@tests/helpers/course-progress';
import { describeEachDatabase } from '@tests/helpers/databases';
import { makePro } from '@tests/helpers/subscriptions';
import { insertLearner } from '@tests/helpers/users';
import type { Database } from '../db/schema';
import { deleteAccountData } from '../db/personal-data';
import {
  certificateStanding,
  issueIfEligible,
  newCertificateId,
  publicCertificateRow,
  requirementsOf,
  setCertificateHidden,
} from './service';

const URL = 'https://codenest.example';
const NOW = '2026-11-27T09:00:00.000Z';

async function scoreAssessment(db: Kysely<Database>, userId: string, percent: number) {
  await db
    .insertInto('assessment_attempts')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      course_id: cCourse.id,
      item_ids: '[]',
      started_at: NOW,
      deadline_at: NOW,
      submitted_at: NOW,
      correct: Math.round(percent / 5),
      total: 20,
      percent,
      passed: percent >= 80 ? 1 : 0,
      results: '[]',
    })
    .execute();
}

const allLessonIds = cCourse.lessons.map((lesson) => lesson.id);

describeEachDatabase('certificate', (database) => {
  let userId: string;
  const db = () => database.handle.db;

  beforeEach(async () => {
    userId = await insertLearner(db());
  });

  async function meetEverything() {
    await completeLessons(db(), userId, 24);
    await passExercises(db(), userId, allLessonIds);
    await scoreAssessment(db(), userId, 85);
  }

  it('counts progress toward each requirement; exercises and the project only as passed', async () => {
    await completeLessons(db(), userId, 24);
    await passExercises(db(), userId, allLessonIds.slice(0, 20));
    await scoreAssessment(db(), userId, 70);
    await scoreAssessment(db(), userId, 75);
    expect(await requirementsOf(db(), userId, cCourse)).toEqual([
      { id: 'lessons', met: true, done: 24, total: 24 },
      { id: 'exercises', met: false, done: 20, total: 23 },
      { id: 'project', met: false, done: 0, total: 1 },
      { id: 'assessment', met: false, done: 75, total: 100 },
    ]);
  });

  it('issues nothing to a Free learner who meets every requirement, and shows them the same standing', async () => {
    await meetEverything();
    const standing = await certificateStanding(db(), userId, cCourse, URL);
    expect(standing.courseId).toBe('c-programming');
    expect(standing.requirements.every((requirement) => requirement.met)).toBe(true);
    expect(standing.certificate).toBeNull();
  });

  it('issues one certificate to a Pro learner (a trial too), with an unguessable id, once', async () => {
    await meetEverything();
    await makePro(db(), userId, 'pro', 'trialing');
    const standing = await certificateStanding(db(), userId, cCourse, URL);
    const id = standing.certificate?.id ?? '';
    expect(id).toMatch(CERTIFICATE_ID);
    expect(standing.certificate).toMatchObject({
      id,
      url: `${URL}/certificates/${id}`,
      hidden: false,
    });
    expect(Date.parse(standing.certificate?.issuedAt ?? '')).not.toBeNaN();
    const [again, concurrent] = await Promise.all([
      issueIfEligible(db(), userId, cCourse),
      issueIfEligible(db(), userId, cCourse),
    ]);
    expect(again?.id).toBe(id);
    expect(concurrent?.id).toBe(id);
    const row = await publicCertificateRow(db(), id);
    expect(row).toMatchObject({ hours: 12, assessment_percent: 85, course_id: 'c-programming' });
  });

  it('waits for the last requirement: no certificate at 79%', async () => {
    await completeLessons(db(), userId, 24);
    await passExercises(db(), userId, allLessonIds);
    await scoreAssessment(db(), userId, 79);
    await makePro(db(), userId);
    expect(await issueIfEligible(db(), userId, cCourse)).toBeUndefined();
  });

  it('hides the certificate from the public and shows it again', async () => {
    await meetEverything();
    await makePro(db(), userId);
    const issued = (await issueIfEligible(db(), userId, cCourse))!;
    expect(await setCertificateHidden(db(), userId, cCourse.id, true)).toBe(true);
    expect(await publicCertificateRow(db(), issued.id)).toBeUndefined();
    expect((await certificateStanding(db(), userId, cCourse, URL)).certificate?.hidden).toBe(true);
    await setCertificateHidden(db(), userId, cCourse.id, false);
    expect((await publicCertificateRow(db(), issued.id))?.id).toBe(issued.id);
  });

  it('revokes the certificate when the account is deleted', async () => {
    await meetEverything();
    await makePro(db(), userId);
    const issued = (await issueIfEligible(db(), userId, cCourse))!;
    expect(await deleteAccountData(db(), userId)).toBe(true);
    expect(await publicCertificateRow(db(), issued.id)).toBeUndefined();
  });

  it('never looks up a malformed id, and makes ids of 26 base32 characters', async () => {
    expect(await publicCertificateRow(db(), "' or 1=1 --")).toBeUndefined();
    const ids = new Set(Array.from({ length: 200 }, () => newCertificateId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(CERTIFICATE_ID);
  });
});
