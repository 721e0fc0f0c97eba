import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { passesChallengeCheck } from '@domain/challenge-rules';
import { challenges, findChallenge } from './challenges';
import { dailyChallengeSolutions } from './keys/daily-challenge-solutions';
import { PLACEHOLDER_TEXT } from '@tests/helpers/placeholders';

const GCC_FLAGS = ['-std=c17', '-Wall', '-Wextra', '-Werror'];
const workDir = mkdtempSync(join(tmpdir(), 'codenest-content-'));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

/** Compiles `source` with the course's flags (throwing with gcc's diagnostics on failure) and returns the executable. */
function compile(name: string, source: string): string {
  const sourcePath = join(workDir, `${name}.c`);
  const binaryPath = join(workDir, name);
  writeFileSync(sourcePath, source);
  try {
    execFileSync('gcc', [...GCC_FLAGS, '-o', binaryPath, sourcePath], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${name} does not compile:\n${stderr}`);
  }
  return binaryPath;
}

/** Runs a compiled program with no input and returns its stdout; throws if it exits non-zero. */
function run(binaryPath: string): string {
  return execFileSync(binaryPath, [], {
    encoding: 'utf8',
    input: '',
    timeout: 5_000,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

const withoutFinalNewline = (text: string): string => text.replace(/\n$/, '');

describe('daily challenges', () => {
  it('are the three built-in challenges of SPEC §3', () => {
    expect(
      challenges.map(({ id, title, difficulty, language, points, timeLimit, expectedOutput }) => ({
        id,
        title,
        difficulty,
        language,
        points,
        timeLimit,
        expectedOutput,
      })),
    ).toEqual([
      {
        id: 'daily-001',
        title: 'Array Sum Calculator',
        difficulty: 'Beginner',
        language: 'C',
        points: 50,
        timeLimit: 30,
        expectedOutput: 'Sum: 15',
      },
      {
        id: 'daily-002',
        title: 'Palindrome Checker',
        difficulty: 'Intermediate',
        language: 'C',
        points: 75,
        timeLimit: 45,
        expectedOutput: 'racecar is a palindrome',
      },
      {
        id: 'daily-003',
        title: 'Fibonacci Sequence',
        difficulty: 'Advanced',
        language: 'C',
        points: 100,
        timeLimit: 60,
        expectedOutput: 'First 10 Fibonacci numbers:\n0 1 1 2 3 5 8 13 21 34',
      },
    ]);
  });

  it('finds challenges by id', () => {
    expect(findChallenge('daily-002')?.title).toBe('Palindrome Checker');
    expect(findChallenge('daily-004')).toBeUndefined();
  });

  describe.each(challenges.map((challenge) => [challenge.id, challenge] as const))(
    'challenge %s',
    (id, challenge) => {
      it('has instructions with requirements and the expected output, hints and no placeholders', () => {
        expect(challenge.instructions).toMatch(/## Requirements/);
        expect(challenge.instructions).toContain('## Expected output');
        expect(challenge.instructions).toContain(challenge.expectedOutput);
        expect(challenge.hints.length).toBeGreaterThanOrEqual(3);
        expect(challenge.hints.length).toBeLessThanOrEqual(4);
        expect(challenge.code).toContain('/* Your code here');
        for (const text of [
          challenge.description,
          challenge.instructions,
          challenge.code,
          ...challenge.hints,
        ]) {
          expect(text).not.toMatch(PLACEHOLDER_TEXT);
        }
      });

      it('has starter code that compiles cleanly but does not pass the output check yet', () => {
        const output = run(compile(`${id}-starter`, challenge.code));
        expect(passesChallengeCheck(id, challenge.expectedOutput, output)).toBe(false);
      });

      it('has a solution that compiles cleanly and prints exactly the expected output', () => {
        const output = run(compile(`${id}-solution`, dailyChallengeSolutions[id]!));
        expect(output).toContain(challenge.expectedOutput);
        expect(withoutFinalNewline(output)).toBe(challenge.expectedOutput);
        expect(passesChallengeCheck(id, challenge.expectedOutput, output)).toBe(true);
      });
    },
  );
});
