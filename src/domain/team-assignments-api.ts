import { PRACTICE_ID } from './challenge-rules';
import { LESSON_ID } from './course-content';
import { teamIdSchema } from './team-api';
import { assignmentStatuses } from './team-assignments';
import { assignmentKinds } from './teams';
import { z } from './zod';

/*
 * The team assignment calls' bodies and answers (the Enterprise plan), checked by the server and
 * parsed by the web app with the same schemas. The rules behind them are in team-assignments.ts.
 */

const assignmentIdSchema = z
  .string({ message: "is required: the id of one of the team's assignments" })
  .trim()
  .min(1, "is required: the id of one of the team's assignments")
  .max(100, 'is not an assignment id');

/**
 * POST /functions/v1/team-assignments. The target is a lesson id of the C course (lesson,
 * exercise) or a practice challenge id; whether it exists, and whether the due date is still
 * ahead, the server checks against its content and its clock.
 */
export const assignmentCreateRequestSchema = z
  .object({
    teamId: teamIdSchema,
    kind: z.enum(assignmentKinds, { message: 'must be lesson, exercise or challenge' }),
    targetId: z
      .string({ message: 'is required: the lesson or challenge to assign' })
      .trim()
      .min(1, 'is required: the lesson or challenge to assign')
      .max(100, 'is not a lesson or challenge id'),
    dueAt: z
      .string({ message: 'is required: the due date and time' })
      .trim()
      .pipe(
        z.iso.datetime({
          offset: true,
          message: 'must be a date and time with its zone, such as 2026-12-01T17:00:00Z',
        }),
      )
      .transform((value) => new Date(value).toISOString()),
  })
  .superRefine((body, context) => {
    const lessonKind = body.kind !== 'challenge';
    if (lessonKind && !LESSON_ID.test(body.targetId)) {
      context.addIssue({
        code: 'custom',
        path: ['targetId'],
        message: 'must be a lesson id such as c-001',
      });
    }
    if (!lessonKind && !PRACTICE_ID.test(body.targetId)) {
      context.addIssue({
        code: 'custom',
        path: ['targetId'],
        message: 'must be a practice challenge id such as practice-001',
      });
    }
  });
export type AssignmentCreateRequest = z.input<typeof assignmentCreateRequestSchema>;

/** GET /functions/v1/team-assignment-status?teamId=&assignmentId= */
export const assignmentStatusQuerySchema = z.object({
  teamId: teamIdSchema,
  assignmentId: assignmentIdSchema,
});

/** DELETE /functions/v1/team-assignments `{ teamId, assignmentId }` */
export const assignmentDeleteRequestSchema = assignmentStatusQuerySchema;

const countsSchema = z.object({
  done: z.number().int(),
  late: z.number().int(),
  notStarted: z.number().int(),
});

/** One assignment of a team, with how many of its members are at each status. */
export const assignmentSchema = z.object({
  id: z.string(),
  kind: z.enum(assignmentKinds),
  targetId: z.string(),
  title: z.string(),
  dueAt: z.string(),
  createdAt: z.string(),
  counts: countsSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentsAnswerSchema = z.array(assignmentSchema);

/** One member's status of an assignment; completedAt is their first completion, if any. */
export const assignmentStatusSchema = z.object({
  userId: z.string(),
  name: z.string(),
  status: z.enum(assignmentStatuses),
  completedAt: z.string().nullable(),
});
export type AssignmentMemberStatus = z.infer<typeof assignmentStatusSchema>;
export const assignmentStatusesAnswerSchema = z.array(assignmentStatusSchema);

/** GET /functions/v1/my-assignments: the caller's assignments across the teams they are a member of. */
export const myAssignmentSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  kind: z.enum(assignmentKinds),
  targetId: z.string(),
  title: z.string(),
  /** Where the web app opens it: the lesson's page, or /challenge for a challenge. */
  link: z.string(),
  /** A challenge's time limit in minutes (what /challenge starts it with); null otherwise. */
  timeLimit: z.number().int().nullable(),
  dueAt: z.string(),
  status: z.enum(assignmentStatuses),
  completedAt: z.string().nullable(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentsAnswerSchema = z.array(myAssignmentSchema);
