import type { PracticeChallenge } from '@domain/challenge-content';
import {
  practiceChallengeSummaries,
  type PracticeChallengeBody,
} from './challenges/practice-summaries';
import { body as practice_001 } from './challenges/practice/practice-001';
import { body as practice_002 } from './challenges/practice/practice-002';
import { body as practice_003 } from './challenges/practice/practice-003';
import { body as practice_004 } from './challenges/practice/practice-004';
import { body as practice_005 } from './challenges/practice/practice-005';
import { body as practice_006 } from './challenges/practice/practice-006';
import { body as practice_007 } from './challenges/practice/practice-007';
import { body as practice_008 } from './challenges/practice/practice-008';
import { body as practice_009 } from './challenges/practice/practice-009';
import { body as practice_010 } from './challenges/practice/practice-010';
import { body as practice_011 } from './challenges/practice/practice-011';
import { body as practice_012 } from './challenges/practice/practice-012';
import { body as practice_013 } from './challenges/practice/practice-013';
import { body as practice_014 } from './challenges/practice/practice-014';
import { body as practice_015 } from './challenges/practice/practice-015';
import { body as practice_016 } from './challenges/practice/practice-016';
import { body as practice_017 } from './challenges/practice/practice-017';
import { body as practice_018 } from './challenges/practice/practice-018';
import { body as practice_019 } from './challenges/practice/practice-019';
import { body as practice_020 } from './challenges/practice/practice-020';
import { body as practice_021 } from './challenges/practice/practice-021';
import { body as practice_022 } from './challenges/practice/practice-022';
import { body as practice_023 } from './challenges/practice/practice-023';
import { body as practice_024 } from './challenges/practice/practice-024';
import { body as practice_025 } from './challenges/practice/practice-025';
import { body as practice_026 } from './challenges/practice/practice-026';
import { body as practice_027 } from './challenges/practice/practice-027';

const bodies: readonly PracticeChallengeBody[] = [
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
];

function bodyOf(id: string): PracticeChallengeBody {
  const body = bodies.find((candidate) => candidate.id === id);
  if (!body) throw new Error(`content/challenges/practice has no ${id}.ts`);
  return body;
}

/**
 * Every practice challenge whole, loaded at once: for the server and the content tests. The web
 * app shows the list from challenges/practice-summaries and loads each challenge's body on its
 * own (challenges/load-practice-challenge), so it never imports this file.
 */
export const practiceChallenges: PracticeChallenge[] = practiceChallengeSummaries.map(
  (summary) => ({ ...summary, ...bodyOf(summary.id) }),
);
