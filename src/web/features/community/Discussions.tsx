import { Clock, MessageCircle } from 'lucide-react';
import { discussions, discussionsIntro } from '../../../../content/community';
import { Avatar } from './Avatar';

/** SPEC §3 Discussion: title, author, replies, time, category and avatar. */
export function Discussions() {
  return (
    <section id="discussions" aria-labelledby="discussions-title">
      <h2
        id="discussions-title"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {discussionsIntro.title}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{discussionsIntro.text}</p>
      <ul
        className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        data-testid="discussions"
      >
        {discussions.map((discussion) => (
          <li key={discussion.id} className="flex gap-4 p-5" data-testid="discussion">
            <Avatar initials={discussion.avatar} />
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-slate-900 dark:text-white">{discussion.title}</h3>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                <span className="font-medium text-slate-700 dark:text-slate-300">
                  {discussion.author}
                </span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  {discussion.category}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MessageCircle aria-hidden="true" className="size-4" />
                  {discussion.replies} replies
                </span>
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-4" />
                  {discussion.time}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
