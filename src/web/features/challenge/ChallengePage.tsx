import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { currentChallenge, type StoredChallenge } from '@web/lib/challenge-session';
import { usePageMeta } from '@web/lib/page-meta';
import { ChallengeLoading } from './ChallengeLoading';
import { loadChallengeMarkdown } from '@web/lib/challenge-markdown';
import { ChallengeNotFound } from './ChallengeNotFound';
import { ChallengeSession } from './ChallengeSession';
import { useChallengeToTake, type ChallengeToTake } from './find-challenge';

function ChallengeMeta({ challenge }: { challenge: ChallengeToTake }) {
  usePageMeta(challenge.title, challenge.description);
  return null;
}

/**
 * /challenge (SPEC §2): the challenge handed over as route state, or kept in session storage
 * across a reload; without one, 'Challenge Not Found' and the way back to /daily-challenge.
 */
export function ChallengePage() {
  const location = useLocation();
  const routeState: unknown = location.state;
  const [taken] = useState(() => currentChallenge(routeState, Date.now()));
  if (!taken) return <ChallengeNotFound />;
  return (
    <Suspense fallback={<ChallengeLoading />}>
      <TakenChallenge taken={taken} />
    </Suspense>
  );
}

function TakenChallenge({ taken }: { taken: StoredChallenge }) {
  // The brief waits for it too: both download at the same time.
  loadChallengeMarkdown().catch(() => undefined);
  const challenge = useChallengeToTake(taken.id);
  if (!challenge) return <ChallengeNotFound />;
  return (
    <>
      <ChallengeMeta challenge={challenge} />
      <ChallengeSession key={taken.id} challenge={challenge} taken={taken} />
    </>
  );
}
