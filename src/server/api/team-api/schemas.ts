import { z } from '@domain/zod';

/*
 * The team API's own schemas: what its calls take and the answers no other module defines.
 * The members' and assignments' answers are the dashboard's and the assignments' own schemas.
 */

const idParam = (what: string) =>
  z
    .string({ message: `is required: the id of ${what}` })
    .trim()
    .min(1, `is required: the id of ${what}`)
    .max(100, `is not the id of ${what}`);

export const memberParamsSchema = z.object({
  userId: idParam('a member of your team').describe("The member's id (`userId` in the lists)."),
});

export const assignmentParamsSchema = z.object({
  assignmentId: idParam("one of your team's assignments").describe(
    "The assignment's id (`id` in GET /api/v1/assignments).",
  ),
});

export const teamApiTeamSchema = z.object({
  id: z.string().describe("The team's id."),
  name: z.string().describe("The team's name."),
  seats: z.number().int().describe('Seats the Enterprise subscription pays for.'),
  seatsUsed: z.number().int().describe('Seats taken: everyone in the team but its owner.'),
  active: z
    .boolean()
    .describe("Whether the owner's Enterprise subscription is active (members have Pro)."),
});
export type TeamApiTeam = z.infer<typeof teamApiTeamSchema>;

export const lessonProgressSchema = z.object({
  courseId: z.string().describe('The course, such as c-programming.'),
  lessonId: z.string().describe('The lesson, such as c-001.'),
  title: z.string().describe("The lesson's title."),
  completedAt: z
    .string()
    .nullable()
    .describe('When the member first completed the lesson (ISO 8601), or null.'),
  exercisePassedAt: z
    .string()
    .nullable()
    .describe("When the member first passed the lesson's exercise (ISO 8601), or null."),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const memberProgressSchema = z.object({
  userId: z.string().describe("The member's id."),
  name: z.string().describe("The member's name."),
  lessons: z.array(lessonProgressSchema).describe('Every lesson of the courses, in course order.'),
});
export type MemberProgress = z.infer<typeof memberProgressSchema>;

/** Every error of the API, as the rest of the server answers them. */
export const teamApiErrorSchema = z.object({
  error: z.string().describe('The HTTP status in words, such as "Unauthorized".'),
  code: z.string().describe('A stable code to branch on, such as invalid_api_key.'),
  message: z.string().describe('What went wrong and what to do, in a sentence.'),
});
