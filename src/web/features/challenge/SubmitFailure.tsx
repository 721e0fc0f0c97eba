import { CircleX } from 'lucide-react';
import { useId } from 'react';
import type { CheckFailure } from '@domain/challenge-api';
import { OutputComparison } from '@web/components/code/OutputDiff';
import { ErrorText } from '@web/components/code/OutputPanel';
import { msg, useT } from '@web/i18n/translate';

export const SECRET_CASE = msg(
  "This check's input is secret, so neither it nor the output is shown here.",
);

/**
 * The case a submitted program failed, as the exercises show theirs: its name, what the check
 * does, the input and both outputs with their first difference marked unless the case is secret, and the runner's words.
 */
export function SubmitFailure({ failure }: { failure: CheckFailure }) {
  const t = useT();
  const headingId = useId();
  const heading = { number: failure.number, total: failure.of, name: failure.name };
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/60 p-4 dark:border-red-900/60 dark:bg-red-950/20"
    >
      <h3
        id={headingId}
        className="flex items-start gap-2 text-sm font-medium text-slate-900 dark:text-white"
      >
        <CircleX
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400"
        />
        <span>
          {failure.hidden
            ? t('Failed check {{number}} of {{total}} (hidden): {{name}}', heading)
            : t('Failed check {{number}} of {{total}}: {{name}}', heading)}
        </span>
      </h3>
      {failure.about && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{failure.about}</p>
      )}
      {failure.secret ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t(SECRET_CASE)}</p>
      ) : (
        <OutputComparison
          stdin={failure.stdin ?? ''}
          expected={failure.expectedOutput ?? ''}
          actual={failure.actualOutput ?? ''}
          passed={false}
        />
      )}
      {failure.error && (
        <ErrorText
          kind={failure.reason === 'did_not_compile' ? 'Compilation' : 'Execution'}
          text={failure.error}
        />
      )}
    </section>
  );
}
