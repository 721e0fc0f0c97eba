import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { communityCta } from '@content/community';
import { pages } from '@domain/routes';
import { PageHeader } from '@web/components/PageHeader';
import { buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { usePageMeta } from '@web/lib/page-meta';
import { gradientPanelClasses } from '../kit/classes';
import { CommunityCards } from './CommunityCards';
import { useCommunityMe } from './community-queries';
import { CommunityStats } from './CommunityStats';
import { Forum } from './Forum';
import { ForumSearch } from './ForumSearch';
import { Guidelines } from './Guidelines';
import { LatestDiscussions } from './LatestDiscussions';
import { TopContributors } from './TopContributors';
import { UpcomingEvents } from './UpcomingEvents';

const ModerationView = lazy(async () => ({
  default: (await import('./moderation/ModerationView')).ModerationView,
}));

const MODERATION_VIEW = '/community?view=moderation';

export function CommunityPage() {
  usePageMeta(pages.community.title, pages.community.description);
  const t = useT();
  const [params] = useSearchParams();
  const { me } = useCommunityMe();
  const moderation = params.get('view') === 'moderation';
  return (
    <>
      <PageHeader title={pages.community.title} description={pages.community.description}>
        <CommunityStats />
        {me?.isModerator && (
          <Link
            to={moderation ? '/community' : MODERATION_VIEW}
            className={buttonClasses('secondary', 'md', 'mt-6')}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {moderation ? t('Back to the forum') : t('Moderation')}
          </Link>
        )}
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {moderation ? (
          <Suspense
            fallback={
              <p className="text-slate-600 dark:text-slate-400">{t('Loading moderation…')}</p>
            }
          >
            <ModerationView />
          </Suspense>
        ) : (
          <>
            <div className="grid gap-12 lg:grid-cols-3">
              <div className="min-w-0 space-y-16 lg:col-span-2">
                <Forum />
                <LatestDiscussions />
              </div>
              <div className="space-y-12">
                <ForumSearch />
                <TopContributors />
              </div>
            </div>
            <CommunityCards />
            <UpcomingEvents />
            <Guidelines />
            <section
              aria-labelledby="community-cta-title"
              className={`flex flex-col items-start gap-6 ${gradientPanelClasses} px-6 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-10`}
            >
              <div>
                <h2 id="community-cta-title" className="text-2xl font-bold text-white">
                  {t(communityCta.title)}
                </h2>
                <p className="mt-2 max-w-xl text-brand-50">{t(communityCta.text)}</p>
              </div>
              <Link
                to={communityCta.contactTo}
                className={buttonClasses('secondary', 'lg', 'shrink-0 border-transparent')}
              >
                {t(communityCta.contactLabel)}
              </Link>
            </section>
          </>
        )}
      </div>
    </>
  );
}
