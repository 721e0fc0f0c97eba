import type { HeapBlock, TraceStep, TraceValue } from '@domain/trace';
import { t } from '@web/i18n/translate';

/*
 * What the memory picture draws of a step, and how its pieces relate: every value with an id
 * (its place in the step), the cell a pointer's arrow ends at, and the values this step changed.
 */

/** A value the picture draws, with the name a reader would write for it in C. */
export interface DrawnValue {
  /** Its place in the step ("s0.2.1": frame 0, local 2, element 1), unique in one step. */
  id: string;
  /** "numbers[2]", "(*head).next". */
  path: string;
  value: TraceValue;
  /** 1 for a variable or a heap block's value, one more per array or struct it is inside. */
  depth: number;
}

/** Something an arrow can end at: a drawn value, or a heap block none of whose values holds it. */
export interface ArrowTarget {
  id: string;
  address: string;
  /** What a reader calls it: "numbers[2]", or "a heap block at 0x5555a2a0". */
  path: string;
  freed: boolean;
}

/** A hex address as a number; null when it is not one. */
export function addressValue(hex: string): bigint | null {
  try {
    return BigInt(hex);
  } catch {
    return null;
  }
}

export const frameValueId = (frame: number, local: number) => `s${frame}.${local}`;
export const globalValueId = (index: number) => `g${index}`;
export const heapBlockId = (block: number) => `h${block}`;
export const heapValueId = (block: number, value: number) => `h${block}.${value}`;
export const elementId = (parent: string, index: number) => `${parent}.${index}`;

/** The name of an element or field inside `parent`: numbers[2], point.x, (*head).next. */
export function childPath(parent: TraceValue, parentPath: string, child: TraceValue): string {
  if (parent.kind === 'array') return `${parentPath}${child.name}`;
  const base = parentPath.startsWith('*') ? `(${parentPath})` : parentPath;
  return `${base}.${child.name}`;
}

function collect(value: TraceValue, id: string, path: string, depth: number, out: DrawnValue[]) {
  out.push({ id, path, value, depth });
  if (typeof value.value === 'string') return;
  value.value.forEach((child, index) =>
    collect(child, elementId(id, index), childPath(value, path, child), depth + 1, out),
  );
}

/** Every value a step draws: the frames' locals, the globals, the heap blocks' values. */
export function drawnValues(step: TraceStep): DrawnValue[] {
  const out: DrawnValue[] = [];
  step.stack.forEach((frame, f) =>
    frame.locals.forEach((local, l) => collect(local, frameValueId(f, l), local.name, 1, out)),
  );
  step.globals.forEach((global, g) => collect(global, globalValueId(g), global.name, 1, out));
  step.heap.forEach((block, b) =>
    block.values.forEach((value, v) => collect(value, heapValueId(b, v), value.name, 1, out)),
  );
  return out;
}

const holds = (start: string, size: number, address: bigint) => {
  const first = addressValue(start);
  if (first === null) return false;
  // A zero-sized value (an empty struct, a zero-length block) still holds its own address.
  return address >= first && address < first + BigInt(Math.max(size, 1));
};

/** A type without its qualifiers: "const struct node" → "struct node". */
const unqualified = (type: string) =>
  type
    .replace(/\b(const|volatile|restrict)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** "const struct node *" → "struct node"; null for a type that is not a plain pointer type. */
export function pointeeType(pointerType: string): string | null {
  const match = /^(.*\S)\s*\*\s*(const|volatile|restrict)?$/.exec(pointerType.trim());
  return match ? unqualified(match[1]!) : null;
}

export const heapBlockName = (block: HeapBlock) =>
  t('a heap block at {{address}}', { address: block.address });

/**
 * The cell a pointer's arrow ends at: the deepest drawn value whose [address, address + size)
 * holds the target address, preferring one of the type pointed to (a `struct node *` ends at the
 * node, not at its first field, which starts at the same address); a heap block none of whose
 * values holds it is the block itself. null: NULL, or memory the picture does not draw.
 */
export function arrowTarget(
  pointer: TraceValue,
  values: readonly DrawnValue[],
  heap: readonly HeapBlock[],
): ArrowTarget | null {
  const target = pointer.target;
  if (!target || target.region === 'null') return null;
  const address = addressValue(target.address);
  if (address === null) return null;
  const blockIndex = heap.findIndex((block) => holds(block.address, block.size, address));
  const block = heap[blockIndex];
  const holding = values.filter(({ value }) => holds(value.address, value.size, address));
  const pointee = pointeeType(pointer.type);
  const ofType = holding.filter(({ value }) => unqualified(value.type) === pointee);
  const candidates = ofType.length > 0 ? ofType : holding;
  const deepest = candidates.reduce<DrawnValue | null>(
    (best, next) => (best === null || next.depth > best.depth ? next : best),
    null,
  );
  if (deepest) {
    return {
      id: deepest.id,
      address: deepest.value.address,
      path: block
        ? t('{{path}} in a heap block at {{address}}', {
            path: deepest.path,
            address: block.address,
          })
        : deepest.path,
      freed: block?.freed ?? false,
    };
  }
  if (!block) return null;
  return {
    id: heapBlockId(blockIndex),
    address: block.address,
    path: heapBlockName(block),
    freed: block.freed,
  };
}

/** A scalar's text as the picture compares it: its bits, and whether they were ever written. */
const shownText = (value: TraceValue) =>
  typeof value.value === 'string' ? `${value.uninitialized ? '?' : ''}${value.value}` : null;

const identity = (value: TraceValue) => `${value.address}|${value.type}`;

/**
 * The ids of the scalars this step changed: the same address and type held something else at the
 * step before. A value that just appeared (a new frame's locals, a new block) is not "changed".
 */
export function changedValueIds(
  previous: TraceStep | null,
  step: TraceStep,
  values: readonly DrawnValue[] = drawnValues(step),
): Set<string> {
  const changed = new Set<string>();
  if (!previous) return changed;
  const before = new Map<string, string>();
  for (const { value } of drawnValues(previous)) {
    const text = shownText(value);
    if (text !== null) before.set(identity(value), text);
  }
  for (const { id, value } of values) {
    const text = shownText(value);
    if (text === null) continue;
    const earlier = before.get(identity(value));
    if (earlier !== undefined && earlier !== text) changed.add(id);
  }
  return changed;
}
