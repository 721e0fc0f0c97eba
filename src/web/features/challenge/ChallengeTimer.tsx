import { Clock } from 'lucide-react';
import { clockText } from '@web/lib/countdown';
import { LOW_TIME_SECONDS } from './challenge-run';

/** SPEC §2: the time left as mm:ss, red under 300 seconds. */
export function ChallengeTimer({ secondsLeft }: { secondsLeft: number }) {
  const low = secondsLeft < LOW_TIME_SECONDS;
  return (
    <span
      role="timer"
      className={`inline-flex items-center gap-1.5 font-mono text-lg font-semibold tabular-nums ${
        low ? 'text-red-700 dark:text-red-400' : 'text-slate-900 dark:text-white'
      }`}
    >
      <Clock aria-hidden="true" className="size-4" />
      {clockText(secondsLeft)}
    </span>
  );
}
