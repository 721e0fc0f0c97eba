import { useQuery } from '@tanstack/react-query';
import {
  challengeTimerSchema,
  type ChallengeTimer,
  type ChallengeTimerRequest,
} from '@domain/challenge-api';
import { useCurrentUser } from '@web/lib/account';
import { invokeParsed } from '@web/lib/functions';
import { msg } from '@web/i18n/translate';
import { requireSupabase } from '@web/lib/supabase';

export const TIMER_NOT_KEPT = msg(
  'The server could not be reached for your timer, so it counts in this browser only.',
);

class TimerError extends Error {
  override name = 'TimerError';
}

/** POST /functions/v1/challenge-timer: the learner's countdown, started or continued. */
export function fetchChallengeTimer(challengeId: string): Promise<ChallengeTimer> {
  const request: ChallengeTimerRequest = { challengeId };
  return invokeParsed({
    client: requireSupabase(() => new TimerError(TIMER_NOT_KEPT)),
    name: 'challenge-timer',
    method: 'POST',
    body: request,
    schema: challengeTimerSchema,
    fallback: TIMER_NOT_KEPT,
    fail: (message) => new TimerError(message),
  });
}

export interface ChallengeDeadline {
  /** Epoch milliseconds, by this browser's clock, when the time runs out. */
  deadline: number;
  /**
   * server: the learner's countdown kept on the server, the same in every browser; pending:
   * still asking (the time cannot run out meanwhile); browser: this browser's own (a visitor,
   * the demo mode without a server, or the server did not answer).
   */
  keptBy: 'server' | 'pending' | 'browser';
  /** TIMER_NOT_KEPT when a signed-in learner's countdown could not be had from the server. */
  note: string | null;
}

/**
 * When a challenge's time runs out. A signed-in learner's countdown is kept on the server, so
 * another browser continues it instead of starting over; the server says how many seconds are
 * left, and they count from this browser's clock, whatever the difference between the clocks.
 * Everyone else keeps `localDeadline` (SPEC's own behaviour).
 */
export function useChallengeDeadline(
  challengeId: string,
  localDeadline: number,
): ChallengeDeadline {
  const user = useCurrentUser();
  const timer = useQuery({
    queryKey: ['challenge-timer', user?.id ?? 'visitor', challengeId],
    queryFn: async () => {
      const { secondsLeft } = await fetchChallengeTimer(challengeId);
      return Date.now() + secondsLeft * 1000;
    },
    enabled: user !== null,
    // Asked once per visit of the page: the countdown itself runs in the browser.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (user === null) return { deadline: localDeadline, keptBy: 'browser', note: null };
  if (timer.isError) return { deadline: localDeadline, keptBy: 'browser', note: TIMER_NOT_KEPT };
  if (timer.isPending) return { deadline: localDeadline, keptBy: 'pending', note: null };
  return { deadline: timer.data, keptBy: 'server', note: null };
}
