import { streakBadge, type AccountSummary } from '@domain/progress';

/**
 * The account summary as the dashboard and the profile show it: the data, whether it is still on
 * its way (a failed load is not loading: it shows its error instead), and the streak badge.
 */
export function summaryView(query: { data: AccountSummary | undefined; isError: boolean }) {
  const data = query.data;
  return {
    data,
    loading: data === undefined && !query.isError,
    badge: data ? streakBadge(data.studyStreakDays) : null,
  };
}
