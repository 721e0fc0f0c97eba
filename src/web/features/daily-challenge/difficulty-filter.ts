import { CHALLENGE_DIFFICULTIES, type ChallengeDifficulty } from '@domain/learning';

export type DifficultyChoice = ChallengeDifficulty | 'All';

export const DIFFICULTY_CHOICES: readonly DifficultyChoice[] = ['All', ...CHALLENGE_DIFFICULTIES];

/** The ?difficulty= value of the address; anything unknown shows all. */
export function difficultyFromParam(value: string | null): DifficultyChoice {
  return CHALLENGE_DIFFICULTIES.find((difficulty) => difficulty === value) ?? 'All';
}
