import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentKeys } from '@content/keys/assessment';
import {
  assessmentStandingSchema,
  gradedAttemptSchema,
  openAttemptSchema,
  type AssessmentAnswer,
} from '@domain/assessment-api';
import type { AssessmentItem } from '@domain/assessment-content';
import { certificateStandingSchema } from '@domain/certificate-api';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { completeLessons, passExercises } from '@tests/helpers/course-progress';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { makePro } from '@tests/helpers/subscriptions';

function rightAnswer(item: AssessmentItem): AssessmentAnswer {
  const key = assessmentKeys.get(item.id)!;
  if (key.kind === 'choice') return key.correct;
  if (key.kind === 'output') return key.expectedOutput;
  return key.solution;
}

for (const dialect of testDialects()) {
  describe(`final assessment over HTTP [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { RUN_RATE_LIMIT: '1000' });
    });
    afterAll(() => server.close());

    const call = (name: string, token: string | null, method = 'GET', body?: unknown) =>
      fetch(`${server.url}/functions/v1/${name}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    it('answers a visitor 401 and says to sign in', async () => {
      const response = await call('assessment', null);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'no_authorization' });
    });

    it('runs the coding items for real: a Pro learner who passes gets the certificate at once', async () => {
      const { token, userId } = await signedInUser(server);
      const db = server.app.database.db;
      await completeLessons(db, userId);
      await passExercises(db, userId);
      await makePro(db, userId);

      const started = await call('assessment', token, 'POST', {});
      expect(started.status).toBe(201);
      const attempt = openAttemptSchema.parse(await started.json());
      const [first, ...rest] = attempt.items;
      const saved = await call('assessment-answer', token, 'PUT', {
        attemptId: attempt.id,
        itemId: first!.id,
        answer: rightAnswer(first!),
      });
      expect(saved.status).toBe(200);
      const standing = assessmentStandingSchema.parse(
        await (await call('assessment', token)).json(),
      );
      expect(standing.open?.answers).toEqual({ [first!.id]: rightAnswer(first!) });

      const code = rest.filter((item) => item.kind === 'code');
      const answers = Object.fromEntries(
        rest.map((item) => [
          item.id,
          // One coding item answered with its starter code, which fails a case.
          item === code[0] && item.kind === 'code' ? item.starterCode : rightAnswer(item),
        ]),
      );
      const submitted = await call('assessment-submit', token, 'POST', {
        attemptId: attempt.id,
        answers,
      });
      expect(submitted.status).toBe(200);
      const graded = gradedAttemptSchema.parse(await submitted.json());
      expect(graded).toMatchObject({ correct: 19, total: 20, percent: 95, passed: true });
      const failed = graded.results.find((result) => result.itemId === code[0]!.id)!;
      expect(failed.correct).toBe(false);
      expect(failed.expected).toMatchObject({ kind: 'code', compileError: null });
      const solved = graded.results.find((result) => result.itemId === code[1]!.id)!;
      expect(solved).toMatchObject({ correct: true });

      const certificate = certificateStandingSchema.parse(
        await (await call('certificate', token)).json(),
      );
      expect(certificate.requirements.find((r) => r.id === 'assessment')).toEqual({
        id: 'assessment',
        met: true,
        done: 95,
        total: 100,
      });
      expect(certificate.certificate?.url).toBe(
        `${server.url}/certificates/${certificate.certificate?.id}`,
      );
    });

    it('refuses a second learner the first one’s attempt, and bad answers with what to send', async () => {
      const owner = await signedInUser(server);
      await completeLessons(server.app.database.db, owner.userId);
      const attempt = openAttemptSchema.parse(
        await (await call('assessment', owner.token, 'POST', {})).json(),
      );
      const other = await signedInUser(server);
      const stolen = await call('assessment-submit', other.token, 'POST', {
        attemptId: attempt.id,
      });
      expect(stolen.status).toBe(404);
      expect(await stolen.json()).toMatchObject({ code: 'attempt_not_found' });
      const malformed = await call('assessment-answer', owner.token, 'PUT', {
        attemptId: attempt.id,
        itemId: 'first',
        answer: 1,
      });
      expect(malformed.status).toBe(400);
      expect(JSON.stringify(await malformed.json())).toContain('must be an item id such as a-001');
    });
  });
}
