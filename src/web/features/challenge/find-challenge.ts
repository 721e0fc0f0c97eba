import { challenges } from '../../../../content/challenges';
import { practiceChallenges } from '../../../../content/practice-challenges';
import type { Challenge } from '../../../domain/learning';

/** A challenge as /challenge shows it: SPEC §3's fields and the input its program reads. */
export interface ChallengeToTake extends Challenge {
  /** Practice challenges: the first visible case's input; the daily ones read nothing. */
  stdin: string;
}

/** A daily or practice challenge by id, or undefined for an unknown id. */
export function findChallenge(id: string): ChallengeToTake | undefined {
  const daily = challenges.find((challenge) => challenge.id === id);
  if (daily) return { ...daily, stdin: '' };
  const practice = practiceChallenges.find((challenge) => challenge.id === id);
  if (!practice) return undefined;
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
