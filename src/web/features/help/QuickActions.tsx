import { ChevronRight, Mail, MessageSquare, PlayCircle, type LucideIcon } from 'lucide-react';
import { quickActions, type QuickAction } from '../../../../content/help';
import { supportMailto } from './support-links';

const icons: Record<QuickAction['id'], LucideIcon> = {
  'live-chat': MessageSquare,
  email: Mail,
  videos: PlayCircle,
};

const cardClasses =
  'group flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left transition hover:border-brand-300 hover:shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700';

function CardBody({ action }: { action: QuickAction }) {
  const Icon = icons[action.id];
  return (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900 dark:text-white">{action.title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {action.description}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-4 shrink-0 text-slate-400 transition group-hover:text-brand-600"
      />
    </>
  );
}

/** Start Live Chat opens the chat dialog, Email Support writes to support, Video Tutorials jumps to them. */
export function QuickActions({ onStartChat }: { onStartChat: () => void }) {
  return (
    <section aria-labelledby="quick-actions-title">
      <h2
        id="quick-actions-title"
        className="text-xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        Quick Actions
      </h2>
      <ul className="mt-4 space-y-3">
        {quickActions.map((action) => (
          <li key={action.id}>
            {action.id === 'live-chat' ? (
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={onStartChat}
                className={cardClasses}
              >
                <CardBody action={action} />
              </button>
            ) : (
              <a
                href={action.id === 'email' ? supportMailto : '#video-tutorials'}
                className={cardClasses}
              >
                <CardBody action={action} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
