import { Timer } from 'lucide-react';
import { untilMidnight } from '@domain/challenge-rules';
import { useT } from '@web/i18n/translate';
import { COUNTDOWN_REFRESH_MS } from './timing';
import { useNow } from './use-now';

/**
 * 'Next challenge in {h}h {m}m {s}s' until midnight in the learner's time zone. It keeps its
 * own clock, so each second re-renders this line and nothing else of the page.
 */
export function NextChallengeCountdown({ timeZone }: { timeZone: string }) {
  const t = useT();
  const now = useNow(COUNTDOWN_REFRESH_MS);
  return (
    <p
      role="timer"
      className="inline-flex items-center gap-2 self-start rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 tabular-nums sm:self-auto dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
    >
      <Timer className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
      {t('Next challenge in {{h}}h {{m}}m {{s}}s', untilMidnight(now, timeZone))}
    </p>
  );
}
