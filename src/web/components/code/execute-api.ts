import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playSound } from '@web/lib/sounds';
import type { ExecuteRequest, ExecuteResponse } from '@domain/execution';
import type { RunnerLine } from '@web/lib/functions';
import { msg } from '@web/i18n/translate';
import { validatedCall } from './validated-call';

/** SPEC §7: said when the server gives no message of its own. */
export const EXECUTION_FAILED = msg('Execution failed');
export const DEMO_MODE_EXECUTION = msg(
  'Code execution needs the CodeNest server, and this is the demo mode without one. Start the server to run code.',
);

export class ExecutionError extends Error {
  override name = 'ExecutionError';
}

/**
 * POST /functions/v1/execute-c: compiles and runs the program on the server. The answer's schema
 * (and zod), and for a visitor the client too, load with the first run, not with the page: the
 * schema while the run is under way.
 */
export function executeCode(request: ExecuteRequest, line?: RunnerLine): Promise<ExecuteResponse> {
  return validatedCall({
    name: 'execute-c',
    body: request,
    schema: async () => (await import('@domain/execution')).executeResponseSchema,
    fallback: EXECUTION_FAILED,
    demoMode: DEMO_MODE_EXECUTION,
    fail: (message) => new ExecutionError(message),
    ...(line ? { line } : {}),
  });
}

/**
 * A page's runs. While a run waits in line for a free runner, `waiting` is true and `isPending`
 * false: the page's Run button is live again, and pressing it starts the run over, ending the
 * wait; `reset` and leaving the page end it too.
 */
export function useExecuteCode() {
  const [waiting, setWaiting] = useState(false);
  const current = useRef<AbortController | null>(null);

  const endWait = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setWaiting(false);
  }, []);
  useEffect(() => () => current.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (request: ExecuteRequest) => {
      endWait();
      const controller = new AbortController();
      current.current = controller;
      return executeCode(request, {
        signal: controller.signal,
        onWaiting: (on) => {
          if (current.current === controller) setWaiting(on);
        },
      });
    },
    onSuccess: (result) => {
      if (result.status !== 'success') playSound('failed');
    },
  });
  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    endWait();
    resetMutation();
  }, [endWait, resetMutation]);

  if (waiting && mutation.isPending) {
    return { ...mutation, reset, isPending: false as const, waiting: true as const };
  }
  return { ...mutation, reset, waiting: false as const };
}
