import type { Kysely } from 'kysely';
import { myAssignments } from './assignments';
import { cCourseOutline } from '@content/courses/c/outline';
import type { TeamMember } from '@domain/team-api';
import type {
  MemberLesson,
  MemberStats,
  StuckMember,
  SubmittedCode,
  TeamLessons,
  TeamMemberDetail,
} from '@domain/team-dashboard-api';
import { minutesOf, studyStreakOf, xpOf } from '../account/learner-figures';
import { challengeTitleOf } from '../account/summary';
import { timeZoneOfStoredPreferences } from '../account/time-zone';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { membersOf } from './members';

/*
 * The team dashboard (owner and managers; callers check access first with managedTeamOf). A
 * class of hundreds is counted from a few queries of the whole team's rows, each person's figures
 * then by the same rules as their own dashboard (account/learner-figures.ts).
 */

type Db = Kysely<Database>;

const COURSE_ID = cCourseOutline.id;
const lessonsOfCourse = cCourseOutline.lessons;

function teamUserIds(db: Db, teamId: string) {
  return db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId);
}

/** Whose rows to read: everyone in a team, or the people listed. */
type Users = ReturnType<typeof teamUserIds> | readonly string[];

/** Every row the figures are counted from, for all `users` at once. */
async function rowsOf(db: Db, users: Users) {
  const [lessons, exercises, challenges, progress, settings] = await Promise.all([
    db
      .selectFrom('lesson_completions')
      .select([
        'user_id',
        'course_id',
        'lesson_id',
        'completed_at',
        'time_zone',
        'time_spent_seconds',
      ])
      .where('user_id', 'in', users)
      .execute(),
    db
      .selectFrom('exercise_completions')
      .select([
        'user_id',
        'course_id',
        'lesson_id',
        'attempts',
        'first_passed_at',
        'time_zone',
        'last_checked_at',
      ])
      .where('user_id', 'in', users)
      .execute(),
    db
      .selectFrom('challenge_completions')
      .select(['user_id', 'day', 'points', 'completed_at'])
      .where('user_id', 'in', users)
      .execute(),
    db
      .selectFrom('course_progress')
      .select(['user_id', 'last_accessed_at'])
      .where('user_id', 'in', users)
      .execute(),
    db
      .selectFrom('user_settings')
      .select(['user_id', 'preferences'])
      .where('user_id', 'in', users)
      .execute(),
  ]);
  return { lessons, exercises, challenges, progress, settings };
}

type Rows = Awaited<ReturnType<typeof rowsOf>>;

function groupBy<Row extends { user_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.user_id);
    if (group) group.push(row);
    else groups.set(row.user_id, [row]);
  }
  return groups;
}

function latest(times: Iterable<string>): string | null {
  let last: string | null = null;
  for (const time of times) if (last === null || time > last) last = time;
  return last;
}

/** Each person's figures, in the order of `people`. */
function statsOf(people: readonly TeamMember[], rows: Rows, now: Date): MemberStats[] {
  const lessons = groupBy(rows.lessons);
  const exercises = groupBy(rows.exercises);
  const challenges = groupBy(rows.challenges);
  const progress = groupBy(rows.progress);
  const preferences = new Map(rows.settings.map((row) => [row.user_id, row.preferences]));
  return people.map((person): MemberStats => {
    const checked = exercises.get(person.userId) ?? [];
    const records = {
      lessons: lessons.get(person.userId) ?? [],
      exercises: checked.flatMap(({ first_passed_at, time_zone }) =>
        first_passed_at === null ? [] : [{ first_passed_at, time_zone }],
      ),
      challenges: challenges.get(person.userId) ?? [],
    };
    const timeZone = timeZoneOfStoredPreferences(preferences.get(person.userId));
    return {
      ...person,
      lessonsDone: records.lessons.length,
      exercisesPassed: records.exercises.length,
      challengesCompleted: records.challenges.length,
      points: xpOf(records),
      streak: studyStreakOf(records, timeZone, now),
      minutes: minutesOf(records),
      lastActiveAt: latest([
        ...records.lessons.map((lesson) => lesson.completed_at),
        ...checked.map((exercise) => exercise.last_checked_at),
        ...records.challenges.map((challenge) => challenge.completed_at),
        ...(progress.get(person.userId) ?? []).map((course) => course.last_accessed_at),
      ]),
    };
  });
}

