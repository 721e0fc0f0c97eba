import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { courses } from '@content/course-c';
import { TRACE_NEEDS_PRO } from '@domain/billing';
import { traceResponseSchema } from '@domain/trace';
import { expandTrace, traceDeltaResponseSchema } from '@domain/trace-delta';
import { signedInUser } from '@tests/helpers/execute';
import { describeEachRunnerMode } from '@tests/helpers/runner-modes';
import { startTestServer, type TestServer } from '@tests/helpers/server';
import { makePro } from '@tests/helpers/subscriptions';

const lesson = courses[0]!.lessons.find((candidate) => candidate.id === 'c-011')!;
const PRO_REQUIRED = { error: 'Forbidden', code: 'pro_required', message: TRACE_NEEDS_PRO };
/** Four steps: two assignments, the return and the closing brace; then the exit. */
const SMALL = 'int main(void) {\n    int a = 1;\n    int b = a + 1;\n    return b + 1;\n}\n';

describeEachRunnerMode('POST /functions/v1/trace-c', (mode) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...mode.env, RUN_RATE_LIMIT: '12' });
  });
  afterAll(() => server.close());

  const trace = (body: unknown, token = server.app.keys.anonKey, from = '10.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/functions/v1/trace-c',
      remoteAddress: from,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it("lets a visitor watch a lesson's example as given, recorded once and then cached", async () => {
    const record = vi.spyOn(server.app.runner, 'trace');
    const first = await trace({ code: lesson.code, stdin: lesson.stdin ?? '' });
    expect(first.statusCode).toBe(200);
    const body = traceResponseSchema.parse(first.json());
    expect(body.status).toBe('success');
    expect(body.steps.at(-1)).toMatchObject({ event: 'exit', exitCode: 0 });
    expect(body.steps.at(-1)!.stdout).toBe(`${lesson.expectedOutput}\n`);
    const again = await trace({ code: lesson.code }, server.app.keys.anonKey, '10.0.0.2');
    expect(again.json()).toEqual(first.json());
    expect(record).toHaveBeenCalledTimes(1);
    record.mockRestore();
  });

  it('refuses a changed program to visitors and Free learners, before it takes a runner', async () => {
    const record = vi.spyOn(server.app.runner, 'trace');
    const changed = await trace({ code: `${lesson.code}\n` });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toEqual(PRO_REQUIRED);
    const otherInput = await trace({ code: lesson.code, stdin: 'something else\n' });
    expect(otherInput.statusCode).toBe(403);
    const learner = await signedInUser(server);
    const free = await trace({ code: SMALL }, learner.token);
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual(PRO_REQUIRED);
    expect(record).not.toHaveBeenCalled();
    record.mockRestore();
  });

  it('traces any program for Pro and trial learners, in either encoding', async () => {
    const pro = await signedInUser(server);
    await makePro(server.app.database.db, pro.userId);
    const full = await trace({ code: SMALL }, pro.token);
    expect(full.statusCode).toBe(200);
    const body = traceResponseSchema.parse(full.json());
    expect(body.status).toBe('runtime_error');
    expect(body.steps.map((step) => [step.line, step.event])).toEqual([
      [2, 'step'],
      [3, 'step'],
      [4, 'step'],
      [5, 'step'],
      [5, 'exit'],
    ]);
    expect(body.steps[2]!.stack[0]!.locals.map((value) => [value.name, value.value])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(body.steps.at(-1)!.exitCode).toBe(3);

    const trial = await signedInUser(server);
    await makePro(server.app.database.db, trial.userId, 'pro', 'trialing');
    const delta = await trace({ code: SMALL, encoding: 'delta' }, trial.token);
    expect(delta.statusCode).toBe(200);
    expect(expandTrace(traceDeltaResponseSchema.parse(delta.json()))).toEqual(body);
  });

  it('answers a program that does not compile as execute-c does, with no steps', async () => {
    const pro = await signedInUser(server);
    await makePro(server.app.database.db, pro.userId);
    const response = await trace({ code: 'int main(void) {\n  return missing;\n}\n' }, pro.token);
    const body = traceResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'compile_error', steps: [], truncated: false });
    expect(body.diagnostics[0]).toMatchObject({ line: 2, severity: 'error' });
    expect(body.compileOutput).toContain('main.c:2:10: error: ‘missing’ undeclared');
  });

  it("checks the request like a run's, and counts traces against the runs a minute", async () => {
    const empty = await trace({ code: '   ' }, server.app.keys.anonKey, '10.0.0.9');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('must not be empty: write a C program first');
    const unknownEncoding = await trace(
      { code: SMALL, encoding: 'zip' },
      server.app.keys.anonKey,
      '10.0.0.9',
    );
    expect(unknownEncoding.statusCode).toBe(400);
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push((await trace({ code: '' }, server.app.keys.anonKey, '10.0.0.9')).statusCode);
    }
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
