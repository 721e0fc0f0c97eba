import { describe, expect, it } from 'vitest';
import { assessmentBank } from '@content/assessment/bank';
import { cCourse } from '@content/course-c';
import { practiceChallenges } from '@content/practice-challenges';
import { ALL_CHALLENGE_IDS, challengeConcepts, LESSON_CONCEPTS, TOPIC_CONCEPTS } from './concepts';

/** Topics that practise no concept of their own. */
const NO_CONCEPT = new Set(['edge cases']);

describe('the concept maps', () => {
  it("give every lesson of the C course a concept, the bank's where its items point", () => {
    expect(Object.keys(LESSON_CONCEPTS).sort()).toEqual(cCourse.lessons.map((l) => l.id).sort());
    for (const item of assessmentBank) {
      expect(LESSON_CONCEPTS[item.lessonId], `${item.id} → ${item.lessonId}`).toBe(item.concept);
    }
  });

  it('know every practice challenge topic, and give every challenge a concept', () => {
    const topics = new Set(practiceChallenges.flatMap((challenge) => challenge.topics));
    const unknown = [...topics].filter((topic) => !TOPIC_CONCEPTS[topic] && !NO_CONCEPT.has(topic));
    expect(unknown).toEqual([]);
    for (const id of ALL_CHALLENGE_IDS) expect(challengeConcepts(id).length, id).toBeGreaterThan(0);
    expect(challengeConcepts('practice-024')).toEqual(['memory', 'pointers', 'structs']);
    expect(challengeConcepts('unknown-challenge')).toEqual([]);
  });
});
