import type { MemberStats } from '@domain/team-dashboard-api';
import type { TeamRole } from '@domain/teams';
import { msg } from '@web/i18n/translate';

/**
 * The members table's sortable columns, in order, with how each compares two people: `label` heads
 * the column (translated in the "column" context: "Time" is time spent), `inSentence` names it in
 * "sorted by …".
 */
export const MEMBER_COLUMNS = [
  { key: 'name', label: msg('Name'), inSentence: msg('name'), numeric: false },
  { key: 'email', label: msg('E-mail'), inSentence: msg('e-mail'), numeric: false },
  { key: 'role', label: msg('Role'), inSentence: msg('role'), numeric: false },
  { key: 'lessonsDone', label: msg('Lessons'), inSentence: msg('lessons'), numeric: true },
  { key: 'exercisesPassed', label: msg('Exercises'), inSentence: msg('exercises'), numeric: true },
  {
    key: 'challengesCompleted',
    label: msg('Challenges'),
    inSentence: msg('challenges'),
    numeric: true,
  },
  { key: 'points', label: msg('Points'), inSentence: msg('points'), numeric: true },
  { key: 'streak', label: msg('Streak'), inSentence: msg('streak'), numeric: true },
  { key: 'minutes', label: msg('Time'), inSentence: msg('time'), numeric: true },
  {
    key: 'lastActiveAt',
    label: msg('Last active'),
    inSentence: msg('last active'),
    numeric: false,
  },
] as const satisfies readonly {
  key: keyof MemberStats;
  label: string;
  inSentence: string;
  numeric: boolean;
}[];

export type SortKey = (typeof MEMBER_COLUMNS)[number]['key'];
export type SortDirection = 'ascending' | 'descending';
/** Each direction as "sorted by … (ascending)" says it. */
export const DIRECTION_WORDS: Record<SortDirection, string> = {
  ascending: msg('ascending'),
  descending: msg('descending'),
};
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
