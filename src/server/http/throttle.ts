import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './errors';

/** "Please wait 3 minutes" from a number of seconds. */
export function waitMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Attempts per key over a window, counted in this process's memory. Past the limit an
 * attempt throws the error `tooMany` builds (a 429 with Retry-After).
 */
export class Throttle {
  private readonly limiter: RateLimiterMemory;

  constructor(
    options: { name: string; attempts: number; windowSeconds: number },
    private readonly tooMany: (retryAfterSeconds: number) => HttpError,
  ) {
    this.limiter = new RateLimiterMemory({
      keyPrefix: options.name,
      points: options.attempts,
      duration: options.windowSeconds,
    });
  }

  async attempt(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw this.tooMany(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  }

  /** Counts one without ever refusing; answers whether the key is now past its limit. */
  async count(key: string): Promise<boolean> {
    const result = await this.limiter.penalty(key, 1);
    return result.consumedPoints > this.limiter.points;
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
