import { useMutation } from '@tanstack/react-query';
import type { CheckExerciseRequest, CheckExerciseResponse } from '@domain/learning-api';
import { validatedCall } from '@web/components/code/validated-call';
import { msg } from '@web/i18n/translate';
import { playSound } from '@web/lib/sounds';

export const CHECK_FAILED = msg('The exercise could not be checked. Please try again.');
export const DEMO_MODE_CHECK = msg(
  'Checking exercises needs the CodeNest server, and this is the demo mode without one. Start the server to check your solution.',
);

export class CheckExerciseError extends Error {
  override name = 'CheckExerciseError';
}

/**
 * POST /functions/v1/check-exercise: runs the solution against the exercise's cases. The
 * answer's schema (and zod) loads with the first check, not with the page.
 */
export function checkExercise(request: CheckExerciseRequest): Promise<CheckExerciseResponse> {
  return validatedCall({
    name: 'check-exercise',
    body: request,
    schema: async () => (await import('@domain/learning-api')).checkExerciseResponseSchema,
    fallback: CHECK_FAILED,
    demoMode: DEMO_MODE_CHECK,
    fail: (message) => new CheckExerciseError(message),
  });
}

export function useCheckExercise(onChecked?: (result: CheckExerciseResponse) => void) {
  return useMutation({
    mutationFn: checkExercise,
    onSuccess: (result) => {
      if (result.passed) playSound('passed');
      onChecked?.(result);
    },
  });
}
