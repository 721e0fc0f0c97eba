import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { useT } from '@web/i18n/translate';
import { rowsPanelClasses } from '../kit/classes';
import { TitledSection } from '../kit/TitledSection';
import { useCommunityStats } from './community-queries';
import { ForumThreadRow } from './ForumThreadRow';

/** The newest discussions everywhere: the forum's categories, lessons and challenges. */
export function LatestDiscussions() {
  const t = useT();
  const stats = useCommunityStats();
  const now = new Date();
  return (
    <TitledSection
      id="latest"
      heading={{
        title: t('Latest discussions'),
        text: t('New in the forum and beneath the lessons and challenges.'),
      }}
    >
      <div className="mt-6">
        {stats.isError ? (
          <LoadError message={stats.error.message} onRetry={() => void stats.refetch()} />
        ) : !stats.data ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('Loading discussions…')}</p>
        ) : stats.data.latest.length === 0 ? (
          <div className={`${rowsPanelClasses} p-6`}>
            <EmptyState
              icon={MessagesSquare}
              title={t('No discussions yet')}
              text={t('Be the first: ask a question or say hello in the forum.')}
            />
          </div>
        ) : (
          <ul className={rowsPanelClasses} data-testid="latest-discussions">
            {stats.data.latest.map((thread) => (
              <ForumThreadRow key={thread.id} thread={thread} showPlace now={now} />
            ))}
          </ul>
        )}
      </div>
    </TitledSection>
  );
}
