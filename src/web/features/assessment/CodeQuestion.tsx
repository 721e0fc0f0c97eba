import { Play } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { AssessmentAnswer } from '@domain/assessment-api';
import type { AssessmentItem } from '@domain/assessment-content';
import { outputMatches } from '@domain/output-comparison';
import type { CodeEditorHandle } from '@web/components/code/CodeEditor';
import type { EditorDiagnostic } from '@web/components/code/editor-diagnostics';
import { useExecuteCode } from '@web/components/code/execute-api';
import { LazyCodeEditor } from '@web/components/code/LazyCodeEditor';
import { OutputPanel, runViewOf } from '@web/components/code/OutputPanel';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { useT } from '@web/i18n/translate';
import { InlineCode } from './InlineCode';

type CodeItem = Extract<AssessmentItem, { kind: 'code' }>;

const NO_DIAGNOSTICS: readonly EditorDiagnostic[] = [];

const preClasses =
  'mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 font-mono text-sm text-slate-900 dark:bg-slate-950 dark:text-slate-100';

/** A visible case's input and the output it expects. */
function VisibleCase({ testCase }: { testCase: CodeItem['visibleCases'][number] }) {
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <p lang="en" className="text-sm font-medium text-slate-900 dark:text-white">
        <InlineCode text={testCase.name} />
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('Input')}</p>
          <pre className={preClasses}>{testCase.stdin === '' ? t('(none)') : testCase.stdin}</pre>
        </div>
        <div>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('Expected output')}</p>
          <pre className={preClasses}>{testCase.expectedOutput}</pre>
        </div>
      </div>
    </li>
  );
}

/**
 * A coding item: the learner's program in the code editor, the visible cases, and a Run that
 * runs the program with one case's input (execute-c, as a lesson's Run does). The hidden cases
 * are run on the server when the attempt is graded.
 */
export function CodeQuestion({
  item,
  number,
  answer,
  onAnswer,
}: {
  item: CodeItem;
  number: number;
  answer: AssessmentAnswer | undefined;
  onAnswer: (answer: AssessmentAnswer | null) => void;
}) {
  const t = useT();
  const editor = useRef<CodeEditorHandle>(null);
  const caseId = useId();
  const [code, setCode] = useState(typeof answer === 'string' ? answer : item.starterCode);
  const [caseIndex, setCaseIndex] = useState(0);
  /** The case the shown output ran with. */
  const [ranIndex, setRanIndex] = useState<number | null>(null);
  const execution = useExecuteCode();
  const view = runViewOf(execution);
  const running = execution.isPending;
  const chosen = item.visibleCases[caseIndex] ?? item.visibleCases[0];

  const change = (next: string) => {
    setCode(next);
    onAnswer(next);
  };
  const run = (source = code) => {
    if (running || !chosen) return;
    setRanIndex(caseIndex);
    execution.mutate({ code: source, stdin: chosen.stdin, mode: 'run' });
  };
  const ranCase = ranIndex === null ? undefined : item.visibleCases[ranIndex];
  const matched =
    view.phase === 'done' && view.result.status === 'success' && ranCase
      ? outputMatches(ranCase.expectedOutput, view.result.stdout)
      : null;

  return (
    <div className="space-y-4">
      <LazyCodeEditor
        ref={editor}
        label={t('Your program for question {{number}}', { number })}
        value={code}
        onChange={change}
        diagnostics={view.phase === 'done' ? view.result.diagnostics : NO_DIAGNOSTICS}
        onRun={run}
      />
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('Visible cases')}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('Hidden cases are checked too when your answers are graded.')}
        </p>
        <ul className="mt-2 space-y-2">
          {item.visibleCases.map((testCase, index) => (
            <VisibleCase key={index} testCase={testCase} />
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {item.visibleCases.length > 1 && (
          <div className="min-w-48">
            <label
              htmlFor={caseId}
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t('Run with the input of')}
            </label>
            <select
              id={caseId}
              value={caseIndex}
              onChange={(event) => setCaseIndex(Number(event.target.value))}
              className={inputClasses}
            >
              {item.visibleCases.map((testCase, index) => (
                <option key={index} value={index} lang="en">
                  {testCase.name.replaceAll('`', '')}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button onClick={() => run()} disabled={running}>
          <Play aria-hidden="true" className="size-4" />
          {running ? t('Running...') : t('Run')}
        </Button>
      </div>
      <OutputPanel
        view={view}
        idleText={t('Click "Run" to run your program with a visible case')}
        title={t('Output of question {{number}}', { number })}
        onGoTo={(line, column) => editor.current?.goTo(line, column)}
      />
      <div aria-live="polite">
        {matched !== null && (
          <p
            className={`rounded-lg border px-4 py-3 text-sm ${
              matched
                ? 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/40 dark:text-green-200'
                : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100'
            }`}
          >
            {matched
              ? t('The output matches this case.')
              : t('The output differs from what this case expects.')}
          </p>
        )}
      </div>
    </div>
  );
}
