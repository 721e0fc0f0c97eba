import { MessageCircleQuestion, Plus } from 'lucide-react';
import { useContext, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThreadListQuery, ThreadPlace } from '@domain/community';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { AuthDialogContext } from '@web/lib/auth-dialog';
import { communityKeys, fetchThreads } from '@web/lib/community';
import { WithQueryClient } from '@web/lib/query-client';
import { threadHref } from './community-format';
import { NewThreadForm } from './NewThreadForm';
import { PanelLoading } from './SectionPanel';
import { ThreadRow } from './ThreadRow';

export const EMPTY_DISCUSSION = msg('No questions yet. Stuck? Ask the community.');

/** The list query of a place: its lesson's or challenge's threads. */
function placeQuery(place: ThreadPlace): Partial<ThreadListQuery> {
  switch (place.kind) {
    case 'category':
      return { category: place.category };
    case 'lesson':
      return { lessonId: place.lessonId };
    case 'challenge':
      return { challengeId: place.challengeId };
  }
}

function DiscussionContent({ place }: { place: ThreadPlace }) {
  const t = useT();
  const user = useCurrentUser();
  // Outside the app shell (a page's own tests) there is no sign-in dialog to open.
  const authDialog = useContext(AuthDialogContext);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const query = placeQuery(place);
  const threads = useQuery({
    queryKey: communityKeys.threads(query),
    queryFn: () => fetchThreads(query),
  });
  const now = new Date();

  const ask = () => {
    if (!user) {
      authDialog?.open('login');
      return;
    }
    setAsking(true);
  };
  const created = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    void navigate(threadHref(id));
  };

  const askButton = (
    <Button variant={threads.data?.length ? 'secondary' : 'primary'} size="sm" onClick={ask}>
      <Plus aria-hidden="true" className="size-4" />
      {t('Ask a question')}
    </Button>
  );

  return (
    <div>
      {asking ? (
        <div className="border-b border-slate-200 bg-slate-50 px-4 py-5 sm:px-5 dark:border-slate-800 dark:bg-slate-900">
          <h3 className="mb-3 font-semibold text-slate-900 dark:text-white">
            {t('Ask a question')}
          </h3>
          <NewThreadForm place={place} onCreated={created} onCancel={() => setAsking(false)} />
        </div>
      ) : null}
      {threads.isPending ? (
        <PanelLoading>{t('Loading the discussion...')}</PanelLoading>
      ) : threads.isError ? (
        <div className="px-4 py-4 sm:px-5">
          <LoadError
            message={threads.error.message}
            retrying={threads.isFetching}
            onRetry={() => void threads.refetch()}
          />
        </div>
      ) : threads.data.length === 0 ? (
        <EmptyState icon={MessageCircleQuestion} title={t(EMPTY_DISCUSSION)} className="px-4 py-8">
          {!asking && <div className="mt-4">{askButton}</div>}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {threads.data.map((thread) => (
              <ThreadRow key={thread.id} thread={thread} now={now} />
            ))}
          </ul>
          {!asking && (
            <div className="border-t border-slate-200 px-4 py-3 sm:px-5 dark:border-slate-800">
              {askButton}
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** The threads of one lesson or challenge, and "Ask a question" (signed in). */
export function DiscussionPanel({ place }: { place: ThreadPlace }) {
  return (
    <WithQueryClient>
      <DiscussionContent place={place} />
    </WithQueryClient>
  );
}
