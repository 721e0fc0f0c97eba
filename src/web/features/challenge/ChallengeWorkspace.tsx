import { Play, RotateCcw } from 'lucide-react';
import { TRACE_NEEDS_PRO } from '@domain/billing';
import { useRef } from 'react';
import type { CodeEditorHandle } from '@web/components/code/CodeEditor';
import type { EditorDiagnostic } from '@web/components/code/editor-diagnostics';
import { LazyCodeEditor } from '@web/components/code/LazyCodeEditor';
import { OutputPanel, type RunView } from '@web/components/code/OutputPanel';
import { StdinField } from '@web/components/StdinField';
import { Button } from '@web/components/ui/Button';
import { ProRequiredNotice } from '@web/components/ProRequired';
import { useVisualizer } from '@web/components/trace/use-visualizer';
import { VisualizeButton } from '@web/components/trace/VisualizeButton';
import { msg, useT } from '@web/i18n/translate';
import {
  outcomeHint,
  outcomeStatus,
  SUBMIT_FOUND_FAILURE,
  type ChallengeOutcome,
} from './challenge-run';

const NO_DIAGNOSTICS: readonly EditorDiagnostic[] = [];

const hintTones: Record<ChallengeOutcome, string> = {
  idle: '',
  running: '',
  error:
    'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200',
  mismatch:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
  'own-input':
    'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200',
  success:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/40 dark:text-green-200',
};

interface ChallengeWorkspaceProps {
  code: string;
  onCodeChange: (code: string) => void;
  stdin: string;
  onStdinChange: (stdin: string) => void;
  /** The input the expected output is for (practice challenges), or null. */
  exampleInput: string | null;
  view: RunView;
  outcome: ChallengeOutcome;
  /** The server's check of this run's code failed a case: the success hint would mislead. */
  submitFailed: boolean;
  onRun: (code: string) => void;
}

/** SPEC §2 right side: the editor, its input, Run Code, the output panel and the hint under it. */
export function ChallengeWorkspace({
  code,
  onCodeChange,
  stdin,
  onStdinChange,
  exampleInput,
  view,
  outcome,
  submitFailed,
  onRun,
}: ChallengeWorkspaceProps) {
  const t = useT();
  const editor = useRef<CodeEditorHandle>(null);
  // In line for a free runner, Run stays pressable: pressing it again starts over.
  const running = view.phase === 'running' && !view.waiting;
  const failedOnSubmit = outcome === 'success' && submitFailed;
  const hint = failedOnSubmit ? SUBMIT_FOUND_FAILURE : outcomeHint[outcome];
  const visualizer = useVisualizer();
  const visualize = () =>
    visualizer.visualize(
      { code, stdin },
      { isLessonExample: false, subtitle: t('Your solution to the challenge') },
    );
  return (
    <section aria-labelledby="challenge-solution" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="challenge-solution"
          className="text-xl font-semibold text-slate-900 dark:text-white"
        >
          {t('Your Solution')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <VisualizeButton onClick={visualize} locked={visualizer.lockedFor(false)} />
          <Button onClick={() => onRun(code)} disabled={running}>
            <Play aria-hidden="true" className="size-4" />
            {running ? t('Running...') : t('Run Code')}
          </Button>
        </div>
      </div>
      {visualizer.refused && <ProRequiredNotice message={TRACE_NEEDS_PRO} />}
      {visualizer.dialog}
      <LazyCodeEditor
        ref={editor}
        label={msg('Solution code')}
        value={code}
        onChange={onCodeChange}
        diagnostics={view.phase === 'done' ? view.result.diagnostics : NO_DIAGNOSTICS}
        onRun={onRun}
      />
      <StdinField value={stdin} onChange={onStdinChange}>
        {exampleInput !== null && stdin !== exampleInput && (
          <Button variant="ghost" size="sm" onClick={() => onStdinChange(exampleInput)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('Use the example input')}
          </Button>
        )}
      </StdinField>
      <OutputPanel
        view={view}
        status={outcomeStatus[outcome]}
        idleText={msg('Click "Run Code" to execute your solution')}
        compileHint={false}
        onGoTo={(line, column) => editor.current?.goTo(line, column)}
      />
      <div aria-live="polite">
        {hint && (
          <p
            className={`rounded-lg border px-4 py-3 text-sm ${hintTones[failedOnSubmit ? 'mismatch' : outcome]}`}
          >
            {t(hint)}
          </p>
        )}
      </div>
    </section>
  );
}
