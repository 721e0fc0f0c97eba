import type { Kysely } from 'kysely';
import { outputMatches, type TestCase } from '@domain/course-content';
import type { ExecuteResponse } from '@domain/execution';
import type { CaseResult, CheckExerciseResponse } from '@domain/learning-api';
import type { ExerciseKey, Lesson } from '@domain/learning';
import type { Database } from '../db/schema';
import type { RunService } from '../runner/service';
import { learnerTimeZone } from '../account/time-zone';
import { completeLessonByPass } from './progress';

/**
 * A case passes when the program ends on its own (any exit code: a program may report bad
 * input with one) and prints the expected output, compared without trailing white space. A
 * crash or a limit fails it whatever was printed before.
 */
export function casePassed(testCase: TestCase, result: ExecuteResponse): boolean {
  const endedNormally =
    result.status === 'success' || (result.status === 'runtime_error' && result.signal === null);
  return endedNormally && outputMatches(testCase.expectedOutput, result.stdout);
}

function caseResult(testCase: TestCase, result: ExecuteResponse): CaseResult {
  const passed = casePassed(testCase, result);
  return {
    name: testCase.name,
    stdin: testCase.stdin,
    expectedOutput: testCase.expectedOutput,
    actualOutput: result.stdout,
    passed,
    status: result.status,
    error: passed ? null : result.error,
  };
}

/**
 * Runs a program on every case, one case after another (a check holds one slot at a time, like
 * one Run). The program compiles once; the other cases find it in the compile cache. Hidden
 * cases answer only with counts.
 */
export async function runCases(
  runner: RunService,
  cases: { visible: TestCase[]; hidden: TestCase[] },
  code: string,
  client: string,
): Promise<Omit<CheckExerciseResponse, 'recorded'>> {
  const results: CaseResult[] = [];
  let hiddenPassed = 0;
  for (const [index, testCase] of [...cases.visible, ...cases.hidden].entries()) {
    const result = await runner.execute({ code, stdin: testCase.stdin }, { client });
    if (result.status === 'compile_error') {
      return {
        passed: false,
        compileError: {
          error: result.error ?? 'Compilation failed.',
          diagnostics: result.diagnostics.map(({ line, column, severity, message }) => ({
            line,
            column,
            severity,
            message,
          })),
        },
        cases: [],
        hidden: { passed: 0, total: cases.hidden.length },
      };
    }
    const outcome = caseResult(testCase, result);
    if (index < cases.visible.length) results.push(outcome);
    else if (outcome.passed) hiddenPassed++;
  }
  return {
    passed: results.every((result) => result.passed) && hiddenPassed === cases.hidden.length,
    compileError: null,
    cases: results,
    hidden: { passed: hiddenPassed, total: cases.hidden.length },
  };
}

/** A lesson exercise's check: its visible cases and the hidden ones of its key. */
export function checkExercise(
  runner: RunService,
  lesson: Lesson,
  key: ExerciseKey,
  code: string,
  client: string,
): Promise<Omit<CheckExerciseResponse, 'recorded'>> {
  return runCases(
    runner,
    { visible: lesson.exercise.visibleCases, hidden: key.hiddenCases },
    code,
    client,
  );
}

/**
 * Records a signed-in learner's check: every check counts as an attempt until the first pass,
 * which keeps its time and completes the lesson too (completeLessonByPass); later checks change
 * nothing but the last-checked time. `now` defaults to the system's clock.
 */
export async function recordCheck(
  db: Kysely<Database>,
  input: { userId: string; courseId: string; lessonId: string; passed: boolean; now?: Date },
): Promise<{ firstPassedAt: string | null; attempts: number }> {
  const instant = input.now ?? new Date();
  const now = instant.toISOString();
  // A pass counts on its day in the zone the learner has now, whatever zone they pick later.
  const timeZone = await learnerTimeZone(db, input.userId);
  const completeLesson = (trx: Kysely<Database>) =>
    completeLessonByPass(trx, {
      userId: input.userId,
      courseId: input.courseId,
      lessonId: input.lessonId,
      now: instant,
      timeZone,
    });
  const keys = { user_id: input.userId, course_id: input.courseId, lesson_id: input.lessonId };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('exercise_completions')
      .select(['attempts', 'first_passed_at'])
      .where((eb) => eb.and(keys))
      .executeTakeFirst();
    if (!row) {
      const created = {
        attempts: 1,
        first_passed_at: input.passed ? now : null,
      };
      await trx
        .insertInto('exercise_completions')
        .values({
          ...keys,
          ...created,
          time_zone: timeZone,
          last_checked_at: now,
        })
        .execute();
      if (input.passed) await completeLesson(trx);
      return { firstPassedAt: created.first_passed_at, attempts: created.attempts };
    }
    const next = row.first_passed_at
      ? { attempts: row.attempts, first_passed_at: row.first_passed_at }
      : {
          attempts: row.attempts + 1,
          first_passed_at: input.passed ? now : null,
          ...(input.passed ? { time_zone: timeZone } : {}),
        };
    await trx
      .updateTable('exercise_completions')
      .set({ ...next, last_checked_at: now })
      .where((eb) => eb.and(keys))
      .execute();
    if (!row.first_passed_at && input.passed) await completeLesson(trx);
    return { firstPassedAt: next.first_passed_at, attempts: next.attempts };
  });
}
