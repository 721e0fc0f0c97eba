import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { preloadChallenge } from '@web/lib/preload-challenge';
import {
  writeStoredChallenge,
  type ChallengeRouteState,
  type StoredChallenge,
} from '@web/lib/challenge-session';

export interface StartableChallenge {
  id: string;
  /** Minutes. */
  timeLimit: number;
}

export function storedChallenge(
  challenge: StartableChallenge,
  isDaily: boolean,
  now: number,
): StoredChallenge {
  return { id: challenge.id, isDaily, deadline: now + challenge.timeLimit * 60_000, code: null };
}

/**
 * Opens /challenge on a challenge after `delayMs` (SPEC: 'Starting...' for a second), with the
 * route state and the same in session storage, so a reload of /challenge keeps it.
 */
export function useStartChallenge(delayMs: number) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = useCallback(
    (challenge: StartableChallenge, isDaily: boolean) => {
      writeStoredChallenge(storedChallenge(challenge, isDaily, Date.now()));
      const state: ChallengeRouteState = {
        challenge: challenge.id,
        isDaily,
        timeLimit: challenge.timeLimit,
      };
      void navigate('/challenge', { state });
    },
    [navigate],
  );

  const start = useCallback(
    (challenge: StartableChallenge, isDaily: boolean) => {
      if (starting) return;
      setStarting(challenge.id);
      // Downloaded during 'Starting...'.
      preloadChallenge(challenge.id);
      timer.current = window.setTimeout(() => go(challenge, isDaily), delayMs);
    },
    [delayMs, go, starting],
  );

  return { start, starting };
}
