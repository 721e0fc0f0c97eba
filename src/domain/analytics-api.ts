import { assessmentConceptSchema } from './assessment-content';
import { z } from './zod';

/**
 * GET /functions/v1/analytics: a Pro learner's learning analytics, built from the records the
 * server keeps of each run and check (activity_records, kept ACTIVITY_RETENTION_DAYS) and from
 * their progress. GET /functions/v1/analytics-export?format=csv|json: the records themselves.
 */

/** How long the server keeps the record of a run or check (documented in /privacy). */
export const ACTIVITY_RETENTION_DAYS = 365;

/** What a run's record says it ended as. */
export const runOutcomes = [
  'success',
  'compile_error',
  'runtime_error',
  'time_limit',
  'memory_limit',
  'output_limit',
] as const;
export type RunOutcome = (typeof runOutcomes)[number];

export const activityKinds = ['run', 'check', 'challenge', 'assessment'] as const;

export const activityRecordSchema = z.object({
  kind: z.enum(activityKinds),
  outcome: z.string(),
  errorKind: z.string().nullable(),
  courseId: z.string().nullable(),
  lessonId: z.string().nullable(),
  challengeId: z.string().nullable(),
  durationMs: z.number().int(),
  diagnostics: z.array(z.string()),
  createdAt: z.string(),
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

/** The 403 pro_required message a Free learner gets from the analytics calls. */
export const ANALYTICS_NEEDS_PRO =
  'Learning analytics are part of Pro: your activity calendar, time per lesson, runs and their outcomes, the compiler errors you meet most and your mastery of each concept. See the plans at /pricing.';

/** The export's formats: GET /functions/v1/analytics-export?format=csv|json. */
export const exportFormats = ['csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The windows of the runs-per-day chart: GET /functions/v1/analytics?days=30|90. */
export const runWindows = [30, 90] as const;
export type RunWindow = (typeof runWindows)[number];
export const DEFAULT_RUN_WINDOW: RunWindow = 30;

/** How many of the most met compiler errors the answer lists. */
export const TOP_DIAGNOSTICS = 8;

/** Runtime errors by signal, as a learner reads them; another kind is named as it comes. */
const RUNTIME_ERROR_LABELS: Record<string, string> = {
  SIGSEGV: 'Segmentation fault',
  SIGFPE: 'Arithmetic error',
  SIGABRT: 'Abort',
  SIGBUS: 'Bus error',
  SIGILL: 'Illegal instruction',
  SIGTRAP: 'Trap',
  SIGPIPE: 'Broken pipe',
  SIGSYS: 'Forbidden system call',
  SIGXFSZ: 'File too large',
  exit_code: 'Non-zero exit',
  sanitizer: 'Found by the sanitizers',
};

/**
 * A run's series in the runs-per-day chart: its outcome, and a runtime error's kind too
 * (`runtime_error:SIGSEGV`).
 */
export function runSeriesKey(outcome: string, errorKind: string | null): string {
  return outcome === 'runtime_error' ? `runtime_error:${errorKind ?? 'exit_code'}` : outcome;
}

const OUTCOME_LABELS: Record<string, string> = {
  success: 'Success',
  compile_error: 'Compile error',
  time_limit: 'Time limit',
  memory_limit: 'Memory limit',
  output_limit: 'Output limit',
};

/** "Runtime error: Segmentation fault (SIGSEGV)", "Compile error". */
export function runSeriesLabel(key: string): string {
  if (key.startsWith('runtime_error:')) {
    const kind = key.slice('runtime_error:'.length);
    const label = RUNTIME_ERROR_LABELS[kind];
    if (!label) return `Runtime error: ${kind}`;
    return kind.startsWith('SIG') ? `Runtime error: ${label} (${kind})` : `Runtime error: ${label}`;
  }
  return OUTCOME_LABELS[key] ?? key;
}

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One day of the activity calendar: only days with something learned are listed. */
export const calendarDaySchema = z.object({
  day,
  lessons: count,
  exercises: count,
  challenges: count,
  runs: count,
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const lessonTimeSchema = z.object({
  courseId: z.string(),
  lessonId: z.string(),
  title: z.string(),
  seconds: count,
});
export type LessonTime = z.infer<typeof lessonTimeSchema>;

export const runSeriesSchema = z.object({ key: z.string(), label: z.string() });
export type RunSeries = z.infer<typeof runSeriesSchema>;

export const runDaySchema = z.object({
  day,
  total: count,
  /** Runs by series key (runSeriesKey); a series without runs that day is left out. */
  counts: z.record(z.string(), count),
});
export type RunDay = z.infer<typeof runDaySchema>;

export const topDiagnosticSchema = z.object({
  /** The message with the names in quotes left out, so "'x' undeclared" and "'y' undeclared" are one. */
  pattern: z.string(),
  /** The last message met of this kind, as gcc wrote it. */
  example: z.string(),
  count,
  /** The lesson that explains it, when one does. */
  lesson: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type TopDiagnostic = z.infer<typeof topDiagnosticSchema>;

const passRate = z.object({ attempted: count, passed: count });

export const conceptMasterySchema = z.object({
  concept: assessmentConceptSchema,
  exercises: passRate,
  challenges: passRate,
});
export type ConceptMastery = z.infer<typeof conceptMasterySchema>;

export const streakSchema = z.object({ start: day, end: day, days: z.number().int().min(1) });
export type Streak = z.infer<typeof streakSchema>;

const score = z.object({ correct: count, total: count });

export const assessmentConceptResultSchema = z.object({
  concept: assessmentConceptSchema,
  /** The best share right over every graded attempt; null when no attempt had the concept. */
  best: score.nullable(),
  /** The last graded attempt's. */
  last: score.nullable(),
});
export type AssessmentConceptResult = z.infer<typeof assessmentConceptResultSchema>;

/** GET /functions/v1/analytics: a Pro learner's learning analytics. */
export const analyticsSchema = z.object({
  /** The learner's time zone, in which every day here is counted. */
  timeZone: z.string(),
  today: day,
  retentionDays: z.number().int(),
  totals: z.object({
    /** Days with a lesson, an exercise, a challenge or a run in the calendar's 12 months. */
    daysLearned: count,
    runs: count,
    lessonsCompleted: count,
    secondsLearning: count,
  }),
  calendar: z.object({ start: day, end: day, days: z.array(calendarDaySchema) }),
  timePerLesson: z.array(lessonTimeSchema),
  runsPerDay: z.object({
    days: z.number().int(),
    series: z.array(runSeriesSchema),
    /** Every day of the window, the oldest first. */
    rows: z.array(runDaySchema),
  }),
  topDiagnostics: z.array(topDiagnosticSchema),
  mastery: z.array(conceptMasterySchema),
  streaks: z.object({
    current: count,
    longest: count,
    /** Runs of consecutive learning days, the newest first. */
    history: z.array(streakSchema),
  }),
  assessment: z.object({
    attempts: count,
    bestPercent: z.number().int().nullable(),
    lastPercent: z.number().int().nullable(),
    concepts: z.array(assessmentConceptResultSchema),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** GET /functions/v1/analytics-export?format=json: the learner's own records, the oldest first. */
export const activityExportSchema = z.object({
  exportedAt: z.string(),
  retentionDays: z.number().int(),
  records: z.array(activityRecordSchema),
});
export type ActivityExport = z.infer<typeof activityExportSchema>;
