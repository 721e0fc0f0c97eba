import { Clock, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ThreadSummary } from '@domain/community';
import { tagClasses } from '../kit/classes';
import { FactLine, IconText } from '../kit/IconText';
import { Avatar } from './Avatar';
import { ThreadBadges } from '@web/components/community/ThreadBadges';
import {
  authorName,
  placeLabel,
  placeOf,
  repliesLabel,
  threadHref,
} from '@web/components/community/community-format';
import { TimeAgo } from './TimeAgo';

/** One thread in a list: its title as a link, who asked, where, how many replies and when. */
export function ForumThreadRow({
  thread,
  showPlace = false,
  now,
}: {
  thread: ThreadSummary;
  /** Name the category, lesson or challenge (lists that mix places). */
  showPlace?: boolean;
  now: Date;
}) {
  const name = authorName(thread.author);
  const place = placeOf(thread);
  return (
    <li className="flex gap-4 p-4 sm:p-5" data-testid="thread-row">
      <Avatar name={name} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold text-slate-900 dark:text-white">
            <Link
              to={threadHref(thread.id)}
              className="hover:text-brand-700 hover:underline focus-visible:underline dark:hover:text-brand-300"
            >
              {thread.title}
            </Link>
          </h3>
          <ThreadBadges thread={thread} />
        </div>
        {thread.excerpt && (
          <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
            {thread.excerpt}
          </p>
        )}
        <FactLine className="mt-2">
          <span className="font-medium text-slate-700 dark:text-slate-300">{name}</span>
          {showPlace && place && <span className={tagClasses}>{placeLabel(place)}</span>}
          <IconText icon={MessageCircle}>{repliesLabel(thread.replyCount)}</IconText>
          <IconText icon={Clock}>
            <TimeAgo at={thread.lastActivityAt} now={now} />
          </IconText>
        </FactLine>
      </div>
    </li>
  );
}
