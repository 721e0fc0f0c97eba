import { Clock, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ThreadSummary } from '@domain/community';
import { activityTime } from '@web/components/ActivityList';
import { authorName, repliesLabel, threadHref } from './community-format';
import { ThreadBadges } from './ThreadBadges';

/** One question beneath a lesson or challenge: its title as a link, who asked, replies, when. */
export function ThreadRow({ thread, now }: { thread: ThreadSummary; now: Date }) {
  const time = activityTime(thread.lastActivityAt, now);
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3.5 sm:px-5" data-testid="discussion-thread">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="min-w-0 font-semibold text-slate-900 dark:text-white">
          <Link
            to={threadHref(thread.id)}
            className="break-words hover:text-brand-700 hover:underline focus-visible:underline dark:hover:text-brand-300"
          >
            {thread.title}
          </Link>
        </h3>
        <ThreadBadges thread={thread} />
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium text-slate-700 dark:text-slate-300">
          {authorName(thread.author)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MessageCircle aria-hidden="true" className="size-4" />
          {repliesLabel(thread.replyCount)}
        </span>
        {time && (
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            <time dateTime={thread.lastActivityAt}>{time}</time>
          </span>
        )}
      </p>
    </li>
  );
}
