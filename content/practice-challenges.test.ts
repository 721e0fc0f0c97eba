import { describe, expect, it } from 'vitest';
import { challengeKeySchema, practiceChallengeSchema } from '@domain/challenge-content';
import { passesChallengeCheck } from '@domain/challenge-rules';
import { runCases } from '@server/learning/exercise-check';
import { startedRunnerForFile } from '@tests/helpers/started-runner';
import { PLACEHOLDER_TEXT } from '@tests/helpers/placeholders';
import { challenges } from './challenges';
import { findLesson } from './course-c';
import { dailyChallengeSolutions } from './keys/daily-challenge-solutions';
import { practiceChallengeKeys } from './keys/practice-challenges';
import { practiceChallenges } from './practice-challenges';

const TIMEOUT = 120_000;

/** The functions a C program defines, main aside. */
function definedFunctions(code: string): string[] {
  return [...code.matchAll(/^\w[\w\s*]*?\b(\w+)\([^;{]*\)\s*\{/gm)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'main');
}

const runner = startedRunnerForFile('codenest-challenges-', TIMEOUT);

describe('the practice challenges', () => {
  it('are at least 27, with distinct ids and titles, beginner to advanced, each with its key', () => {
    expect(practiceChallenges.length).toBeGreaterThanOrEqual(27);
    const ids = practiceChallenges.map((challenge) => challenge.id);
    expect(new Set(ids).size).toBe(ids.length);
    const titles = [...practiceChallenges, ...challenges].map((challenge) => challenge.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const difficulty of ['Beginner', 'Intermediate', 'Advanced'] as const) {
      expect(practiceChallenges.some((challenge) => challenge.difficulty === difficulty)).toBe(
        true,
      );
    }
    expect([...practiceChallengeKeys.keys()].sort()).toEqual([...ids].sort());
  });

  describe.each(practiceChallenges.map((challenge) => [challenge.id, challenge] as const))(
    '%s',
    (id, challenge) => {
      it('follows the schema, with three cases or more (one hidden at least) and clean text', () => {
        expect(practiceChallengeSchema.parse(challenge)).toEqual(challenge);
        const key = challengeKeySchema.parse(practiceChallengeKeys.get(id));
        expect(challenge.visibleCases.length + key.hiddenCases.length).toBeGreaterThanOrEqual(3);
        const prose = challenge.instructions.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
        expect(prose).not.toMatch(/<\/?[a-z][^>]*>/i);
        for (const text of [challenge.instructions, challenge.code, challenge.description]) {
          expect(text).not.toMatch(PLACEHOLDER_TEXT);
        }
      });

      it(
        'has a reference solution that passes every case through the runner, and a starter that fails',
        async () => {
          const key = practiceChallengeKeys.get(id)!;
          const cases = { visible: challenge.visibleCases, hidden: key.hiddenCases };
          const build = await runner().execute({ code: key.solution, stdin: '' });
          expect(build.compileOutput).toBe('');
          const solved = await runCases(runner(), cases, key.solution, 'content-test');
          expect(solved.cases.filter((result) => !result.passed)).toEqual([]);
          expect(solved.passed).toBe(true);
          const starter = await runCases(runner(), cases, challenge.code, 'content-test');
          expect(starter.compileError).toBeNull();
          expect(starter.passed).toBe(false);
        },
        TIMEOUT,
      );
    },
  );
});

describe('practice-019, Swap the Byte Order', () => {
  it("asks for nothing that c-021's exercise already asks for", () => {
    const challenge = practiceChallenges.find(({ id }) => id === 'practice-019')!;
    const exercise = findLesson('c-programming', 'c-021')!.exercise;
    expect(challenge.title).toBe('Swap the Byte Order');
    expect(definedFunctions(challenge.code)).toEqual(['get_byte', 'swap_bytes']);
    const exerciseFunctions = definedFunctions(exercise.starterCode);
    expect(exerciseFunctions).toEqual(['count_ones', 'is_power_of_two', 'print_binary']);
    expect(
      definedFunctions(challenge.code).filter((name) => exerciseFunctions.includes(name)),
    ).toEqual([]);
  });

  it.each([
    [
      'keeps the higher bytes in get_byte',
      'return (value >> (8 * index)) & 0xFFu;',
      'return value >> (8 * index);',
    ],
    [
      'skips the two middle bytes in swap_bytes',
      'for (int index = 0; index < 4; index++)',
      'for (int index = 0; index < 4; index += 3)',
    ],
  ])(
    'fails an answer that %s',
    async (_wrong, from, to) => {
      const challenge = practiceChallenges.find(({ id }) => id === 'practice-019')!;
      const key = practiceChallengeKeys.get('practice-019')!;
      expect(key.solution).toContain(from);
      const cases = { visible: challenge.visibleCases, hidden: key.hiddenCases };
      const result = await runCases(
        runner(),
        cases,
        key.solution.replace(from, to),
        'content-test',
      );
      expect(result.passed).toBe(false);
    },
    TIMEOUT,
  );
});

describe("SPEC's daily challenges through the runner", () => {
  it.each(challenges.map((challenge) => [challenge.id, challenge] as const))(
    '%s: the solution passes its SPEC §5 check and the starter does not',
    async (id, challenge) => {
      const solved = await runner().execute({ code: dailyChallengeSolutions[id]! });
      expect(solved.error).toBeNull();
      expect(passesChallengeCheck(id, challenge.expectedOutput, solved.output)).toBe(true);
      const starter = await runner().execute({ code: challenge.code });
      expect(passesChallengeCheck(id, challenge.expectedOutput, starter.output)).toBe(false);
    },
    TIMEOUT,
  );
});
