import type { SourceLimits } from './c-source';
import { diagnosticSchema, executeRequestSchema, executionStatuses } from './execution';
import { z } from './zod';

/**
 * POST /functions/v1/trace-c: a C program's execution recorded step by step (the visualizer's
 * data). Defined once here: the server types the tracer's answer with it, the web parses it.
 */

/** How many steps a trace records before it ends with `truncated: true` (TRACE_MAX_STEPS). */
export const DEFAULT_TRACE_MAX_STEPS = 2000;

/** The program and its input, checked as a run's are (a trace is a run, recorded). */
export function traceRequestSchema(limits: SourceLimits & { stdinMaxBytes: number }) {
  return executeRequestSchema(limits)
    .pick({ code: true, stdin: true, lessonId: true })
    .extend({
      /** `delta`: the steps as patches (trace-delta.ts), a fraction of the size; the browser's. */
      encoding: z.enum(['full', 'delta']).default('full'),
    });
}
export type TraceRequest = z.infer<ReturnType<typeof traceRequestSchema>>;

export const valueKinds = [
  'int',
  'float',
  'char',
  'bool',
  'array',
  'struct',
  'union',
  'pointer',
  'function',
] as const;
export type ValueKind = (typeof valueKinds)[number];

export const pointerRegions = ['stack', 'global', 'heap', 'null', 'freed', 'unknown'] as const;
export type PointerRegion = (typeof pointerRegions)[number];

/** Where a pointer points: a frame's variable, a global, a heap block (and how far in), NULL... */
export const pointerTargetSchema = z.object({
  region: z.enum(pointerRegions),
  /** The address pointed at, as hex ("0x7ffd5c1c"); "0x0" for NULL. */
  address: z.string(),
  /** The variable pointed into ("numbers"), or the text of a string literal ('"hello"'). */
  name: z.string().optional(),
  /** Bytes from the start of that variable or block. */
  offset: z.number().int().optional(),
});
export type PointerTarget = z.infer<typeof pointerTargetSchema>;

/**
 * One value in memory. A scalar's `value` is its text as C would print it ("42", "3.5", "'a'",
 * "0x55d0c1a0"); an array's is its elements (named "[0]", "[1]"...), a struct's or union's its
 * fields, each a value again.
 */
export interface TraceValue {
  name: string;
  /** The C type as declared: "int", "struct node *", "char [6]". */
  type: string;
  kind: ValueKind;
  /** Hex address of the value's first byte. */
  address: string;
  /** Its size in bytes (a pointer into an array finds its cell with it). */
  size: number;
  value: string | TraceValue[];
  /** Pointers only. */
  target?: PointerTarget;
  /** Nothing has been written to it yet: its bits are whatever was in memory. */
  uninitialized?: boolean;
  /** Elements of a long array (or a large heap block) left out after the ones shown. */
  omitted?: number;
}

export const traceValueSchema: z.ZodType<TraceValue> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.string(),
    kind: z.enum(valueKinds),
    address: z.string(),
    size: z.number().int().min(0),
    value: z.union([z.string(), z.array(traceValueSchema)]),
    target: pointerTargetSchema.optional(),
    uninitialized: z.boolean().optional(),
    omitted: z.number().int().min(1).optional(),
  }),
);

export const traceFrameSchema = z.object({
  function: z.string(),
  line: z.number().int(),
  /** Parameters first, then the locals in scope at this line. */
  locals: z.array(traceValueSchema),
});
export type TraceFrame = z.infer<typeof traceFrameSchema>;

export const heapBlockSchema = z.object({
  address: z.string(),
  size: z.number().int().min(0),
  /** The element type where known (from the pointer the block was first stored in). */
  type: z.string().nullable(),
  freed: z.boolean(),
  /** Its elements of `type` (none while freed, or when the type is unknown). */
  values: z.array(traceValueSchema),
  /** Elements left out after the ones shown (a large block). */
  omitted: z.number().int().min(1).optional(),
});
export type HeapBlock = z.infer<typeof heapBlockSchema>;

export const traceEvents = ['step', 'call', 'return', 'exit', 'crash'] as const;
export type TraceEvent = (typeof traceEvents)[number];

/** The program's state before `line` runs; the stack's newest frame is last. */
export const traceStepSchema = z.object({
  line: z.number().int(),
  event: z.enum(traceEvents),
  stack: z.array(traceFrameSchema),
  globals: z.array(traceValueSchema),
  heap: z.array(heapBlockSchema),
  /** Everything the program printed up to this step. */
  stdout: z.string(),
  /** A crash step: the signal ("SIGSEGV") and what it means in plain English. */
  signal: z.string().optional(),
  explanation: z.string().optional(),
  /** A crash step: the address of the pointer whose target the program could not reach. */
  faultPointer: z.string().optional(),
  /** An exit step: the program's exit status. */
  exitCode: z.number().int().optional(),
  /** Frames between main and the newest ones left out (very deep recursion). */
  framesOmitted: z.number().int().min(1).optional(),
});
export type TraceStep = z.infer<typeof traceStepSchema>;

export const traceResponseSchema = z.object({
  status: z.enum(executionStatuses),
  steps: z.array(traceStepSchema),
  /** True when the program ran past TRACE_MAX_STEPS: the steps stop there. */
  truncated: z.boolean(),
  compileOutput: z.string(),
  diagnostics: z.array(diagnosticSchema),
  /** Why the trace ends where it does, when it ends early (the step limit, the time limit...). */
  note: z.string().optional(),
});
export type TraceResponse = z.infer<typeof traceResponseSchema>;
