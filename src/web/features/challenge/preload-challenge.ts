import { PRACTICE_ID } from '../../../domain/challenge-rules';
import { loadChallengeMarkdown } from './challenge-markdown';
import { loadPracticeChallenge } from './find-challenge';

/**
 * Starts downloading what /challenge waits for before it shows a challenge, so that it usually
 * shows at once. Failures are left to /challenge, which tries again.
 */
export function preloadChallenge(id: string): void {
  loadChallengeMarkdown().catch(() => undefined);
  if (PRACTICE_ID.test(id)) loadPracticeChallenge(id).catch(() => undefined);
}
