import { localDay } from '@domain/challenge-rules';
import { investedMinutes } from '@domain/course-progress';
import { studyStreak, XP_PER_EXERCISE, XP_PER_LESSON } from '@domain/progress';

/*
 * A learner's figures from their completions: the one home of these rules, for the learner's
 * own dashboard (summary.ts) and for their teachers' (teams/dashboard.ts), which counts a whole
 * class from rows read at once.
 */

export interface LessonRecord {
  completed_at: string;
  time_zone: string;
  time_spent_seconds: number;
}

export interface PassedExerciseRecord {
  first_passed_at: string;
  time_zone: string;
}

export interface ChallengeRecord {
  day: string;
  points: number;
}

/** A learner's completed lessons, passed exercises and completed challenges. */
export interface LearnerRecords {
  lessons: readonly LessonRecord[];
  exercises: readonly PassedExerciseRecord[];
  challenges: readonly ChallengeRecord[];
}

/*
 * Each completion counts on the day it had where it was made: a lesson or an exercise pass in
 * the zone it keeps, a challenge on its stored day. Picking another zone later moves no past
 * day, so it cannot bridge a missed one.
 */
const dayIn = (iso: string, zone: string) => localDay(new Date(iso), zone).day;

export const lessonDayOf = (lesson: LessonRecord): string =>
  dayIn(lesson.completed_at, lesson.time_zone);

export const exerciseDayOf = (exercise: PassedExerciseRecord): string =>
  dayIn(exercise.first_passed_at, exercise.time_zone);

/** The local days with some learning (each as often as something was completed on it). */
export function activeDaysOf(records: LearnerRecords): string[] {
  return [
    ...records.lessons.map(lessonDayOf),
    ...records.exercises.map(exerciseDayOf),
    ...records.challenges.map((challenge) => challenge.day),
  ];
}

/** Days in a row with some learning, up to today in the learner's zone. */
export function studyStreakOf(records: LearnerRecords, timeZone: string, now: Date): number {
  return studyStreak(activeDaysOf(records), localDay(now, timeZone).day);
}

/** What was completed on the local days `first` to `last` (YYYY-MM-DD, both included). */
export function figuresBetween(
  records: LearnerRecords,
  first: string,
  last: string,
): { lessons: number; exercises: number; challenges: number; minutes: number } {
  const within = (day: string) => day >= first && day <= last;
  const lessons = records.lessons.filter((lesson) => within(lessonDayOf(lesson)));
  return {
    lessons: lessons.length,
    exercises: records.exercises.filter((exercise) => within(exerciseDayOf(exercise))).length,
    challenges: records.challenges.filter((challenge) => within(challenge.day)).length,
    minutes: minutesOf({ lessons, exercises: [], challenges: [] }),
  };
}

/** XP: each lesson, each passed exercise and each challenge's points. */
export function xpOf(records: LearnerRecords): number {
  const points = records.challenges.reduce((sum, challenge) => sum + challenge.points, 0);
  return (
    points + records.lessons.length * XP_PER_LESSON + records.exercises.length * XP_PER_EXERCISE
  );
}

/** Time invested in lessons, in rounded minutes. */
export function minutesOf(records: LearnerRecords): number {
  return investedMinutes(records.lessons.map((lesson) => lesson.time_spent_seconds));
}
