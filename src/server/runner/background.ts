import type { FastifyBaseLogger } from 'fastify';

/** Work kept off the path of any request (clean-ups, refills, cache writes); failures are logged. */
export class BackgroundTasks {
  private readonly tasks = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => this.log.warn({ err: error }, 'sandbox clean-up failed'))
      .finally(() => this.tasks.delete(task));
    this.tasks.add(task);
  }

  /** Resolves once every task started so far has ended. */
  async settled(): Promise<void> {
    await Promise.all(this.tasks);
  }
}
