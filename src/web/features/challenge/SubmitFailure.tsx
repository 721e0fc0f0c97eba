import { CircleX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { CheckFailure } from '../../../domain/challenge-api';
import { ErrorText } from '../../components/code/OutputPanel';

export const SECRET_CASE =
  "This check's input is secret, so neither it nor the output is shown here.";

const blockClasses =
  'mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd>
        <pre className={blockClasses}>{children}</pre>
      </dd>
    </div>
  );
}

/**
 * The case a submitted program failed, as the exercises show theirs: its name, what the check
 * does, the input and both outputs unless the case is secret, and the runner's words.
 */
export function SubmitFailure({ failure }: { failure: CheckFailure }) {
  const headingId = useId();
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
          Failed check {failure.number} of {failure.of}
          {failure.hidden ? ' (hidden)' : ''}: {failure.name}
        </span>
      </h3>
      {failure.about && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{failure.about}</p>
      )}
      {failure.secret ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{SECRET_CASE}</p>
      ) : (
        <dl className="space-y-3">
          <Field label="Input">{failure.stdin || '(no input)'}</Field>
          <Field label="Expected output">{failure.expectedOutput}</Field>
          <Field label="Your output">{failure.actualOutput || '(no output)'}</Field>
        </dl>
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
