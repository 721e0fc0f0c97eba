import { describe, expect, it } from 'vitest';
import { practiceChallenges } from '../practice-challenges';
import { downloadPracticeChallenge, practiceChallengeBodies } from './load-practice-challenge';
import { practiceChallengeSummaries } from './practice-summaries';

describe('the practice challenges loaded one by one', () => {
  it('have a body for every summary, and no body without one', () => {
    expect(Object.keys(practiceChallengeBodies).sort()).toEqual(
      practiceChallengeSummaries.map((summary) => summary.id).sort(),
    );
  });

  it('load each challenge whole, the same as the full list has it', async () => {
    for (const challenge of practiceChallenges) {
      expect(await downloadPracticeChallenge(challenge.id)).toEqual(challenge);
    }
  });

  it('know nothing of an unknown id', async () => {
    expect(await downloadPracticeChallenge('practice-999')).toBeUndefined();
  });
});
