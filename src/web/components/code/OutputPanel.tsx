import { useId, type ReactNode } from 'react';
import type { ExecuteResponse } from '@domain/execution';
import { msg, useT } from '@web/i18n/translate';
import { DebugFindings, diagnosticsBesideFindings } from './DebugFindings';
import { DiagnosticList } from './DiagnosticList';
import { RunStatusBadge, type RunStatus } from './RunStatusBadge';
import { joinedChunks, Transcript } from './Transcript';

/** SPEC §4 Run (lesson): Ready, then Running, then Ready with output, or Error. */
export type RunView =
  | { phase: 'idle' }
  /** `waiting`: in line for a free runner, every one being busy. */
  | { phase: 'running'; waiting?: boolean }
  | { phase: 'done'; result: ExecuteResponse }
  | { phase: 'failed'; message: string };

/** What a run's mutation shows: running, failed with a message, done with the answer, or idle. */
export function runViewOf(execution: {
  isPending: boolean;
  /** useExecuteCode: the run waits in line for a free runner. */
  waiting?: boolean;
  error: Error | null;
  data: ExecuteResponse | undefined;
}): RunView {
  if (execution.waiting) return { phase: 'running', waiting: true };
  if (execution.isPending) return { phase: 'running' };
  if (execution.error) return { phase: 'failed', message: execution.error.message };
  if (execution.data) return { phase: 'done', result: execution.data };
  return { phase: 'idle' };
}

export const EMPTY_OUTPUT = msg('Click "Run" to execute the code');
export const RUNNING_OUTPUT = msg('Running your program…');
export const WAITING_FOR_RUNNER = msg('Waiting for a free runner…');
export const NO_OUTPUT = msg('Program executed successfully (no output)');
export const COMPILE_ERROR_HINT = msg('Check your code for syntax errors and try again.');

export function runStatus(view: RunView): RunStatus {
  if (view.phase === 'running') return 'Running';
  if (view.phase === 'failed') return 'Error';
  if (view.phase === 'done' && view.result.status !== 'success') return 'Error';
  return 'Ready';
}

const preClasses = 'overflow-x-auto whitespace-pre-wrap break-words font-mono text-sm';
const errorClasses = `${preClasses} text-red-700 dark:text-red-400`;

/** A labelled block of the compiler's warnings. */
function Stream({ label, tone, children }: { label: string; tone: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </p>
      <pre className={`mt-1 ${preClasses} ${tone}`}>{children}</pre>
    </div>
  );
}

/** SPEC §8: '[Compilation Error]' or '[Execution Error]' followed by the text. */
export function ErrorText({ kind, text }: { kind: 'Compilation' | 'Execution'; text: string }) {
  const t = useT();
  const heading = kind === 'Compilation' ? t('[Compilation Error]') : t('[Execution Error]');
  return <pre className={errorClasses}>{`${heading}\n${text}`}</pre>;
}

export function CompileErrorText({ text }: { text: string }) {
  const t = useT();
  return (
    <>
      <ErrorText kind="Compilation" text={text} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t(COMPILE_ERROR_HINT)}</p>
    </>
  );
}

function ResultOutput({
  result,
  compileHint,
  onGoTo,
}: {
  result: ExecuteResponse;
  compileHint: boolean;
  onGoTo: (line: number, column: number) => void;
}) {
  const t = useT();
  if (result.status === 'compile_error') {
    const text = result.error ?? result.compileOutput;
    return compileHint ? (
      <CompileErrorText text={text} />
    ) : (
      <ErrorText kind="Compilation" text={text} />
    );
  }
  const silent = joinedChunks(result.transcript).length === 0;
  return (
    <>
      {result.compileOutput && (
        <Stream label={t('Compiler warnings')} tone="text-amber-700 dark:text-amber-300">
          {result.compileOutput}
        </Stream>
      )}
      <Transcript transcript={result.transcript} />
      {result.status === 'success'
        ? silent && <p className="text-sm text-slate-600 dark:text-slate-400">{t(NO_OUTPUT)}</p>
        : result.error && <ErrorText kind="Execution" text={result.error} />}
      <DebugFindings result={result} onGoTo={onGoTo} />
    </>
  );
}

/** The output of a run: status, time, what the program printed and what went wrong. */
export function OutputPanel({
  view,
  onGoTo,
  status = runStatus(view),
  idleText = EMPTY_OUTPUT,
  compileHint = true,
  title = msg('Output'),
}: {
  view: RunView;
  /** Moves the editor's cursor to a diagnostic's place. */
  onGoTo: (line: number, column: number) => void;
  /** The badge, when the page judges the run itself (a challenge's Success). */
  status?: RunStatus;
  /** Shown before the first run. */
  idleText?: string;
  /** Say how to fix a compile error below it (off when the page gives its own hints). */
  compileHint?: boolean;
  /** The panel's heading: its own where a page shows several panels. */
  title?: string;
}) {
  const t = useT();
  const headingId = useId();
  const result = view.phase === 'done' ? view.result : null;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={view.phase === 'running'}
      className="rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2.5 dark:border-slate-800">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t(title)}
        </h3>
        <div className="flex items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
          {result && result.status !== 'compile_error' && (
            <span>
              <span className="sr-only">{t('Execution time:')} </span>
              {t('{{time}} ms', { time: result.executionTime })}
            </span>
          )}
          <RunStatusBadge status={status} />
        </div>
      </div>
      <div aria-live="polite" className="min-h-24 space-y-3 px-4 py-3">
        {view.phase === 'idle' && (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t(idleText)}</p>
        )}
        {view.phase === 'running' && (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t(view.waiting ? WAITING_FOR_RUNNER : RUNNING_OUTPUT)}
          </p>
        )}
        {view.phase === 'failed' && <ErrorText kind="Execution" text={t(view.message)} />}
        {result && <ResultOutput result={result} compileHint={compileHint} onGoTo={onGoTo} />}
        {result && (
          <DiagnosticList
            diagnostics={diagnosticsBesideFindings(result.diagnostics, result.debug)}
            onGoTo={onGoTo}
          />
        )}
      </div>
    </section>
  );
}
