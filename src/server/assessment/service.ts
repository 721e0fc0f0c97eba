import {
  ASSESSMENT_CONCEPTS,
  ASSESSMENT_GRACE_SECONDS,
  ASSESSMENT_MINUTES,
  ASSESSMENT_RETAKE_HOURS,
} from '@domain/assessment-rules';
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { assessmentBank } from '@content/assessment/bank';
import { assessmentKeys } from '@content/keys/assessment';
import {
  assessmentAnswerSchema,
  type AssessmentAnswer,
  type AssessmentStanding,
  type AttemptItemResult,
  type ConceptScore,
  type GradedAttempt,
  type OpenAttempt,
} from '@domain/assessment-api';
import { type AssessmentItem, type AssessmentKey } from '@domain/assessment-content';
import type { Course } from '@domain/learning';
import type { AssessmentAttemptsTable, Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { runCases } from '../learning/exercise-check';
import type { RunService } from '../runner/service';
import { drawAttempt, type Random } from './draw';
import { gradeChoice, gradeOutput, scoreAttempt } from './grade';

/** A course's assessment: the items learners see and the keys that grade them. */
export interface AssessmentBank {
  items: readonly AssessmentItem[];
  keys: ReadonlyMap<string, AssessmentKey>;
}

export const contentAssessment: AssessmentBank = { items: assessmentBank, keys: assessmentKeys };

/** Runs a coding item's program; the routes pass the runner with the caller's run slot. */
export type CodeRunner = (
  work: (runner: RunService, client: string) => Promise<void>,
) => Promise<void>;

export interface AssessmentContext {
  db: Kysely<Database>;
  bank: AssessmentBank;
  course: Course;
  userId: string;
  now: Date;
}

type AttemptRow = Selectable<AssessmentAttemptsTable>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const parseIds = (json: string): string[] => JSON.parse(json) as string[];

function itemsOf(bank: AssessmentBank, ids: readonly string[]): AssessmentItem[] {
  const byId = new Map(bank.items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

function keyOf(bank: AssessmentBank, itemId: string): AssessmentKey {
  const key = bank.keys.get(itemId);
  if (!key) throw new Error(`Assessment item ${itemId} has no key`);
  return key;
}

/** The attempt's time is up: answers saved after this do not count. */
const closesAt = (row: Pick<AttemptRow, 'deadline_at'>) =>
  Date.parse(row.deadline_at) + ASSESSMENT_GRACE_SECONDS * 1000;

async function lessonsDone(context: AssessmentContext): Promise<number> {
  const ids = context.course.lessons.map((lesson) => lesson.id);
  const row = await context.db
    .selectFrom('lesson_completions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', context.userId)
    .where('course_id', '=', context.course.id)
    .where('lesson_id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function attemptsOf(context: AssessmentContext): Promise<AttemptRow[]> {
  return context.db
    .selectFrom('assessment_attempts')
    .selectAll()
    .where('user_id', '=', context.userId)
    .where('course_id', '=', context.course.id)
    .orderBy('started_at', 'asc')
    .execute();
}

async function savedAnswers(
  db: Kysely<Database>,
  attemptId: string,
): Promise<Record<string, AssessmentAnswer>> {
  const rows = await db
    .selectFrom('assessment_answers')
    .select(['item_id', 'answer'])
    .where('attempt_id', '=', attemptId)
    .execute();
  const answers: Record<string, AssessmentAnswer> = {};
  for (const row of rows) {
    const parsed = assessmentAnswerSchema.safeParse(JSON.parse(row.answer));
    if (parsed.success) answers[row.item_id] = parsed.data;
  }
  return answers;
}

function openView(
  bank: AssessmentBank,
  row: AttemptRow,
  answers: Record<string, AssessmentAnswer>,
): OpenAttempt {
  return {
    id: row.id,
    startedAt: row.started_at,
    deadlineAt: row.deadline_at,
    items: itemsOf(bank, parseIds(row.item_ids)),
    answers,
  };
}

function conceptScores(items: AssessmentItem[], results: AttemptItemResult[]): ConceptScore[] {
  return ASSESSMENT_CONCEPTS.flatMap((concept) => {
    const ofConcept = items.flatMap((item, index) =>
      item.concept === concept && results[index] ? [results[index]] : [],
    );
    if (ofConcept.length === 0) return [];
    return [
      {
        concept,
        correct: ofConcept.filter((result) => result.correct).length,
        total: ofConcept.length,
      },
    ];
  });
}

function gradedView(bank: AssessmentBank, row: AttemptRow): GradedAttempt {
  const items = itemsOf(bank, parseIds(row.item_ids));
  const results = JSON.parse(row.results ?? '[]') as AttemptItemResult[];
  return {
    id: row.id,
    startedAt: row.started_at,
    submittedAt: row.submitted_at ?? row.deadline_at,
    timedOut: (row.submitted_at ?? '') > row.deadline_at,
    correct: row.correct ?? 0,
    total: row.total ?? items.length,
    percent: row.percent ?? 0,
    passed: row.passed === 1,
    items,
    results,
    concepts: conceptScores(items, results),
  };
}

/** Grades one item; a coding item runs its program on every case, visible and hidden. */
async function gradeItem(
  bank: AssessmentBank,
  item: AssessmentItem,
  answer: AssessmentAnswer | null,
  runCode: CodeRunner,
): Promise<AttemptItemResult> {
  const key = keyOf(bank, item.id);
  const base = { itemId: item.id, answer, explanation: key.explanation };
  if (key.kind === 'choice') {
    const chosen = typeof answer === 'number' ? answer : null;
    return {
      ...base,
      correct: gradeChoice(key, chosen),
      expected: { kind: 'choice', correct: key.correct },
    };
  }
  if (key.kind === 'output') {
    const typed = typeof answer === 'string' ? answer : null;
    return {
      ...base,
      correct: gradeOutput(key, typed),
      expected: { kind: 'output', output: key.expectedOutput },
    };
  }
  const cases = {
    visible: item.kind === 'code' ? item.visibleCases : [],
    hidden: key.hiddenCases,
  };
  const total = cases.visible.length + cases.hidden.length;
  const program = typeof answer === 'string' ? answer : '';
  if (program.trim() === '') {
    return {
      ...base,
      correct: false,
      expected: { kind: 'code', passed: 0, total, compileError: null },
    };
  }
  let outcome = { passed: false, count: 0, compileError: null as string | null };
  await runCode(async (runner, client) => {
    const checked = await runCases(runner, cases, program, client);
    outcome = {
      passed: checked.passed,
      count: checked.cases.filter((result) => result.passed).length + checked.hidden.passed,
      compileError: checked.compileError?.error ?? null,
    };
  });
  return {
    ...base,
    correct: outcome.passed,
    expected: { kind: 'code', passed: outcome.count, total, compileError: outcome.compileError },
  };
}

/**
 * Grades an open attempt with its saved answers and closes it. Two gradings at once (a submit
 * and the deadline seen by another request) close it once: the later one reads the first's.
 */
async function grade(
  context: AssessmentContext,
  row: AttemptRow,
  runCode: CodeRunner,
): Promise<GradedAttempt> {
  const answers = await savedAnswers(context.db, row.id);
  const items = itemsOf(context.bank, parseIds(row.item_ids));
  const results: AttemptItemResult[] = [];
  for (const item of items) {
    results.push(await gradeItem(context.bank, item, answers[item.id] ?? null, runCode));
  }
  const score = scoreAttempt(results.map((result) => result.correct));
  const submittedAt = new Date(Math.min(context.now.getTime(), closesAt(row))).toISOString();
  await context.db
    .updateTable('assessment_attempts')
    .set({
      submitted_at: submittedAt,
      correct: score.correct,
      total: score.total,
      percent: score.percent,
      passed: score.passed ? 1 : 0,
      results: JSON.stringify(results),
    })
    .where('id', '=', row.id)
    .where('submitted_at', 'is', null)
    .execute();
  const graded = await context.db
    .selectFrom('assessment_attempts')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return gradedView(context.bank, graded);
}

/** Attempts whose time ran out without a submit are graded with what was saved in time. */
async function closeExpired(
  context: AssessmentContext,
  rows: AttemptRow[],
  runCode: CodeRunner,
): Promise<AttemptRow[]> {
  const expired = rows.filter(
    (row) => row.submitted_at === null && context.now.getTime() > closesAt(row),
  );
  if (expired.length === 0) return rows;
  for (const row of expired) await grade(context, row, runCode);
  return attemptsOf(context);
}

function retakeAt(rows: AttemptRow[], now: Date): string | null {
  const last = rows.filter((row) => row.submitted_at !== null).at(-1);
  if (!last?.submitted_at) return null;
  const at = Date.parse(last.submitted_at) + ASSESSMENT_RETAKE_HOURS * HOUR;
  return at > now.getTime() ? new Date(at).toISOString() : null;
}

/** GET /functions/v1/assessment: the learner's standing with the course's assessment. */
export async function assessmentStanding(
  context: AssessmentContext,
  runCode: CodeRunner,
): Promise<AssessmentStanding> {
  const rows = await closeExpired(context, await attemptsOf(context), runCode);
  const done = await lessonsDone(context);
  const total = context.course.lessons.length;
  const open = rows.find((row) => row.submitted_at === null);
  const graded = rows.filter((row) => row.submitted_at !== null);
  const last = graded.at(-1);
  const percents = graded.map((row) => row.percent ?? 0);
  return {
    courseId: context.course.id,
    unlocked: done >= total,
    lessons: { done, total },
    open: open ? openView(context.bank, open, await savedAnswers(context.db, open.id)) : null,
    last: last ? gradedView(context.bank, last) : null,
    bestPercent: percents.length > 0 ? Math.max(...percents) : null,
    retakeAt: retakeAt(rows, context.now),
    attempts: rows.length,
  };
}

/**
 * POST /functions/v1/assessment: starts an attempt, or answers the one in progress. Needs every
 * lesson complete, and ASSESSMENT_RETAKE_HOURS since the last attempt ended; a new attempt draws
 * the items earlier attempts did not show first.
 */
export async function startAttempt(
  context: AssessmentContext,
  runCode: CodeRunner,
  random: Random = Math.random,
): Promise<{ attempt: OpenAttempt; created: boolean }> {
  const rows = await closeExpired(context, await attemptsOf(context), runCode);
  const open = rows.find((row) => row.submitted_at === null);
  if (open) {
    return {
      attempt: openView(context.bank, open, await savedAnswers(context.db, open.id)),
      created: false,
    };
  }
  const done = await lessonsDone(context);
  const total = context.course.lessons.length;
  if (done < total) {
    throw new HttpError(
      403,
      'lessons_incomplete',
      `The final assessment opens once all ${total} lessons are complete: you have completed ${done}. Continue the course to unlock it.`,
    );
  }
  const retake = retakeAt(rows, context.now);
  if (retake) {
    throw new HttpError(
      429,
      'retake_too_soon',
      `You can take the final assessment again ${ASSESSMENT_RETAKE_HOURS} hours after your last attempt, from ${retake}.`,
      { 'retry-after': String(Math.ceil((Date.parse(retake) - context.now.getTime()) / 1000)) },
    );
  }
  const shown = new Set(rows.flatMap((row) => parseIds(row.item_ids)));
  const items = drawAttempt(context.bank.items, shown, random);
  const row: AttemptRow = {
    id: crypto.randomUUID(),
    user_id: context.userId,
    course_id: context.course.id,
    item_ids: JSON.stringify(items.map((item) => item.id)),
    started_at: context.now.toISOString(),
    deadline_at: new Date(context.now.getTime() + ASSESSMENT_MINUTES * MINUTE).toISOString(),
    submitted_at: null,
    correct: null,
    total: null,
    percent: null,
    passed: null,
    results: null,
  };
  try {
    await context.db.insertInto('assessment_attempts').values(row).execute();
  } catch (error) {
    // Two starts at once: the unique index keeps one open attempt, which both answer.
    const winner = (await attemptsOf(context)).find((candidate) => candidate.submitted_at === null);
    if (!winner) throw error;
    return { attempt: openView(context.bank, winner, {}), created: false };
  }
  return { attempt: openView(context.bank, row, {}), created: true };
}

async function requireAttempt(context: AssessmentContext, attemptId: string): Promise<AttemptRow> {
  const row = await context.db
    .selectFrom('assessment_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('user_id', '=', context.userId)
    .executeTakeFirst();
  if (!row) {
    throw new HttpError(
      404,
      'attempt_not_found',
      'There is no such attempt of yours. Open the final assessment to see your attempts.',
    );
  }
  return row;
}

/** Checks that an answer fits its item: a choice's index, or text for the others. */
function checkedAnswer(
  item: AssessmentItem,
  answer: AssessmentAnswer | null,
): AssessmentAnswer | null {
  if (answer === null) return null;
  if (item.kind === 'choice') {
    if (typeof answer !== 'number' || answer >= item.choices.length) {
      throw new HttpError(
        400,
        'invalid_answer',
        `Item ${item.id} is multiple choice: answer with the index of one of its ${item.choices.length} choices (0 to ${item.choices.length - 1}).`,
      );
    }
    return answer;
  }
  if (typeof answer !== 'string') {
    throw new HttpError(
      400,
      'invalid_answer',
      `Item ${item.id} takes text: ${item.kind === 'output' ? 'what the program prints' : 'your program'}.`,
    );
  }
  return answer;
}

async function saveAnswers(
  context: AssessmentContext,
  row: AttemptRow,
  answers: Record<string, AssessmentAnswer | null>,
): Promise<void> {
  const items = new Map(
    itemsOf(context.bank, parseIds(row.item_ids)).map((item) => [item.id, item]),
  );
  const savedAt = context.now.toISOString();
  for (const [itemId, raw] of Object.entries(answers)) {
    const item = items.get(itemId);
    if (!item) {
      throw new HttpError(
        400,
        'item_not_in_attempt',
        `Item ${itemId} is not part of this attempt. Answer the items the attempt shows.`,
      );
    }
    const answer = checkedAnswer(item, raw);
    const keys = { attempt_id: row.id, item_id: itemId };
    if (answer === null) {
      await context.db
        .deleteFrom('assessment_answers')
        .where((eb) => eb.and(keys))
        .execute();
      continue;
    }
    await context.db
      .insertInto('assessment_answers')
      .values({ ...keys, answer: JSON.stringify(answer), saved_at: savedAt })
      .onConflict((conflict) =>
        conflict
          .columns(['attempt_id', 'item_id'])
          .doUpdateSet({ answer: JSON.stringify(answer), saved_at: savedAt }),
      )
      .execute();
  }
}

const ATTEMPT_CLOSED =
  'The time for this attempt is up: it was graded with the answers saved before the limit. Open the final assessment to see your result.';

/** PUT /functions/v1/assessment-answer: keeps one answer of an open attempt (null forgets it). */
export async function saveAnswer(
  context: AssessmentContext,
  input: { attemptId: string; itemId: string; answer: AssessmentAnswer | null },
): Promise<{ savedAt: string }> {
  const row = await requireAttempt(context, input.attemptId);
  if (row.submitted_at !== null) {
    throw new HttpError(409, 'attempt_closed', 'This attempt has been submitted and graded.');
  }
  if (context.now.getTime() > closesAt(row)) {
    throw new HttpError(409, 'attempt_closed', ATTEMPT_CLOSED);
  }
  await saveAnswers(context, row, { [input.itemId]: input.answer });
  return { savedAt: context.now.toISOString() };
}

/**
 * POST /functions/v1/assessment-submit: saves the answers sent (while the time lasts) and grades
 * the attempt. A second submit answers the same grading; after the limit, only the answers saved
 * in time count.
 */
export async function submitAttempt(
  context: AssessmentContext,
  input: { attemptId: string; answers: Record<string, AssessmentAnswer | null> },
  runCode: CodeRunner,
): Promise<GradedAttempt> {
  const row = await requireAttempt(context, input.attemptId);
  if (row.submitted_at !== null) return gradedView(context.bank, row);
  if (context.now.getTime() <= closesAt(row)) await saveAnswers(context, row, input.answers);
  return grade(context, row, runCode);
}

/** The best score of the learner's graded attempts at a course's assessment, or null. */
export async function bestAssessmentPercent(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('assessment_attempts')
    .select((eb) => eb.fn.max('percent').as('best'))
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('submitted_at', 'is not', null)
    .executeTakeFirst();
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
}
