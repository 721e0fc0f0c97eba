import { Lightbulb, Lock } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { SolutionKind } from '@domain/community';

const SolutionsPanel = lazy(async () => ({
  default: (await import('./SolutionsPanel')).SolutionsPanel,
}));

export const SOLUTIONS_LOCKED = 'Solutions from other learners open once you pass.';

/**
 * "Solutions" beneath an exercise or a challenge: for a learner who passed it, a way to publish
 * theirs and the others' to learn from; before that, a line that says when they open.
 */
export function Solutions({
  kind,
  targetId,
  passed,
  passingChecks = 0,
}: {
  kind: SolutionKind;
  targetId: string;
  passed: boolean;
  /** Passing checks on this page so far: each one reloads the learner's own code. */
  passingChecks?: number;
}) {
  const headingId = useId();
  if (!passed) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {SOLUTIONS_LOCKED}
      </p>
    );
  }
  return (
    <section
      data-section="solutions"
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <Lightbulb aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            Solutions
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            You passed it: share yours and see how others solved it.
          </p>
        </div>
      </div>
      <Suspense
        fallback={
          <p role="status" className="px-4 py-6 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
            Loading the solutions...
          </p>
        }
      >
        <SolutionsPanel kind={kind} targetId={targetId} passingChecks={passingChecks} />
      </Suspense>
    </section>
  );
}
