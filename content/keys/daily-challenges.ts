import type { DailyChallengeKey } from '@domain/challenge-content';
import { key as daily_001 } from './challenges/daily-001';
import { key as daily_002 } from './challenges/daily-002';
import { key as daily_003 } from './challenges/daily-003';

/**
 * How the server checks SPEC's three daily challenges: their check programs and hidden cases.
 * Server only: ESLint keeps the web app from importing anything under content/keys.
 */
export const dailyChallengeKeys: ReadonlyMap<string, DailyChallengeKey> = new Map(
  [daily_001, daily_002, daily_003].map((key) => [key.challengeId, key]),
);
