import {
  cSourceSchema,
  fitsUtf8Bytes,
  PROGRAM_SOURCE,
  tooLongMessage,
  type SourceLimits,
} from './c-source';
import { lessonIdSchema } from './ids';
import { z } from './zod';

/** Defaults of DESIGN.md; the server may configure other values and checks them itself too. */
export const DEFAULT_SOURCE_MAX_BYTES = 64 * 1024;
export const DEFAULT_STDIN_MAX_BYTES = 64 * 1024;

export const executionModes = ['run', 'debug'] as const;
export type ExecutionMode = (typeof executionModes)[number];

export function executeRequestSchema(limits: SourceLimits & { stdinMaxBytes: number }) {
  return z.object(
    {
      code: cSourceSchema(limits, PROGRAM_SOURCE),
      stdin: z
        .string({ message: 'must be a string' })
        .refine(
          (value) => fitsUtf8Bytes(value, limits.stdinMaxBytes),
          tooLongMessage(limits.stdinMaxBytes, 'input'),
        )
        .optional(),
      mode: z.enum(executionModes, { message: 'must be "run" or "debug"' }).optional(),
      /** The lesson whose page ran the program: a signed-in learner's analytics count it there. */
      lessonId: lessonIdSchema.optional(),
    },
    { message: 'The request body must be a JSON object such as {"code": "..."}' },
  );
}

export type ExecuteRequest = z.infer<ReturnType<typeof executeRequestSchema>>;

export const executionStatuses = [
  'success',
  'compile_error',
  'runtime_error',
  'time_limit',
  'memory_limit',
  'output_limit',
] as const;
export type ExecutionStatus = (typeof executionStatuses)[number];

export const diagnosticSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  severity: z.enum(['error', 'warning', 'note', 'fatal error', 'sorry', 'runtime error']),
  message: z.string(),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;

export const outputStreams = ['stdout', 'stderr'] as const;

/** One stretch of what a program wrote to one stream; a run's chunks come in the order written. */
export const outputChunkSchema = z.object({
  stream: z.enum(outputStreams),
  text: z.string(),
});
export type OutputChunk = z.infer<typeof outputChunkSchema>;

/** What a debug run's sanitizers found: one plain message per problem, the raw report behind it. */
export const debugFindingsSchema = z.object({
  /** Empty when the sanitizers found nothing (NO_DEBUG_PROBLEMS). */
  problems: z.array(
    z.object({
      /** The learner's line, when the report names one. */
      line: z.number().int().nullable(),
      message: z.string(),
    }),
  ),
  /** The sanitizers' own words, kept out of stderr (shown behind "Details"). */
  report: z.string(),
});
export type DebugFindings = z.infer<typeof debugFindingsSchema>;

export { NO_DEBUG_PROBLEMS } from './debug-findings';

/**
 * POST /functions/v1/execute-c: SPEC §7's { output, error, executionTime } and more. Whether the
 * compile cache answered is not part of it: that would tell anyone that somebody had already
 * run exactly this source.
 */
export const executeResponseSchema = z.object({
  output: z.string(),
  error: z.string().nullable(),
  /** Milliseconds the program ran (wall clock). */
  executionTime: z.number(),
  status: z.enum(executionStatuses),
  exitCode: z.number().int().nullable(),
  signal: z.string().nullable(),
  stdout: z.string(),
  stderr: z.string(),
  compileOutput: z.string(),
  diagnostics: z.array(diagnosticSchema),
  memoryKb: z.number().int().nullable(),
  /** stdout and stderr interleaved as the program wrote them (`output` is their text joined). */
  transcript: z.array(outputChunkSchema),
  /** Debug runs only: the sanitizers' findings; null for an ordinary run. */
  debug: debugFindingsSchema.nullable(),
});
export type ExecuteResponse = z.infer<typeof executeResponseSchema>;
