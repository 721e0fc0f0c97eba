import { Play } from 'lucide-react';
import { TRACE_NEEDS_PRO } from '@domain/billing';
import { useExecuteCode } from '@web/components/code/execute-api';
import { OutputPanel, runViewOf } from '@web/components/code/OutputPanel';
import { Button } from '@web/components/ui/Button';
import { ProRequiredNotice } from '@web/components/ProRequired';
import { useT } from '@web/i18n/translate';
import { useVisualizer } from '@web/components/trace/use-visualizer';
import { VisualizeButton } from '@web/components/trace/VisualizeButton';
import { LessonLink } from './LessonLink';

const ignoreGoTo = () => undefined;

/**
 * The C panel's runner: runs the program as it is on the server and shows what it printed
 * (SPEC §7), beside the way to the lesson that teaches it.
 */
export function CRunPanel({ code, lessonId }: { code: string; lessonId: string }) {
  const t = useT();
  const execution = useExecuteCode();
  const running = execution.isPending;
  const visualizer = useVisualizer();
  const visualize = () =>
    visualizer.visualize(
      { code, stdin: '' },
      { isLessonExample: false, subtitle: t('The C program of this comparison') },
    );

  const run = () => {
    if (!running) execution.mutate({ code });
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={run} disabled={running}>
            <Play aria-hidden="true" className="size-4" />
            {running ? t('Running...') : t('Run')}
          </Button>
          <VisualizeButton onClick={visualize} locked={visualizer.lockedFor(false)} />
        </div>
        <LessonLink lessonId={lessonId} />
      </div>
      {visualizer.refused && <ProRequiredNotice message={TRACE_NEEDS_PRO} />}
      {visualizer.dialog}
      <OutputPanel view={runViewOf(execution)} onGoTo={ignoreGoTo} />
    </div>
  );
}
