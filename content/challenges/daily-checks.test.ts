import { describe, expect, it } from 'vitest';
import { DAILY_CHALLENGE_IDS, passesChallengeCheck } from '@domain/challenge-rules';
import { dailyChallengeKeySchema } from '@domain/challenge-content';
import {
  dailyCases,
  runChallengeCases,
  type CheckOutcome,
} from '@server/challenges/challenge-check';
import { startedRunnerForFile } from '@tests/helpers/started-runner';
import { findChallenge } from '../challenges';
import { dailyChallengeSolutions } from '../keys/daily-challenge-solutions';
import { dailyChallengeKeys } from '../keys/daily-challenges';

const TIMEOUT = 120_000;
const runner = startedRunnerForFile('codenest-daily-checks-', TIMEOUT);

function check(id: string, code: string): Promise<CheckOutcome> {
  const challenge = findChallenge(id)!;
  return runChallengeCases(
    runner(),
    dailyCases(challenge, dailyChallengeKeys.get(id)!, code),
    'test',
  );
}

/** The reference answer with `from` replaced by `to` (which must be there). */
function changed(id: string, from: string, to: string): string {
  const solution = dailyChallengeSolutions[id]!;
  expect(solution).toContain(from);
  return solution.replace(from, to);
}

/** The starter's function left as it is, and main printing the expected output by heart. */
function hardCodedMain(id: string): string {
  const challenge = findChallenge(id)!;
  const printed = challenge.expectedOutput.replaceAll('\n', '\\n');
  return challenge.code.replace(
    /int main\(void\)\n\{[\s\S]*\}\n$/,
    `int main(void)\n{\n    printf("${printed}\\n");\n    return 0;\n}\n`,
  );
}

const wrongPrograms: Record<string, [string, () => string][]> = {
  'daily-001': [
    ['returns 15 whatever the array', () => changed('daily-001', 'return total;', 'return 15;')],
    [
      'skips the first element',
      () => changed('daily-001', 'int i = 0; i < count', 'int i = 1; i < count'),
    ],
    ['reads one element too many', () => changed('daily-001', 'i < count', 'i <= count')],
    ['stops one element early', () => changed('daily-001', 'i < count', 'i < count - 1')],
    ['prints the expected output by heart', () => hardCodedMain('daily-001')],
  ],
  'daily-002': [
    [
      'is_palindrome reduced to return 1',
      () => findChallenge('daily-002')!.code.replace('return 0;\n}', 'return 1;\n}'),
    ],
    [
      'compares only the first and last letters',
      () => changed('daily-002', 'i < length / 2', 'i < 1 && length > 0'),
    ],
    [
      'starts one pair late',
      () => changed('daily-002', 'size_t i = 0; i < length / 2', 'size_t i = 1; i < length / 2'),
    ],
    ['stops one pair early', () => changed('daily-002', 'i < length / 2', 'i + 1 < length / 2')],
    ['prints the expected output by heart', () => hardCodedMain('daily-002')],
  ],
  'daily-003': [
    [
      'prints the ten numbers whatever the count',
      () =>
        findChallenge('daily-003')!.code.replace(
          '(void)count; /* Delete this line once you use count. */',
          '(void)count;\n    printf("0 1 1 2 3 5 8 13 21 34");',
        ),
    ],
    [
      'leaves a space after the last number',
      () =>
        changed(
          'daily-003',
          'if (i > 0) {\n            printf(" ");\n        }\n        printf("%llu", previous);',
          'printf("%llu ", previous);',
        ),
    ],
    [
      'starts the sequence at 1',
      () =>
        changed(
          'daily-003',
          'unsigned long long previous = 0;',
          'unsigned long long previous = 1;',
        ),
    ],
    ['prints one number too many', () => changed('daily-003', 'i < count', 'i <= count')],
    ['prints the expected output by heart', () => hardCodedMain('daily-003')],
  ],
};

