import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { SharedRedis } from '../redis';
import { HttpError } from '../http/errors';

/** "Please wait 3 minutes" from a number of seconds. */
export function waitMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A counter of `points` per key over `duration` seconds. With `redis` it counts in Redis under
 * `prefix:throttle:name`, shared by every replica; while Redis is unreachable it counts in this
 * process's memory instead, so an outage limits per replica rather than failing requests.
 * Without `redis` it counts in memory only.
 */
export function sharedLimiter(
  options: { name: string; points: number; duration: number },
  redis: SharedRedis | undefined,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({
    keyPrefix: options.name,
    points: options.points,
    duration: options.duration,
  });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: redis.key('throttle', options.name),
    points: options.points,
    duration: options.duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * Attempts per key over a window, counted in Redis when `redis` is given (every replica shares
 * the count) and in this process's memory otherwise. Past the limit an attempt throws the error
 * `tooMany` builds (a 429 with Retry-After).
 */
export class Throttle {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    options: { name: string; attempts: number; windowSeconds: number },
    private readonly tooMany: (retryAfterSeconds: number) => HttpError,
    redis?: SharedRedis,
  ) {
    this.limiter = sharedLimiter(
      { name: options.name, points: options.attempts, duration: options.windowSeconds },
      redis,
    );
  }

  async attempt(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw this.tooMany(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  }

  /** Counts one without ever refusing; answers how far past its limit the key now is (0: within). */
  async count(key: string): Promise<number> {
    const result = await this.limiter.penalty(key, 1);
    return Math.max(0, result.consumedPoints - this.limiter.points);
  }

  /** Gives one attempt back: what turned out not to count (a sign-in that succeeded). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }
}

/** The 429 with the Retry-After header every throttle answers with. */
export function tooManyRequests(code: string, message: string, retryAfterSeconds: number) {
  return new HttpError(429, code, message, { 'retry-after': String(retryAfterSeconds) });
}
