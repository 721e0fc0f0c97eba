import { setTimeout as sleep } from 'node:timers/promises';
import type { AuthConfig } from '../config';
import { Throttle } from './throttle';
import type { SharedRedis } from '../redis';
import { tooManyAttempts } from '../auth/errors';

const WINDOW_SECONDS = 15 * 60;

/** Settles a password check: only a failure keeps counting. */
export interface PasswordCheck {
  succeeded(): Promise<void>;
}

/** The wait before a password check `past` failures beyond the limit: doubling, up to the cap. */
export function failureDelay(past: number, delays: AuthConfig['failureDelayMs']): number {
  if (past <= 0) return 0;
  return Math.min(delays.max, delays.first * 2 ** (past - 1));
}

/**
 * Limits on sign-in, sign-up and reset, over 15 minutes.
 *
 * Requests that send a mail (sign-up, reset) count per address and per e-mail address, so
 * nobody floods an inbox. Password checks count failures only, so a class behind one address
 * can sign in all day. Past the limit per address, the address waits (429). Past the limit for
 * one e-mail from one address, each further check of that pair first waits, longer each time,
 * and is then checked: a classmate guessing behind the same address slows the owner down but
 * never keeps the right password out. Failures for one e-mail from everywhere only slow each
 * further check down, never block it: an attacker can never lock the owner out of their account.
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
    private readonly config: AuthConfig,
    redis?: SharedRedis,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
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
    const pastForPair = await this.failuresByPair.count(pair);
    const pastForEmail = await this.failuresByEmail.count(email);
    const delay = Math.max(
      failureDelay(pastForPair, this.config.failureDelayMs),
      pastForEmail > 0 ? this.config.failureDelayMs.first : 0,
    );
    if (delay > 0) await this.wait(delay);
    return {
      succeeded: async () => {
        await this.failuresByAddress.refund(address);
        await this.failuresByPair.refund(pair);
        await this.failuresByEmail.refund(email);
      },
    };
  }
}
