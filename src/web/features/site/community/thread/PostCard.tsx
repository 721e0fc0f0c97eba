import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import type { ForumPost, ThreadDetail } from '@domain/community';
import { LazyPostBody as PostBody } from '../LazyPostBody';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { msg, useT } from '@web/i18n/translate';
import { acceptAnswer, deletePost, editPost } from '@web/lib/forum';
import { Avatar } from '../Avatar';
import { ForumBadge } from '@web/components/community/ThreadBadges';
import { authorName, messageOf } from '@web/components/community/community-format';
import { hidePost, HIDDEN_POST, restorePost, suspendAuthor } from '../moderation/pending-actions';
import type { PendingAction } from '../ReasonDialog';
import { TimeAgo } from '../TimeAgo';
import { MarkdownForm } from './MarkdownForm';
import { ReportDialog } from './ReportDialog';
import { RevisionsDialog } from './RevisionsDialog';
import { useThreadUpdates } from './use-thread';
import { VoteButton } from './VoteButton';

export const DELETED_POST = msg('This post was deleted.');

const actionClasses =
  'rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

type Dialog = 'revisions' | 'report' | 'delete' | null;

/** One post of a thread with what the viewer may do to it. */
export function PostCard({
  thread,
  post,
  userId,
  onSignIn,
  onModerate,
}: {
  thread: ThreadDetail;
  post: ForumPost;
  /** The signed-in viewer's account, or null. */
  userId: string | null;
  onSignIn: () => void;
  onModerate: (pending: PendingAction) => void;
}) {
  const t = useT();
  const { patchPost, refresh } = useThreadUpdates(thread.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const viewer = thread.viewer;
  const own = userId !== null && post.author?.id === userId;
  const gone = post.deleted || (post.hidden && !viewer.isModerator);
  const name = authorName(post.author);
  const now = new Date();

  const accept = async (postId: string | null) => {
    setFailure(null);
    try {
      await acceptAnswer(thread.id, postId);
      await refresh();
    } catch (caught) {
      setFailure(messageOf(caught, msg('The answer could not be marked. Please try again.')));
    }
  };

  const headingId = `post-${post.id}-author`;
  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={headingId}
      data-testid="post"
      className={`scroll-mt-24 rounded-2xl border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900 ${
        post.accepted
          ? 'border-emerald-400 ring-1 ring-emerald-400 dark:border-emerald-600 dark:ring-emerald-600'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Avatar name={name} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
            {post.author?.moderator && <ForumBadge kind="moderator">{t('Moderator')}</ForumBadge>}
            {post.opening && <span className="sr-only">{t('(the question)')}</span>}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
            <TimeAgo at={post.createdAt} now={now} />
            {post.editedAt && !post.deleted && (
              <button
                type="button"
                className="underline decoration-dotted underline-offset-2 hover:text-slate-900 dark:hover:text-white"
                onClick={() => setDialog('revisions')}
              >
                {t('edited')}
                <span className="sr-only">: {t('show the earlier versions')}</span>
              </button>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {post.accepted && <ForumBadge kind="answered">{t('Accepted answer')}</ForumBadge>}
          {post.hidden && viewer.isModerator && (
            <ForumBadge kind="hidden">{t('Hidden')}</ForumBadge>
          )}
        </div>
      </header>

      <div className="mt-4">
        {post.deleted ? (
          <p className="text-slate-600 italic dark:text-slate-400">{t(DELETED_POST)}</p>
        ) : post.hidden && !viewer.isModerator ? (
          <p className="text-slate-600 italic dark:text-slate-400">{t(HIDDEN_POST)}</p>
        ) : editing ? (
          <MarkdownForm
            label={t('Edit your post')}
            initial={post.body ?? ''}
            submitLabel={t('Save changes')}
            busyLabel={t('Saving…')}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              patchPost(post.id, await editPost(post.id, body));
              setEditing(false);
              await refresh();
            }}
          />
        ) : (
          <PostBody html={post.html} />
        )}
      </div>

      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}

      {!post.deleted && !editing && (
        <footer className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-2 border-t border-slate-100 pt-3 dark:border-slate-800">
          {!gone && (
            <VoteButton
              post={post}
              canVote={!own}
              onSignIn={viewer.signedIn ? null : onSignIn}
              onVoted={(answer) => patchPost(post.id, answer)}
            />
          )}
          <span className="flex-1" />
          {viewer.isAuthor && !post.opening && !gone && (
            <button
              type="button"
              className={`${actionClasses} inline-flex items-center gap-1`}
              onClick={() => void accept(post.accepted ? null : post.id)}
            >
              <CircleCheck aria-hidden="true" className="size-4" />
              {post.accepted ? t('Unmark as the answer') : t('Accept this answer')}
            </button>
          )}
          {own && post.body !== null && !post.hidden && !thread.locked && (
            <button type="button" className={actionClasses} onClick={() => setEditing(true)}>
              {t('Edit')}
            </button>
          )}
          {own && (
            <button type="button" className={actionClasses} onClick={() => setDialog('delete')}>
              {t('Delete')}
            </button>
          )}
          {viewer.signedIn && !own && !gone && (
            <button type="button" className={actionClasses} onClick={() => setDialog('report')}>
              {t('Report')}
            </button>
          )}
          {viewer.isModerator && <ModeratorPostActions post={post} onModerate={onModerate} />}
        </footer>
      )}

      {dialog === 'revisions' && (
        <RevisionsDialog postId={post.id} onClose={() => setDialog(null)} />
      )}
      {dialog === 'report' && <ReportDialog postId={post.id} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('Delete this post?')}
          text={
            post.opening
              ? t(
                  'Its words are removed for good. A question nobody answered yet goes with its whole discussion.',
                )
              : t('Its words are removed for good; the discussion shows that a post was deleted.')
          }
          keepLabel={t('Keep it')}
          confirmLabel={t('Delete post')}
          busyLabel={t('Deleting…')}
          danger
          onConfirm={() => deletePost(post.id)}
          errorMessage={(caught) =>
            messageOf(caught, msg('The post could not be deleted. Please try again.'))
          }
          onDone={() => {
            setDialog(null);
            void refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </article>
  );
}

function ModeratorPostActions({
  post,
  onModerate,
}: {
  post: ForumPost;
  onModerate: (pending: PendingAction) => void;
}) {
  const t = useT();
  const author = post.author;
  return (
    <>
      <button
        type="button"
        className={actionClasses}
        onClick={() => onModerate(post.hidden ? restorePost(post.id) : hidePost(post.id))}
      >
        {post.hidden ? t('Restore') : t('Hide')}
      </button>
      {author && !author.moderator && (
        <button
          type="button"
          className={actionClasses}
          onClick={() => onModerate(suspendAuthor(author))}
        >
          {t('Suspend author')}
        </button>
      )}
    </>
  );
}
