import type { SupabaseClient } from '@supabase/supabase-js';

export interface FunctionCall {
  /** The client, or its loading (supabase-js loads on first use). */
  client: SupabaseClient | Promise<SupabaseClient>;
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  body?: unknown;
  /** Said when the server gave no sentence of its own. */
  fallback: string;
  /** The error type the caller's pages know how to show. */
  fail: (message: string) => Error;
}

/** The server's sentence from a failed call (its JSON `message`), else null. */
async function serverMessage(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return null;
  try {
    const body = (await context.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** Calls one of the server's /functions/v1 endpoints; a failure throws a sentence to show. */
export async function invokeFunction<T>(call: FunctionCall): Promise<T> {
  const client = await call.client;
  const result = await client.functions.invoke<T>(call.name, {
    method: call.method,
    ...(call.body === undefined ? {} : { body: call.body as Record<string, unknown> }),
  });
  const error: unknown = result.error;
  if (error) throw call.fail((await serverMessage(error)) ?? call.fallback);
  return result.data as T;
}
