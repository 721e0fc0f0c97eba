import { ArrowLeft, EyeOff, Lock, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SPOILER_BUTTON, SPOILER_NOTICE, type ThreadDetail } from '@domain/community';
import { pages } from '@domain/routes';
import { LoadError } from '@web/components/LoadError';
import { PageLoading } from '@web/components/PageLoading';
import { Button, buttonClasses } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { CommunityError } from '@web/lib/community';
import { postReply, revealSpoilers } from '@web/lib/forum';
import { usePageMeta } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { tagClasses } from '../../kit/classes';
import { ThreadBadges } from '@web/components/community/ThreadBadges';
import {
  messageOf,
  placeHref,
  placeLabel,
  placeOf,
  repliesLabel,
} from '@web/components/community/community-format';
import { threadAction } from '../moderation/pending-actions';
import { ReasonDialog, type PendingAction } from '../ReasonDialog';
import { MarkdownForm } from './MarkdownForm';
import { PostCard } from './PostCard';
import { useThread, useThreadUpdates } from './use-thread';

export const THREAD_NOT_FOUND = msg('This discussion does not exist or was deleted.');

/** /community/threads/:id: the question, its replies, and what the viewer may do. */
export function ThreadPage() {
  const t = useT();
  const { id = '' } = useParams();
  const thread = useThread(id);
  const title = thread.data?.title ?? pages.communityThread.title;
  usePageMeta(title, pages.communityThread.description);

  if (thread.isError) {
    const missing = thread.error instanceof CommunityError && thread.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {missing ? (
          <section aria-labelledby="thread-missing" className="text-center">
            <MessagesSquare aria-hidden="true" className="mx-auto size-10 text-slate-500" />
            <h1
              id="thread-missing"
              className="mt-4 text-2xl font-bold text-slate-900 dark:text-white"
            >
              {t('Discussion not found')}
            </h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t(THREAD_NOT_FOUND)}</p>
            <Link to="/community" className={buttonClasses('primary', 'md', 'mt-6')}>
              {t('Back to the community')}
            </Link>
          </section>
        ) : (
          <>
            <h1 className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
              {t('Discussion')}
            </h1>
            <LoadError
              message={thread.error.message}
              onRetry={() => void thread.refetch()}
              retrying={thread.isRefetching}
            />
          </>
        )}
      </div>
    );
  }
  if (!thread.data) return <PageLoading message={t('Loading the discussion…')} />;
  return <Thread thread={thread.data} />;
}

function Thread({ thread }: { thread: ThreadDetail }) {
  const t = useT();
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const auth = useAuthDialog();
  const location = useLocation();
  const { refresh, reloadThread } = useThreadUpdates(thread.id);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const place = placeOf(thread);
  const viewer = thread.viewer;
  const signIn = () => auth.open('login', { returnTo: location.pathname });

  const moderationButton = (action: 'lock' | 'unlock' | 'pin' | 'unpin') => {
    const { label, pending } = threadAction(thread.id, action);
    return (
      <Button variant="secondary" size="sm" onClick={() => setPending(pending)}>
        {label}
      </Button>
    );
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <nav aria-label={t('Breadcrumb')} className="flex flex-wrap items-center gap-2 text-sm">
        <Link
          to="/community"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('Community')}
        </Link>
        {place && (
          <>
            <span aria-hidden="true" className="text-slate-400">
              /
            </span>
            <Link
              to={placeHref(place)}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              data-testid="thread-place"
            >
              {placeLabel(place)}
            </Link>
          </>
        )}
      </nav>
      <header className="mt-4">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
          {thread.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <ThreadBadges thread={thread} />
          <span className={tagClasses}>{repliesLabel(thread.replyCount)}</span>
        </div>
        {viewer.isModerator && (
          <div
            className="mt-4 flex flex-wrap gap-2"
            role="group"
            aria-label={t('Moderate this discussion')}
          >
            {moderationButton(thread.locked ? 'unlock' : 'lock')}
            {moderationButton(thread.pinned ? 'unpin' : 'pin')}
          </div>
        )}
      </header>

      {viewer.spoilersHidden && place && place.kind !== 'category' && (
        <SpoilerNotice
          onReveal={async () => {
            if (!viewer.signedIn) {
              signIn();
              return;
            }
            await revealSpoilers(
              place.kind === 'lesson'
                ? { lessonId: place.lessonId }
                : { challengeId: place.challengeId },
            );
            await reloadThread();
          }}
        />
      )}

      <div className="mt-8 space-y-5">
        {thread.posts.map((post) => (
          <PostCard
            key={post.id}
            thread={thread}
            post={post}
            userId={userId}
            onSignIn={signIn}
            onModerate={setPending}
          />
        ))}
      </div>

      <section aria-labelledby="reply-title" className="mt-10">
        <h2 id="reply-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {t('Your reply')}
        </h2>
        <div className="mt-4">
          {!viewer.signedIn ? (
            <div className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
              <p className="text-slate-700 dark:text-slate-300">
                {t('Sign in to reply to this discussion.')}
              </p>
              <Button onClick={signIn}>{t('Sign in to reply')}</Button>
            </div>
          ) : !viewer.canReply ? (
            <p
              data-testid="cannot-reply"
              className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
            >
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t(
                viewer.cannotReplyReason ??
                  (thread.locked
                    ? msg('This discussion is locked.')
                    : msg('You cannot reply here.')),
              )}
            </p>
          ) : (
            <MarkdownForm
              label={t('Write your reply')}
              submitLabel={t('Post reply')}
              busyLabel={t('Posting…')}
              onSubmit={async (body) => {
                await postReply(thread.id, body);
                await refresh();
              }}
            />
          )}
        </div>
      </section>

      {pending && <ReasonDialog pending={pending} onClose={() => setPending(null)} />}
    </div>
  );
}

function SpoilerNotice({ onReveal }: { onReveal: () => Promise<void> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reveal = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onReveal();
    } catch (caught) {
      setFailure(messageOf(caught, msg('The code could not be shown. Please try again.')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      data-testid="spoiler-notice"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-start gap-2 text-sm">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(SPOILER_NOTICE)}
      </p>
      <div className="shrink-0">
        <Button variant="secondary" size="sm" onClick={() => void reveal()} disabled={busy}>
          {t(SPOILER_BUTTON)}
        </Button>
        {failure && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
