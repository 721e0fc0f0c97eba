import { challengeDifficultySchema } from '../../../domain/challenge-content';
import type { ChallengeDifficulty } from '../../../domain/learning';

export type DifficultyChoice = ChallengeDifficulty | 'All';

export const DIFFICULTY_CHOICES: readonly DifficultyChoice[] = [
  'All',
  ...challengeDifficultySchema.options,
];

/** The ?difficulty= value of the address; anything unknown shows all. */
export function difficultyFromParam(value: string | null): DifficultyChoice {
  const parsed = challengeDifficultySchema.safeParse(value);
  return parsed.success ? parsed.data : 'All';
}
