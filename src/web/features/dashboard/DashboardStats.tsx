import { BookOpen, Clock, Flame, TrendingUp } from 'lucide-react';
import { formatMinutes, type AccountSummary } from '../../../domain/progress';
import { StatCard } from '../../components/StatCard';

export function daysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** The four headline figures; placeholders while loading, dashes when they could not be read. */
export function DashboardStats({
  summary,
  loading,
}: {
  summary: AccountSummary | undefined;
  loading: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={loading}>
      <StatCard
        icon={BookOpen}
        tone="brand"
        label="Languages Learning"
        loading={loading}
        value={summary && String(summary.languagesLearning)}
      />
      <StatCard
        icon={TrendingUp}
        tone="emerald"
        label="Total Progress"
        loading={loading}
        value={summary && `${summary.totalProgressPercent}%`}
      />
      <StatCard
        icon={Flame}
        tone="amber"
        label="Study Streak"
        loading={loading}
        value={summary && daysLabel(summary.studyStreakDays)}
      />
      <StatCard
        icon={Clock}
        tone="sky"
        label="Time Invested"
        loading={loading}
        value={summary && formatMinutes(summary.timeInvestedMinutes)}
      />
    </dl>
  );
}
