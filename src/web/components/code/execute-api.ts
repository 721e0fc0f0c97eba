import { useMutation } from '@tanstack/react-query';
import type { ExecuteRequest, ExecuteResponse } from '../../../domain/execution';
import { loadSupabase } from '../../lib/supabase';
import { validatedCall } from './validated-call';

/** SPEC §7: said when the server gives no message of its own. */
export const EXECUTION_FAILED = 'Execution failed';
export const DEMO_MODE_EXECUTION =
  'Code execution needs the CodeNest server, and this is the demo mode without one. Start the server to run code.';

export class ExecutionError extends Error {
  override name = 'ExecutionError';
}

/**
 * POST /functions/v1/execute-c: compiles and runs the program on the server. The answer's schema
 * (and zod), and for a visitor the client too, load with the first run, not with the page, and
 * together.
 */
export async function executeCode(request: ExecuteRequest): Promise<ExecuteResponse> {
  const [{ executeResponseSchema }] = await Promise.all([
    import('../../../domain/execution'),
    loadSupabase(),
  ]);
  return validatedCall({
    name: 'execute-c',
    body: request,
    schema: executeResponseSchema,
    fallback: EXECUTION_FAILED,
    demoMode: DEMO_MODE_EXECUTION,
    fail: (message) => new ExecutionError(message),
  });
}

export function useExecuteCode() {
  return useMutation({ mutationFn: executeCode });
}
