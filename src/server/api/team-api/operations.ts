import { ASSIGNMENT_NOT_FOUND } from '@domain/team-assignments';
import { assignmentSchema, assignmentStatusSchema } from '@domain/team-assignments-api';
import { memberStatsSchema } from '@domain/team-dashboard-api';
import { z } from '@domain/zod';
import { HttpError } from '@server/http/errors';
import { contentCourses } from '@server/learning/courses';
import { seatsUsedOf, teamPlanOf } from '@server/teams/access';
import { assignmentStatusesOf, assignmentsOf } from '@server/teams/assignments';
import { memberStats } from '@server/teams/dashboard';
import { lessonProgressOf } from '@server/teams/lesson-progress';
import { membersOf } from '@server/teams/members';
import { defineOperation, type NamedSchema, type TeamApiOperation } from './operation';
import { pageOf, pageQuerySchema, pageSchema } from './pagination';
import {
  assignmentParamsSchema,
  lessonProgressSchema,
  memberParamsSchema,
  memberProgressSchema,
  teamApiTeamSchema,
} from './schemas';

/*
 * The team API's operations, in the order the documentation lists them: the routes are
 * registered from this table and the OpenAPI document is built from it.
 */

const MEMBER_NOT_FOUND = 'No member with this id in your team. The ids are in GET /api/v1/members.';

export const memberPageSchema = pageSchema(memberStatsSchema);
export const progressPageSchema = pageSchema(memberProgressSchema);
export const assignmentListSchema = z.object({ data: z.array(assignmentSchema) });
export const assignmentStatusListSchema = z.object({
  assignment: assignmentSchema,
  data: z.array(assignmentStatusSchema),
});

/** Schemas inside the answers that the document names, so that each is described once. */
export const NESTED_SCHEMAS: readonly NamedSchema[] = [
  { name: 'MemberStats', schema: memberStatsSchema },
  { name: 'MemberProgress', schema: memberProgressSchema },
  { name: 'LessonProgress', schema: lessonProgressSchema },
  { name: 'Assignment', schema: assignmentSchema },
  { name: 'AssignmentStatus', schema: assignmentStatusSchema },
];

const byUserId = <Item extends { userId: string }>(a: Item, b: Item) =>
  a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;

export const TEAM_API_OPERATIONS: readonly TeamApiOperation[] = [
  defineOperation({
    operationId: 'getTeam',
    path: '/api/v1/team',
    tag: 'Team',
    summary: 'The team',
    description: "The key's team: its name and seats.",
    answer: { name: 'Team', schema: teamApiTeamSchema },
    async run({ db, team }) {
      const plan = await teamPlanOf(db, team.owner_id);
      return {
        id: team.id,
        name: team.name,
        seats: plan.seats,
        seatsUsed: await seatsUsedOf(db, team.id),
        active: plan.active,
      };
    },
  }),
  defineOperation({
    operationId: 'listMembers',
    path: '/api/v1/members',
    tag: 'Members',
    summary: 'Members and their figures',
    description:
      'Everyone in the team (the owner and managers too, with their roles) with their lessons, exercises, challenges, points, streak, time and last activity. Paginated, in the order of their ids.',
    query: pageQuerySchema,
    answer: { name: 'MemberPage', schema: memberPageSchema },
    async run({ db, team, now, query }) {
      const members = (await memberStats(db, team.id, now)).sort(byUserId);
      return pageOf(members, (member) => member.userId, query);
    },
  }),
  defineOperation({
    operationId: 'getMember',
    path: '/api/v1/members/{userId}',
    tag: 'Members',
    summary: "One member's figures",
    description: 'The figures of one person in the team, as in GET /api/v1/members.',
    params: memberParamsSchema,
    answer: { name: 'MemberStats', schema: memberStatsSchema },
    notFound: MEMBER_NOT_FOUND,
    async run({ db, team, now, params }) {
      const member = (await memberStats(db, team.id, now)).find(
        (candidate) => candidate.userId === params.userId,
      );
      if (!member) throw new HttpError(404, 'member_not_found', MEMBER_NOT_FOUND);
      return member;
    },
  }),
  defineOperation({
    operationId: 'listProgress',
    path: '/api/v1/progress',
    tag: 'Progress',
    summary: 'Lesson progress of each member',
    description:
      'For each person in the team, every lesson of the courses in order: when they completed it and when they passed its exercise. Paginated by member, in the order of their ids.',
    query: pageQuerySchema,
    answer: { name: 'ProgressPage', schema: progressPageSchema },
    async run({ db, team, query }) {
      const people = (await membersOf(db, team.id)).sort(byUserId);
      const page = pageOf(people, (person) => person.userId, query);
      const lessons = await lessonProgressOf(
        db,
        page.data.map((person) => person.userId),
        contentCourses.courses,
      );
      return {
        data: page.data.map((person) => ({
          userId: person.userId,
          name: person.name,
          lessons: lessons.get(person.userId) ?? [],
        })),
        nextCursor: page.nextCursor,
      };
    },
  }),
  defineOperation({
    operationId: 'listAssignments',
    path: '/api/v1/assignments',
    tag: 'Assignments',
    summary: 'Assignments and their counts',
    description:
      "The team's assignments, the soonest due first, each with how many of its members are done, late and not started. Only people with the role member are assigned.",
    answer: { name: 'AssignmentList', schema: assignmentListSchema },
    async run({ db, team, now }) {
      return { data: await assignmentsOf(db, team.id, now) };
    },
  }),
  defineOperation({
    operationId: 'getAssignmentStatus',
    path: '/api/v1/assignments/{assignmentId}/status',
    tag: 'Assignments',
    summary: "Each member's status of an assignment",
    description:
      'The assignment, and for each member of the team whether they are done (completed by the due date), late (completed after it, or not completed and past due) or not started (not completed, not yet due).',
    params: assignmentParamsSchema,
    answer: { name: 'AssignmentStatusList', schema: assignmentStatusListSchema },
    notFound: ASSIGNMENT_NOT_FOUND,
    async run({ db, team, now, params }) {
      const data = await assignmentStatusesOf(db, team.id, params.assignmentId, now);
      const assignment = (await assignmentsOf(db, team.id, now)).find(
        (candidate) => candidate.id === params.assignmentId,
      );
      if (!assignment) throw new HttpError(404, 'assignment_not_found', ASSIGNMENT_NOT_FOUND);
      return { assignment, data };
    },
  }),
];
