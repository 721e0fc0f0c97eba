import { Bug, Play, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DEBUG_NEEDS_PRO } from '@domain/billing';
import type { ExecutionMode } from '@domain/execution';
import type { Lesson } from '@domain/learning';
import { Button } from '@web/components/ui/Button';
import { StdinField } from '@web/components/StdinField';
import type { CodeEditorHandle } from '@web/components/code/CodeEditor';
import { DraftStatus } from './DraftStatus';
import type { EditorDiagnostic } from '@web/components/code/editor-diagnostics';
import { useExecuteCode } from '@web/components/code/execute-api';
import { LazyCodeEditor } from '@web/components/code/LazyCodeEditor';
import { OutputPanel, runViewOf } from '@web/components/code/OutputPanel';
import { usePlan } from '@web/lib/subscription';
import { ProRequiredNotice, ProTag } from '@web/components/ProRequired';
import { useDraft } from './use-draft';

const NO_DIAGNOSTICS: readonly EditorDiagnostic[] = [];

function ExampleRunnerForLesson({ lesson }: { lesson: Lesson }) {
  const headingId = useId();
  const editor = useRef<CodeEditorHandle>(null);
  const draft = useDraft(lesson.id, 'example', lesson.code);
  const [stdin, setStdin] = useState(lesson.stdin ?? '');
  const execution = useExecuteCode();
  const running = execution.isPending;
  const runningMode = running ? execution.variables.mode : undefined;
  // Debug runs are Pro: a visitor or a Free learner is told so here, without asking the server.
  // While a learner's plan is still being read, the server decides.
  const { isPro, loading: planLoading } = usePlan();
  const debugLocked = !isPro && !planLoading;
  const [debugRefused, setDebugRefused] = useState(false);

  const run = (mode: ExecutionMode, code = draft.code) => {
    if (running) return;
    if (mode === 'debug' && debugLocked) {
      setDebugRefused(true);
      return;
    }
    setDebugRefused(false);
    execution.mutate({ code, stdin, mode });
  };
  const reset = () => {
    draft.reset();
    setStdin(lesson.stdin ?? '');
    setDebugRefused(false);
    execution.reset();
  };
  const showProNotice = debugRefused || execution.error?.message === DEBUG_NEEDS_PRO;

  const view = runViewOf(execution);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
          Example
        </h2>
        <DraftStatus draft={draft} />
      </div>
      <LazyCodeEditor
        ref={editor}
        label="Example program"
        value={draft.code}
        onChange={draft.setCode}
        diagnostics={view.phase === 'done' ? view.result.diagnostics : NO_DIAGNOSTICS}
        onRun={(code) => run('run', code)}
      />
      <StdinField value={stdin} onChange={setStdin} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => run('run')} disabled={running}>
          <Play aria-hidden="true" className="size-4" />
          {runningMode === 'run' ? 'Running...' : 'Run'}
        </Button>
        <Button variant="secondary" onClick={() => run('debug')} disabled={running}>
          <Bug aria-hidden="true" className="size-4" />
          {runningMode === 'debug' ? 'Debugging...' : 'Debug run'}
          {debugLocked && <ProTag />}
        </Button>
        <Button variant="ghost" onClick={reset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </Button>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Ctrl+Enter (⌘+Enter on a Mac) runs the code. Debug run also finds memory errors and
          undefined behaviour, and shows their line.
        </p>
      </div>
      {showProNotice && <ProRequiredNotice message={DEBUG_NEEDS_PRO} />}
      <OutputPanel view={view} onGoTo={(line, column) => editor.current?.goTo(line, column)} />
    </section>
  );
}

/** The lesson's example program: edit it, run it with optional input, and read its output. */
export function ExampleRunner({ lesson }: { lesson: Lesson }) {
  return <ExampleRunnerForLesson key={lesson.id} lesson={lesson} />;
}
