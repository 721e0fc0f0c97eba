import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { QueueConfig } from './config';

/** How long a counter waits for Redis before it counts in this process's memory instead. */
const COMMAND_TIMEOUT_MS = 1000;
/** How long startup waits for the first connection; past it the limits start in memory. */
const CONNECT_WAIT_MS = 3000;

/**
 * The app's one Redis connection for counters every replica shares (the rate limits, the runs
 * in flight). Every key it writes starts with `${prefix}:`, the prefix the site's replicas and
 * workers share (QUEUE_PREFIX).
 *
 * A request never waits for a Redis that is down: commands fail at once while the connection
 * is away (no offline queue) or after a second, and each limit then counts in memory, per
 * replica, until Redis answers again. Connection errors are logged once per outage.
 */
export class SharedRedis extends Redis {
  readonly prefix: string;

  constructor(options: { url: string; prefix: string; log: FastifyBaseLogger }) {
    super(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectionName: `${options.prefix}-limits`,
    });
    this.prefix = options.prefix;
    let down = false;
    this.on('error', (error: Error) => {
      if (down) return;
      down = true;
      options.log.warn(
        { err: error },
        'Redis is unreachable: rate limits count in this process only until it is back',
      );
    });
    this.on('ready', () => {
      if (!down) return;
      down = false;
      options.log.info('Redis is back: rate limits are shared by every replica again');
    });
  }

  /** `prefix:part:part`: the key of a shared counter. */
  key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  /** Waits (briefly) for the first connection, so the first requests already count in Redis. */
  async connected(): Promise<void> {
    if (this.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.off('ready', done);
        this.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_WAIT_MS);
      this.once('ready', done);
      this.once('error', done);
    });
  }

  /** Closes the connection and stops reconnecting. */
  async close(): Promise<void> {
    if (this.status === 'ready') {
      try {
        await this.quit();
        return;
      } catch {
        // Fall through: drop the connection.
      }
    }
    this.disconnect();
  }
}

/** The shared connection when REDIS_URL is set; undefined keeps every limit in memory. */
export async function openSharedRedis(
  queue: QueueConfig | undefined,
  log: FastifyBaseLogger,
): Promise<SharedRedis | undefined> {
  if (!queue) return undefined;
  const redis = new SharedRedis({ url: queue.redisUrl, prefix: queue.prefix, log });
  await redis.connected();
  return redis;
}