describe("SPEC's daily challenges checked by hidden cases", () => {
  it('each has a key that follows the schema, with cases the task itself names shown', () => {
    expect([...dailyChallengeKeys.keys()].sort()).toEqual([...DAILY_CHALLENGE_IDS]);
    for (const key of dailyChallengeKeys.values()) {
      expect(dailyChallengeKeySchema.parse(key)).toEqual(key);
      expect(findChallenge(key.challengeId)!.code).toContain(key.signature);
      expect(
        key.hiddenCases.filter((testCase) => testCase.secret === false).length,
      ).toBeGreaterThan(0);
      expect(
        key.hiddenCases.filter((testCase) => testCase.secret !== false).length,
      ).toBeGreaterThan(2);
    }
  });

  describe.each(DAILY_CHALLENGE_IDS.map((id) => [id] as const))('%s', (id) => {
    it(
      'passes its reference answer and fails its starter',
      async () => {
        expect(await check(id, dailyChallengeSolutions[id]!)).toEqual({ passed: true });
        expect((await check(id, findChallenge(id)!.code)).passed).toBe(false);
      },
      TIMEOUT,
    );

    it.each(wrongPrograms[id]!)(
      'fails a program that %s',
      async (_what, program) => {
        const outcome = await check(id, program());
        expect(outcome.passed).toBe(false);
      },
      TIMEOUT,
    );
  });

  it(
    'names the case is_palindrome reduced to return 1 fails, with its input, as the task shows it',
    async () => {
      const code = findChallenge('daily-002')!.code.replace('return 0;\n}', 'return 1;\n}');
      const run = await runner().execute({ code });
      expect(passesChallengeCheck('daily-002', 'racecar is a palindrome', run.output)).toBe(true);
      const outcome = await check('daily-002', code);
      expect(outcome).toMatchObject({
        passed: false,
        message:
          'Not passed yet: your program failed check 3 of 9, "hello is not a palindrome (the task says so)": it printed something other than the expected output. This check\'s input and expected output are shown below.',
        failure: {
          name: 'hello is not a palindrome (the task says so)',
          number: 3,
          of: 9,
          hidden: true,
          secret: false,
          reason: 'wrong_output',
          stdin: 'hello\n',
          expectedOutput: 'is_palindrome("hello") returned 0',
          actualOutput: 'is_palindrome("hello") returned 1\n',
        },
      });
    },
    TIMEOUT,
  );

  it(
    'keeps a secret case secret: its name and reason, no input or output',
    async () => {
      const outcome = await check(
        'daily-001',
        changed(
          'daily-001',
          'int total = 0;',
          'int total = 0;\n    if (count == 1) {\n        return 0;\n    }',
        ),
      );
      expect(outcome).toMatchObject({
        passed: false,
        failure: {
          name: 'one element',
          secret: true,
          reason: 'wrong_output',
          stdin: null,
          expectedOutput: null,
          actualOutput: null,
        },
      });
      expect(JSON.stringify(outcome)).not.toContain('42');
    },
    TIMEOUT,
  );

  it(
    'says which function the check calls when the learner renamed it',
    async () => {
      const code = dailyChallengeSolutions['daily-003']!.replaceAll('print_fibonacci', 'fibonacci');
      const outcome = await check('daily-003', code);
      expect(outcome).toMatchObject({
        passed: false,
        failure: { number: 2, reason: 'did_not_compile' },
      });
      if (outcome.passed) return;
      expect(outcome.message).toContain(
        "The check calls void print_fibonacci(int count) in place of your main: keep that function's name and parameters as the starter has them.",
      );
      expect(outcome.failure.error).toContain('print_fibonacci');
    },
    TIMEOUT,
  );

  it(
    'tells a crash apart, with the runner’s words',
    async () => {
      const outcome = await check(
        'daily-002',
        changed(
          'daily-002',
          'size_t length = strlen(word);',
          'size_t length = strlen(word);\n    if (length == 1) { volatile int *p = NULL; *p = 1; }',
        ),
      );
      expect(outcome).toMatchObject({
        passed: false,
        failure: { reason: 'crashed', secret: true },
      });
      if (outcome.passed) return;
      expect(outcome.failure.error).toMatch(/signal|Segmentation/i);
      expect(outcome.message).toContain('it crashed before it finished');
    },
    TIMEOUT,
  );
});
