import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import type { Stepper } from './use-stepper';

export const STEP_KEYS_HINT = msg(
  'Keys: ← and → step, Home and End go to the first and the last step.',
);

/** First, back, forward, last, and a slider over every step. */
export function StepControls({ stepper }: { stepper: Stepper }) {
  const t = useT();
  const sliderId = useId();
  const hintId = useId();
  const { index, total } = stepper;
  const atStart = index === 0;
  const atEnd = index === total - 1;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex items-center justify-between gap-1 sm:justify-start">
        <Button
          variant="secondary"
          aria-label={t('First step')}
          onClick={stepper.first}
          disabled={atStart}
        >
          <ChevronFirst aria-hidden="true" className="size-5" />
        </Button>
        <Button variant="secondary" onClick={stepper.back} disabled={atStart}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t('Back')}
        </Button>
        <Button onClick={stepper.forward} disabled={atEnd}>
          {t('Forward')}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="secondary"
          aria-label={t('Last step')}
          onClick={stepper.last}
          disabled={atEnd}
        >
          <ChevronLast aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <label htmlFor={sliderId} className="sr-only">
          {t('Step')}
        </label>
        <input
          id={sliderId}
          type="range"
          min={1}
          max={total}
          value={index + 1}
          aria-valuetext={t('Step {{step}} of {{total}}', { step: index + 1, total })}
          aria-describedby={hintId}
          onChange={(event) => stepper.goTo(Number(event.target.value) - 1)}
          className="h-9 min-w-0 flex-1 accent-brand-600"
        />
        <span className="shrink-0 text-sm tabular-nums text-slate-700 dark:text-slate-300">
          {index + 1} / {total}
        </span>
      </div>
      <p id={hintId} className="hidden text-xs text-slate-500 lg:block dark:text-slate-400">
        {t(STEP_KEYS_HINT)}
      </p>
    </div>
  );
}
