import { HttpError } from '../http/errors';

/**
 * Runs in progress per client (an address, a user). Each run counts against every key it has;
 * past the cap on any of them the run is refused at once with a 429, so a client that floods
 * holds at most `cap` slots and the rest of the pool stays free for everybody else.
 */
export class RunsInFlight {
  private readonly counts = new Map<string, number>();

  constructor(readonly cap: number) {}

  /** Counts a run against `keys`; call the answer when the run is over. */
  enter(keys: string[]): () => void {
    if (keys.some((key) => (this.counts.get(key) ?? 0) >= this.cap)) {
      throw new HttpError(
        429,
        'too_many_runs_in_flight',
        `You already have ${this.cap} run${this.cap === 1 ? '' : 's'} in progress. Wait for ${this.cap === 1 ? 'it' : 'them'} to finish, then press Run again.`,
        { 'retry-after': '1' },
      );
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
