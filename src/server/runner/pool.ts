import { HttpError } from '../http/errors';

/** One sandbox at a time per slot; each slot has its own uid when the server is root. */
export interface Slot {
  index: number;
}

/**
 * The 503 for a run turned away because `waiting` runs wait for `slots` runners already: it
 * says when to press Run again (about a second per run ahead of each slot).
 */
export function runnerBusy(waiting: number, slots: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(waiting / Math.max(1, slots)));
  return new HttpError(
    503,
    'runner_busy',
    `Every code runner is busy right now. Please press Run again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * A bounded pool with a bounded queue: at most `size` runs at once, at most `queueSize` waiting;
 * past that, callers get a 503 with Retry-After instead of piling up. A freed slot goes to the
 * clients in turn (round robin over the clients waiting), so one client's burst waits behind
 * itself, not in front of everybody else.
 */
export class SlotPool {
  private readonly free: Slot[];
  /** Waiting callers per client, in the order clients started waiting. */
  private readonly waiting = new Map<string, ((slot: Slot) => void)[]>();
  private waitingCount = 0;
  private readonly drained: (() => void)[] = [];

  constructor(
    readonly size: number,
    readonly queueSize: number,
  ) {
    this.free = Array.from({ length: size }, (_, index) => ({ index }));
  }

  get busy(): number {
    return this.size - this.free.length;
  }

  get queued(): number {
    return this.waitingCount;
  }

  async use<T>(work: (slot: Slot) => Promise<T>, client = ''): Promise<T> {
    const slot = await this.acquire(client);
    try {
      return await work(slot);
    } finally {
      this.release(slot);
    }
  }

  private acquire(client: string): Promise<Slot> {
    const slot = this.free.pop();
    if (slot) return Promise.resolve(slot);
    if (this.waitingCount >= this.queueSize) throw runnerBusy(this.waitingCount, this.size);
    return new Promise((resolve) => {
      const queue = this.waiting.get(client);
      if (queue) queue.push(resolve);
      else this.waiting.set(client, [resolve]);
      this.waitingCount++;
    });
  }

  private release(slot: Slot): void {
    const next = this.nextWaiting();
    if (next) next(slot);
    else this.free.push(slot);
    if (this.busy === 0) for (const resolve of this.drained.splice(0)) resolve();
  }

  /** The first waiting caller of the client that has waited longest; that client goes last. */
  private nextWaiting(): ((slot: Slot) => void) | undefined {
    const first = this.waiting.entries().next();
    if (first.done) return undefined;
    const [client, queue] = first.value;
    const next = queue.shift();
    this.waiting.delete(client);
    if (queue.length > 0) this.waiting.set(client, queue);
    this.waitingCount--;
    return next;
  }

  /** Resolves once no slot is busy and nobody waits. */
  drain(): Promise<void> {
    if (this.busy === 0 && this.waitingCount === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }
}
