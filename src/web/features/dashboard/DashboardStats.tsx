import { BookOpen, Clock, Flame, TrendingUp } from 'lucide-react';
import type { AccountSummary } from '@domain/progress';
import { StatGrid } from '@web/components/StatCard';
import { useT } from '@web/i18n/translate';
import { daysLabel } from '@web/lib/format-date';
import { minutesText } from '@web/lib/summary-view';

/** The four headline figures; placeholders while loading, dashes when they could not be read. */
export function DashboardStats({
  summary,
  loading,
}: {
  summary: AccountSummary | undefined;
  loading: boolean;
}) {
  const t = useT();
  return (
    <StatGrid
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      aria-busy={loading}
      loading={loading}
      stats={[
        {
          icon: BookOpen,
          tone: 'brand',
          label: t('Languages Learning'),
          value: summary && String(summary.languagesLearning),
        },
        {
          icon: TrendingUp,
          tone: 'emerald',
          label: t('Total Progress'),
          value: summary && `${summary.totalProgressPercent}%`,
        },
        {
          icon: Flame,
          tone: 'amber',
          label: t('Study Streak'),
          value: summary && daysLabel(summary.studyStreakDays),
        },
        {
          icon: Clock,
          tone: 'sky',
          label: t('Time Invested'),
          value: summary && minutesText(summary.timeInvestedMinutes),
        },
      ]}
    />
  );
}
