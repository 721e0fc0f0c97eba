import { CircleCheck, Lock, Pin, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useT } from '@web/i18n/translate';

const tones = {
  answered: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  pinned: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  locked: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  moderator: 'bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-200',
  hidden: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
} as const;

const icons: Record<keyof typeof tones, LucideIcon> = {
  answered: CircleCheck,
  pinned: Pin,
  locked: Lock,
  moderator: ShieldCheck,
  hidden: Lock,
};

/** A small pill that says what a thread or post is: answered, pinned, locked, a moderator… */
export function ForumBadge({ kind, children }: { kind: keyof typeof tones; children: string }) {
  const Icon = icons[kind];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${tones[kind]}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}

/** The answered, pinned and locked badges of a thread, in that order. */
export function ThreadBadges({
  thread,
}: {
  thread: { answered: boolean; pinned: boolean; locked: boolean };
}) {
  const t = useT();
  return (
    <>
      {thread.pinned && <ForumBadge kind="pinned">{t('Pinned')}</ForumBadge>}
      {thread.answered && <ForumBadge kind="answered">{t('Answered')}</ForumBadge>}
      {thread.locked && <ForumBadge kind="locked">{t('Locked')}</ForumBadge>}
    </>
  );
}
