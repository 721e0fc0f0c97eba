import { BookOpen, Clock, Flame, TrendingUp } from 'lucide-react';
import { formatMinutes, type AccountSummary } from '@domain/progress';
import { StatGrid } from '@web/components/StatCard';
import { daysLabel } from '@web/lib/format-date';

/** The four headline figures; placeholders while loading, dashes when they could not be read. */
export function DashboardStats({
  summary,
  loading,
}: {
  summary: AccountSummary | undefined;
  loading: boolean;
}) {
  return (
    <StatGrid
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      aria-busy={loading}
      loading={loading}
      stats={[
        {
          icon: BookOpen,
          tone: 'brand',
          label: 'Languages Learning',
          value: summary && String(summary.languagesLearning),
        },
        {
          icon: TrendingUp,
          tone: 'emerald',
          label: 'Total Progress',
          value: summary && `${summary.totalProgressPercent}%`,
        },
        {
          icon: Flame,
          tone: 'amber',
          label: 'Study Streak',
          value: summary && daysLabel(summary.studyStreakDays),
        },
        {
          icon: Clock,
          tone: 'sky',
          label: 'Time Invested',
          value: summary && formatMinutes(summary.timeInvestedMinutes),
        },
      ]}
    />
  );
}
