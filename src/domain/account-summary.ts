import { LEVEL_TITLES } from './progress';
import { z } from './zod';

/*
 * GET /functions/v1/account-summary: the signed-in learner's figures on the dashboard and the
 * profile. The server types its answer with this schema and the web app parses it with it; the
 * rules behind the figures (XP, levels, streaks, achievements) are in progress.ts.
 */

/** An achievement with the moment it was earned and the activity that earned it. */
export const earnedAchievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  earnedAt: z.string(),
  source: z.string(),
});
export type EarnedAchievement = z.infer<typeof earnedAchievementSchema>;

export const activityItemSchema = z.object({
  kind: z.enum(['lesson', 'exercise', 'challenge']),
  title: z.string(),
  /** ISO time. */
  at: z.string(),
  points: z.number(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** A lesson as the dashboard names it: "lesson 2", its title, and its id for the link. */
export const lessonReferenceSchema = z.object({
  id: z.string(),
  /** Its place in the course, from 1. */
  number: z.number(),
  title: z.string(),
});
export type LessonReference = z.infer<typeof lessonReferenceSchema>;

export const courseProgressSummarySchema = z.object({
  courseId: z.string(),
  name: z.string(),
  completed: z.number(),
  total: z.number(),
  percent: z.number(),
  /** The last time the learner moved in the course (ISO). */
  lastAccessedAt: z.string(),
  /** The lesson to go on with (lessonToContinue), or null once every lesson is completed. */
  nextLesson: lessonReferenceSchema.nullable(),
});
export type CourseProgressSummary = z.infer<typeof courseProgressSummarySchema>;

export const accountSummarySchema = z.object({
  languagesLearning: z.number(),
  /** Completed lessons over the lessons of the courses started, rounded percent. */
  totalProgressPercent: z.number(),
  studyStreakDays: z.number(),
  /** Rounded minutes of every completed lesson's seconds, as the server measured them. */
  timeInvestedMinutes: z.number(),
  /** Local days in a row with today's daily challenge completed (SPEC's daily streak). */
  dailyStreakDays: z.number(),
  lessonsCompleted: z.number(),
  exercisesPassed: z.number(),
  challengesCompleted: z.number(),
  /**
   * Distinct practice challenges completed this calendar month in the learner's time zone:
   * what the Free plan's monthly limit counts (practiceChallengesLeft in domain/billing).
   */
  practiceChallengesThisMonth: z.number(),
  xp: z.number(),
  level: z.number(),
  levelTitle: z.enum(LEVEL_TITLES),
  courses: z.array(courseProgressSummarySchema),
  recentActivity: z.array(activityItemSchema),
  achievements: z.array(earnedAchievementSchema),
  memberSince: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
