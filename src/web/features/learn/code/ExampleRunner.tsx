import { Bug, Play } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DEBUG_NEEDS_PRO, TRACE_NEEDS_PRO } from '@domain/billing';
import type { ExecutionMode } from '@domain/execution';
import type { Lesson } from '@domain/learning';
import { Button } from '@web/components/ui/Button';
import { StdinField } from '@web/components/StdinField';
import type { CodeEditorHandle } from '@web/components/code/CodeEditor';
import { useExecuteCode } from '@web/components/code/execute-api';
import { OutputPanel, runViewOf } from '@web/components/code/OutputPanel';
import { msg, useT } from '@web/i18n/translate';
import { usePlan } from '@web/lib/subscription';
import { ProRequiredNotice, ProTag } from '@web/components/ProRequired';
import { useVisualizer } from '@web/components/trace/use-visualizer';
import { VisualizeButton } from '@web/components/trace/VisualizeButton';
import { WatchItRunButton } from '@web/components/trace/WatchItRunButton';
import { DraftEditor } from './DraftEditor';
import { ProgramActions } from './ProgramActions';
import { useDraft } from './use-draft';
import { WAITING_LABEL, WaitingForConnection } from './WaitingForConnection';

function ExampleRunnerForLesson({ lesson }: { lesson: Lesson }) {
  const t = useT();
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
  const visualizer = useVisualizer();
  const exampleStdin = lesson.stdin ?? '';
  const isLessonExample = draft.code === lesson.code && stdin === exampleStdin;

  const run = (mode: ExecutionMode, code = draft.code) => {
    if (running) return;
    if (mode === 'debug' && debugLocked) {
      setDebugRefused(true);
      return;
    }
    setDebugRefused(false);
    visualizer.dismissRefusal();
    execution.mutate({ code, stdin, mode, lessonId: lesson.id });
  };
  const reset = () => {
    draft.reset();
    setStdin(lesson.stdin ?? '');
    setDebugRefused(false);
    visualizer.dismissRefusal();
    execution.reset();
  };
  const visualize = () =>
    visualizer.visualize(
      { code: draft.code, stdin, lessonId: lesson.id },
      {
        isLessonExample,
        subtitle: t('Your version of the example of {{title}}', { title: lesson.title }),
      },
    );
  const watchItRun = () =>
    visualizer.visualize(
      { code: lesson.code, stdin: exampleStdin, lessonId: lesson.id },
      {
        isLessonExample: true,
        subtitle: t('The example of {{title}}, as the lesson gives it', { title: lesson.title }),
      },
    );
  const showProNotice = debugRefused || execution.error?.message === DEBUG_NEEDS_PRO;

  const view = runViewOf(execution);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <DraftEditor
        heading={
          <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('Example')}
          </h2>
        }
        label={msg('Example program')}
        draft={draft}
        editorRef={editor}
        diagnostics={view.phase === 'done' ? view.result.diagnostics : undefined}
        onRun={(code) => run('run', code)}
      />
      <StdinField value={stdin} onChange={setStdin} />
      <ProgramActions
        onReset={reset}
        keyHint={t(
          'Ctrl+Enter (⌘+Enter on a Mac) runs the code. Debug run also finds memory errors and undefined behaviour, and shows their line.',
        )}
      >
        <Button onClick={() => run('run')} disabled={running}>
          <Play aria-hidden="true" className="size-4" />
          {runningMode === 'run'
            ? execution.isPaused
              ? t(WAITING_LABEL)
              : t('Running...')
            : t('Run')}
        </Button>
        <Button variant="secondary" onClick={() => run('debug')} disabled={running}>
          <Bug aria-hidden="true" className="size-4" />
          {runningMode === 'debug' ? t('Debugging...') : t('Debug run')}
          {debugLocked && <ProTag />}
        </Button>
        <VisualizeButton onClick={visualize} locked={visualizer.lockedFor(isLessonExample)} />
        {lesson.watchItRun && <WatchItRunButton onClick={watchItRun} />}
      </ProgramActions>
      {execution.isPaused && <WaitingForConnection action="run" />}
      {showProNotice && <ProRequiredNotice message={DEBUG_NEEDS_PRO} />}
      {visualizer.refused && <ProRequiredNotice message={TRACE_NEEDS_PRO} />}
      {visualizer.dialog}
      <OutputPanel view={view} onGoTo={(line, column) => editor.current?.goTo(line, column)} />
    </section>
  );
}

/** The lesson's example program: edit it, run it with optional input, and read its output. */
export function ExampleRunner({ lesson }: { lesson: Lesson }) {
  return <ExampleRunnerForLesson key={lesson.id} lesson={lesson} />;
}
