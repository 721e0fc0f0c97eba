import { CheckCheck } from 'lucide-react';
import { useId, useRef } from 'react';
import { TRACE_NEEDS_PRO } from '@domain/billing';
import type { Lesson } from '@domain/learning';
import type { CheckExerciseResponse } from '@domain/learning-api';
import { Button } from '@web/components/ui/Button';
import { useCheckExercise } from './check-exercise-api';
import { CheckResults } from './CheckResults';
import type { CodeEditorHandle } from '@web/components/code/CodeEditor';
import { DraftEditor } from './DraftEditor';
import { HintList } from './HintList';
import { ProgramActions } from './ProgramActions';
import { LessonMarkdown } from '@web/components/code/LessonMarkdown';
import { KeepRenderedHtml } from '@web/components/KeepRenderedHtml';
import { useDraft } from './use-draft';
import { WAITING_LABEL, WaitingForConnection } from './WaitingForConnection';
import { useLearnerSettings } from '@web/components/code/use-learner-settings';
import { ProRequiredNotice } from '@web/components/ProRequired';
import { useVisualizer } from '@web/components/trace/use-visualizer';
import { VisualizeButton } from '@web/components/trace/VisualizeButton';
import { msg, useT } from '@web/i18n/translate';

interface ExercisePanelProps {
  lesson: Lesson;
  /** Every answer of the server (passed or not), e.g. to refresh the learner's progress. */
  onChecked?: (result: CheckExerciseResponse) => void;
}

function ExercisePanelForLesson({ lesson, onChecked }: ExercisePanelProps) {
  const t = useT();
  const { exercise } = lesson;
  const headingId = useId();
  const editor = useRef<CodeEditorHandle>(null);
  const draft = useDraft(lesson.id, 'exercise', exercise.starterCode);
  const check = useCheckExercise(onChecked);
  const { showHints } = useLearnerSettings().settings.preferences;
  const visualizer = useVisualizer();
  const visualize = () =>
    visualizer.visualize(
      { code: draft.code, stdin: '' },
      {
        isLessonExample: false,
        subtitle: t('Your solution to {{title}}', { title: exercise.title }),
      },
    );

  const submit = (code = draft.code) => {
    if (!check.isPending) check.mutate({ lessonId: lesson.id, code });
  };
  const reset = () => {
    draft.reset();
    check.reset();
    visualizer.dismissRefusal();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">
          {t('Exercise')}
        </p>
        <h2
          id={headingId}
          lang="en"
          className="mt-1 text-xl font-semibold text-slate-900 dark:text-white"
        >
          {exercise.title}
        </h2>
      </div>
      <KeepRenderedHtml id={`exercise-task-${lesson.id}`}>
        <div lang="en">
          <LessonMarkdown markdown={exercise.task} />
        </div>
      </KeepRenderedHtml>
      <div className="space-y-3">
        <DraftEditor
          heading={
            <h3 className="text-base font-semibold text-slate-900 dark:text-white">
              {t('Your solution')}
            </h3>
          }
          label={msg('Exercise solution')}
          draft={draft}
          editorRef={editor}
          diagnostics={check.data?.compileError?.diagnostics}
          onRun={submit}
        />
        <ProgramActions
          onReset={reset}
          keyHint={t('Ctrl+Enter (⌘+Enter on a Mac) checks your solution.')}
        >
          <Button onClick={() => submit()} disabled={check.isPending}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {check.isPending ? (check.isPaused ? t(WAITING_LABEL) : t('Checking...')) : t('Check')}
          </Button>
          <VisualizeButton onClick={visualize} locked={visualizer.lockedFor(false)} />
        </ProgramActions>
        {check.isPaused && <WaitingForConnection action="check" />}
        {visualizer.refused && <ProRequiredNotice message={TRACE_NEEDS_PRO} />}
        {visualizer.dialog}
      </div>
      <div aria-live="polite">
        {check.isError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
          >
            {t(check.error.message)}
          </p>
        )}
        {check.data && (
          <CheckResults
            result={check.data}
            onGoTo={(line, column) => editor.current?.goTo(line, column)}
          />
        )}
      </div>
      {showHints ? (
        <HintList hints={exercise.hints} />
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('Hints are turned off in your settings (Preferences).')}
        </p>
      )}
    </section>
  );
}

/** The lesson's exercise: task, the learner's solution, the server's check, and hints. */
export function ExercisePanel({ lesson, onChecked }: ExercisePanelProps) {
  return <ExercisePanelForLesson key={lesson.id} lesson={lesson} onChecked={onChecked} />;
}
