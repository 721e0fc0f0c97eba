import { CircleCheck, CircleX } from 'lucide-react';
import type { GradedAttempt } from '@domain/assessment-api';
import { ASSESSMENT_PASS_PERCENT } from '@domain/assessment-rules';
import { useT } from '@web/i18n/translate';

/** The score: percent, right of total, and passed or not yet against the pass mark. */
export function ScoreSummary({ attempt }: { attempt: GradedAttempt }) {
  const t = useT();
  const Icon = attempt.passed ? CircleCheck : CircleX;
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <p className="text-5xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">
        {attempt.percent}%
      </p>
      <div className="space-y-1">
        <p
          className={`inline-flex items-center gap-1.5 text-lg font-semibold ${
            attempt.passed
              ? 'text-emerald-700 dark:text-emerald-300'
              : 'text-amber-800 dark:text-amber-200'
          }`}
        >
          <Icon aria-hidden="true" className="size-5" />
          {attempt.passed ? t('Passed') : t('Not passed yet')}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('{{correct}} of {{total}} correct · {{percent}}% needed to pass', {
            correct: attempt.correct,
            total: attempt.total,
            percent: ASSESSMENT_PASS_PERCENT,
          })}
        </p>
      </div>
    </div>
  );
}
