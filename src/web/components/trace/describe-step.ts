import type { HeapBlock, TraceStep, TraceValue } from '@domain/trace';
import { t } from '@web/i18n/translate';
import {
  arrowTarget,
  childPath,
  drawnValues,
  heapBlockName,
  type DrawnValue,
} from './trace-memory';

/*
 * A step in words, for screen readers and for anyone who prefers reading to the picture: a
 * sentence on where the program is (announced at each step), and a list of what memory holds.
 */

export interface DescribedGroup {
  /** "main (line 7)", "Globals", "Heap". */
  term: string;
  details: string[];
}

/** Where the program is at step `index` (0-based) of `total`. */
export function stepSummary(step: TraceStep, index: number, total: number): string {
  const values = {
    step: index + 1,
    total,
    line: step.line,
    function: step.stack.at(-1)?.function,
    exitCode: step.exitCode,
  };
  const inFunction = values.function !== undefined;
  switch (step.event) {
    case 'call':
      return inFunction
        ? t('Step {{step}} of {{total}}: {{function}} was called; line {{line}} runs next.', values)
        : t('Step {{step}} of {{total}}: a function was called; line {{line}} runs next.', values);
    case 'return':
      return inFunction
        ? t('Step {{step}} of {{total}}: {{function}} returns at line {{line}}.', values)
        : t('Step {{step}} of {{total}}: the function returns at line {{line}}.', values);
    case 'exit':
      return step.exitCode === undefined
        ? t('Step {{step}} of {{total}}: the program has ended.', values)
        : t(
            'Step {{step}} of {{total}}: the program has ended with exit code {{exitCode}}.',
            values,
          );
    case 'crash':
      // Why is said once, by the crash box (StepOutcome), which is announced as it appears.
      return inFunction
        ? t(
            'Step {{step}} of {{total}}: the program crashed at line {{line}} in {{function}}.',
            values,
          )
        : t('Step {{step}} of {{total}}: the program crashed at line {{line}}.', values);
    default:
      return inFunction
        ? t('Step {{step}} of {{total}}: line {{line}} in {{function}} runs next.', values)
        : t('Step {{step}} of {{total}}: line {{line}} runs next.', values);
  }
}

interface Context {
  values: readonly DrawnValue[];
  heap: readonly HeapBlock[];
}

function describePointer(pointer: TraceValue, context: Context): string {
  const target = pointer.target;
  if (!target || target.region === 'null') return t('is NULL');
  const found = arrowTarget(pointer, context.values, context.heap);
  if (!found) {
    return target.region === 'freed'
      ? t('points to freed memory at {{address}}', { address: target.address })
      : t('points to {{address}}, memory the program does not own', { address: target.address });
  }
  return found.freed
    ? t('points to {{target}}, which was freed', { target: found.path })
    : t('points to {{target}}', { target: found.path });
}

function describeContents(value: TraceValue, path: string, context: Context): string {
  if (value.uninitialized) return t('has no value yet');
  if (value.kind === 'pointer') return describePointer(value, context);
  if (typeof value.value === 'string') return `= ${value.value}`;
  const parts = value.value.map((child) => {
    const name = child.name;
    return `${name} ${describeContents(child, childPath(value, path, child), context)}`;
  });
  if (value.omitted) parts.push(t('and {{number}} more', { number: value.omitted }));
  return `= { ${parts.join(', ')} }`;
}

/** "p (int *) points to numbers[2]", "count (int) has no value yet". */
export function describeValue(value: TraceValue, context: Context): string {
  return `${value.name} (${value.type}) ${describeContents(value, value.name, context)}`;
}

function describeBlock(block: HeapBlock, context: Context): string {
  const facts = { block: heapBlockName(block), size: block.size, type: block.type };
  const what = block.type
    ? block.freed
      ? t('{{block}}: {{size}} bytes of {{type}}, freed', facts)
      : t('{{block}}: {{size}} bytes of {{type}}', facts)
    : block.freed
      ? t('{{block}}: {{size}} bytes, freed', facts)
      : t('{{block}}: {{size}} bytes', facts);
  const values = block.values.map((value) => describeValue(value, context));
  return [what, ...values].join('; ');
}

/** What memory holds at a step: each frame (newest first), the globals, the heap. */
export function describeMemory(step: TraceStep): DescribedGroup[] {
  const context: Context = { values: drawnValues(step), heap: step.heap };
  const frames = [...step.stack].reverse().map((frame, index) => {
    const where = { function: frame.function, line: frame.line };
    return {
      term:
        index === 0
          ? t('{{function}} (line {{line}}), the running function', where)
          : t('{{function}} (line {{line}})', where),
      details:
        frame.locals.length > 0
          ? frame.locals.map((local) => describeValue(local, context))
          : [t('No variables.')],
    };
  });
  const groups: DescribedGroup[] = [...frames];
  if (step.framesOmitted) {
    groups.splice(Math.max(groups.length - 1, 0), 0, {
      term: t('{{number}} more frames', { number: step.framesOmitted }),
      details: [t('Not shown: the calls between main and the newest ones.')],
    });
  }
  if (step.globals.length > 0) {
    groups.push({
      term: t('Globals'),
      details: step.globals.map((g) => describeValue(g, context)),
    });
  }
  groups.push({
    term: t('Heap'),
    details:
      step.heap.length > 0
        ? step.heap.map((block) => describeBlock(block, context))
        : [t('Nothing allocated.')],
  });
  return groups;
}
