import { use } from 'react';
import { challenges } from '../../../../content/challenges';
import { downloadPracticeChallenge } from '../../../../content/challenges/load-practice-challenge';
import type { PracticeChallenge } from '../../../domain/challenge-content';
import type { Challenge } from '../../../domain/learning';
import { loadOnceEach } from '../../lib/load-once';

/** A practice challenge, downloaded the first time it is needed (undefined: no such id). */
export const loadPracticeChallenge = loadOnceEach(downloadPracticeChallenge);

/** A challenge as /challenge shows it: SPEC §3's fields and the input its program reads. */
export interface ChallengeToTake extends Challenge {
  /** Practice challenges: the first visible case's input; the daily ones read nothing. */
  stdin: string;
}

function practiceToTake(practice: PracticeChallenge): ChallengeToTake {
  return {
    id: practice.id,
    title: practice.title,
    description: practice.description,
    difficulty: practice.difficulty,
    language: practice.language,
    points: practice.points,
    timeLimit: practice.timeLimit,
    instructions: practice.instructions,
    code: practice.code,
    expectedOutput: practice.expectedOutput,
    hints: practice.hints,
    stdin: practice.visibleCases[0]?.stdin ?? '',
  };
}

/**
 * A daily or practice challenge by id, or undefined for an unknown id. A practice challenge
 * downloads the first time it is opened: the component suspends until it is there.
 */
export function useChallengeToTake(id: string): ChallengeToTake | undefined {
  const daily = challenges.find((challenge) => challenge.id === id);
  if (daily) return { ...daily, stdin: '' };
  const practice = use(loadPracticeChallenge(id));
  return practice && practiceToTake(practice);
}
