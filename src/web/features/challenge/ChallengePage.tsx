import { useState } from 'react';
import { useLocation } from 'react-router';
import { currentChallenge } from '../../lib/challenge-session';
import { usePageMeta } from '../../lib/page-meta';
import { ChallengeNotFound } from './ChallengeNotFound';
import { ChallengeSession } from './ChallengeSession';
import { findChallenge, type ChallengeToTake } from './find-challenge';

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
  const challenge = taken ? findChallenge(taken.id) : undefined;
  if (!taken || !challenge) return <ChallengeNotFound />;
  return (
    <>
      <ChallengeMeta challenge={challenge} />
      <ChallengeSession key={taken.id} challenge={challenge} taken={taken} />
    </>
  );
}
