import type { MemberStats } from '@domain/team-dashboard-api';
import type { TeamRole } from '@domain/teams';

/** The members table's sortable columns, in order, with how each compares two people. */
export const MEMBER_COLUMNS = [
  { key: 'name', label: 'Name', numeric: false },
  { key: 'email', label: 'E-mail', numeric: false },
  { key: 'role', label: 'Role', numeric: false },
  { key: 'lessonsDone', label: 'Lessons', numeric: true },
  { key: 'exercisesPassed', label: 'Exercises', numeric: true },
  { key: 'challengesCompleted', label: 'Challenges', numeric: true },
  { key: 'points', label: 'Points', numeric: true },
  { key: 'streak', label: 'Streak', numeric: true },
  { key: 'minutes', label: 'Time', numeric: true },
  { key: 'lastActiveAt', label: 'Last active', numeric: false },
] as const satisfies readonly { key: keyof MemberStats; label: string; numeric: boolean }[];

export type SortKey = (typeof MEMBER_COLUMNS)[number]['key'];
export type SortDirection = 'ascending' | 'descending';
export interface MemberSort {
  key: SortKey;
  direction: SortDirection;
}

export type RoleFilter = TeamRole | 'all';

const ROLE_RANK: Record<TeamRole, number> = { owner: 0, manager: 1, member: 2 };
const text = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: MemberStats, b: MemberStats, key: SortKey): number {
  switch (key) {
    case 'name':
    case 'email':
      return text.compare(a[key], b[key]);
    case 'role':
      return ROLE_RANK[a.role] - ROLE_RANK[b.role];
    case 'lastActiveAt':
      return (a.lastActiveAt ?? '').localeCompare(b.lastActiveAt ?? '');
    default:
      return a[key] - b[key];
  }
}

/**
 * The people sorted by a column, ties by name. Someone never active stays last either way: "last
 * active" sorts those who have been.
 */
export function sortMembers(members: readonly MemberStats[], sort: MemberSort): MemberStats[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...members].sort((a, b) => {
    if (sort.key === 'lastActiveAt' && (a.lastActiveAt === null) !== (b.lastActiveAt === null)) {
      return a.lastActiveAt === null ? 1 : -1;
    }
    return sign * compare(a, b, sort.key) || text.compare(a.name, b.name);
  });
}

/** The people whose name or e-mail holds `query` (any case), in `role` ('all': any). */
export function filterMembers(
  members: readonly MemberStats[],
  query: string,
  role: RoleFilter,
): MemberStats[] {
  const needle = query.trim().toLocaleLowerCase();
  return members.filter(
    (member) =>
      (role === 'all' || member.role === role) &&
      (needle === '' ||
        member.name.toLocaleLowerCase().includes(needle) ||
        member.email.toLocaleLowerCase().includes(needle)),
  );
}

/** A click on a column: the other way round on the sorted one, else that column ascending. */
export function nextSort(current: MemberSort, key: SortKey): MemberSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
