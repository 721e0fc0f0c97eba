import type { HeapBlock, TraceStep, TraceValue } from '@domain/trace';
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
  const where = `Step ${index + 1} of ${total}`;
  const frame = step.stack.at(-1)?.function;
  const inFunction = frame ? ` in ${frame}` : '';
  switch (step.event) {
    case 'call':
      return `${where}: ${frame ?? 'a function'} was called; line ${step.line} runs next.`;
    case 'return':
      return `${where}: ${frame ?? 'the function'} returns at line ${step.line}.`;
    case 'exit':
      return step.exitCode === undefined
        ? `${where}: the program has ended.`
        : `${where}: the program has ended with exit code ${step.exitCode}.`;
    case 'crash':
      // Why is said once, by the crash box (StepOutcome), which is announced as it appears.
      return `${where}: the program crashed at line ${step.line}${inFunction}.`;
    default:
      return `${where}: line ${step.line}${inFunction} runs next.`;
  }
}

interface Context {
  values: readonly DrawnValue[];
  heap: readonly HeapBlock[];
}

function describePointer(pointer: TraceValue, context: Context): string {
  const target = pointer.target;
  if (!target || target.region === 'null') return 'is NULL';
  const found = arrowTarget(pointer, context.values, context.heap);
  if (!found) {
    return target.region === 'freed'
      ? `points to freed memory at ${target.address}`
      : `points to ${target.address}, memory the program does not own`;
  }
  return found.freed ? `points to ${found.path}, which was freed` : `points to ${found.path}`;
}

function describeContents(value: TraceValue, path: string, context: Context): string {
  if (value.uninitialized) return 'has no value yet';
  if (value.kind === 'pointer') return describePointer(value, context);
  if (typeof value.value === 'string') return `= ${value.value}`;
  const parts = value.value.map((child) => {
    const name = child.name;
    return `${name} ${describeContents(child, childPath(value, path, child), context)}`;
  });
  if (value.omitted) parts.push(`and ${value.omitted} more`);
  return `= { ${parts.join(', ')} }`;
}

/** "p (int *) points to numbers[2]", "count (int) has no value yet". */
export function describeValue(value: TraceValue, context: Context): string {
  return `${value.name} (${value.type}) ${describeContents(value, value.name, context)}`;
}

function describeBlock(block: HeapBlock, context: Context): string {
  const what = block.type ? `${block.size} bytes of ${block.type}` : `${block.size} bytes`;
  const state = block.freed ? ', freed' : '';
  const values = block.values.map((value) => describeValue(value, context));
  return [`${heapBlockName(block)}: ${what}${state}`, ...values].join('; ');
}

/** What memory holds at a step: each frame (newest first), the globals, the heap. */
export function describeMemory(step: TraceStep): DescribedGroup[] {
  const context: Context = { values: drawnValues(step), heap: step.heap };
  const frames = [...step.stack].reverse().map((frame, index) => ({
    term: `${frame.function} (line ${frame.line})${index === 0 ? ', the running function' : ''}`,
    details:
      frame.locals.length > 0
        ? frame.locals.map((local) => describeValue(local, context))
        : ['No variables.'],
  }));
  const groups: DescribedGroup[] = [...frames];
  if (step.framesOmitted) {
    groups.splice(Math.max(groups.length - 1, 0), 0, {
      term: `${step.framesOmitted} more frames`,
      details: ['Not shown: the calls between main and the newest ones.'],
    });
  }
  if (step.globals.length > 0) {
    groups.push({ term: 'Globals', details: step.globals.map((g) => describeValue(g, context)) });
  }
  groups.push({
    term: 'Heap',
    details:
      step.heap.length > 0
        ? step.heap.map((block) => describeBlock(block, context))
        : ['Nothing allocated.'],
  });
  return groups;
}
