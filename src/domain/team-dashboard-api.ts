import { teamIdSchema } from './team-api';
import { myAssignmentSchema } from './team-assignments-api';
import { teamRoles } from './teams';
import { z } from './zod';

/*
 * The team dashboard's answers (owner and managers): each person's figures, who is stuck on
 * which lesson, and one member's page. The figures follow the rules of the learner's own
 * dashboard (account-summary.ts, progress.ts), so a teacher reads what the learner reads.
 */

/** One person of the team with their figures: a row of the members table and of its CSV. */
export const memberStatsSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  lessonsDone: z.number().int(),
  exercisesPassed: z.number().int(),
  challengesCompleted: z.number().int(),
  /** XP, as the learner's profile counts it. */
  points: z.number().int(),
  /** Days in a row with some learning, in the learner's time zone. */
  streak: z.number().int(),
  /** Time invested in lessons, rounded minutes. */
  minutes: z.number().int(),
  /** The last lesson, check or challenge (ISO), or null before any. */
  lastActiveAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

/** GET /functions/v1/team-dashboard?teamId=: everyone in the team, with their figures. */
export const teamDashboardSchema = z.object({
  members: z.array(memberStatsSchema),
  /** The lessons of the C course, what lessonsDone is out of. */
  lessonsTotal: z.number().int(),
});
export type TeamDashboard = z.infer<typeof teamDashboardSchema>;

export const personRefSchema = z.object({ userId: z.string(), name: z.string() });

/** Someone who checked a lesson's exercise and has not passed it yet. */
export const stuckMemberSchema = personRefSchema.extend({
  failedChecks: z.number().int(),
  lastCheckedAt: z.string(),
});
export type StuckMember = z.infer<typeof stuckMemberSchema>;

export const teamLessonSchema = z.object({
  id: z.string(),
  /** Its place in the course, from 1. */
  number: z.number().int(),
  title: z.string(),
  /** Who passed the lesson's exercise, by name. */
  passed: z.array(personRefSchema),
  /** Who failed its checks and has not passed, the most failed checks first. */
  stuck: z.array(stuckMemberSchema),
});
export type TeamLesson = z.infer<typeof teamLessonSchema>;

/** GET /functions/v1/team-lessons?teamId=: each lesson of the C course in order. */
export const teamLessonsSchema = z.object({ lessons: z.array(teamLessonSchema) });
export type TeamLessons = z.infer<typeof teamLessonsSchema>;

export const exerciseStates = ['passed', 'stuck', 'not_started'] as const;
export type ExerciseState = (typeof exerciseStates)[number];

/** A lesson as one member has done it. */
export const memberLessonSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  /** When the lesson was completed, or null. */
  completedAt: z.string().nullable(),
  exercise: z.enum(exerciseStates),
  /** Checks that failed (before the pass, if there was one). */
  failedChecks: z.number().int(),
  passedAt: z.string().nullable(),
});
export type MemberLesson = z.infer<typeof memberLessonSchema>;

export const submittedCodeKinds = ['exercise', 'challenge'] as const;
export type SubmittedCodeKind = (typeof submittedCodeKinds)[number];

/** The last code a member submitted for an exercise or a challenge. */
export const submittedCodeSchema = z.object({
  kind: z.enum(submittedCodeKinds),
  /** The exercise's lesson id, or the challenge id. */
  targetId: z.string(),
  title: z.string(),
  code: z.string(),
  passed: z.boolean(),
  submittedAt: z.string(),
});
export type SubmittedCode = z.infer<typeof submittedCodeSchema>;

/** GET /functions/v1/team-member?teamId=&userId=: one member's page. */
export const teamMemberDetailSchema = z.object({
  member: memberStatsSchema,
  lessons: z.array(memberLessonSchema),
  /** The newest first. */
  submissions: z.array(submittedCodeSchema),
  /** The team's assignments with this member's status, the soonest due first. */
  assignments: z.array(myAssignmentSchema),
});
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

/** GET /functions/v1/team-dashboard-export?teamId=&format=csv: the members table as CSV text. */
export const membersCsvSchema = z.string();

export const teamDashboardQuerySchema = z.object({ teamId: teamIdSchema });

export const teamDashboardExportQuerySchema = z.object({
  teamId: teamIdSchema,
  format: z
    .enum(['csv'], { message: 'must be csv: /functions/v1/team-dashboard-export?format=csv' })
    .default('csv'),
});

export const teamMemberQuerySchema = z.object({
  teamId: teamIdSchema,
  userId: z
    .string({ message: 'is required: the id of a person in the team' })
    .trim()
    .min(1, 'is required: the id of a person in the team')
    .max(100, 'is not a user id'),
});
