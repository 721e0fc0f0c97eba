import { PRACTICE_ID } from '@domain/challenge-rules';
import { loadChallengeMarkdown } from './challenge-markdown';

/**
 * Starts downloading what /challenge waits for before it shows a challenge, so that it usually
 * shows at once. Failures are left to /challenge, which tries again. The practice challenges'
 * loader (and the schema that checks them) comes with the press, not with the page that has
 * the button.
 */
export function preloadChallenge(id: string): void {
  loadChallengeMarkdown().catch(() => undefined);
  if (PRACTICE_ID.test(id)) {
    import('./load-practice-challenge')
      .then(({ loadPracticeChallenge }) => loadPracticeChallenge(id))
      .catch(() => undefined);
  }
}
