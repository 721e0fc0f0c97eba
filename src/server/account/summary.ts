import type { Kysely, NotNull } from 'kysely';
import { cCourse, courses } from '@content/course-c';
import { practiceChallenges } from '@content/practice-challenges';
import {
  achievementsEarned,
  levelFor,
  studyStreak,
  XP_PER_EXERCISE,
  XP_PER_LESSON,
  type AccountSummary,
  type ActivityItem,
  type CourseProgressSummary,
  type LearningEvent,
} from '@domain/progress';
import { findChallenge } from '@content/challenges';
import { lessonToContinue } from '@domain/course-progress';
import { monthOfDay, practiceChallengesInMonth } from '@domain/billing';
import { localDay } from '@domain/challenge-rules';
import { exerciseDayOf, lessonDayOf, minutesOf, studyStreakOf, xpOf } from './learner-figures';
import { learnerTimeZone } from './time-zone';
import type { Database } from '../db/schema';

const RECENT_ACTIVITY = 5;

/** A daily or practice challenge's title, or its id if it is no longer in the content. */
export function challengeTitleOf(challengeId: string): string {
  return (
    findChallenge(challengeId)?.title ??
    practiceChallenges.find((challenge) => challenge.id === challengeId)?.title ??
    challengeId
  );
}

/** Everything a learner has completed: lessons, passed exercises and challenges. */
export async function learnerRecordsOf(db: Kysely<Database>, userId: string) {
  const [lessons, exercises, challenges] = await Promise.all([
    db.selectFrom('lesson_completions').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('exercise_completions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('first_passed_at', 'is not', null)
      .$narrowType<{ first_passed_at: NotNull }>()
      .execute(),
    db.selectFrom('challenge_completions').selectAll().where('user_id', '=', userId).execute(),
  ]);
  return { lessons, exercises, challenges };
}

export type LearnerRecordRows = Awaited<ReturnType<typeof learnerRecordsOf>>;

/** The dashboard's and profile's figures, from what the learner has completed. */
export async function accountSummary(
  db: Kysely<Database>,
  userId: string,
  memberSince: string,
  now = new Date(),
  /** The learner's records, when the caller has read them already. */
  known?: LearnerRecordRows,
): Promise<AccountSummary> {
  const [progress, { lessons, exercises, challenges }] = await Promise.all([
    db.selectFrom('course_progress').selectAll().where('user_id', '=', userId).execute(),
    known ?? learnerRecordsOf(db, userId),
  ]);

  const courseSummaries = progress.map((record): CourseProgressSummary => {
    const course = courses.find((candidate) => candidate.id === record.course_id);
    const done = lessons
      .filter((lesson) => lesson.course_id === record.course_id)
      .map((lesson) => lesson.lesson_id);
    const completed = done.length;
    const total = course?.totalLessons ?? Math.max(completed, 1);
    const lessonIds = course?.lessons.map((lesson) => lesson.id) ?? [];
    const nextId = lessonToContinue(lessonIds, record.current_lesson_id, done);
    const nextIndex = nextId === null ? -1 : lessonIds.indexOf(nextId);
    const next = course?.lessons[nextIndex];
    return {
      courseId: record.course_id,
      name: course?.name ?? record.course_id,
      completed,
      total,
      percent: Math.round((completed / total) * 100),
      lastAccessedAt: record.last_accessed_at,
      nextLesson: next ? { id: next.id, number: nextIndex + 1, title: next.title } : null,
    };
  });
  const totalLessons = courseSummaries.reduce((sum, course) => sum + course.total, 0);
  const completedLessons = courseSummaries.reduce((sum, course) => sum + course.completed, 0);

  const timeZone = await learnerTimeZone(db, userId);
  const records = { lessons, exercises, challenges };
  const today = localDay(now, timeZone).day;
  const streak = studyStreakOf(records, timeZone, now);
  const dailyStreak = studyStreak(
    challenges
      .filter((challenge) => challenge.challenge_id.startsWith('daily-'))
      .map((challenge) => challenge.day),
    today,
  );
  const xp = xpOf(records);
  const { level, title } = levelFor(xp);

  const lessonTitle = (courseId: string, lessonId: string) =>
    courses
      .find((course) => course.id === courseId)
      ?.lessons.find((lesson) => lesson.id === lessonId)?.title ?? lessonId;
  const events: (LearningEvent & { points: number })[] = [
    ...lessons.map((lesson) => ({
      kind: 'lesson' as const,
      id: lesson.lesson_id,
      title: `Completed "${lessonTitle(lesson.course_id, lesson.lesson_id)}"`,
      at: lesson.completed_at,
      day: lessonDayOf(lesson),
      points: XP_PER_LESSON,
    })),
    ...exercises.map((exercise) => ({
      kind: 'exercise' as const,
      id: exercise.lesson_id,
      title: `Passed the exercise of "${lessonTitle(exercise.course_id, exercise.lesson_id)}"`,
      at: exercise.first_passed_at,
      day: exerciseDayOf(exercise),
      points: XP_PER_EXERCISE,
    })),
    ...challenges.map((challenge) => ({
      kind: 'challenge' as const,
      id: challenge.challenge_id,
      title: `Solved "${challengeTitleOf(challenge.challenge_id)}"`,
      at: challenge.completed_at,
      day: challenge.day,
      points: challenge.points,
    })),
  ];
  const activity: ActivityItem[] = [...events]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ACTIVITY)
    .map(({ kind, title, at, points }) => ({ kind, title, at, points }));

  return {
    languagesLearning: progress.length,
    totalProgressPercent:
      totalLessons === 0 ? 0 : Math.round((completedLessons / totalLessons) * 100),
    studyStreakDays: streak,
    timeInvestedMinutes: minutesOf(records),
    dailyStreakDays: dailyStreak,
    lessonsCompleted: lessons.length,
    exercisesPassed: exercises.length,
    challengesCompleted: challenges.length,
    practiceChallengesThisMonth: practiceChallengesInMonth(challenges, monthOfDay(today)),
    xp,
    level,
    levelTitle: title,
    courses: courseSummaries,
    recentActivity: activity,
    achievements: achievementsEarned(events, cCourse.totalLessons),
    memberSince,
  };
}
