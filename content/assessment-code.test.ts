import { describe, expect, it } from 'vitest';
import {
  assessmentItemSchema,
  assessmentKeySchema,
  type AssessmentItem,
  type AssessmentKey,
} from '@domain/assessment-content';
import { runCases } from '@server/learning/exercise-check';
import { startedRunnerForFile } from '@tests/helpers/started-runner';
import { codeItems } from './assessment/code';
import { codeItemKeys } from './keys/assessment/code';

const TIMEOUT = 120_000;
const CODE_ITEM_IDS = Array.from({ length: 8 }, (_, i) => `a-${String(61 + i).padStart(3, '0')}`);

/**
 * Plausible wrong answers to the coding items, each made from the solution by replacing text.
 * Every one must fail a case; the replaced text also pins what the item checks.
 */
const WRONG_ANSWERS: [id: string, wrong: string, edits: [from: string, to: string][]][] = [
  [
    'a-061',
    'replaces before testing (do-while), so 1 takes steps',
    [
      ['    while (n != 1) {', '    do {'],
      ['        steps++;\n    }', '        steps++;\n    } while (n != 1);'],
    ],
  ],
  [
    'a-062',
    'stops when b divides a, and so divides by zero when b is 0',
    [
      [
        '    while (b != 0) {\n        int rest = a % b;\n        a = b;\n        b = rest;\n    }\n    return a;',
        '    if (a % b == 0) {\n        return b;\n    }\n    return gcd(b, a % b);',
      ],
    ],
  ],
  [
    'a-063',
    'rotates to the left',
    [['rotated[(i + k) % n] = values[i];', 'rotated[i] = values[(i + k) % n];']],
  ],
  ['a-064', 'moves on one character after a run', [['i += run;', 'i++;']]],
  [
    'a-065',
    'starts the smallest and the largest at 0',
    [['*min = values[0];\n    *max = values[0];', '*min = 0;\n    *max = 0;']],
  ],
  [
    'a-066',
    'prints the ring from its first slot, not from the oldest value',
    [['printf("%d", last[i % k]);', 'printf("%d", last[i - first]);']],
  ],
  [
    'a-067',
    'takes the gcd of the signed numerator',
    [['gcd(sum.num < 0 ? -sum.num : sum.num, sum.den)', 'gcd(sum.num, sum.den)']],
  ],
  [
    'a-068',
    'takes a tab for part of a word',
    [["if (c == ' ' || c == '\\t' || c == '\\n') {", "if (c == ' ' || c == '\\n') {"]],
  ],
];

const runner = startedRunnerForFile('codenest-assessment-code-', TIMEOUT);

function keyOf(id: string): Extract<AssessmentKey, { kind: 'code' }> {
  const key = codeItemKeys.find((candidate) => candidate.id === id);
  if (key?.kind !== 'code') throw new Error(`${id} has no coding key`);
  return key;
}

function check(item: Extract<AssessmentItem, { kind: 'code' }>, code: string) {
  return runCases(
    runner(),
    { visible: item.visibleCases, hidden: keyOf(item.id).hiddenCases },
    code,
    'content-test',
  );
}

const items = codeItems.flatMap((item) => (item.kind === 'code' ? [item] : []));

describe('the assessment coding items', () => {
  it('are a-061 to a-068, valid, each with a coding key and at least four hidden cases', () => {
    expect(codeItems.map((item) => item.id)).toEqual(CODE_ITEM_IDS);
    expect(items).toHaveLength(codeItems.length);
    expect(codeItemKeys.map((key) => key.id)).toEqual(CODE_ITEM_IDS);
    for (const item of codeItems) expect(assessmentItemSchema.parse(item)).toEqual(item);
    for (const key of codeItemKeys) {
      expect(assessmentKeySchema.parse(key)).toEqual(key);
      expect(keyOf(key.id).hiddenCases.length).toBeGreaterThanOrEqual(4);
    }
    for (const item of items) {
      expect(item.visibleCases.length).toBeGreaterThanOrEqual(2);
      expect(item.visibleCases.length).toBeLessThanOrEqual(3);
    }
  });

  it('cover eight different concepts', () => {
    expect(new Set(codeItems.map((item) => item.concept)).size).toBe(8);
  });

  describe.each(items.map((item) => [item.id, item] as const))('item %s', (id, item) => {
    it(
      'has a solution that compiles without warnings and passes every case',
      async () => {
        const solution = keyOf(id).solution;
        const build = await runner().execute({ code: solution, stdin: '' });
        expect(build.compileOutput).toBe('');
        const solved = await check(item, solution);
        expect(solved.compileError).toBeNull();
        expect(solved.cases.filter((result) => !result.passed)).toEqual([]);
        expect(solved.hidden.passed).toBe(solved.hidden.total);
        expect(solved.passed).toBe(true);
      },
      TIMEOUT,
    );

    it(
      'has a starter that compiles without warnings but fails a case',
      async () => {
        const build = await runner().execute({ code: item.starterCode, stdin: '' });
        expect(build.compileOutput).toBe('');
        const started = await check(item, item.starterCode);
        expect(started.compileError).toBeNull();
        expect(started.passed).toBe(false);
      },
      TIMEOUT,
    );
  });

  it.each(WRONG_ANSWERS)(
    '%s fails an answer that %s',
    async (id, _wrong, edits) => {
      let code = keyOf(id).solution;
      for (const [from, to] of edits) {
        expect(code).toContain(from);
        code = code.replace(from, to);
      }
      const item = items.find((candidate) => candidate.id === id)!;
      const result = await check(item, code);
      expect(result.passed).toBe(false);
    },
    TIMEOUT,
  );

  it('has a wrong answer for every item', () => {
    expect(new Set(WRONG_ANSWERS.map(([id]) => id))).toEqual(new Set(CODE_ITEM_IDS));
  });
});
