import { addDays } from '@domain/progress';
import { ASSESSMENT_CONCEPTS } from '@domain/assessment-rules';
import type { Analytics, CalendarDay } from '@domain/analytics-api';

/*
 * Made-up analytics shown to Free learners, marked "Sample": what the page looks like with a
 * few weeks of learning. Nothing here is anyone's data.
 */

const TODAY = '2026-06-15';

/** A fixed pattern of learning days over the last 12 weeks, busier towards today. */
const calendarDays: CalendarDay[] = Array.from({ length: 84 }, (_, index) => {
  const day = addDays(TODAY, index - 83);
  const busy = (index * 7) % 11;
  return busy < 4 + Math.floor(index / 20)
    ? {
        day,
        lessons: index % 3 === 0 ? 1 : 0,
        exercises: index % 4 === 0 ? 1 : 0,
        challenges: index % 9 === 0 ? 1 : 0,
        runs: 2 + (busy % 6),
      }
    : null;
}).filter((entry): entry is CalendarDay => entry !== null);

const lessons = [
  ['c-001', 'Hello, World!', 1320],
  ['c-002', 'Variables and Data Types', 2460],
  ['c-003', 'Operators and Expressions', 2100],
  ['c-004', 'Control Flow: if/else and switch', 2820],
  ['c-005', 'Loops: for, while and do-while', 3360],
  ['c-006', 'Reading Input with scanf', 1980],
] as const;

const runRows = Array.from({ length: 30 }, (_, index) => {
  const day = addDays(TODAY, index - 29);
  const counts: Record<string, number> = {};
  if (index % 3 !== 1) {
    counts.success = 2 + (index % 5);
    if (index % 2 === 0) counts.compile_error = 1 + (index % 3);
    if (index % 7 === 0) counts['runtime_error:SIGSEGV'] = 1;
    if (index % 10 === 4) counts.time_limit = 1;
  }
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return { day, total, counts };
});

const mastery: Analytics['mastery'] = ASSESSMENT_CONCEPTS.map((concept, index) => {
  const attempted = index < 5 ? 2 : index < 7 ? 1 : 0;
  return {
    concept,
    exercises: { attempted, passed: Math.max(0, attempted - (index % 2)) },
    challenges: { attempted: index < 6 ? 3 : 0, passed: index < 6 ? 3 - (index % 3) : 0 },
  };
});

export const SAMPLE_ANALYTICS: Analytics = {
  timeZone: 'UTC',
  today: TODAY,
  retentionDays: 365,
  totals: {
    daysLearned: calendarDays.length,
    runs: calendarDays.reduce((sum, entry) => sum + entry.runs, 0),
    lessonsCompleted: lessons.length,
    secondsLearning: lessons.reduce((sum, [, , seconds]) => sum + seconds, 0),
  },
  calendar: { start: addDays(TODAY, -364), end: TODAY, days: calendarDays },
  timePerLesson: lessons.map(([lessonId, title, seconds]) => ({
    courseId: 'c-programming',
    lessonId,
    title,
    seconds,
  })),
  runsPerDay: {
    days: 30,
    series: [
      { key: 'success', label: 'Success' },
      { key: 'compile_error', label: 'Compile error' },
      { key: 'runtime_error:SIGSEGV', label: 'Runtime error: Segmentation fault (SIGSEGV)' },
      { key: 'time_limit', label: 'Time limit' },
    ],
    rows: runRows,
  },
  topDiagnostics: [
    {
      pattern: "expected ';' before '…'",
      example: "expected ';' before 'return'",
      count: 9,
      lesson: { id: 'c-001', title: 'Hello, World!' },
    },
    {
      pattern: "'…' undeclared (first use in this function)",
      example: "'count' undeclared (first use in this function)",
      count: 6,
      lesson: { id: 'c-002', title: 'Variables and Data Types' },
    },
    {
      pattern: "implicit declaration of function '…'",
      example: "implicit declaration of function 'prinf'",
      count: 3,
      lesson: { id: 'c-001', title: 'Hello, World!' },
    },
  ],
  mastery,
  streaks: {
    current: 4,
    longest: 9,
    history: [
      { start: '2026-06-12', end: '2026-06-15', days: 4 },
      { start: '2026-05-20', end: '2026-05-28', days: 9 },
      { start: '2026-05-02', end: '2026-05-04', days: 3 },
    ],
  },
  assessment: {
    attempts: 0,
    bestPercent: null,
    lastPercent: null,
    concepts: ASSESSMENT_CONCEPTS.map((concept) => ({ concept, best: null, last: null })),
  },
};
