import { ASSESSMENT_CONCEPTS, type AssessmentConcept } from '@domain/assessment-rules';
import type { Kysely } from 'kysely';
import { assessmentBank } from '@content/assessment/bank';
import { courses } from '@content/course-c';
import {
  ACTIVITY_RETENTION_DAYS,
  DEFAULT_RUN_WINDOW,
  runSeriesKey,
  runSeriesLabel,
  TOP_DIAGNOSTICS,
  type ActivityRecord,
  type Analytics,
  type CalendarDay,
  type ConceptMastery,
  type RunDay,
  type RunWindow,
  type Streak,
} from '@domain/analytics-api';
import { localDay } from '@domain/challenge-rules';
import { addDays, studyStreak } from '@domain/progress';
import { learnerTimeZone } from '../account/time-zone';
import type { Database } from '../db/schema';
import { challengeConcepts, LESSON_CONCEPTS } from './concepts';
import { topDiagnostics } from './diagnostics';
import { activityRecordsOf } from './records';

/** The calendar covers this many days, today included: the last 12 months. */
export const CALENDAR_DAYS = ACTIVITY_RETENTION_DAYS;

/** Each run of consecutive days among `days`, the newest first. */
export function streakHistory(days: Iterable<string>): Streak[] {
  const sorted = [...new Set(days)].sort();
  const streaks: Streak[] = [];
  for (const day of sorted) {
    const last = streaks.at(-1);
    if (last && addDays(last.end, 1) === day) {
      last.end = day;
      last.days += 1;
    } else {
      streaks.push({ start: day, end: day, days: 1 });
    }
  }
  return streaks.reverse();
}

/** The order runs' outcomes are listed in; a runtime error's kinds come in its place. */
const OUTCOME_ORDER = ['success', 'compile_error', 'runtime_error', 'time_limit', 'memory_limit'];

function seriesRank(key: string): number {
  const index = OUTCOME_ORDER.indexOf(key.split(':')[0]!);
  return index === -1 ? OUTCOME_ORDER.length : index;
}

function runsPerDay(runs: { day: string; key: string }[], today: string, window: RunWindow) {
  const start = addDays(today, -(window - 1));
  const rows: RunDay[] = Array.from({ length: window }, (_, index) => ({
    day: addDays(start, index),
    total: 0,
    counts: {},
  }));
  const totals = new Map<string, number>();
  for (const run of runs) {
    if (run.day < start || run.day > today) continue;
    const row = rows[Math.round((Date.parse(run.day) - Date.parse(start)) / 86_400_000)];
    if (!row) continue;
    row.total += 1;
    row.counts[run.key] = (row.counts[run.key] ?? 0) + 1;
    totals.set(run.key, (totals.get(run.key) ?? 0) + 1);
  }
  const series = [...totals]
    .sort(([a, countA], [b, countB]) => seriesRank(a) - seriesRank(b) || countB - countA)
    .map(([key]) => ({ key, label: runSeriesLabel(key) }));
  return { days: window, series, rows };
}

interface AttemptRow {
  submitted_at: string | null;
  percent: number | null;
  results: string | null;
}

const conceptOfItem = new Map(assessmentBank.map((item) => [item.id, item.concept] as const));

/** One graded attempt's right answers and items per concept. */
function attemptConcepts(
  results: string | null,
): Map<AssessmentConcept, { correct: number; total: number }> {
  const scores = new Map<AssessmentConcept, { correct: number; total: number }>();
  let items: unknown = [];
  try {
    items = results === null ? [] : JSON.parse(results);
  } catch {
    items = [];
  }
  if (!Array.isArray(items)) return scores;
  for (const item of items as { itemId?: unknown; correct?: unknown }[]) {
    const concept = typeof item.itemId === 'string' ? conceptOfItem.get(item.itemId) : undefined;
    if (!concept) continue;
    const score = scores.get(concept) ?? { correct: 0, total: 0 };
    score.total += 1;
    if (item.correct === true) score.correct += 1;
    scores.set(concept, score);
  }
  return scores;
}

function assessmentResults(attempts: AttemptRow[]): Analytics['assessment'] {
  const graded = attempts
    .filter((attempt) => attempt.submitted_at !== null)
    .sort((a, b) => a.submitted_at!.localeCompare(b.submitted_at!));
  const perAttempt = graded.map((attempt) => attemptConcepts(attempt.results));
  const last = perAttempt.at(-1);
  const percents = graded.flatMap((attempt) => (attempt.percent === null ? [] : [attempt.percent]));
  return {
    attempts: graded.length,
    bestPercent: percents.length === 0 ? null : Math.max(...percents),
    lastPercent: graded.at(-1)?.percent ?? null,
    concepts: ASSESSMENT_CONCEPTS.map((concept) => {
      let best: { correct: number; total: number } | null = null;
      for (const scores of perAttempt) {
        const score = scores.get(concept);
        if (!score || score.total === 0) continue;
        const better =
          !best ||
          score.correct * best.total > best.correct * score.total ||
          (score.correct * best.total === best.correct * score.total && score.total > best.total);
        if (better) best = score;
      }
      return { concept, best, last: last?.get(concept) ?? null };
    }),
  };
}

