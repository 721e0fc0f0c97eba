import { setTimeout as sleep } from 'node:timers/promises';
import type { AuthConfig } from '../config';
import { Throttle } from '../http/throttle';
import type { SharedRedis } from '../redis';
import { tooManyAttempts } from './errors';

const WINDOW_SECONDS = 15 * 60;
/** How long each password check for an e-mail under attack from many addresses waits. */
export const SLOW_DOWN_MS = 1000;

/** Settles a password check: only a failure keeps counting. */
export interface PasswordCheck {
  succeeded(): Promise<void>;
}

/**
 * Limits on sign-in, sign-up and reset, over 15 minutes.
 *
 * Requests that send a mail (sign-up, reset) count per address and per e-mail address, so
 * nobody floods an inbox. Password checks count failures only, so a class behind one address
 * can sign in all day: per address, and per address and e-mail together, past the limit the
 * caller waits. Failures for one e-mail from everywhere only slow each further check down,
 * never block it: an attacker can never lock the owner out of their account.
 *
 * With `redis` every count is kept in Redis, so all replicas together allow each limit once.
 */
export class AuthThrottle {
  private readonly mailByAddress: Throttle;
  private readonly mailByEmail: Throttle;
  private readonly failuresByAddress: Throttle;
  private readonly failuresByPair: Throttle;
  private readonly failuresByEmail: Throttle;

  constructor(
    config: AuthConfig,
    redis?: SharedRedis,
    private readonly slowDownMs = SLOW_DOWN_MS,
  ) {
    const limit = (name: string, attempts: number) =>
      new Throttle({ name, attempts, windowSeconds: WINDOW_SECONDS }, tooManyAttempts, redis);
    this.mailByAddress = limit('auth-mail-ip', config.attemptsPerAddress);
    this.mailByEmail = limit('auth-mail-email', config.attemptsPerEmail);
    this.failuresByAddress = limit('auth-fail-ip', config.attemptsPerAddress);
    this.failuresByPair = limit('auth-fail-pair', config.attemptsPerEmail);
    this.failuresByEmail = limit('auth-fail-email', config.attemptsPerEmail);
  }

  /** Counts a request that sends a mail; a 429 with Retry-After once either limit is reached. */
  async mailRequest(address: string, email: string): Promise<void> {
    await this.mailByAddress.attempt(address);
    await this.mailByEmail.attempt(email);
  }

  /**
   * Call before checking a password. The attempt counts as a failure until `succeeded()`; it is
   * counted first so that parallel guesses cannot slip past the limit.
   */
  async beginPasswordCheck(address: string, email: string): Promise<PasswordCheck> {
    const pair = `${address}\n${email}`;
    await this.failuresByAddress.attempt(address);
    try {
      await this.failuresByPair.attempt(pair);
    } catch (error) {
      await this.failuresByAddress.refund(address);
      throw error;
    }
    if (await this.failuresByEmail.count(email)) await sleep(this.slowDownMs);
    return {
      succeeded: async () => {
        await this.failuresByAddress.refund(address);
        await this.failuresByPair.refund(pair);
        await this.failuresByEmail.refund(email);
      },
    };
  }
}
