import { useMutation } from '@tanstack/react-query';
import {
  checkExerciseResponseSchema,
  type CheckExerciseRequest,
  type CheckExerciseResponse,
} from '../../../../domain/learning-api';
import { invokeFunction } from '../../../lib/functions';
import { getSupabase } from '../../../lib/supabase';

export const CHECK_FAILED = 'The exercise could not be checked. Please try again.';
export const DEMO_MODE_CHECK =
  'Checking exercises needs the CodeNest server, and this is the demo mode without one. Start the server to check your solution.';

export class CheckExerciseError extends Error {
  override name = 'CheckExerciseError';
}

/** POST /functions/v1/check-exercise: runs the solution against the exercise's cases. */
export async function checkExercise(request: CheckExerciseRequest): Promise<CheckExerciseResponse> {
  const client = getSupabase();
  if (!client) throw new CheckExerciseError(DEMO_MODE_CHECK);
  const answer = await invokeFunction<unknown>({
    client,
    name: 'check-exercise',
    method: 'POST',
    body: request,
    fallback: CHECK_FAILED,
    fail: (message) => new CheckExerciseError(message),
  });
  const parsed = checkExerciseResponseSchema.safeParse(answer);
  if (!parsed.success) throw new CheckExerciseError(CHECK_FAILED);
  return parsed.data;
}

export function useCheckExercise(onChecked?: (result: CheckExerciseResponse) => void) {
  return useMutation({ mutationFn: checkExercise, onSuccess: (result) => onChecked?.(result) });
}
