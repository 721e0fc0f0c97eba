import type { EarnedAchievement } from './account-summary';

/*
 * Progress figures shown on the dashboard and the profile: XP, levels, streaks and
 * achievements. The server computes them from what a learner has completed.
 */

/*
 * XP: a completed lesson 10, a passed exercise 20, a challenge its points (50, 75 or 100).
 * Levels: Level 1 at 0 XP and one level more every 250 XP; titles Beginner (levels 1-4),
 * Intermediate (5-9) and Advanced (10 and up).
 */
export const XP_PER_LESSON = 10;
/** A lesson's exercise, passed the first time, is worth more than reading the lesson. */
export const XP_PER_EXERCISE = 20;
export const XP_PER_LEVEL = 250;

export const LEVEL_TITLES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type LevelTitle = (typeof LEVEL_TITLES)[number];

/** Level 1 at 0 XP, one level more every XP_PER_LEVEL points. */
export function levelFor(xp: number): { level: number; title: LevelTitle } {
  const level = Math.floor(Math.max(0, xp) / XP_PER_LEVEL) + 1;
  const title: LevelTitle = level >= 10 ? 'Advanced' : level >= 5 ? 'Intermediate' : 'Beginner';
  return { level, title };
}

/** SPEC §9 streak badges; none below 3 days. */
export const STREAK_BADGES = [
  { days: 30, name: 'Diamond' },
  { days: 14, name: 'Gold' },
  { days: 7, name: 'Silver' },
  { days: 3, name: 'Bronze' },
] as const;
export type StreakBadge = (typeof STREAK_BADGES)[number]['name'];

export function streakBadge(days: number): StreakBadge | null {
  return STREAK_BADGES.find((badge) => days >= badge.days)?.name ?? null;
}

/** `day` (YYYY-MM-DD) moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD of a date in UTC. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Days in a row with some learning, counted back from today (or from yesterday, so a streak
 * is not lost before today's work is done). Days are YYYY-MM-DD in the learner's own time zone:
 * a streak survives midnight UTC and breaks only after a whole missed local day.
 */
export function studyStreak(activeDays: Iterable<string>, today: string): number {
  const days = new Set(activeDays);
  const cursor = new Date(`${today}T00:00:00Z`);
  if (!days.has(dayOf(cursor))) cursor.setUTCDate(cursor.getUTCDate() - 1);
  let streak = 0;
  while (days.has(dayOf(cursor))) {
    streak += 1;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return streak;
}

// The account-summary answer's types, for the pages that show it without loading zod.
export type {
  AccountSummary,
  ActivityItem,
  CourseProgressSummary,
  EarnedAchievement,
  LessonReference,
} from './account-summary';

export interface Achievement {
  id: string;
  title: string;
  description: string;
}

export const ACHIEVEMENTS = {
  firstLesson: {
    id: 'first-lesson',
    title: 'First Steps',
    description: 'Completed your first lesson.',
  },
  fiveLessons: {
    id: 'five-lessons',
    title: 'Getting Going',
    description: 'Completed five lessons.',
  },
  courseHalfway: {
    id: 'course-halfway',
    title: 'Halfway There',
    description: 'Completed half of a course.',
  },
  courseComplete: {
    id: 'course-complete',
    title: 'Course Graduate',
    description: 'Completed every lesson of a course.',
  },
  firstExercise: {
    id: 'first-exercise',
    title: 'Problem Solver',
    description: 'Passed your first lesson exercise.',
  },
  firstChallenge: {
    id: 'first-challenge',
    title: 'Challenger',
    description: 'Solved your first challenge.',
  },
  tenChallenges: {
    id: 'ten-challenges',
    title: 'Challenge Hunter',
    description: 'Solved ten challenges.',
  },
  allDailies: {
    id: 'all-dailies',
    title: 'Daily Regular',
    description: 'Solved each of the three daily challenges.',
  },
  streak3: { id: 'streak-3', title: 'Bronze Streak', description: 'Learned 3 days in a row.' },
  streak7: { id: 'streak-7', title: 'Silver Streak', description: 'Learned 7 days in a row.' },
  streak14: { id: 'streak-14', title: 'Gold Streak', description: 'Learned 14 days in a row.' },
  streak30: {
    id: 'streak-30',
    title: 'Diamond Streak',
    description: 'Learned 30 days in a row.',
  },
} as const satisfies Record<string, Achievement>;

/** Something the learner did, as the achievements read it. */
export interface LearningEvent {
  kind: 'lesson' | 'exercise' | 'challenge';
  /** The lesson or challenge id. */
  id: string;
  /** ISO time it happened. */
  at: string;
  /** The learner's local day (YYYY-MM-DD) it happened on. */
  day: string;
  /** How the activity list names it: 'Completed "Pointers"'. */
  title: string;
}

/** The first day on which `days` (sorted, distinct) had run `length` days in a row, or null. */
function dayRunReaches(days: string[], length: number): string | null {
  let run = 0;
  let previous: number | null = null;
  for (const day of days) {
    const time = Date.parse(`${day}T00:00:00Z`);
    run = previous !== null && time - previous === 24 * 3600 * 1000 ? run + 1 : 1;
    previous = time;
    if (run >= length) return day;
  }
  return null;
}

/**
 * Every achievement the events earn, each dated by the event that earned it (the fifth lesson
 * for "five lessons", the last day of the first long-enough run for a streak).
 */
export function achievementsEarned(
  events: LearningEvent[],
  courseLessons: number,
): EarnedAchievement[] {
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  const earned: EarnedAchievement[] = [];
  const nth = (kind: LearningEvent['kind'], n: number) =>
    sorted.filter((event) => event.kind === kind)[n - 1];
  const add = (achievement: Achievement, event: LearningEvent | undefined) => {
    if (event) earned.push({ ...achievement, earnedAt: event.at, source: event.title });
  };
  add(ACHIEVEMENTS.firstLesson, nth('lesson', 1));
  add(ACHIEVEMENTS.fiveLessons, nth('lesson', 5));
  add(ACHIEVEMENTS.courseHalfway, nth('lesson', Math.ceil(courseLessons / 2)));
  add(ACHIEVEMENTS.courseComplete, nth('lesson', courseLessons));
  add(ACHIEVEMENTS.firstExercise, nth('exercise', 1));
  add(ACHIEVEMENTS.firstChallenge, nth('challenge', 1));
  add(ACHIEVEMENTS.tenChallenges, nth('challenge', 10));
  const dailies = ['daily-001', 'daily-002', 'daily-003'].map((id) =>
    sorted.find((event) => event.kind === 'challenge' && event.id === id),
  );
  if (dailies.every(Boolean)) {
    add(ACHIEVEMENTS.allDailies, [...dailies].sort((a, b) => a!.at.localeCompare(b!.at)).at(-1));
  }
  const days = [...new Set(sorted.map((event) => event.day))].sort();
  for (const [length, achievement] of [
    [3, ACHIEVEMENTS.streak3],
    [7, ACHIEVEMENTS.streak7],
    [14, ACHIEVEMENTS.streak14],
    [30, ACHIEVEMENTS.streak30],
  ] as const) {
    const day = dayRunReaches(days, length);
    add(
      achievement,
      sorted.find((event) => event.day === day),
    );
  }
  return earned.sort((a, b) => a.earnedAt.localeCompare(b.earnedAt));
}

/** "2 h 5 min", "45 min", "0 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
