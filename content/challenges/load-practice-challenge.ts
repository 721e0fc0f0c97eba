import type { PracticeChallenge } from '@domain/challenge-content';
import { practiceChallengeSummaries, type PracticeChallengeBody } from './practice-summaries';

type BodyModule = Promise<{ body: PracticeChallengeBody }>;

/** Each body is its own chunk, downloaded the first time its challenge is opened. */
export const practiceChallengeBodies: Readonly<Record<string, () => BodyModule>> = {
  'practice-001': () => import('./practice/practice-001'),
  'practice-002': () => import('./practice/practice-002'),
  'practice-003': () => import('./practice/practice-003'),
  'practice-004': () => import('./practice/practice-004'),
  'practice-005': () => import('./practice/practice-005'),
  'practice-006': () => import('./practice/practice-006'),
  'practice-007': () => import('./practice/practice-007'),
  'practice-008': () => import('./practice/practice-008'),
  'practice-009': () => import('./practice/practice-009'),
  'practice-010': () => import('./practice/practice-010'),
  'practice-011': () => import('./practice/practice-011'),
  'practice-012': () => import('./practice/practice-012'),
  'practice-013': () => import('./practice/practice-013'),
  'practice-014': () => import('./practice/practice-014'),
  'practice-015': () => import('./practice/practice-015'),
  'practice-016': () => import('./practice/practice-016'),
  'practice-017': () => import('./practice/practice-017'),
  'practice-018': () => import('./practice/practice-018'),
  'practice-019': () => import('./practice/practice-019'),
  'practice-020': () => import('./practice/practice-020'),
  'practice-021': () => import('./practice/practice-021'),
  'practice-022': () => import('./practice/practice-022'),
  'practice-023': () => import('./practice/practice-023'),
  'practice-024': () => import('./practice/practice-024'),
  'practice-025': () => import('./practice/practice-025'),
  'practice-026': () => import('./practice/practice-026'),
  'practice-027': () => import('./practice/practice-027'),
};

/** The whole practice challenge (undefined for an unknown id), its body downloaded now. */
export async function downloadPracticeChallenge(
  id: string,
): Promise<PracticeChallenge | undefined> {
  const summary = practiceChallengeSummaries.find((challenge) => challenge.id === id);
  const load = practiceChallengeBodies[id];
  if (!summary || !load) return undefined;
  const { body } = await load();
  return { ...summary, ...body };
}
