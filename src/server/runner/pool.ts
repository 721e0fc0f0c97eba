import { HttpError } from '../http/errors';

/** One sandbox at a time per slot; each slot has its own uid when the server is root. */
export interface Slot {
  index: number;
}

/**
 * A bounded pool with a bounded queue: at most `size` runs at once, at most `queueSize` waiting;
 * past that, callers get a 503 with Retry-After instead of piling up.
 */
export class SlotPool {
  private readonly free: Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];
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
    return this.waiting.length;
  }

  async use<T>(work: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await work(slot);
    } finally {
      this.release(slot);
    }
  }

  private acquire(): Promise<Slot> {
    const slot = this.free.pop();
    if (slot) return Promise.resolve(slot);
    if (this.waiting.length >= this.queueSize) {
      const retryAfter = Math.max(1, Math.ceil(this.waiting.length / this.size));
      throw new HttpError(
        503,
        'runner_busy',
        `Every code runner is busy right now. Please press Run again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        { 'retry-after': String(retryAfter) },
      );
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
    if (this.busy === 0) for (const resolve of this.drained.splice(0)) resolve();
  }

  /** Resolves once no slot is busy and nobody waits. */
  drain(): Promise<void> {
    if (this.busy === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }
}
