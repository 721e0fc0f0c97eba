import { ChartColumn, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { pages } from '@domain/routes';
import { firstName } from '@domain/profile';
import { ActivityList } from '@web/components/ActivityList';
import { CertificateStanding } from '@web/components/certificate/CertificateStanding';
import { LoadError } from '@web/components/LoadError';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useAccountSummary, useCurrentUser } from '@web/lib/account';
import { usePageMeta } from '@web/lib/page-meta';
import { summaryView } from '@web/lib/summary-view';
import { Assignments } from './Assignments';
import { ContinueLearning, latestCourse } from './ContinueLearning';
import { DashboardStats } from './DashboardStats';
import { GetStarted } from './GetStarted';
import { QuickActions } from './QuickActions';
import { RecentAchievements } from './RecentAchievements';
import { TeamBanner } from './TeamBanner';

export function DashboardPage() {
  const t = useT();
  usePageMeta(pages.dashboard.title, pages.dashboard.description);
  const user = useCurrentUser();
  const summary = useAccountSummary();

  if (!user) return null;

  const { data, loading, badge } = summaryView(summary);
  const started = latestCourse(data?.courses);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            {t('Welcome back, {{name}}!', { name: firstName(user) })}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {t('Ready to continue your coding journey?')}
          </p>
        </div>
        {badge && (
          <p className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-800 sm:self-auto dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-200">
            <Flame className="size-4" aria-hidden="true" />
            {t('{{badge}} streak', { badge: t(badge) })}
          </p>
        )}
        <Link
          to="/analytics"
          className={buttonClasses('secondary', 'sm', 'shrink-0 self-start sm:self-auto')}
        >
          <ChartColumn className="size-4" aria-hidden="true" />
          {t('Learning Analytics')}
        </Link>
      </header>
      <TeamBanner />
      <Assignments />

      <section aria-labelledby="stats-title" className="mt-8 space-y-4">
        <h2 id="stats-title" className="sr-only">
          {t('Your progress')}
        </h2>
        {summary.isError && (
          <LoadError
            message={summary.error.message}
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
          />
        )}
        <DashboardStats summary={data} loading={loading} />
      </section>

      <div className="mt-8">
        <QuickActions />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {started ? (
          <ContinueLearning course={started} />
        ) : loading ? (
          <div
            aria-hidden="true"
            className="min-h-64 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-slate-800/60"
          />
        ) : (
          <GetStarted />
        )}
        <section
          aria-labelledby="recent-activity-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="recent-activity-title"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            {t('Recent Activity')}
          </h2>
          <div className="mt-4">
            <ActivityList items={data?.recentActivity} loading={loading} />
          </div>
        </section>
        <RecentAchievements achievements={data?.achievements} />
        <CertificateStanding />
      </div>
    </div>
  );
}
