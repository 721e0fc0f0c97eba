import { ASSESSMENT_CONCEPTS } from '@domain/assessment-rules';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_BANK_MIN_CODE_ITEMS,
  ASSESSMENT_BANK_MIN_ITEMS,
  assessmentItemSchema,
  assessmentKeySchema,
} from '@domain/assessment-content';
import { startedRunnerForFile } from '@tests/helpers/started-runner';
import { assessmentBank } from './assessment/bank';
import { cCourse } from './course-c';
import { assessmentKeys } from './keys/assessment';

const TIMEOUT = 120_000;
const MIN_ITEMS_PER_CONCEPT = 4;

const runner = startedRunnerForFile('codenest-assessment-', TIMEOUT);

const outputItems = assessmentBank.flatMap((item) => (item.kind === 'output' ? [item] : []));

function keyOf(id: string) {
  const key = assessmentKeys.get(id);
  if (!key) throw new Error(`No key for ${id}`);
  return key;
}

describe('the final assessment bank', () => {
  it('parses every item and key with its schema', () => {
    for (const item of assessmentBank) {
      expect(assessmentItemSchema.parse(item)).toEqual(item);
    }
    for (const key of assessmentKeys.values()) {
      expect(assessmentKeySchema.parse(key)).toEqual(key);
    }
  });

  it('numbers its items a-001 onwards, in order, without gaps or repeats', () => {
    const expected = assessmentBank.map((_, i) => `a-${String(i + 1).padStart(3, '0')}`);
    expect(assessmentBank.map((item) => item.id)).toEqual(expected);
  });

  it('has exactly one key for every item, of the same kind, and no other keys', () => {
    for (const item of assessmentBank) {
      expect(keyOf(item.id)).toMatchObject({ id: item.id, kind: item.kind });
    }
    expect([...assessmentKeys.keys()].sort()).toEqual(assessmentBank.map((item) => item.id));
  });

  it('is large enough, with enough coding items and every concept covered', () => {
    expect(assessmentBank.length).toBeGreaterThanOrEqual(ASSESSMENT_BANK_MIN_ITEMS);
    const codeItems = assessmentBank.filter((item) => item.kind === 'code');
    expect(codeItems.length).toBeGreaterThanOrEqual(ASSESSMENT_BANK_MIN_CODE_ITEMS);
    for (const concept of ASSESSMENT_CONCEPTS) {
      const items = assessmentBank.filter((item) => item.concept === concept);
      expect(items.length, concept).toBeGreaterThanOrEqual(MIN_ITEMS_PER_CONCEPT);
    }
  });

  it('gives every choice item distinct choices and a correct index among them', () => {
    for (const item of assessmentBank) {
      if (item.kind !== 'choice') continue;
      expect(new Set(item.choices).size, item.id).toBe(item.choices.length);
      const key = keyOf(item.id);
      if (key.kind !== 'choice') throw new Error(`${item.id} has a ${key.kind} key`);
      expect(key.correct, item.id).toBeLessThan(item.choices.length);
    }
  });

  it('points every item at a lesson of the C course', () => {
    const lessonIds = new Set(cCourse.lessons.map((lesson) => lesson.id));
    for (const item of assessmentBank) {
      expect(lessonIds.has(item.lessonId), `${item.id} names ${item.lessonId}`).toBe(true);
    }
  });

  it.each(outputItems.map((item) => [item.id, item] as const))(
    '%s compiles without a warning, runs clean under the sanitizers and prints its key',
    async (id, item) => {
      const key = keyOf(id);
      if (key.kind !== 'output') throw new Error(`${id} has a ${key.kind} key`);
      const result = await runner().execute({ code: item.program, stdin: item.stdin });
      expect(result.compileOutput).toBe('');
      expect(result.status).toBe('success');
      expect(result.stdout).toBe(key.expectedOutput);

      const debug = await runner().execute({
        code: item.program,
        stdin: item.stdin,
        mode: 'debug',
      });
      expect(debug.status).toBe('success');
      expect(debug.stdout).toBe(key.expectedOutput);
      expect(debug.diagnostics.filter((d) => d.severity === 'runtime error')).toEqual([]);
      expect(debug.debug?.problems ?? []).toEqual([]);
    },
    TIMEOUT,
  );
});
