import type { z } from '@domain/zod';
import { invokeParsed, type RunnerLine } from '@web/lib/functions';
import { requireSupabase } from '@web/lib/supabase';

/**
 * Calls a /functions/v1 endpoint that runs code and checks its answer against the domain
 * schema; every failure becomes the feature's own error with a sentence to show. While every
 * runner is busy the call waits in line (invokeFunction), telling `line` so.
 */
export async function validatedCall<Schema extends z.ZodType>(call: {
  name: string;
  body: unknown;
  /** The answer's schema, or its loader: it then loads while the call is under way. */
  schema: Schema | (() => Promise<Schema>);
  /** Said when the server gives no message of its own, or an answer of the wrong shape. */
  fallback: string;
  /** Said in demo mode, when no server is connected. */
  demoMode: string;
  fail: (message: string) => Error;
  line?: RunnerLine;
}): Promise<z.infer<Schema>> {
  return invokeParsed({
    client: requireSupabase(() => call.fail(call.demoMode)),
    name: call.name,
    method: 'POST',
    body: call.body,
    schema: call.schema,
    fallback: call.fallback,
    fail: call.fail,
    runnerLine: call.line ?? {},
  });
}
