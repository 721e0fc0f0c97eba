import { HttpError } from '../http/errors';

/** Ends a run's count; call it exactly once, when the run is over. */
export type ReleaseRun = () => void | Promise<void>;

/** Counts runs in progress per client and refuses those past the cap (see RunsInFlight). */
export interface RunsInFlightLimit {
  readonly cap: number;
  enter(keys: string[]): ReleaseRun | Promise<ReleaseRun>;
}

/** The 429 for a client that already has `cap` runs in progress. */
export function tooManyRunsInFlight(cap: number): HttpError {
  return new HttpError(
    429,
    'too_many_runs_in_flight',
    `You already have ${cap} run${cap === 1 ? '' : 's'} in progress. Wait for ${cap === 1 ? 'it' : 'them'} to finish, then press Run again.`,
    { 'retry-after': '1' },
  );
}

/**
 * Runs in progress per client (a signed-in user, or a visitor's address), counted in this process. Each run counts
 * against every key it has; past the cap on any of them the run is refused at once with a 429,
 * so a client that floods holds at most `cap` slots and the rest of the pool stays free for
 * everybody else.
 */
export class RunsInFlight implements RunsInFlightLimit {
  private readonly counts = new Map<string, number>();

  constructor(readonly cap: number) {}

  /** Counts a run against `keys`; call the answer when the run is over. */
  enter(keys: string[]): () => void {
    if (keys.some((key) => (this.counts.get(key) ?? 0) >= this.cap)) {
      throw tooManyRunsInFlight(this.cap);
    }
    for (const key of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left === 0) this.counts.delete(key);
        else this.counts.set(key, left);
      }
    };
  }
}
