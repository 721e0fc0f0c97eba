import { Clock } from 'lucide-react';
import { useState } from 'react';
import { msg, useT } from '@web/i18n/translate';
import { clockText } from '@web/lib/countdown';

/** Under this many seconds the clock turns red. */
const LOW_SECONDS = 5 * 60;

/** The moments a screen reader hears the time left: 10 minutes, then 1. */
const ANNOUNCED = [
  { seconds: 60, text: msg('1 minute left.') },
  { seconds: 600, text: msg('10 minutes left.') },
] as const;

/**
 * What the polite live region says with `secondsLeft` to go, for an attempt that had
 * `secondsAtStart` when the page opened: the last mark passed since then, else nothing. It
 * changes only as the clock passes a mark, so it is heard at 10 and at 1 minute, never each second.
 */
export function announcement(secondsLeft: number, secondsAtStart: number): string {
  const mark = ANNOUNCED.find(
    (announced) => secondsLeft <= announced.seconds && secondsAtStart > announced.seconds,
  );
  return mark?.text ?? '';
}

/** The attempt's time left as mm:ss, with its 10- and 1-minute announcements. */
export function Countdown({ secondsLeft }: { secondsLeft: number }) {
  const t = useT();
  const [secondsAtStart] = useState(secondsLeft);
  const announced = announcement(secondsLeft, secondsAtStart);
  const low = secondsLeft < LOW_SECONDS;
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm text-slate-600 dark:text-slate-400">{t('Time left')}</span>
      <span
        role="timer"
        className={`inline-flex items-center gap-1.5 font-mono text-lg font-semibold tabular-nums ${
          low ? 'text-red-700 dark:text-red-400' : 'text-slate-900 dark:text-white'
        }`}
      >
        <Clock aria-hidden="true" className="size-4" />
        {clockText(secondsLeft)}
      </span>
      <span aria-live="polite" className="sr-only">
        {announced && t(announced)}
      </span>
    </div>
  );
}
