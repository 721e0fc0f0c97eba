import { CircleCheck, OctagonAlert, Scissors } from 'lucide-react';
import type { TraceStep } from '@domain/trace';
import { formatNumber, useT, type Translate } from '@web/i18n/translate';

const boxes = {
  crash:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100',
  exit: 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/40 dark:text-green-100',
  truncated:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
};

export const truncatedText = (steps: number, t: Translate) =>
  t('The program ran past the step limit, so the trace stops here, after {{steps}} steps.', {
    steps: formatNumber(steps),
  });

/**
 * How the program ended, shown at its last step: a crash, an exit, or where the trace stopped
 * (the server's `note` says why: the step limit, the time limit...).
 */
export function StepOutcome({
  step,
  isLast,
  truncated,
  total,
  note,
}: {
  step: TraceStep;
  isLast: boolean;
  truncated: boolean;
  total: number;
  note?: string | undefined;
}) {
  const t = useT();
  if (step.event === 'crash') {
    return (
      <div role="alert" className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${boxes.crash}`}>
        <OctagonAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">
            {step.signal
              ? t('The program crashed at line {{line}} ({{signal}}).', {
                  line: step.line,
                  signal: step.signal,
                })
              : t('The program crashed at line {{line}}.', { line: step.line })}
          </p>
          {step.explanation && <p className="mt-1">{t(step.explanation)}</p>}
          {step.faultPointer && (
            <p className="mt-1">{t('The pointer it could not follow is drawn in red.')}</p>
          )}
        </div>
      </div>
    );
  }
  if (step.event === 'exit') {
    return (
      <p className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${boxes.exit}`}>
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {step.exitCode === undefined
          ? t('The program has ended.')
          : t('The program has ended with exit code {{exitCode}}.', { exitCode: step.exitCode })}
      </p>
    );
  }
  if (isLast && truncated) {
    return (
      <p className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${boxes.truncated}`}>
        <Scissors aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {note === undefined ? truncatedText(total, t) : t(note)}
      </p>
    );
  }
  return null;
}
