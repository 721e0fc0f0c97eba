import { Link } from 'react-router';
import { communityCta } from '@content/community';
import { pages } from '@domain/routes';
import { PageHeader } from '@web/components/PageHeader';
import { buttonClasses } from '@web/components/ui/Button';
import { usePageMeta } from '@web/lib/page-meta';
import { gradientPanelClasses } from '../kit/classes';
import { CommunityCards } from './CommunityCards';
import { CommunityStats } from './CommunityStats';
import { Discussions } from './Discussions';
import { Guidelines } from './Guidelines';
import { TopContributors } from './TopContributors';
import { UpcomingEvents } from './UpcomingEvents';

export function CommunityPage() {
  usePageMeta(pages.community.title, pages.community.description);
  return (
    <>
      <PageHeader title={pages.community.title} description={pages.community.description}>
        <CommunityStats />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <CommunityCards />
        <div className="grid gap-12 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Discussions />
          </div>
          <TopContributors />
        </div>
        <UpcomingEvents />
        <Guidelines />
        <section
          aria-labelledby="community-cta-title"
          className={`flex flex-col items-start gap-6 ${gradientPanelClasses} px-6 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-10`}
        >
          <div>
            <h2 id="community-cta-title" className="text-2xl font-bold text-white">
              {communityCta.title}
            </h2>
            <p className="mt-2 max-w-xl text-brand-50">{communityCta.text}</p>
          </div>
          <Link
            to={communityCta.contactTo}
            className={buttonClasses('secondary', 'lg', 'shrink-0 border-transparent')}
          >
            {communityCta.contactLabel}
          </Link>
        </section>
      </div>
    </>
  );
}
