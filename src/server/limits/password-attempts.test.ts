import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { HttpError } from '../http/errors';
import { AuthThrottle, failureDelay } from './password-attempts';

const DELAYS = { first: 1000, max: 30_000 };

/** A throttle whose waits are recorded instead of waited. */
function recordingThrottle(env: Record<string, string>) {
  const waits: number[] = [];
  const throttle = new AuthThrottle(loadConfig(env).auth, undefined, (ms) => {
    waits.push(ms);
    return Promise.resolve();
  });
  return { throttle, waits };
}

describe('failureDelay', () => {
  it('doubles from the first delay with each check past the limit, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((past) => failureDelay(past, DELAYS))).toEqual([
      0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('password checks past the limit for one e-mail from one address', () => {
  it('wait longer each time but are never refused, and a success does not add to the wait', async () => {
    const { throttle, waits } = recordingThrottle({ AUTH_EMAIL_RATE_LIMIT: '10' });
    for (let i = 0; i < 16; i++) await throttle.beginPasswordCheck('192.0.2.1', 'ada@example.com');
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000]);

    const right = await throttle.beginPasswordCheck('192.0.2.1', 'ada@example.com');
    await right.succeeded();
    const again = await throttle.beginPasswordCheck('192.0.2.1', 'ada@example.com');
    await again.succeeded();
    expect(waits.slice(6)).toEqual([30_000, 30_000]);
  });

  it('slow other addresses down for that e-mail by the first delay only', async () => {
    const { throttle, waits } = recordingThrottle({ AUTH_EMAIL_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i++)
      await throttle.beginPasswordCheck(`192.0.2.${i}`, 'ada@example.com');
    await throttle.beginPasswordCheck('198.51.100.9', 'ada@example.com');
    await throttle.beginPasswordCheck('198.51.100.9', 'grace@example.com');
    expect(waits).toEqual([1000]);
  });

  it('still count toward the limit per address, which answers 429', async () => {
    const { throttle } = recordingThrottle({ AUTH_RATE_LIMIT: '2' });
    await throttle.beginPasswordCheck('192.0.2.1', 'a@example.com');
    await throttle.beginPasswordCheck('192.0.2.1', 'b@example.com');
    const refused = await throttle.beginPasswordCheck('192.0.2.1', 'c@example.com').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
  });
});
