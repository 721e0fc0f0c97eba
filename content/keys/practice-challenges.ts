import type { ChallengeKey } from '@domain/challenge-content';
import { key as practice_001 } from './challenges/practice-001';
import { key as practice_002 } from './challenges/practice-002';
import { key as practice_003 } from './challenges/practice-003';
import { key as practice_004 } from './challenges/practice-004';
import { key as practice_005 } from './challenges/practice-005';
import { key as practice_006 } from './challenges/practice-006';
import { key as practice_007 } from './challenges/practice-007';
import { key as practice_008 } from './challenges/practice-008';
import { key as practice_009 } from './challenges/practice-009';
import { key as practice_010 } from './challenges/practice-010';
import { key as practice_011 } from './challenges/practice-011';
import { key as practice_012 } from './challenges/practice-012';
import { key as practice_013 } from './challenges/practice-013';
import { key as practice_014 } from './challenges/practice-014';
import { key as practice_015 } from './challenges/practice-015';
import { key as practice_016 } from './challenges/practice-016';
import { key as practice_017 } from './challenges/practice-017';
import { key as practice_018 } from './challenges/practice-018';
import { key as practice_019 } from './challenges/practice-019';
import { key as practice_020 } from './challenges/practice-020';
import { key as practice_021 } from './challenges/practice-021';
import { key as practice_022 } from './challenges/practice-022';
import { key as practice_023 } from './challenges/practice-023';
import { key as practice_024 } from './challenges/practice-024';
import { key as practice_025 } from './challenges/practice-025';
import { key as practice_026 } from './challenges/practice-026';
import { key as practice_027 } from './challenges/practice-027';

/**
 * The reference solutions and hidden cases of the practice challenges. Server only: ESLint keeps
 * the web app from importing anything under content/keys.
 */
export const practiceChallengeKeys: ReadonlyMap<string, ChallengeKey> = new Map(
  [
    practice_001,
    practice_002,
    practice_003,
    practice_004,
    practice_005,
    practice_006,
    practice_007,
    practice_008,
    practice_009,
    practice_010,
    practice_011,
    practice_012,
    practice_013,
    practice_014,
    practice_015,
    practice_016,
    practice_017,
    practice_018,
    practice_019,
    practice_020,
    practice_021,
    practice_022,
    practice_023,
    practice_024,
    practice_025,
    practice_026,
    practice_027,
  ].map((key) => [key.challengeId, key]),
);
