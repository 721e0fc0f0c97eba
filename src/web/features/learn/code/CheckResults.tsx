import { CircleCheck, CircleX, PartyPopper } from 'lucide-react';
import { useId } from 'react';
import type { CaseResult, CheckExerciseResponse } from '@domain/learning-api';
import { DiagnosticList } from '@web/components/code/DiagnosticList';
import { OutputComparison } from '@web/components/code/OutputDiff';
import { CompileErrorText, ErrorText } from '@web/components/code/OutputPanel';
import { useT } from '@web/i18n/translate';

function CaseResultItem({ result }: { result: CaseResult }) {
  const t = useT();
  const Icon = result.passed ? CircleCheck : CircleX;
  return (
    <li
      className={`rounded-xl border p-4 ${
        result.passed
          ? 'border-green-200 bg-green-50/60 dark:border-green-900/60 dark:bg-green-950/20'
          : 'border-red-200 bg-red-50/60 dark:border-red-900/60 dark:bg-red-950/20'
      }`}
    >
      <p className="flex items-start gap-2 text-sm font-medium text-slate-900 dark:text-white">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${
            result.passed ? 'text-green-600 dark:text-green-400' : 'text-red-600 dark:text-red-400'
          }`}
        />
        <span>
          {result.passed
            ? t('Passed: {{name}}', { name: result.name })
            : t('Failed: {{name}}', { name: result.name })}
        </span>
      </p>
      <OutputComparison
        stdin={result.stdin}
        expected={result.expectedOutput}
        actual={result.actualOutput}
        passed={result.passed}
      />
      {result.error && (
        <div className="mt-3">
          <ErrorText kind="Execution" text={result.error} />
        </div>
      )}
    </li>
  );
}

/** What the server said about the learner's solution: compile errors, or each case. */
export function CheckResults({
  result,
  onGoTo,
}: {
  result: CheckExerciseResponse;
  onGoTo: (line: number, column: number) => void;
}) {
  const t = useT();
  const headingId = useId();
  const visiblePassed = result.cases.filter((item) => item.passed).length;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('Check results')}
      </h3>
      {result.compileError ? (
        <>
          <CompileErrorText text={result.compileError.error} />
          <DiagnosticList diagnostics={result.compileError.diagnostics} onGoTo={onGoTo} />
        </>
      ) : (
        <>
          {result.passed ? (
            <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300">
              <PartyPopper aria-hidden="true" className="size-4 shrink-0" />
              {t('Exercise solved: every check passed. Well done!')}
            </p>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t(
                '{{count}} of {{total}} checks passed. Compare your output with the expected output, fix your code and check again.',
                {
                  count: visiblePassed,
                  total: result.cases.length,
                  defaultValue_one:
                    '{{count}} of {{total}} checks passed. Compare your output with the expected output, fix your code and check again.',
                },
              )}
            </p>
          )}
          <ul className="space-y-3">
            {result.cases.map((item, index) => (
              <CaseResultItem key={index} result={item} />
            ))}
          </ul>
          {result.hidden.total > 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('{{count}} of {{total}} hidden checks passed', {
                count: result.hidden.passed,
                total: result.hidden.total,
                defaultValue_one: '{{count}} of {{total}} hidden checks passed',
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
