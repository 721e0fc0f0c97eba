import { ROLE_NAMES } from '@domain/teams';
import type { MemberStats } from '@domain/team-dashboard-api';
import { csvField } from '../analytics/export';

/** The members table's CSV columns, in order: its header row. */
export const MEMBER_CSV_COLUMNS = [
  'Name',
  'E-mail',
  'Role',
  'Lessons done',
  'Exercises passed',
  'Challenges completed',
  'Points',
  'Streak (days)',
  'Time (minutes)',
  'Last active',
  'Joined',
] as const;

/** The members table as CSV (RFC 4180, formula-safe: see csvField) with a header row. */
export function membersCsv(members: readonly MemberStats[]): string {
  const rows = members.map((member) =>
    [
      member.name,
      member.email,
      ROLE_NAMES[member.role],
      member.lessonsDone,
      member.exercisesPassed,
      member.challengesCompleted,
      member.points,
      member.streak,
      member.minutes,
      member.lastActiveAt,
      member.joinedAt,
    ]
      .map(csvField)
      .join(','),
  );
  return [MEMBER_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
