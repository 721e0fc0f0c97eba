import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LazyPostBody as PostBody } from '../LazyPostBody';
import { LoadError } from '@web/components/LoadError';
import { Modal, ModalText, ModalTitle } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { useT } from '@web/i18n/translate';
import { fetchRevisions, forumKeys } from '@web/lib/forum';
import { exactTime } from '@web/components/community/community-format';

/** A post's earlier versions, newest first, each with when it was replaced. */
export function RevisionsDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const revisions = useQuery({
    queryKey: forumKeys.revisions(postId),
    queryFn: () => fetchRevisions(postId),
  });
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onClose} onBackdrop={onClose}>
      <ModalTitle id={titleId}>{t('Earlier versions')}</ModalTitle>
      <ModalText id={textId}>{t('What this post said before each edit, newest first.')}</ModalText>
      <div className="mt-4 space-y-4">
        {revisions.isError ? (
          <LoadError message={revisions.error.message} onRetry={() => void revisions.refetch()} />
        ) : !revisions.data ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('Loading…')}</p>
        ) : revisions.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('No earlier versions are kept.')}
          </p>
        ) : (
          <ol className="space-y-4">
            {revisions.data.map((revision) => (
              <li
                key={revision.replacedAt}
                data-testid="revision"
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <p className="text-xs font-medium text-slate-600 dark:text-slate-400">
                  <Trans
                    text="Replaced <time>{{time}}</time>"
                    values={{ time: exactTime(revision.replacedAt) }}
                    parts={{
                      time: (time) => <time dateTime={revision.replacedAt}>{time}</time>,
                    }}
                  />
                </p>
                <PostBody html={revision.html} className="mt-2" />
              </li>
            ))}
          </ol>
        )}
      </div>
      <Button variant="secondary" onClick={onClose} className="mt-6 w-full">
        {t('Close')}
      </Button>
    </Modal>
  );
}
