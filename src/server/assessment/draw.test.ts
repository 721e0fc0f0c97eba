import { ATTEMPT_ITEMS } from '@domain/assessment-rules';
import { describe, expect, it } from 'vitest';
import { assessmentBank } from '@content/assessment/bank';
import { type AssessmentItem } from '@domain/assessment-content';
import { drawAttempt, type Random } from './draw';

/** A small deterministic generator (mulberry32), so every draw here can be repeated. */
function seeded(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kinds = (items: AssessmentItem[]) => items.map((item) => item.kind);
const ids = (items: AssessmentItem[]) => items.map((item) => item.id);

describe('drawing an attempt', () => {
  it('draws each kind as many times as ATTEMPT_ITEMS says, grouped by kind, with no item twice', () => {
    const items = drawAttempt(assessmentBank, new Set(), seeded(1));
    expect(kinds(items)).toEqual([
      ...Array<string>(ATTEMPT_ITEMS.choice).fill('choice'),
      ...Array<string>(ATTEMPT_ITEMS.output).fill('output'),
      ...Array<string>(ATTEMPT_ITEMS.code).fill('code'),
    ]);
    expect(new Set(ids(items)).size).toBe(items.length);
  });

  it('spreads the multiple choice and output items over every concept they can reach', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const items = drawAttempt(assessmentBank, new Set(), seeded(seed));
      for (const kind of ['choice', 'output'] as const) {
        const drawn = items.filter((item) => item.kind === kind);
        const conceptsInBank = new Set(
          assessmentBank.filter((item) => item.kind === kind).map((item) => item.concept),
        );
        const want = Math.min(drawn.length, conceptsInBank.size);
        expect(new Set(drawn.map((item) => item.concept)).size).toBe(want);
      }
    }
  });

  it('gives a retake other items while the bank has them', () => {
    const first = drawAttempt(assessmentBank, new Set(), seeded(7));
    const second = drawAttempt(assessmentBank, new Set(ids(first)), seeded(8));
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
  });

  it('shows items again only when the fresh ones of a kind run out, and fresh ones first', () => {
    const codeItems = assessmentBank.filter((item) => item.kind === 'code');
    const shown = new Set(ids(codeItems).slice(1));
    const drawn = drawAttempt(assessmentBank, shown, seeded(9)).filter(
      (item) => item.kind === 'code',
    );
    expect(drawn).toHaveLength(ATTEMPT_ITEMS.code);
    expect(drawn[0]!.id).toBe(codeItems[0]!.id);
    for (const again of drawn.slice(1)) expect(shown.has(again.id)).toBe(true);
  });

  it('draws differently with different randomness, the same with the same', () => {
    expect(ids(drawAttempt(assessmentBank, new Set(), seeded(11)))).toEqual(
      ids(drawAttempt(assessmentBank, new Set(), seeded(11))),
    );
    expect(ids(drawAttempt(assessmentBank, new Set(), seeded(11)))).not.toEqual(
      ids(drawAttempt(assessmentBank, new Set(), seeded(12))),
    );
  });
});
