import type { TraceStep } from '@domain/trace';
import { useLanguage, useT } from '@web/i18n/translate';
import { describeMemory, stepSummary } from './describe-step';

/** Where the program is, in the interface's language, announced politely at every step. */
export function StepSummary({
  step,
  index,
  total,
}: {
  step: TraceStep;
  index: number;
  total: number;
}) {
  useLanguage();
  return (
    <p aria-live="polite" className="text-sm font-medium text-slate-800 dark:text-slate-100">
      {stepSummary(step, index, total)}
    </p>
  );
}

/** The step's memory in words: each frame, the globals and the heap, every pointer's target. */
export function StepDescription({ step }: { step: TraceStep }) {
  const t = useT();
  const groups = describeMemory(step);
  return (
    <details className="rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-700">
      <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-100">
        {t('This step in words')}
      </summary>
      <dl className="mt-3 space-y-3">
        {groups.map((group) => (
          <div key={group.term}>
            <dt className="font-semibold text-slate-900 dark:text-white">{group.term}</dt>
            {group.details.map((detail) => (
              <dd key={detail} className="ml-4 text-slate-700 dark:text-slate-300">
                {detail}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </details>
  );
}
