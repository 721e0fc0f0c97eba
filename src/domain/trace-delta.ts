import { traceResponseSchema, traceStepSchema, type TraceResponse, type TraceStep } from './trace';
import { z } from './zod';

/**
 * A trace's steps as patches: each step is written as what changed since the step before, so a
 * 1,000-step loop over an array sends its array once and then one cell at a time. The browser
 * asks for this encoding; `expandTrace` gives back the full steps, sharing what did not change.
 *
 * A patch is a list of operations on the previous step, each addressed by a dotted path of keys
 * and array indexes ("stack.0.locals.2.value"; "" is the whole step):
 *   [path, value]          sets the value there
 *   [path]                 deletes the key there
 *   [path, null, length]   cuts the array there to `length` items
 *   [path, text, 1]        appends text to the string there (the program's output grows)
 */
export type PatchOperation =
  [string] | [string, unknown] | [string, null, number] | [string, string, 1];
export type TracePatch = PatchOperation[];

/** One of the four forms above (checked by hand: zod's tuples would grow every page's zod). */
function isOperation(value: unknown[]): value is PatchOperation {
  const [path, second, third] = value;
  if (typeof path !== 'string') return false;
  if (value.length <= 2) return true;
  if (value.length !== 3) return false;
  if (second === null) return Number.isInteger(third) && (third as number) >= 0;
  return typeof second === 'string' && third === 1;
}

const operationSchema = z
  .array(z.unknown())
  .refine(isOperation, { message: 'is not a patch operation' });

export const traceDeltaResponseSchema = traceResponseSchema.omit({ steps: true }).extend({
  encoding: z.literal('delta'),
  patches: z.array(z.array(operationSchema)),
});
export type TraceDeltaResponse = z.infer<typeof traceDeltaResponseSchema>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

function diff(before: unknown, after: unknown, path: string, out: TracePatch): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    const shared = Math.min(before.length, after.length);
    for (let index = 0; index < shared; index++)
      diff(before[index], after[index], join(path, index), out);
    if (after.length < before.length) out.push([path, null, after.length]);
    for (let index = shared; index < after.length; index++)
      out.push([join(path, index), after[index]]);
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(after)) {
      if (after[key] === undefined) continue;
      if (before[key] === undefined) out.push([join(path, key), after[key]]);
      else diff(before[key], after[key], join(path, key), out);
    }
    for (const key of Object.keys(before)) {
      if (before[key] !== undefined && after[key] === undefined) out.push([join(path, key)]);
    }
    return;
  }
  if (typeof before === 'string' && typeof after === 'string' && after.startsWith(before)) {
    out.push([path, after.slice(before.length), 1]);
    return;
  }
  out.push([path, after]);
}

/** What changed from `before` to `after`, as a patch (`before` null: all of `after`). */
export function diffStep(before: TraceStep | null, after: TraceStep): TracePatch {
  const out: TracePatch = [];
  if (before === null) out.push(['', after]);
  else diff(before, after, '', out);
  return out;
}

/** `base` with one operation applied; only the objects on the path are copied. */
function applyAt(base: Json, keys: string[], operation: PatchOperation): Json {
  if (keys.length === 0) {
    if (operation.length === 2) return operation[1] as Json;
    throw new Error('a trace patch cannot delete, cut or extend the whole step');
  }
  const [key, ...rest] = keys as [string, ...string[]];
  if (Array.isArray(base)) {
    const copy = base.slice();
    const index = Number(key);
    copy[index] =
      rest.length === 0
        ? changed(copy[index], operation)
        : applyAt(copy[index] ?? null, rest, operation);
    return copy;
  }
  if (!isObject(base)) throw new Error(`a trace patch reaches into a value at "${key}"`);
  const copy: { [key: string]: Json } = { ...base };
  if (rest.length === 0 && operation.length === 1) delete copy[key];
  else
    copy[key] =
      rest.length === 0
        ? changed(copy[key], operation)
        : applyAt(copy[key] ?? null, rest, operation);
  return copy;
}

/** The value at the end of an operation's path after it: set, cut or extended. */
function changed(current: Json | undefined, operation: PatchOperation): Json {
  if (operation.length === 3 && operation[2] === 1 && typeof operation[1] === 'string') {
    if (typeof current !== 'string')
      throw new Error('a trace patch extends a value that is not text');
    return current + operation[1];
  }
  if (operation.length === 3) {
    if (!Array.isArray(current)) throw new Error('a trace patch cuts a value that is not a list');
    return current.slice(0, operation[2]);
  }
  if (operation.length === 2) return operation[1] as Json;
  throw new Error('a trace patch deletes an item of a list');
}

/** The step after `before` that `patch` describes. */
export function applyPatch(before: TraceStep | null, patch: TracePatch): unknown {
  let step = before as Json;
  for (const operation of patch) {
    const keys = operation[0] === '' ? [] : operation[0].split('.');
    step = applyAt(step, keys, operation);
  }
  return step;
}

/** A full trace as the delta encoding writes it. */
export function encodeTrace(trace: TraceResponse): TraceDeltaResponse {
  const { steps, ...rest } = trace;
  const patches = steps.map((step, index) =>
    diffStep(index === 0 ? null : steps[index - 1]!, step),
  );
  return { ...rest, encoding: 'delta', patches };
}

/**
 * The full trace a delta answer describes, each step checked against the step schema (an answer
 * that does not add up is refused like any malformed answer).
 */
export function expandTrace(delta: TraceDeltaResponse): TraceResponse {
  const { patches, status, truncated, compileOutput, diagnostics, note } = delta;
  const steps: TraceStep[] = [];
  for (const patch of patches) {
    const next = applyPatch(steps.at(-1) ?? null, patch);
    // Checked, but kept as built: what did not change stays shared with the step before.
    traceStepSchema.parse(next);
    steps.push(next as TraceStep);
  }
  return {
    status,
    steps,
    truncated,
    compileOutput,
    diagnostics,
    ...(note === undefined ? {} : { note }),
  };
}
