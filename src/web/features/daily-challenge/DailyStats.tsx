import { Clock, Flame, Trophy } from 'lucide-react';
import type { Challenge } from '@domain/learning';
import { streakBadge, type AccountSummary } from '@domain/progress';
import { StatGrid } from '@web/components/StatCard';
import { daysLabel } from '@web/lib/format-date';
import { useT } from '@web/i18n/translate';
import { streakBadgeName } from './streak-badges';

/** Day streak with its badge, today's points and minutes (SPEC §2 stat cards). */
export function DailyStats({
  summary,
  summaryLoading,
  challenge,
}: {
  summary: AccountSummary | undefined;
  summaryLoading: boolean;
  challenge: Challenge | undefined;
}) {
  const t = useT();
  const badge = summary ? streakBadge(summary.dailyStreakDays) : null;
  return (
    <StatGrid
      className="grid grid-cols-3 gap-2 sm:gap-4"
      stats={[
        {
          icon: Flame,
          tone: 'amber',
          label: t('Day Streak'),
          loading: summaryLoading,
          value: summary && daysLabel(summary.dailyStreakDays),
          hint: badge
            ? t('{{badge}} badge', { badge: t(streakBadgeName[badge]) })
            : summary
              ? t('No badge yet')
              : null,
        },
        {
          icon: Trophy,
          tone: 'emerald',
          label: t('Points Available'),
          value: challenge && String(challenge.points),
        },
        {
          icon: Clock,
          tone: 'sky',
          label: t('Minutes Allowed'),
          value: challenge && String(challenge.timeLimit),
        },
      ]}
    />
  );
}