/** Everyone in the team (owner and managers too, with their roles) and their figures. */
export async function memberStats(
  db: Db,
  teamId: string,
  now = new Date(),
): Promise<MemberStats[]> {
  const [people, rows] = await Promise.all([
    membersOf(db, teamId),
    rowsOf(db, teamUserIds(db, teamId)),
  ]);
  return statsOf(people, rows, now);
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Each lesson of the C course in order: who passed its exercise, and who is stuck on it. */
export async function teamLessons(db: Db, teamId: string): Promise<TeamLessons> {
  const [people, exercises] = await Promise.all([
    membersOf(db, teamId),
    db
      .selectFrom('exercise_completions')
      .select(['user_id', 'lesson_id', 'attempts', 'first_passed_at', 'last_checked_at'])
      .where('course_id', '=', COURSE_ID)
      .where('user_id', 'in', teamUserIds(db, teamId))
      .execute(),
  ]);
  const names = new Map(people.map((person) => [person.userId, person.name]));
  const byLesson = new Map<string, typeof exercises>();
  for (const row of exercises) {
    byLesson.set(row.lesson_id, [...(byLesson.get(row.lesson_id) ?? []), row]);
  }
  return {
    lessons: lessonsOfCourse.map((lesson, index) => {
      const rows = (byLesson.get(lesson.id) ?? []).filter((row) => names.has(row.user_id));
      const person = (row: (typeof rows)[number]) => ({
        userId: row.user_id,
        name: names.get(row.user_id)!,
      });
      const stuck: StuckMember[] = rows
        .filter((row) => row.first_passed_at === null)
        .map((row) => ({
          ...person(row),
          failedChecks: row.attempts,
          lastCheckedAt: row.last_checked_at,
        }))
        .sort((a, b) => b.failedChecks - a.failedChecks || byName(a, b));
      return {
        id: lesson.id,
        number: index + 1,
        title: lesson.title,
        passed: rows
          .filter((row) => row.first_passed_at !== null)
          .map(person)
          .sort(byName),
        stuck,
      };
    }),
  };
}

/** The code a person last submitted for each exercise and challenge, the newest first. */
async function submissionsOf(db: Db, userId: string): Promise<SubmittedCode[]> {
  const rows = await db
    .selectFrom('submitted_code')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .execute();
  const lessonTitle = (lessonId: string) =>
    lessonsOfCourse.find((lesson) => lesson.id === lessonId)?.title ?? lessonId;
  return rows.map((row) => ({
    kind: row.kind,
    targetId: row.target_id,
    title: row.kind === 'exercise' ? lessonTitle(row.target_id) : challengeTitleOf(row.target_id),
    code: row.code,
    passed: row.passed === 1,
    submittedAt: row.submitted_at,
  }));
}

function lessonsOfMember(rows: Rows): MemberLesson[] {
  const completed = new Map(
    rows.lessons
      .filter((row) => row.course_id === COURSE_ID)
      .map((row) => [row.lesson_id, row.completed_at]),
  );
  const checked = new Map(
    rows.exercises.filter((row) => row.course_id === COURSE_ID).map((row) => [row.lesson_id, row]),
  );
  return lessonsOfCourse.map((lesson, index) => {
    const exercise = checked.get(lesson.id);
    const passedAt = exercise?.first_passed_at ?? null;
    return {
      id: lesson.id,
      number: index + 1,
      title: lesson.title,
      completedAt: completed.get(lesson.id) ?? null,
      exercise: !exercise ? 'not_started' : passedAt ? 'passed' : 'stuck',
      // attempts counts the checks up to and with the first pass.
      failedChecks: !exercise ? 0 : passedAt ? exercise.attempts - 1 : exercise.attempts,
      passedAt,
    };
  });
}

/** A member's page: their figures, each lesson, and their last submitted code; 404 outside the team. */
export async function memberDetail(
  db: Db,
  teamId: string,
  userId: string,
  now = new Date(),
): Promise<TeamMemberDetail> {
  const person = (await membersOf(db, teamId)).find((member) => member.userId === userId);
  if (!person) {
    throw new HttpError(
      404,
      'member_not_found',
      'This person is not in this team. Open the members list to find who is.',
    );
  }
  const rows = await rowsOf(db, [userId]);
  const [member] = statsOf([person], rows, now);
  return {
    member: member!,
    lessons: lessonsOfMember(rows),
    submissions: await submissionsOf(db, userId),
    assignments: (await myAssignments(db, userId, now)).filter(
      (assignment) => assignment.teamId === teamId,
    ),
  };
}
