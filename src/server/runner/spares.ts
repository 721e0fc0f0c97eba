import type { BackgroundTasks } from './background';
import type { Slot } from './pool';
import { dispose, type BuildMode, type Phase, type Prepared } from './sandbox-setup';

/**
 * One warm spare sandbox per slot and phase: while a sandbox works, its replacement is prepared
 * (cgroup joined, limits set, uid dropped), so the next compile or run of that slot starts at once.
 */
export class SpareSandboxes {
  private readonly spares = new Map<string, Prepared>();
  private readonly refilling = new Set<string>();
  private closing = false;

  constructor(
    private readonly prepare: (slot: Slot, phase: Phase, mode: BuildMode) => Promise<Prepared>,
    private readonly background: BackgroundTasks,
  ) {}

  /**
   * The sandbox for one phase in this slot: the spare when it matches, else a fresh one. Either
   * way, a replacement gets ready in the background.
   */
  async take(slot: Slot, phase: Phase, mode: BuildMode): Promise<Prepared> {
    const key = `${slot.index}:${phase}`;
    const spare = this.spares.get(key);
    this.spares.delete(key);
    let taken: Prepared;
    if (spare?.mode === mode && spare.sandbox.usable) {
      taken = spare;
    } else {
      if (spare) this.background.run(() => dispose(spare, true));
      taken = await this.prepare(slot, phase, mode);
    }
    this.background.run(async () => {
      if (this.closing || this.spares.has(key) || this.refilling.has(key)) return;
      this.refilling.add(key);
      try {
        const spare = await this.prepare(slot, phase, mode);
        if (this.closing || this.spares.has(key)) await dispose(spare, true);
        else this.spares.set(key, spare);
      } finally {
        this.refilling.delete(key);
      }
    });
    return taken;
  }

  /** Removes a used sandbox's cgroup and folder off the path of any request. */
  finish(used: Prepared): void {
    this.background.run(() => dispose(used, false));
  }

  /** Lets the spares go (they were set up with arguments that no longer hold). */
  async discard(): Promise<void> {
    await this.background.settled();
    await new Promise((resolve) => setImmediate(resolve)); // let a scheduled refill land first
    const spares = [...this.spares.values()];
    this.spares.clear();
    await Promise.all(spares.map((spare) => dispose(spare, true)));
  }

  startRefilling(): void {
    this.closing = false;
  }

  /** From now on, used sandboxes are not replaced (the runner is closing). */
  stopRefilling(): void {
    this.closing = true;
  }

  /** The waiting launchers' pids: they hold no program, only their limits. */
  processIds(): number[] {
    return [...this.spares.values()].flatMap((spare) =>
      spare.sandbox.pid ? [spare.sandbox.pid] : [],
    );
  }

  cgroupNames(): Set<string | undefined> {
    return new Set([...this.spares.values()].map((spare) => spare.cgroup?.name));
  }
}
