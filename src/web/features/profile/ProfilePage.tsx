import { Activity, BookOpen, Clock, Flame, Trophy } from 'lucide-react';
import { pages } from '@domain/routes';
import { ActivityList } from '@web/components/ActivityList';
import { CertificateStanding } from '@web/components/certificate/CertificateStanding';
import { LoadError } from '@web/components/LoadError';
import { StatGrid } from '@web/components/StatCard';
import { msg, useT } from '@web/i18n/translate';
import { useAccountSummary, useCurrentUser, useFreshProfile } from '@web/lib/account';
import { usePageMeta } from '@web/lib/page-meta';
import { minutesText, summaryView } from '@web/lib/summary-view';
import { Achievements } from './Achievements';
import { LearningProgress } from './LearningProgress';
import { LevelCard } from './LevelCard';
import { Panel } from './Panel';
import { ProfileHeader, ProfileHeaderLoading } from './ProfileHeader';

export function ProfilePage() {
  const t = useT();
  usePageMeta(pages.profile.title, pages.profile.description);
  const user = useCurrentUser();
  // As the server has it now: a change saved in another browser shows on the next visit.
  const fresh = useFreshProfile();
  const summary = useAccountSummary();

  if (!user) return null;

  const { data, loading, badge } = summaryView(summary);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {fresh.profile ? (
        <ProfileHeader profile={fresh.profile} email={user.email} createdAt={user.created_at} />
      ) : fresh.isError ? (
        <LoadError
          message={fresh.error?.message ?? msg('Your profile could not be loaded.')}
          onRetry={() => void fresh.refetch()}
          retrying={fresh.isFetching}
        />
      ) : (
        <ProfileHeaderLoading />
      )}

      {summary.isError && (
        <LoadError
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <LevelCard summary={data} loading={loading} />

          <section aria-labelledby="profile-stats-title">
            <h2 id="profile-stats-title" className="sr-only">
              {t('Your stats')}
            </h2>
            <StatGrid
              className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-2"
              loading={loading}
              stats={[
                {
                  icon: BookOpen,
                  tone: 'brand',
                  label: t('Lessons Completed'),
                  value: data && String(data.lessonsCompleted),
                },
                {
                  icon: Trophy,
                  tone: 'amber',
                  label: t('Challenges Solved'),
                  value: data && String(data.challengesCompleted),
                },
                {
                  icon: Flame,
                  tone: 'rose',
                  label: t('Day Streak'),
                  value: data && String(data.studyStreakDays),
                  hint: badge && t('{{badge}} streak', { badge: t(badge) }),
                },
                {
                  icon: Clock,
                  tone: 'sky',
                  label: t('Time Invested'),
                  value: data && minutesText(data.timeInvestedMinutes),
                },
              ]}
            />
          </section>

          <Achievements achievements={data?.achievements} loading={loading} />
          <CertificateStanding />
        </div>

        <div className="space-y-6 lg:col-span-2">
          <LearningProgress courses={data?.courses} loading={loading} />
          <Panel id="profile-activity-title" title={t('Recent Activity')} icon={Activity}>
            <ActivityList items={data?.recentActivity} loading={loading} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
