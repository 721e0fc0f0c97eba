import { streakBadge, type AccountSummary } from '@domain/progress';
import { t } from '../i18n/translate';

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

/** Minutes as "45 min", "2 h" or "2 h 5 min", in the interface's language. */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('{{minutes}} min', { minutes: rest });
  return rest === 0
    ? t('{{hours}} h', { hours })
    : t('{{hours}} h {{minutes}} min', { hours, minutes: rest });
}
