import { useT } from '@web/i18n/translate';
import { ChallengeTimer } from './ChallengeTimer';

/**
 * Phones and tablets: the challenge's title and time left in a bar that stays under the header
 * while the learner scrolls down to the editor. Wide screens show the time in the brief.
 */
export function ChallengeTimerBar({ title, secondsLeft }: { title: string; secondsLeft: number }) {
  const t = useT();
  return (
    <div className="sticky top-[calc(4rem+1px)] z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur-md sm:px-6 lg:hidden dark:border-slate-800 dark:bg-slate-950/95">
      <p className="min-w-0 truncate text-sm font-medium text-slate-700 dark:text-slate-300">
        {title}
      </p>
      <p className="flex shrink-0 items-center gap-2">
        <span className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
          {t('Time left')}
        </span>
        <ChallengeTimer secondsLeft={secondsLeft} />
      </p>
    </div>
  );
}
