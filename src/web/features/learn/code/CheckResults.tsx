import { CircleCheck, CircleX, PartyPopper } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { CaseResult, CheckExerciseResponse } from '../../../../domain/learning-api';
import {
  finalNewlineDifference,
  firstOutputDifference,
  type OutputDifference,
} from '../../../../domain/output-comparison';
import { DiagnosticList } from '../../../components/code/DiagnosticList';
import {
  DiffedOutput,
  FINAL_NEWLINE_NOTE,
  NOT_COMPARED,
  showsWhitespace,
  WHITESPACE_LEGEND,
} from '../../../components/code/OutputDiff';
import { CompileErrorText, ErrorText } from '../../../components/code/OutputPanel';

const blockClasses =
  'mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100';

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Expected and actual output side by side (stacked on a phone), the first difference marked. */
function Outputs({ result }: { result: CaseResult }) {
  const { expectedOutput: expected, actualOutput: actual } = result;
  const at = result.passed ? null : firstOutputDifference(expected, actual);
  const finalNewline = result.passed ? null : finalNewlineDifference(expected, actual);
  const legend = at !== null && (showsWhitespace(expected, at) || showsWhitespace(actual, at));
  return (
    <>
      {at && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{firstDifferenceText(at)}</p>
      )}
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label="Input" wide>
          <pre className={blockClasses}>{result.stdin || '(no input)'}</pre>
        </Field>
        <Field label="Expected output">
          <DiffedOutput
            output={expected}
            at={at}
            label="Expected output"
            className={blockClasses}
          />
        </Field>
        <Field label="Your output">
          <DiffedOutput output={actual} at={at} label="Your output" className={blockClasses} />
          {finalNewline && (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              <mark className="rounded-sm bg-amber-200 px-1 font-medium text-slate-950 dark:bg-amber-400/30 dark:text-amber-50">
                {FINAL_NEWLINE_NOTE[finalNewline]}
              </mark>{' '}
              {NOT_COMPARED}
            </p>
          )}
        </Field>
      </dl>
      {legend && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{WHITESPACE_LEGEND}</p>
      )}
    </>
  );
}

function firstDifferenceText(at: OutputDifference): string {
  return `Your output first differs on line ${at.line}, column ${at.column} (highlighted).`;
}

function CaseResultItem({ result }: { result: CaseResult }) {
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
          {result.passed ? 'Passed' : 'Failed'}: {result.name}
        </span>
      </p>
      <Outputs result={result} />
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
  const headingId = useId();
  const visiblePassed = result.cases.filter((item) => item.passed).length;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        Check results
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
              Exercise solved: every check passed. Well done!
            </p>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {visiblePassed} of {result.cases.length} checks passed. Compare your output with the
              expected output, fix your code and check again.
            </p>
          )}
          <ul className="space-y-3">
            {result.cases.map((item, index) => (
              <CaseResultItem key={index} result={item} />
            ))}
          </ul>
          {result.hidden.total > 0 && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {result.hidden.passed} of {result.hidden.total} hidden checks passed
            </p>
          )}
        </>
      )}
    </section>
  );
}
