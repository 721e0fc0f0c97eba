/*
 * Progress figures shown on the dashboard and the profile: XP, levels, streaks and
 * achievements. The server computes them from what a learner has completed.
 */

export const XP_PER_LESSON = 10;
/** A lesson's exercise, passed the first time, is worth more than reading the lesson. */
export const XP_PER_EXERCISE = 20;
export const XP_PER_LEVEL = 250;

export type LevelTitle = 'Beginner' | 'Intermediate' | 'Advanced';

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
  firstExercise: {
    id: 'first-exercise',
    title: 'Problem Solver',
    description: 'Passed your first lesson exercise.',
  },
  firstChallenge: {
    id: 'first-challenge',
    title: 'Challenger',
    description: 'Solved your first daily challenge.',
  },
  streak3: {
    id: 'streak-3',
    title: 'Bronze Streak',
    description: 'Learned three days in a row.',
  },
  streak7: { id: 'streak-7', title: 'Silver Streak', description: 'Learned seven days in a row.' },
} as const satisfies Record<string, Achievement>;

export function achievementsFor(figures: {
  lessonsCompleted: number;
  exercisesPassed: number;
  challengesCompleted: number;
  studyStreakDays: number;
}): Achievement[] {
  const earned: Achievement[] = [];
  if (figures.lessonsCompleted >= 1) earned.push(ACHIEVEMENTS.firstLesson);
  if (figures.lessonsCompleted >= 5) earned.push(ACHIEVEMENTS.fiveLessons);
  if (figures.exercisesPassed >= 1) earned.push(ACHIEVEMENTS.firstExercise);
  if (figures.challengesCompleted >= 1) earned.push(ACHIEVEMENTS.firstChallenge);
  if (figures.studyStreakDays >= 3) earned.push(ACHIEVEMENTS.streak3);
  if (figures.studyStreakDays >= 7) earned.push(ACHIEVEMENTS.streak7);
  return earned;
}

export interface ActivityItem {
  kind: 'lesson' | 'exercise' | 'challenge';
  title: string;
  /** ISO time. */
  at: string;
  points: number;
}

export interface CourseProgressSummary {
  courseId: string;
  name: string;
  completed: number;
  total: number;
  percent: number;
}

/** GET /functions/v1/account-summary: the signed-in learner's figures. */
export interface AccountSummary {
  languagesLearning: number;
  /** Completed lessons over the lessons of the courses started, rounded percent. */
  totalProgressPercent: number;
  studyStreakDays: number;
  timeInvestedMinutes: number;
  /** Local days in a row with today's daily challenge completed (SPEC's daily streak). */
  dailyStreakDays: number;
  lessonsCompleted: number;
  exercisesPassed: number;
  challengesCompleted: number;
  xp: number;
  level: number;
  levelTitle: LevelTitle;
  courses: CourseProgressSummary[];
  recentActivity: ActivityItem[];
  achievements: Achievement[];
  memberSince: string;
}

/** "2 h 5 min", "45 min", "0 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
