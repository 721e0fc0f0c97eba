import { passesChallengeCheck } from '@domain/challenge-rules';
import type { RunView } from '@web/components/code/OutputPanel';
import type { RunStatus } from '@web/components/code/RunStatusBadge';
import { msg } from '@web/i18n/translate';

/*
 * SPEC §4 challenge run: idle, running, error, success; a run whose output fails the check is a
 * mismatch (shown as Ready). Editing the code after a passing run clears the success. A practice
 * challenge's expected output is for its example input: a run with the learner's own input is
 * not checked against it (shown as Ready too).
 */

export type ChallengeOutcome = 'idle' | 'running' | 'error' | 'mismatch' | 'own-input' | 'success';

export const ERROR_HINT = msg('Check your code for syntax errors and try again.');
export const MISMATCH_HINT = msg(
  "Output doesn't match expected result. Check the expected output in the instructions and try again.",
);
export const SUCCESS_HINT = msg(
  'Perfect! Your solution produces the correct output. You can now submit your solution.',
);
export const NOT_YET_SUCCESSFUL = msg(
  'Please make sure your code produces the correct output before submitting. Run your code and check the output matches the expected result.',
);
export const OWN_INPUT_HINT = msg(
  'Your program ran with your own input, so its output is not compared: the expected output is for the example input. Put the example input back and run again to submit.',
);
export const SUBMIT_FOUND_FAILURE = msg(
  'Your output matches the expected output, but Submit found a check your program fails: see which one, and why, under Submit Solution.',
);
export const TIME_UP = msg("Time's up! The challenge has ended.");

export function challengeOutcome(
  view: RunView,
  challenge: { id: string; expectedOutput: string },
  editedSinceRun: boolean,
  ranWithOwnInput = false,
): ChallengeOutcome {
  if (view.phase === 'idle') return 'idle';
  if (view.phase === 'running') return 'running';
  if (view.phase === 'failed' || view.result.status !== 'success') return 'error';
  if (ranWithOwnInput) return 'own-input';
  if (!passesChallengeCheck(challenge.id, challenge.expectedOutput, view.result.output)) {
    return 'mismatch';
  }
  return editedSinceRun ? 'idle' : 'success';
}

export const outcomeStatus: Record<ChallengeOutcome, RunStatus> = {
  idle: 'Ready',
  running: 'Running',
  error: 'Error',
  mismatch: 'Ready',
  'own-input': 'Ready',
  success: 'Success',
};

export const outcomeHint: Record<ChallengeOutcome, string | null> = {
  idle: null,
  running: null,
  error: ERROR_HINT,
  mismatch: MISMATCH_HINT,
  'own-input': OWN_INPUT_HINT,
  success: SUCCESS_HINT,
};

/** SPEC §9: the timer turns red under 300 seconds. */
export const LOW_TIME_SECONDS = 300;
