import { useMutation } from '@tanstack/react-query';
import {
  executeResponseSchema,
  type ExecuteRequest,
  type ExecuteResponse,
} from '../../../../domain/execution';
import { invokeFunction } from '../../../lib/functions';
import { getSupabase } from '../../../lib/supabase';

/** SPEC §7: said when the server gives no message of its own. */
export const EXECUTION_FAILED = 'Execution failed';
export const DEMO_MODE_EXECUTION =
  'Code execution needs the CodeNest server, and this is the demo mode without one. Start the server to run code.';

export class ExecutionError extends Error {
  override name = 'ExecutionError';
}

/** POST /functions/v1/execute-c: compiles and runs the program on the server. */
export async function executeCode(request: ExecuteRequest): Promise<ExecuteResponse> {
  const client = getSupabase();
  if (!client) throw new ExecutionError(DEMO_MODE_EXECUTION);
  const answer = await invokeFunction<unknown>({
    client,
    name: 'execute-c',
    method: 'POST',
    body: request,
    fallback: EXECUTION_FAILED,
    fail: (message) => new ExecutionError(message),
  });
  const parsed = executeResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ExecutionError(EXECUTION_FAILED);
  return parsed.data;
}

export function useExecuteCode() {
  return useMutation({ mutationFn: executeCode });
}
