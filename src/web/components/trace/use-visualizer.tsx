import { lazy, Suspense, useState } from 'react';
import { traceAllowed } from '@domain/billing';
import { usePlan } from '@web/lib/subscription';
import type { TraceInput } from './trace-api';

const VisualizerDialog = lazy(() => import('./VisualizerDialog'));

export type { TraceInput } from './trace-api';

interface Opened {
  input: TraceInput;
  subtitle: string;
}

/**
 * An editor's way into the visualizer. Tracing is Pro, but for a lesson's example as the lesson
 * gives it: a visitor or a Free learner who asks for anything else is told so here (`refused`),
 * without asking the server; while a learner's plan is still being read, the server decides.
 */
export function useVisualizer() {
  const { plan, loading } = usePlan();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [refused, setRefused] = useState(false);

  const lockedFor = (isLessonExample: boolean) => !loading && !traceAllowed(plan, isLessonExample);

  const visualize = (
    input: TraceInput,
    options: { isLessonExample: boolean; subtitle: string },
  ) => {
    if (lockedFor(options.isLessonExample)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setOpened({ input, subtitle: options.subtitle });
  };

  const dialog = opened && (
    <Suspense fallback={null}>
      <VisualizerDialog
        input={opened.input}
        subtitle={opened.subtitle}
        onClose={() => setOpened(null)}
      />
    </Suspense>
  );

  return { lockedFor, visualize, refused, dismissRefusal: () => setRefused(false), dialog };
}
