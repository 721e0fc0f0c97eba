import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cCourse } from '@content/course-c';
import { exerciseKeys } from '@content/keys/course-c';
import { certificateStandingSchema } from '@domain/certificate-api';
import { checkExerciseResponseSchema } from '@domain/learning-api';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { completeLessons, passExercises } from '@tests/helpers/course-progress';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { makePro } from '@tests/helpers/subscriptions';

const PROJECT = cCourse.lessons.at(-1)!;

for (const dialect of testDialects()) {
  describe(`check-exercise and the certificate [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { RUN_RATE_LIMIT: '1000' });
    });
    afterAll(() => server.close());

    const call = (path: string, token: string | null, body?: unknown) =>
      fetch(`${server.url}/functions/v1/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    it('issues the certificate when the final project is the last requirement to pass', async () => {
      const { token, userId } = await signedInUser(server);
      const db = server.app.database.db;
      await completeLessons(db, userId);
      await passExercises(
        db,
        userId,
        cCourse.lessons.slice(0, -1).map((lesson) => lesson.id),
      );
      await db
        .insertInto('assessment_attempts')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          course_id: cCourse.id,
          item_ids: '[]',
          started_at: new Date().toISOString(),
          deadline_at: new Date().toISOString(),
          submitted_at: new Date().toISOString(),
          correct: 17,
          total: 20,
          percent: 85,
          passed: 1,
          results: '[]',
        })
        .execute();
      await makePro(db, userId);

      const wrong = await call('check-exercise', token, {
        lessonId: PROJECT.id,
        code: PROJECT.exercise.starterCode,
      });
      expect(checkExerciseResponseSchema.parse(await wrong.json()).passed).toBe(false);
      expect(
        await db.selectFrom('certificates').selectAll().where('user_id', '=', userId).execute(),
      ).toEqual([]);

      const passed = await call('check-exercise', token, {
        lessonId: PROJECT.id,
        code: exerciseKeys.get(PROJECT.id)!.solution,
      });
      expect(checkExerciseResponseSchema.parse(await passed.json()).passed).toBe(true);
      const issued = await db
        .selectFrom('certificates')
        .select(['course_id', 'assessment_percent'])
        .where('user_id', '=', userId)
        .execute();
      expect(issued).toEqual([{ course_id: cCourse.id, assessment_percent: 85 }]);
      const standing = certificateStandingSchema.parse(
        await (await call('certificate', token)).json(),
      );
      expect(standing.requirements.every((requirement) => requirement.met)).toBe(true);
    });
  });
}
