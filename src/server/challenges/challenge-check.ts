import {
  isSecretCase,
  type ChallengeCase,
  type ChallengeKey,
  type DailyChallengeKey,
  type PracticeChallenge,
} from '@domain/challenge-content';
import type { CheckFailure, CheckFailureReason } from '@domain/challenge-api';
import type { ExecuteResponse } from '@domain/execution';
import type { Challenge } from '@domain/learning';
import type { RunService } from '../runner/service';
import { casePassed } from '../learning/exercise-check';

/** One case as Submit runs it: the program compiled for it and what a failure may tell. */
export interface CheckCase extends ChallengeCase {
  /** The learner's program, or it with a daily challenge's check program in place of its main. */
  program: string;
  hidden: boolean;
  /** What the check does, or null when the case runs the learner's program as it is. */
  about: string | null;
  /** The function a check program calls, or null. */
  signature: string | null;
}

/** The name the learner's own main takes while a check program runs in its place. */
const LEARNERS_MAIN = 'learners_own_main';

/**
 * The learner's program with `checkMain` in place of its main: their main is renamed by the
 * preprocessor, and the #line directives keep gcc's line numbers those of the learner's code.
 */
export function withCheckMain(code: string, checkMain: string): string {
  return `#define main ${LEARNERS_MAIN}\n#line 1\n${code}\n#undef main\n#line 1 "check.c"\n${checkMain}`;
}

/** A practice challenge's cases: the visible ones (never secret), then its key's hidden ones. */
export function practiceCases(
  practice: PracticeChallenge,
  key: ChallengeKey,
  code: string,
): CheckCase[] {
  const extra = { program: code, about: null, signature: null };
  return [
    ...practice.visibleCases.map((visible) => ({
      ...visible,
      ...extra,
      secret: false,
      hidden: false,
    })),
    ...key.hiddenCases.map((hidden) => ({ ...hidden, ...extra, hidden: true })),
  ];
}

/**
 * A daily challenge's cases: the program as written must print exactly its expected output
 * (what SPEC §5 looks for on Run), then the check program calls the learner's function on each
 * hidden case.
 */
export function dailyCases(
  challenge: Challenge,
  key: DailyChallengeKey,
  code: string,
): CheckCase[] {
  const checked = withCheckMain(code, key.checkMain);
  return [
    {
      name: 'the program as written prints the expected output',
      stdin: '',
      expectedOutput: challenge.expectedOutput,
      secret: false,
      program: code,
      hidden: false,
      about: null,
      signature: null,
    },
    ...key.hiddenCases.map((hidden) => ({
      ...hidden,
      program: checked,
      hidden: true,
      about: key.about,
      signature: key.signature,
    })),
  ];
}

function reasonOf(result: ExecuteResponse): CheckFailureReason {
  switch (result.status) {
    case 'compile_error':
      return 'did_not_compile';
    case 'time_limit':
    case 'memory_limit':
    case 'output_limit':
      return result.status;
    case 'runtime_error':
      return result.signal === null ? 'wrong_output' : 'crashed';
    case 'success':
      return 'wrong_output';
  }
}

const REASON_TEXT: Record<CheckFailureReason, string> = {
  wrong_output: 'it printed something other than the expected output',
  crashed: 'it crashed before it finished',
  time_limit: 'it was still running when the time limit stopped it',
  memory_limit: 'it used more memory than a program may',
  output_limit: 'it printed more than a program may',
  did_not_compile: 'it did not compile',
};

/** What the learner reads about a failed case, beside its details. */
export function failureMessage(failure: CheckFailure, signature: string | null): string {
  const sentences = [
    `Not passed yet: your program failed check ${failure.number} of ${failure.of}, "${failure.name}": ${REASON_TEXT[failure.reason]}.`,
  ];
  if (failure.reason === 'did_not_compile' && signature) {
    sentences.push(
      `The check calls ${signature} in place of your main: keep that function's name and parameters as the starter has them.`,
    );
  }
  sentences.push(
    failure.secret
      ? "This check's input is secret: think of the inputs the task allows that you have not tried yet."
      : "This check's input and expected output are shown below.",
  );
  return sentences.join(' ');
}

function failureOf(
  testCase: CheckCase,
  result: ExecuteResponse,
  place: { number: number; of: number },
): CheckFailure {
  const secret = isSecretCase(testCase);
  const reason = reasonOf(result);
  return {
    name: testCase.name,
    ...place,
    hidden: testCase.hidden,
    secret,
    reason,
    error: result.error,
    about: testCase.about,
    stdin: secret ? null : testCase.stdin,
    expectedOutput: secret ? null : testCase.expectedOutput,
    actualOutput: secret ? null : result.stdout,
  };
}

export type CheckOutcome =
  { passed: true } | { passed: false; failure: CheckFailure; message: string };

/**
 * Runs the cases in order, one at a time (a submit holds one runner slot, like one Run), and
 * stops at the first that fails. Cases that run the same program compile once: the others find
 * it in the compile cache.
 */
export async function runChallengeCases(
  runner: RunService,
  cases: readonly CheckCase[],
  client: string,
): Promise<CheckOutcome> {
  for (const [index, testCase] of cases.entries()) {
    const result = await runner.execute(
      { code: testCase.program, stdin: testCase.stdin },
      { client },
    );
    if (casePassed(testCase, result)) continue;
    const failure = failureOf(testCase, result, { number: index + 1, of: cases.length });
    return { passed: false, failure, message: failureMessage(failure, testCase.signature) };
  }
  return { passed: true };
}
