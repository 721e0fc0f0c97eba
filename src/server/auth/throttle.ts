import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthConfig } from '../config';
import { tooManyAttempts } from './errors';

const WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in, sign-up and reset attempts, counted per address and per e-mail address over 15
 * minutes: guessing passwords or flooding someone's inbox stops at the limit.
 */
export class AuthThrottle {
  private readonly byAddress: RateLimiterMemory;
  private readonly byEmail: RateLimiterMemory;

  constructor(config: AuthConfig) {
    this.byAddress = new RateLimiterMemory({
      keyPrefix: 'auth-ip',
      points: config.attemptsPerAddress,
      duration: WINDOW_SECONDS,
    });
    this.byEmail = new RateLimiterMemory({
      keyPrefix: 'auth-email',
      points: config.attemptsPerEmail,
      duration: WINDOW_SECONDS,
    });
  }

  /** Counts one attempt; a 429 with Retry-After once either limit is reached. */
  async attempt(address: string, email: string | null): Promise<void> {
    try {
      await this.byAddress.consume(address);
      if (email) await this.byEmail.consume(email);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw tooManyAttempts(rejection.msBeforeNext / 1000);
      }
      throw rejection;
    }
  }
}
