import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_RETENTION_DAYS,
  ANALYTICS_NEEDS_PRO,
  activityExportSchema,
  analyticsSchema,
} from '@domain/analytics-api';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { HELLO, post, signedInUser } from '@tests/helpers/execute';
import { makePro } from '@tests/helpers/subscriptions';
import { CSV_COLUMNS } from '@server/analytics/export';

const UNDECLARED = '#include <stdio.h>\nint main(void) { printf("%d\\n", total); return 0; }\n';
const CRASH = '#include <stdio.h>\nint main(void) { int *p = 0; *p = 1; return 0; }\n';

for (const dialect of testDialects()) {
  describe(`learning analytics [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect, { RUN_RATE_LIMIT: '1000' });
    });
    afterAll(() => server.close());

    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    function get(path: string, token: string) {
      return server.app.inject({
        method: 'GET',
        url: `/functions/v1/${path}`,
        headers: bearer(token),
      });
    }

    async function proLearner() {
      const learner = await signedInUser(server);
      await makePro(server.app.database.db, learner.userId);
      return learner;
    }

    async function run(code: string, token: string, extra: Record<string, unknown> = {}) {
      const response = await post(server, { code, ...extra }, bearer(token));
      expect(response.statusCode).toBe(200);
      return response.json<{ status: string }>();
    }

    const recordsOf = (userId: string) =>
      server.app.database.db
        .selectFrom('activity_records')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();

    it("records a signed-in learner's runs with their outcome, lesson, kind of error and messages", async () => {
      const { token, userId } = await signedInUser(server);
      await run(HELLO, token, { lessonId: 'c-001' });
      await run(UNDECLARED, token);
      expect((await run(CRASH, token)).status).toBe('runtime_error');

      const rows = await recordsOf(userId);
      expect(rows.map((row) => [row.kind, row.outcome, row.error_kind, row.lesson_id])).toEqual([
        ['run', 'success', null, 'c-001'],
        ['run', 'compile_error', null, null],
        ['run', 'runtime_error', 'SIGSEGV', null],
      ]);
      expect(rows[0]!.course_id).toBe('c-programming');
      expect(JSON.parse(rows[1]!.diagnostics)).toEqual([
        expect.stringMatching(/total.*undeclared/),
      ]);
      for (const row of rows) expect(row.duration_ms).toBeGreaterThanOrEqual(0);
    });

    it("records nothing of a visitor's run, and runs it as before", async () => {
      const before = await server.app.database.db
        .selectFrom('activity_records')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      const response = await post(server, { code: HELLO, lessonId: 'c-001' });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ stdout: string }>().stdout).toBe('Hello, World!\n');
      const after = await server.app.database.db
        .selectFrom('activity_records')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
    });

    it('refuses a run naming a lesson id of the wrong shape, like any invalid field', async () => {
      const { token } = await signedInUser(server);
      const response = await post(server, { code: HELLO, lessonId: 'lesson one' }, bearer(token));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: 'lessonId: must be a lesson id such as c-001',
      });
    });

    it('records an exercise check as passed, failed or a compile error, with its lesson', async () => {
      const { token, userId } = await signedInUser(server);
      const check = (code: string) =>
        server.app.inject({
          method: 'POST',
          url: '/functions/v1/check-exercise',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify({ lessonId: 'c-001', code }),
        });
      expect((await check(HELLO)).statusCode).toBe(200);
      expect((await check(UNDECLARED)).statusCode).toBe(200);
      const rows = await recordsOf(userId);
      expect(rows.map((row) => [row.kind, row.outcome, row.lesson_id])).toEqual([
        ['check', 'failed', 'c-001'],
        ['check', 'compile_error', 'c-001'],
      ]);
      expect(JSON.parse(rows[1]!.diagnostics)).toHaveLength(1);
    });

    it('records a challenge submit with its challenge', async () => {
      const { token, userId } = await signedInUser(server);
      const response = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/submit-challenge',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ challengeId: 'practice-001', code: HELLO }),
      });
      expect(response.statusCode).toBe(200);
      const rows = await recordsOf(userId);
      expect(rows.map((row) => [row.kind, row.outcome, row.challenge_id])).toEqual([
        ['challenge', 'failed', 'practice-001'],
      ]);
      expect(rows[0]!.error_kind).toBe('wrong_output');
    });

    it('answers a Free learner 403 pro_required, and a visitor 401', async () => {
      const { token } = await signedInUser(server);
      for (const path of ['analytics', 'analytics-export?format=csv']) {
        const response = await get(path, token);
        expect(response.statusCode, path).toBe(403);
        expect(response.json(), path).toMatchObject({
          code: 'pro_required',
          message: ANALYTICS_NEEDS_PRO,
        });
      }
      const visitor = await get('analytics', server.app.keys.anonKey);
      expect(visitor.statusCode).toBe(401);
    });

    it('gives a Pro learner (or one on trial) their analytics, with their own runs only', async () => {
      const { token, userId } = await proLearner();
      const other = await proLearner();
      await run(HELLO, token, { lessonId: 'c-001' });
      await run(UNDECLARED, token);
      await run(UNDECLARED, other.token);
      await run(CRASH, other.token);

      const response = await get('analytics', token);
      expect(response.statusCode).toBe(200);
      const analytics = analyticsSchema.parse(response.json());
      expect(analytics.totals.runs).toBe(2);
      expect(analytics.runsPerDay.days).toBe(30);
      expect(analytics.runsPerDay.rows).toHaveLength(30);
      const today = analytics.runsPerDay.rows.at(-1)!;
      expect(today.day).toBe(analytics.today);
      expect(today.counts).toEqual({ success: 1, compile_error: 1 });
      expect(analytics.runsPerDay.series.map((series) => series.label)).toEqual([
        'Success',
        'Compile error',
      ]);
      expect(analytics.topDiagnostics).toEqual([
        expect.objectContaining({
          pattern: "'…' undeclared (first use in this function)",
          count: 1,
          lesson: { id: 'c-002', title: 'Variables and Data Types' },
        }),
      ]);
      expect(analytics.calendar.days).toEqual([
        { day: analytics.today, lessons: 0, exercises: 0, challenges: 0, runs: 2 },
      ]);

      const ninety = analyticsSchema.parse((await get('analytics?days=90', token)).json());
      expect(ninety.runsPerDay.rows).toHaveLength(90);
      const bad = await get('analytics?days=7', token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'validation_failed',
        message: 'days: must be 30 or 90',
      });

      const trial = await signedInUser(server);
      await makePro(server.app.database.db, trial.userId, 'pro', 'trialing');
      expect((await get('analytics', trial.token)).statusCode).toBe(200);
      expect(userId).not.toBe(other.userId);
    });

    it("exports the learner's own records as CSV and JSON downloads", async () => {
      const { token } = await proLearner();
      const other = await proLearner();
      await run(UNDECLARED, token, { lessonId: 'c-002' });
      await run(HELLO, token);
      await run(CRASH, other.token);

      const csv = await get('analytics-export?format=csv', token);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="codenest-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = csv.body.split('\r\n');
      expect(lines[0]).toBe(CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(
        /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,run,compile_error,,c-programming,c-002,,\d+,['‘]total['’] undeclared/,
      );
      expect(lines[2]).toMatch(/,run,success,,,,,\d+,$/);
      expect(csv.body).not.toContain('SIGSEGV');

      const json = await get('analytics-export?format=json', token);
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-disposition']).toMatch(/filename="codenest-activity-.*\.json"/);
      const exported = activityExportSchema.parse(json.json());
      expect(exported.retentionDays).toBe(ACTIVITY_RETENTION_DAYS);
      expect(exported.records.map((record) => [record.outcome, record.lessonId])).toEqual([
        ['compile_error', 'c-002'],
        ['success', null],
      ]);

      const bad = await get('analytics-export?format=xml', token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'validation_failed',
        message: 'format: must be csv or json: /functions/v1/analytics-export?format=csv',
      });
    });

    it('deletes the records with the account', async () => {
      const { token, userId } = await signedInUser(server);
      await run(HELLO, token);
      expect(await recordsOf(userId)).toHaveLength(1);
      const deletion = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/delete-account',
        headers: bearer(token),
      });
      expect(deletion.statusCode).toBe(200);
      expect(await recordsOf(userId)).toEqual([]);
    });
  });
}
