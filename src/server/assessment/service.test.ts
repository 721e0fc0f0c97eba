import { ASSESSMENT_GRACE_SECONDS, ATTEMPT_ITEMS } from '@domain/assessment-rules';
import { beforeEach, expect, it } from 'vitest';
import { cCourse } from '@content/course-c';
import { type AssessmentAnswer, type OpenAttempt } from '@domain/assessment-api';
import { type AssessmentItem } from '@domain/assessment-content';
import { completeLessons } from '@tests/helpers/course-progress';
import { describeEachDatabase } from '@tests/helpers/databases';
import { insertLearner } from '@tests/helpers/users';
import { HttpError } from '../http/errors';
import type { RunService } from '../runner/service';
import {
  assessmentStanding,
  contentAssessment,
  saveAnswer,
  startAttempt,
  submitAttempt,
  type AssessmentContext,
  type CodeRunner,
} from './service';

const START = new Date('2026-11-27T09:00:00.000Z');
const MINUTE = 60_000;

/** A runner that prints each case's expected output for a coding item's key solution only. */
const fakeRunner = {
  ready: true,
  execute: ({ code, stdin }: { code: string; stdin?: string }) => {
    for (const item of contentAssessment.items) {
      const key = contentAssessment.keys.get(item.id);
      if (item.kind !== 'code' || key?.kind !== 'code' || key.solution !== code) continue;
      const testCase = [...item.visibleCases, ...key.hiddenCases].find(
        (candidate) => candidate.stdin === (stdin ?? ''),
      );
      return Promise.resolve({
        status: 'success',
        stdout: testCase?.expectedOutput ?? '',
        stderr: '',
        exitCode: 0,
        signal: null,
        error: null,
        diagnostics: [],
      });
    }
    return Promise.resolve({
      status: 'success',
      stdout: 'not it\n',
      stderr: '',
      exitCode: 0,
      signal: null,
      error: null,
      diagnostics: [],
    });
  },
} as unknown as RunService;
const runCode: CodeRunner = (work) => work(fakeRunner, 'test');

function rightAnswer(item: AssessmentItem): AssessmentAnswer {
  const key = contentAssessment.keys.get(item.id)!;
  if (key.kind === 'choice') return key.correct;
  if (key.kind === 'output') return key.expectedOutput;
  return key.solution;
}

function wrongAnswer(item: AssessmentItem): AssessmentAnswer {
  const key = contentAssessment.keys.get(item.id)!;
  if (key.kind === 'choice')
    return (key.correct + 1) % (item.kind === 'choice' ? item.choices.length : 2);
  return 'something else';
}

async function refusal(
  work: Promise<unknown>,
): Promise<{ status: number; code: string; message: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) {
      return { status: error.statusCode, code: error.code, message: error.message };
    }
    throw error;
  }
  throw new Error('expected a refusal');
}

