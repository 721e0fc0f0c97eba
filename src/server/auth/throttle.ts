import type { AuthConfig } from '../config';
import { Throttle } from '../http/throttle';
import { tooManyAttempts } from './errors';

const WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in, sign-up and reset attempts, counted per address and per e-mail address over 15
 * minutes: guessing passwords or flooding someone's inbox stops at the limit.
 */
export class AuthThrottle {
  private readonly byAddress: Throttle;
  private readonly byEmail: Throttle;

  constructor(config: AuthConfig) {
    const window = { windowSeconds: WINDOW_SECONDS };
    this.byAddress = new Throttle(
      { name: 'auth-ip', attempts: config.attemptsPerAddress, ...window },
      tooManyAttempts,
    );
    this.byEmail = new Throttle(
      { name: 'auth-email', attempts: config.attemptsPerEmail, ...window },
      tooManyAttempts,
    );
  }

  /** Counts one attempt; a 429 with Retry-After once either limit is reached. */
  async attempt(address: string, email: string | null): Promise<void> {
    await this.byAddress.attempt(address);
    if (email) await this.byEmail.attempt(email);
  }
}
