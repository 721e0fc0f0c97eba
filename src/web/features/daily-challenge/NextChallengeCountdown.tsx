import { Timer } from 'lucide-react';
import { countdownText, untilMidnight } from '../../../domain/challenge-rules';

/** 'Next challenge in {h}h {m}m {s}s' until midnight in the learner's time zone. */
export function NextChallengeCountdown({ now, timeZone }: { now: Date; timeZone: string }) {
  return (
    <p
      role="timer"
      className="inline-flex items-center gap-2 self-start rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 tabular-nums sm:self-auto dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
    >
      <Timer className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
      {countdownText(untilMidnight(now, timeZone))}
    </p>
  );
}
