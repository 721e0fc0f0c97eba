import { use } from 'react';
import { challenges } from '@content/challenges';
import type { PracticeChallenge } from '@domain/challenge-content';
import type { Challenge } from '@domain/learning';
import { loadPracticeChallenge } from '@web/lib/load-practice-challenge';

/** A challenge as /challenge shows it: SPEC §3's fields and the input its program reads. */
export interface ChallengeToTake extends Challenge {
  /**
   * Practice challenges: the first visible case's input, the one expectedOutput is for. null for
   * the daily ones, which read nothing: their output check holds whatever the input.
   */
  exampleInput: string | null;
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
    exampleInput: practice.visibleCases[0]?.stdin ?? '',
  };
}

/**
 * A daily or practice challenge by id, or undefined for an unknown id. A practice challenge
 * downloads the first time it is opened: the component suspends until it is there.
 */
export function useChallengeToTake(id: string): ChallengeToTake | undefined {
  const daily = challenges.find((challenge) => challenge.id === id);
  if (daily) return { ...daily, exampleInput: null };
  const practice = use(loadPracticeChallenge(id));
  return practice && practiceToTake(practice);
}