function masteryOf(input: {
  exercises: { lesson_id: string; first_passed_at: string | null }[];
  challengesAttempted: Set<string>;
  challengesPassed: Set<string>;
}): ConceptMastery[] {
  const mastery = new Map(
    ASSESSMENT_CONCEPTS.map((concept) => [
      concept,
      { concept, exercises: { attempted: 0, passed: 0 }, challenges: { attempted: 0, passed: 0 } },
    ]),
  );
  for (const exercise of input.exercises) {
    const concept = LESSON_CONCEPTS[exercise.lesson_id];
    const entry = concept && mastery.get(concept);
    if (!entry) continue;
    entry.exercises.attempted += 1;
    if (exercise.first_passed_at !== null) entry.exercises.passed += 1;
  }
  for (const challengeId of input.challengesAttempted) {
    for (const concept of challengeConcepts(challengeId)) {
      const entry = mastery.get(concept)!;
      entry.challenges.attempted += 1;
      if (input.challengesPassed.has(challengeId)) entry.challenges.passed += 1;
    }
  }
  return [...mastery.values()];
}

const lessonOrder = courses.flatMap((course) =>
  course.lessons.map((lesson) => ({
    courseId: course.id,
    lessonId: lesson.id,
    title: lesson.title,
  })),
);

/**
 * A learner's learning analytics (GET /functions/v1/analytics): from their activity records,
 * lesson, exercise and challenge completions and assessment attempts. Completions count on the
 * day they had where they were made (as the dashboard counts them); runs on their day in the
 * learner's zone now.
 */
export async function analyticsOf(
  db: Kysely<Database>,
  userId: string,
  options: { now?: Date; runWindow?: RunWindow } = {},
): Promise<Analytics> {
  const now = options.now ?? new Date();
  const [timeZone, records, lessons, exercises, challenges, attempts] = await Promise.all([
    learnerTimeZone(db, userId),
    activityRecordsOf(db, userId, now),
    db.selectFrom('lesson_completions').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('exercise_completions').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('challenge_completions').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('assessment_attempts')
      .select(['submitted_at', 'percent', 'results'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  const dayIn = (iso: string, zone: string) => localDay(new Date(iso), zone).day;
  const today = localDay(now, timeZone).day;
  const start = addDays(today, -(CALENDAR_DAYS - 1));

  const lessonDays = lessons.map((lesson) => dayIn(lesson.completed_at, lesson.time_zone));
  const exerciseDays = exercises.flatMap((exercise) =>
    exercise.first_passed_at === null ? [] : [dayIn(exercise.first_passed_at, exercise.time_zone)],
  );
  const challengeDays = challenges.map((challenge) => challenge.day);
  const runs = records
    .filter((record) => record.kind === 'run')
    .map((record) => ({
      day: dayIn(record.createdAt, timeZone),
      key: runSeriesKey(record.outcome, record.errorKind),
    }));

  const calendar = new Map<string, CalendarDay>();
  const add = (day: string, field: Exclude<keyof CalendarDay, 'day'>) => {
    if (day < start || day > today) return;
    const entry = calendar.get(day) ?? { day, lessons: 0, exercises: 0, challenges: 0, runs: 0 };
    entry[field] += 1;
    calendar.set(day, entry);
  };
  lessonDays.forEach((day) => add(day, 'lessons'));
  exerciseDays.forEach((day) => add(day, 'exercises'));
  challengeDays.forEach((day) => add(day, 'challenges'));
  runs.forEach((run) => add(run.day, 'runs'));
  const calendarDays = [...calendar.values()].sort((a, b) => a.day.localeCompare(b.day));

  const learningDays = [...lessonDays, ...exerciseDays, ...challengeDays];
  const history = streakHistory(learningDays);

  const secondsByLesson = new Map(
    lessons.map((lesson) => [lesson.lesson_id, Number(lesson.time_spent_seconds)] as const),
  );
  const timePerLesson = lessonOrder.flatMap((lesson) => {
    const seconds = secondsByLesson.get(lesson.lessonId);
    return seconds === undefined ? [] : [{ ...lesson, seconds }];
  });

  const challengeRecords = records.filter(
    (record): record is ActivityRecord & { challengeId: string } =>
      record.kind === 'challenge' && record.challengeId !== null,
  );
  const challengesPassed = new Set([
    ...challenges.map((challenge) => challenge.challenge_id),
    ...challengeRecords.filter((record) => record.outcome === 'passed').map((r) => r.challengeId),
  ]);
  const challengesAttempted = new Set([
    ...challengesPassed,
    ...challengeRecords.map((record) => record.challengeId),
  ]);

  return {
    timeZone,
    today,
    retentionDays: ACTIVITY_RETENTION_DAYS,
    totals: {
      daysLearned: calendarDays.length,
      runs: calendarDays.reduce((sum, entry) => sum + entry.runs, 0),
      lessonsCompleted: lessons.length,
      secondsLearning: lessons.reduce((sum, lesson) => sum + Number(lesson.time_spent_seconds), 0),
    },
    calendar: { start, end: today, days: calendarDays },
    timePerLesson,
    runsPerDay: runsPerDay(runs, today, options.runWindow ?? DEFAULT_RUN_WINDOW),
    topDiagnostics: topDiagnostics(
      records.flatMap((record) => record.diagnostics),
      TOP_DIAGNOSTICS,
    ),
    mastery: masteryOf({ exercises, challengesAttempted, challengesPassed }),
    streaks: {
      current: studyStreak(learningDays, today),
      longest: history.reduce((longest, streak) => Math.max(longest, streak.days), 0),
      history,
    },
    assessment: assessmentResults(attempts),
  };
}
