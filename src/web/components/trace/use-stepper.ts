import { useCallback, useState } from 'react';
import type { TraceStep } from '@domain/trace';
import { t } from '@web/i18n/translate';

/** What "run to line" found, said under the code. */
export type RunToLineNote =
  | { kind: 'moved'; line: number }
  | { kind: 'wrapped'; line: number }
  | { kind: 'never'; line: number };

export function runToLineText(note: RunToLineNote): string {
  switch (note.kind) {
    case 'never':
      return t('Line {{line}} never runs in this trace.', note);
    case 'wrapped':
      return t('Line {{line}} does not run again: back to the first time it runs.', note);
    default:
      return t('Moved to the next time line {{line}} runs.', note);
  }
}

/**
 * The step after `from` (0-based) at which `line` runs, wrapping round to the first such step;
 * null when the line never runs.
 */
export function nextStepAtLine(
  steps: readonly TraceStep[],
  from: number,
  line: number,
): { index: number; wrapped: boolean } | null {
  for (let index = from + 1; index < steps.length; index++) {
    if (steps[index]!.line === line) return { index, wrapped: false };
  }
  for (let index = 0; index <= Math.min(from, steps.length - 1); index++) {
    if (steps[index]!.line === line) return { index, wrapped: true };
  }
  return null;
}

const clamp = (index: number, total: number) => Math.min(Math.max(index, 0), total - 1);

/** Keys the visualizer steps with, wherever the focus is but in a control with its own. */
function ownsArrowKeys(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Stepping through a trace: back, forward, first, last, to a step, to a line. */
export function useStepper(steps: readonly TraceStep[]) {
  const total = steps.length;
  const [index, setIndex] = useState(0);
  const [note, setNote] = useState<RunToLineNote | null>(null);

  const goTo = useCallback(
    (next: number) => {
      setNote(null);
      setIndex(clamp(next, total));
    },
    [total],
  );
  const first = useCallback(() => goTo(0), [goTo]);
  const last = useCallback(() => goTo(total - 1), [goTo, total]);
  const forward = useCallback(() => {
    setNote(null);
    setIndex((current) => clamp(current + 1, total));
  }, [total]);
  const back = useCallback(() => {
    setNote(null);
    setIndex((current) => clamp(current - 1, total));
  }, [total]);

  const runToLine = (line: number) => {
    const found = nextStepAtLine(steps, index, line);
    if (!found) {
      setNote({ kind: 'never', line });
      return;
    }
    setIndex(found.index);
    setNote({ kind: found.wrapped ? 'wrapped' : 'moved', line });
  };

  /** Left and Right arrows step; Home and End go to the first and the last step. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target === null) return;
    if (event.altKey || event.ctrlKey || event.metaKey || ownsArrowKeys(event.target)) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: back,
      ArrowRight: forward,
      Home: first,
      End: last,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const safeIndex = clamp(index, Math.max(total, 1));
  return {
    index: safeIndex,
    total,
    step: steps[safeIndex],
    previous: safeIndex > 0 ? steps[safeIndex - 1] : undefined,
    note,
    goTo,
    first,
    last,
    forward,
    back,
    runToLine,
    onKeyDown,
  };
}

export type Stepper = ReturnType<typeof useStepper>;
