import { findChallenge } from '@content/challenges';
import { practiceChallengeSummaries } from '@content/challenges/practice-summaries';
import { HttpError } from '../http/errors';

/** What an unknown challenge id gets, wherever a request names one. */
export function challengeNotFound(challengeId: string): HttpError {
  return new HttpError(
    404,
    'challenge_not_found',
    `There is no challenge ${challengeId}. Pick one on the daily challenge page.`,
  );
}

/** A daily or practice challenge's summary (its time limit among it); 404 when there is none. */
export function requireChallengeSummary(challengeId: string): { id: string; timeLimit: number } {
  const challenge =
    findChallenge(challengeId) ??
    practiceChallengeSummaries.find((candidate) => candidate.id === challengeId);
  if (!challenge) throw challengeNotFound(challengeId);
  return challenge;
}
