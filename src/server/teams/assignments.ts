import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  ASSIGNMENT_NOT_FOUND,
  DUE_NOT_IN_FUTURE,
  assignmentStatusOf,
  countStatuses,
} from '@domain/team-assignments';
import type {
  Assignment,
  AssignmentMemberStatus,
  MyAssignment,
} from '@domain/team-assignments-api';
import type { AssignmentKind } from '@domain/teams';
import type { Database, TeamAssignmentsTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { completionsOf, type CompletedAt } from './assignment-completions';
import { assignmentTargetOf, requireAssignmentTarget, titleOf } from './assignment-targets';
import { membersOf } from './members';

/*
 * Assignments of a team: a lesson, an exercise or a practice challenge its owner or a manager
 * set for its members, with a due date. Only people with the role 'member' are assigned; each
 * one's status follows assignmentStatusOf from their first completion of the target.
 */

type Db = Kysely<Database>;
export type AssignmentRow = Selectable<TeamAssignmentsTable>;

/** The ids of the people an assignment of the team is for: its members, not its owner or managers. */
export async function assigneeIdsOf(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('role', '=', 'member')
    .execute();
  return rows.map((row) => row.user_id);
}

function assignmentOf(
  row: AssignmentRow,
  assignees: readonly string[],
  completedAt: CompletedAt,
  now: Date,
): Assignment {
  const statuses = assignees.map((userId) =>
    assignmentStatusOf({ dueAt: row.due_at, completedAt: completedAt(row, userId), now }),
  );
  return {
    id: row.id,
    kind: row.kind,
    targetId: row.target_id,
    title: titleOf(row.kind, row.target_id),
    dueAt: row.due_at,
    createdAt: row.created_at,
    counts: countStatuses(statuses),
  };
}

/** The team's assignments, the soonest due first, each with its members' counts per status. */
export async function assignmentsOf(db: Db, teamId: string, now: Date): Promise<Assignment[]> {
  const [rows, assignees] = await Promise.all([
    db
      .selectFrom('team_assignments')
      .selectAll()
      .where('team_id', '=', teamId)
      .orderBy('due_at')
      .orderBy('created_at')
      .execute(),
    assigneeIdsOf(db, teamId),
  ]);
  const completedAt = await completionsOf(db, assignees, rows);
  return rows.map((row) => assignmentOf(row, assignees, completedAt, now));
}

async function requireAssignment(db: Db, teamId: string, assignmentId: string) {
  const row = await db
    .selectFrom('team_assignments')
    .selectAll()
    .where('id', '=', assignmentId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'assignment_not_found', ASSIGNMENT_NOT_FOUND);
  return row;
}

/** Each member's status of one of the team's assignments, by name (404 for another team's). */
export async function assignmentStatusesOf(
  db: Db,
  teamId: string,
  assignmentId: string,
  now: Date,
): Promise<AssignmentMemberStatus[]> {
  const row = await requireAssignment(db, teamId, assignmentId);
  const members = (await membersOf(db, teamId)).filter((member) => member.role === 'member');
  const completedAt = await completionsOf(
    db,
    members.map((member) => member.userId),
    [row],
  );
  return members.map((member) => {
    const completed = completedAt(row, member.userId);
    return {
      userId: member.userId,
      name: member.name,
      status: assignmentStatusOf({ dueAt: row.due_at, completedAt: completed, now }),
      completedAt: completed,
    };
  });
}

/**
 * Sets an assignment (the caller manages the team): the target must exist and the due date be
 * after `now`. Its counts already hold the members who did the work before.
 */
export async function createAssignment(
  db: Db,
  input: {
    teamId: string;
    createdBy: string;
    kind: AssignmentKind;
    targetId: string;
    dueAt: string;
    now: Date;
  },
): Promise<Assignment> {
  requireAssignmentTarget(input.kind, input.targetId);
  if (Date.parse(input.dueAt) <= input.now.getTime()) {
    throw new HttpError(400, 'due_not_in_future', DUE_NOT_IN_FUTURE);
  }
  const row: AssignmentRow = {
    id: crypto.randomUUID(),
    team_id: input.teamId,
    kind: input.kind,
    target_id: input.targetId,
    due_at: input.dueAt,
    created_by: input.createdBy,
    created_at: input.now.toISOString(),
    reminder_sent_at: null,
  };
  await db.insertInto('team_assignments').values(row).execute();
  const assignees = await assigneeIdsOf(db, input.teamId);
  return assignmentOf(row, assignees, await completionsOf(db, assignees, [row]), input.now);
}

/** Deletes one of the team's assignments (404 if the team has no such assignment). */
export async function deleteAssignment(db: Db, teamId: string, assignmentId: string) {
  const deleted = await db
    .deleteFrom('team_assignments')
    .where('id', '=', assignmentId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) {
    throw new HttpError(404, 'assignment_not_found', ASSIGNMENT_NOT_FOUND);
  }
}

/**
 * A person's own assignments, across every team they are a member of (not the teams they own
 * or manage): the soonest due first, each with their status and where to open it.
 */
export async function myAssignments(db: Db, userId: string, now: Date): Promise<MyAssignment[]> {
  const rows = await db
    .selectFrom('team_assignments')
    .innerJoin('team_members', 'team_members.team_id', 'team_assignments.team_id')
    .innerJoin('teams', 'teams.id', 'team_assignments.team_id')
    .selectAll('team_assignments')
    .select('teams.name as team_name')
    .where('team_members.user_id', '=', userId)
    .where('team_members.role', '=', 'member')
    .orderBy('team_assignments.due_at')
    .orderBy('team_assignments.created_at')
    .execute();
  const completedAt = await completionsOf(db, [userId], rows);
  return rows.map((row) => {
    const target = assignmentTargetOf(row.kind, row.target_id);
    const completed = completedAt(row, userId);
    return {
      id: row.id,
      teamId: row.team_id,
      teamName: row.team_name,
      kind: row.kind,
      targetId: row.target_id,
      title: target?.title ?? row.target_id,
      link: target?.link ?? '/dashboard',
      timeLimit: target?.timeLimit ?? null,
      dueAt: row.due_at,
      status: assignmentStatusOf({ dueAt: row.due_at, completedAt: completed, now }),
      completedAt: completed,
    };
  });
}
