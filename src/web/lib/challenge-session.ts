import { z } from '../../domain/zod';

/*
 * The challenge a learner is taking on /challenge. The daily challenge page hands it over as
 * route state { challenge, isDaily, timeLimit } and keeps the same in session storage, where
 * /challenge also saves the code: a reload keeps the challenge, its deadline and the code.
 */

export const CHALLENGE_SESSION_KEY = 'codenest:challenge';

export interface ChallengeRouteState {
  /** The challenge's id (daily-001, practice-007...). */
  challenge: string;
  isDaily: boolean;
  /** Minutes. */
  timeLimit: number;
}

const storedChallengeSchema = z.object({
  id: z.string(),
  isDaily: z.boolean(),
  /** Epoch milliseconds when the time runs out. */
  deadline: z.number(),
  /** The learner's code, or null while it is still the starter. */
  code: z.string().nullable(),
});
export type StoredChallenge = z.infer<typeof storedChallengeSchema>;

const routeStateSchema = z.object({
  challenge: z.string(),
  isDaily: z.boolean(),
  timeLimit: z.number().positive(),
});

export function readStoredChallenge(): StoredChallenge | null {
  try {
    const raw = window.sessionStorage.getItem(CHALLENGE_SESSION_KEY);
    if (!raw) return null;
    const parsed = storedChallengeSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
  const state = routeStateSchema.safeParse(routeState);
  if (!state.success) return stored;
  const { challenge, isDaily, timeLimit } = state.data;
  if (stored && stored.id === challenge && stored.isDaily === isDaily) return stored;
  return { id: challenge, isDaily, deadline: now + timeLimit * 60_000, code: null };
}
