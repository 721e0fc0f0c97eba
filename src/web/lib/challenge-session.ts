/*
 * The challenge a learner is taking on /challenge. The daily challenge page hands it over as
 * route state { challenge, isDaily, timeLimit } and keeps the same in session storage, where
 * /challenge also saves the code and its input: a reload keeps the challenge, its deadline, the
 * code and the input. A signed-in learner's deadline comes from the server (the challenge timer),
 * the same in every browser; the one kept here then follows it.
 */

export const CHALLENGE_SESSION_KEY = 'codenest:challenge';

export interface ChallengeRouteState {
  /** The challenge's id (daily-001, practice-007...). */
  challenge: string;
  isDaily: boolean;
  /** Minutes. */
  timeLimit: number;
}

export interface StoredChallenge {
  id: string;
  isDaily: boolean;
  /** Epoch milliseconds when the time runs out. */
  deadline: number;
  /** The learner's code, or null while it is still the starter. */
  code: string | null;
  /** What Run gives the program to read, once the learner has edited it. */
  stdin?: string;
}

// Checked by hand rather than with schemas: the daily challenge page, which writes the session,
// then loads no zod.
const fields = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

function isStoredChallenge(value: unknown): value is StoredChallenge {
  const stored = fields(value);
  return (
    stored !== null &&
    typeof stored.id === 'string' &&
    typeof stored.isDaily === 'boolean' &&
    typeof stored.deadline === 'number' &&
    Number.isFinite(stored.deadline) &&
    (stored.code === null || typeof stored.code === 'string') &&
    (stored.stdin === undefined || typeof stored.stdin === 'string')
  );
}

function isRouteState(value: unknown): value is ChallengeRouteState {
  const state = fields(value);
  return (
    state !== null &&
    typeof state.challenge === 'string' &&
    typeof state.isDaily === 'boolean' &&
    typeof state.timeLimit === 'number' &&
    Number.isFinite(state.timeLimit) &&
    state.timeLimit > 0
  );
}

export function readStoredChallenge(): StoredChallenge | null {
  try {
    const raw = window.sessionStorage.getItem(CHALLENGE_SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredChallenge(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredChallenge(stored: StoredChallenge): void {
  try {
    window.sessionStorage.setItem(CHALLENGE_SESSION_KEY, JSON.stringify(stored));
  } catch {
    // Storage may be full or blocked: the page keeps working, a reload just starts over.
  }
}

export function clearStoredChallenge(): void {
  try {
    window.sessionStorage.removeItem(CHALLENGE_SESSION_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/**
 * The running challenge: the route state when there is one (with the stored deadline and code
 * if storage holds the same challenge), else what storage holds, else null.
 */
export function currentChallenge(routeState: unknown, now: number): StoredChallenge | null {
  const stored = readStoredChallenge();
  if (!isRouteState(routeState)) return stored;
  const { challenge, isDaily, timeLimit } = routeState;
  if (stored && stored.id === challenge && stored.isDaily === isDaily) return stored;
  return { id: challenge, isDaily, deadline: now + timeLimit * 60_000, code: null };
}
