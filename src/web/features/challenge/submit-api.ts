import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  submitChallengeResponseSchema,
  type SubmitChallengeRequest,
  type SubmitChallengeResponse,
} from '@domain/challenge-api';
import { validatedCall } from '@web/components/code/validated-call';
import { accountKeys } from '@web/lib/account';
import { CHALLENGE_COMPLETIONS_KEY } from '@web/lib/challenge-completions';
import { msg } from '@web/i18n/translate';
import { playSound } from '@web/lib/sounds';

export const SUBMIT_FAILED = msg('Failed to submit your solution. Please try again.');
const DEMO_MODE_SUBMIT = msg(
  'Submitting needs the CodeNest server, and this is the demo mode without one. Start the server to submit.',
);

export class SubmitError extends Error {
  override name = 'SubmitError';
}

/** POST /functions/v1/submit-challenge: the server runs the code again before anything counts. */
export function submitChallenge(request: SubmitChallengeRequest): Promise<SubmitChallengeResponse> {
  return validatedCall({
    name: 'submit-challenge',
    body: request,
    schema: submitChallengeResponseSchema,
    fallback: SUBMIT_FAILED,
    demoMode: DEMO_MODE_SUBMIT,
    fail: (message) => new SubmitError(message),
  });
}

/** Submits, and on a pass refreshes the points, streak and completions shown elsewhere. */
export function useSubmitChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitChallenge,
    onSuccess: (answer) => {
      if (!answer.passed) return;
      playSound('completed');
      // Every learner's entry: the key's first part is the same for all of them.
      void queryClient.invalidateQueries({ queryKey: accountKeys.summary('').slice(0, 1) });
      void queryClient.invalidateQueries({ queryKey: CHALLENGE_COMPLETIONS_KEY });
    },
  });
}
