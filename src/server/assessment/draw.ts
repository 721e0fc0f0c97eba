import { type AssessmentConcept, ATTEMPT_ITEMS } from '@domain/assessment-rules';
import { type AssessmentItem } from '@domain/assessment-content';

/** A number in [0, 1), as Math.random gives; tests pass a seeded one. */
export type Random = () => number;

function shuffled<T>(values: readonly T[], random: Random): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Picks `count` items, one concept at a time in turn, so an attempt covers as many concepts as
 * the pool allows; the concepts' order and each concept's items are shuffled.
 */
function spreadOverConcepts(
  pool: readonly AssessmentItem[],
  count: number,
  random: Random,
): AssessmentItem[] {
  const byConcept = new Map<AssessmentConcept, AssessmentItem[]>();
  for (const item of shuffled(pool, random)) {
    byConcept.set(item.concept, [...(byConcept.get(item.concept) ?? []), item]);
  }
  const queues = shuffled([...byConcept.values()], random);
  const picked: AssessmentItem[] = [];
  while (picked.length < count && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < count) picked.push(next);
    }
  }
  return picked;
}

/**
 * The items of a new attempt: ATTEMPT_ITEMS of each kind, spread over the concepts, drawn first
 * from the items the learner's earlier attempts did not show (`shown`), and only when those run
 * out from the others. Grouped by kind: multiple choice, then output, then code.
 */
export function drawAttempt(
  bank: readonly AssessmentItem[],
  shown: ReadonlySet<string>,
  random: Random = Math.random,
): AssessmentItem[] {
  return (Object.keys(ATTEMPT_ITEMS) as AssessmentItem['kind'][]).flatMap((kind) => {
    const count = ATTEMPT_ITEMS[kind];
    const ofKind = bank.filter((item) => item.kind === kind);
    const fresh = spreadOverConcepts(
      ofKind.filter((item) => !shown.has(item.id)),
      count,
      random,
    );
    const again = spreadOverConcepts(
      ofKind.filter((item) => shown.has(item.id)),
      count - fresh.length,
      random,
    );
    return [...fresh, ...again];
  });
}