describeEachDatabase('final assessment', (database) => {
  let userId: string;
  const at = (minutes: number): AssessmentContext => ({
    db: database.handle.db,
    bank: contentAssessment,
    course: cCourse,
    userId,
    now: new Date(START.getTime() + minutes * MINUTE),
  });

  beforeEach(async () => {
    userId = await insertLearner(database.handle.db);
  });

  it('stays locked until all 24 lessons are complete, and says how many are', async () => {
    await completeLessons(database.handle.db, userId, 17);
    const standing = await assessmentStanding(at(0), runCode);
    expect(standing).toMatchObject({
      unlocked: false,
      lessons: { done: 17, total: 24 },
      open: null,
    });
    expect(await refusal(startAttempt(at(0), runCode))).toEqual({
      status: 403,
      code: 'lessons_incomplete',
      message:
        'The final assessment opens once all 24 lessons are complete: you have completed 17. Continue the course to unlock it.',
    });
  });

  it('draws about 20 items of the three kinds, with no key in what the browser gets', async () => {
    await completeLessons(database.handle.db, userId);
    const { attempt, created } = await startAttempt(at(0), runCode);
    expect(created).toBe(true);
    expect(attempt.items).toHaveLength(20);
    for (const kind of ['choice', 'output', 'code'] as const) {
      expect(attempt.items.filter((item) => item.kind === kind)).toHaveLength(ATTEMPT_ITEMS[kind]);
    }
    expect(attempt.deadlineAt).toBe(new Date(START.getTime() + 60 * MINUTE).toISOString());
    const sent = JSON.stringify({
      ...attempt,
      items: attempt.items.map((item) =>
        item.kind === 'code' ? { ...item, visibleCases: [] } : item,
      ),
    });
    // A coding item's visible cases show their output, as an exercise's do; nothing else does.
    for (const field of ['correct', 'expectedOutput', 'solution', 'hiddenCases', 'explanation']) {
      expect(sent).not.toContain(`"${field}"`);
    }
    for (const item of attempt.items) {
      const key = contentAssessment.keys.get(item.id)!;
      if (key.kind === 'output') expect(sent).not.toContain(JSON.stringify(key.expectedOutput));
      if (key.kind === 'code') expect(sent).not.toContain(JSON.stringify(key.solution));
    }
  });

  it('keeps one attempt at a time: starting again answers the open one with its saved answers', async () => {
    await completeLessons(database.handle.db, userId);
    const first = (await startAttempt(at(0), runCode)).attempt;
    const item = first.items[0]!;
    await saveAnswer(at(1), { attemptId: first.id, itemId: item.id, answer: rightAnswer(item) });
    const again = await startAttempt(at(2), runCode);
    expect(again.created).toBe(false);
    expect(again.attempt.id).toBe(first.id);
    expect(again.attempt.answers).toEqual({ [item.id]: rightAnswer(item) });
    const [one, two] = await Promise.all([
      startAttempt(at(3), runCode),
      startAttempt(at(3), runCode),
    ]);
    expect(one.attempt.id).toBe(first.id);
    expect(two.attempt.id).toBe(first.id);
  });

  it('refuses answers that do not fit their item, and attempts of other learners', async () => {
    await completeLessons(database.handle.db, userId);
    const { attempt } = await startAttempt(at(0), runCode);
    const choice = attempt.items.find((item) => item.kind === 'choice')!;
    const output = attempt.items.find((item) => item.kind === 'output')!;
    const outside = contentAssessment.items.find((item) => !attempt.items.includes(item))!;
    expect(
      await refusal(saveAnswer(at(1), { attemptId: attempt.id, itemId: choice.id, answer: 7 })),
    ).toMatchObject({ status: 400, code: 'invalid_answer' });
    expect(
      await refusal(saveAnswer(at(1), { attemptId: attempt.id, itemId: output.id, answer: 1 })),
    ).toMatchObject({ status: 400, code: 'invalid_answer' });
    expect(
      await refusal(saveAnswer(at(1), { attemptId: attempt.id, itemId: outside.id, answer: 'x' })),
    ).toMatchObject({ status: 400, code: 'item_not_in_attempt' });
    const other = await insertLearner(database.handle.db);
    expect(
      await refusal(
        saveAnswer(
          { ...at(1), userId: other },
          { attemptId: attempt.id, itemId: output.id, answer: 'x' },
        ),
      ),
    ).toMatchObject({ status: 404, code: 'attempt_not_found' });
  });

  it('grades on submit: the score, per item right or wrong with an explanation, per concept', async () => {
    await completeLessons(database.handle.db, userId);
    const { attempt } = await startAttempt(at(0), runCode);
    const answers = Object.fromEntries(
      attempt.items.map((item, index) => [
        item.id,
        index < 4 ? wrongAnswer(item) : rightAnswer(item),
      ]),
    );
    const graded = await submitAttempt(at(30), { attemptId: attempt.id, answers }, runCode);
    expect(graded).toMatchObject({
      correct: 16,
      total: 20,
      percent: 80,
      passed: true,
      timedOut: false,
    });
    expect(graded.results.map((result) => result.correct)).toEqual(
      attempt.items.map((_, index) => index >= 4),
    );
    for (const result of graded.results) expect(result.explanation.length).toBeGreaterThan(10);
    const codeResult = graded.results.find((result) => result.expected.kind === 'code')!;
    expect(codeResult.expected).toMatchObject({ kind: 'code', compileError: null });
    expect(graded.concepts.reduce((sum, concept) => sum + concept.total, 0)).toBe(20);
    expect(graded.concepts.reduce((sum, concept) => sum + concept.correct, 0)).toBe(16);
    // A second submit answers the same grading and changes nothing.
    const again = await submitAttempt(at(31), { attemptId: attempt.id, answers: {} }, runCode);
    expect(again).toEqual(graded);
    const standing = await assessmentStanding(at(32), runCode);
    expect(standing).toMatchObject({ open: null, bestPercent: 80, attempts: 1 });
    expect(standing.last?.id).toBe(attempt.id);
  });

  it('fails below 80%: 15 of 20 is 75%', async () => {
    await completeLessons(database.handle.db, userId);
    const { attempt } = await startAttempt(at(0), runCode);
    const answers = Object.fromEntries(
      attempt.items.map((item, index) => [
        item.id,
        index < 5 ? wrongAnswer(item) : rightAnswer(item),
      ]),
    );
    const graded = await submitAttempt(at(10), { attemptId: attempt.id, answers }, runCode);
    expect(graded).toMatchObject({ correct: 15, percent: 75, passed: false });
  });

  it('ends at the limit: later answers are refused and a late submit counts what was saved in time', async () => {
    await completeLessons(database.handle.db, userId);
    const { attempt } = await startAttempt(at(0), runCode);
    const [first, second] = attempt.items as [AssessmentItem, AssessmentItem];
    await saveAnswer(at(59), {
      attemptId: attempt.id,
      itemId: first.id,
      answer: rightAnswer(first),
    });
    const late = at(60 + (ASSESSMENT_GRACE_SECONDS + 1) / 60);
    expect(
      await refusal(
        saveAnswer(late, { attemptId: attempt.id, itemId: second.id, answer: rightAnswer(second) }),
      ),
    ).toMatchObject({ status: 409, code: 'attempt_closed' });
    const all = Object.fromEntries(attempt.items.map((item) => [item.id, rightAnswer(item)]));
    const graded = await submitAttempt(late, { attemptId: attempt.id, answers: all }, runCode);
    expect(graded).toMatchObject({ correct: 1, timedOut: true, passed: false });
  });

  it('grades an attempt left open past its limit when it is next read', async () => {
    await completeLessons(database.handle.db, userId);
    const { attempt } = await startAttempt(at(0), runCode);
    const item = attempt.items[0]!;
    await saveAnswer(at(5), { attemptId: attempt.id, itemId: item.id, answer: rightAnswer(item) });
    const standing = await assessmentStanding(at(120), runCode);
    expect(standing.open).toBeNull();
    expect(standing.last).toMatchObject({ id: attempt.id, correct: 1, timedOut: true });
  });

  it('allows a retake 24 hours after the last attempt, drawing items not shown before', async () => {
    await completeLessons(database.handle.db, userId);
    const { attempt } = await startAttempt(at(0), runCode);
    await submitAttempt(at(20), { attemptId: attempt.id, answers: {} }, runCode);
    const soon = await refusal(startAttempt(at(60), runCode));
    expect(soon).toMatchObject({ status: 429, code: 'retake_too_soon' });
    expect(soon.message).toContain(
      new Date(START.getTime() + (20 + 24 * 60) * MINUTE).toISOString(),
    );
    expect((await assessmentStanding(at(60), runCode)).retakeAt).toBe(
      new Date(START.getTime() + (20 + 24 * 60) * MINUTE).toISOString(),
    );
    const retake: OpenAttempt = (await startAttempt(at(20 + 24 * 60), runCode)).attempt;
    const before = new Set(attempt.items.map((item) => item.id));
    const repeated = retake.items.filter((item) => before.has(item.id));
    // The bank has more than two attempts' worth of choice and output items: none repeat.
    expect(repeated.filter((item) => item.kind !== 'code')).toEqual([]);
  });
});
