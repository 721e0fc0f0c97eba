import { ArrowBigUp } from 'lucide-react';
import { useState } from 'react';
import type { ForumPost } from '@domain/community';
import { msg, t, useT } from '@web/i18n/translate';
import { votePost } from '@web/lib/forum';
import { formatCount, messageOf } from '@web/components/community/community-format';

const upvotes = (score: number) =>
  t('{{number}} upvotes', {
    count: score,
    number: formatCount(score),
    defaultValue_one: '{{number}} upvote',
  });

/**
 * The post's upvotes, and a toggle to add one's own (pressed while it counts). Authors see the
 * count only: nobody upvotes their own post.
 */
export function VoteButton({
  post,
  canVote,
  onSignIn,
  onVoted,
}: {
  post: ForumPost;
  /** false for the post's own author. */
  canVote: boolean;
  /** Set for visitors: the button asks them to sign in. */
  onSignIn: (() => void) | null;
  onVoted: (answer: { score: number; voted: boolean }) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async () => {
    if (onSignIn) {
      onSignIn();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onVoted(await votePost(post.id, !post.voted));
    } catch (caught) {
      setFailure(messageOf(caught, msg('Your vote could not be counted. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {canVote && (
        <button
          type="button"
          aria-pressed={post.voted}
          onClick={() => void toggle()}
          disabled={busy}
          className={`inline-flex h-8 items-center gap-1 rounded-lg border px-2.5 text-sm font-medium transition disabled:opacity-60 ${
            post.voted
              ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500'
              : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-white'
          }`}
        >
          <ArrowBigUp aria-hidden="true" className="size-4" />
          {t('Upvote')}
        </button>
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400" data-testid="post-score">
        {upvotes(post.score)}
      </span>
      {failure && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </span>
      )}
    </span>
  );
}
