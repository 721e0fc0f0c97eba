import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { NO_DEBUG_PROBLEMS } from '@domain/debug-findings';
import type { DebugFindings as Findings, ExecuteResponse } from '@domain/execution';
import { msg, useT } from '@web/i18n/translate';
import { useOverflows } from './use-overflows';
import type { EditorDiagnostic } from './editor-diagnostics';

export const DEBUG_FINDINGS = msg('Debug run findings');
export const DEBUG_DETAILS = msg('Details');

/**
 * A debug run's problems are listed once, among its findings: the runtime-error diagnostics at
 * the lines they name (or without a line, when one of them has none) are left out of the others.
 */
export function diagnosticsBesideFindings<T extends EditorDiagnostic>(
  diagnostics: readonly T[],
  debug: Findings | null,
): readonly T[] {
  if (!debug || debug.problems.length === 0) return diagnostics;
  const lines = new Set(debug.problems.map((problem) => problem.line ?? 0));
  return diagnostics.filter(
    (diagnostic) =>
      diagnostic.severity !== 'runtime error' || !lines.has(Math.max(diagnostic.line, 0)),
  );
}

const itemClasses =
  'flex w-full items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm dark:border-slate-800';

function ProblemText({ line, message }: { line: number | null; message: string }) {
  const t = useT();
  return (
    <>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-500" />
      <span className="min-w-0 text-slate-800 dark:text-slate-200">
        {line !== null && (
          <>
            <span className="font-medium text-slate-900 dark:text-white">
              {t('Line {{line}}:', { line })}
            </span>{' '}
          </>
        )}
        <span className="break-words">{message}</span>
      </span>
    </>
  );
}

/** The sanitizers' own report, closed until asked for; a long one scrolls in its box. */
function Report({ text }: { text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Measured again once opened: a closed box has no height.
  const { ref, overflows } = useOverflows<HTMLPreElement>(!open);
  return (
    <details className="mt-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="w-fit cursor-pointer rounded text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        {t(DEBUG_DETAILS)}
      </summary>
      <pre
        ref={ref}
        role={overflows ? 'group' : undefined}
        aria-label={overflows ? t("The sanitizers' report") : undefined}
        tabIndex={overflows ? 0 : undefined}
        className="mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-xs text-slate-800 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200"
      >
        {text}
      </pre>
    </details>
  );
}

/**
 * What the sanitizers of a debug run found, one plain message per problem (a problem with a line
 * moves the editor's cursor there), or that they found nothing; their own report behind Details.
 */
export function DebugFindings({
  result,
  onGoTo,
}: {
  result: Pick<ExecuteResponse, 'debug' | 'status'>;
  onGoTo: (line: number, column: number) => void;
}) {
  const t = useT();
  const headingId = useId();
  const { debug } = result;
  if (!debug) return null;
  const clean = debug.problems.length === 0 && result.status === 'success';
  if (debug.problems.length === 0 && !clean && debug.report === '') return null;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t(DEBUG_FINDINGS)}
      </h4>
      {clean && (
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800 dark:border-green-900 dark:bg-green-950/50 dark:text-green-300">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(NO_DEBUG_PROBLEMS)}
        </p>
      )}
      {debug.problems.length > 0 && (
        <ul className="mt-2 space-y-1.5">
          {debug.problems.map(({ line, message }, index) => (
            <li key={index}>
              {line !== null && line > 0 ? (
                <button
                  type="button"
                  onClick={() => onGoTo(line, 1)}
                  className={`${itemClasses} bg-white transition hover:border-brand-300 hover:bg-brand-50 dark:bg-slate-900 dark:hover:border-brand-800 dark:hover:bg-brand-950/40`}
                >
                  <ProblemText line={line} message={message} />
                </button>
              ) : (
                <p className={itemClasses}>
                  <ProblemText line={null} message={message} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {debug.report !== '' && <Report text={debug.report} />}
    </section>
  );
}
