import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TraceResponse } from '@domain/trace';
import type { RunnerLine } from '@web/lib/functions';
import { validatedCall } from '@web/components/code/validated-call';
import { msg } from '@web/i18n/translate';

/** Said when the server gives no message of its own, or an answer that does not add up. */
export const TRACE_FAILED = msg('The program could not be visualized. Please try again.');
export const DEMO_MODE_TRACE = msg(
  'The visualizer needs the CodeNest server, and this is the demo mode without one. Start the server to visualize code.',
);

export class TraceError extends Error {
  override name = 'TraceError';
}

/** What the visualizer records: the program, its input, and its lesson when it is an example. */
export interface TraceInput {
  code: string;
  stdin: string;
  lessonId?: string;
}

/**
 * POST /functions/v1/trace-c: runs the program on the server, recording every step. Asked for as
 * patches (the delta encoding, a fraction of the size) and given back as full steps. The schema
 * loads while the call is under way.
 */
export async function traceCode(input: TraceInput, line?: RunnerLine): Promise<TraceResponse> {
  const fail = (message: string) => new TraceError(message);
  const [delta, { expandTrace }] = await Promise.all([
    validatedCall({
      name: 'trace-c',
      body: { ...input, encoding: 'delta' },
      schema: async () => (await import('@domain/trace-delta')).traceDeltaResponseSchema,
      fallback: TRACE_FAILED,
      demoMode: DEMO_MODE_TRACE,
      fail,
      ...(line ? { line } : {}),
    }),
    import('@domain/trace-delta'),
  ]);
  try {
    return expandTrace(delta);
  } catch {
    throw fail(TRACE_FAILED);
  }
}

export const traceKeys = {
  of: (input: TraceInput) => ['trace', input.code, input.stdin, input.lessonId ?? null] as const,
};

/**
 * The trace of one program and input, recorded once while the visualizer is open on it. While
 * every runner is busy, `waiting` is true; closing the visualizer ends the wait.
 */
export function useTrace(input: TraceInput) {
  const [waiting, setWaiting] = useState(false);
  const query = useQuery({
    queryKey: traceKeys.of(input),
    queryFn: ({ signal }) => traceCode(input, { signal, onWaiting: setWaiting }),
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });
  return { ...query, waiting: query.isPending && waiting };
}
