import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { closedRedisUrl } from '@tests/redis/closed-port';
import { RedisRunsInFlight } from './runs-in-flight-redis';
import { SharedRedis } from '../redis';
import { HttpError } from '../http/errors';
import { Throttle, tooManyRequests } from './throttle';

const tooMany = (seconds: number) => tooManyRequests('too_many', 'Slow down.', seconds);

async function refusal(attempt: Promise<unknown>): Promise<HttpError | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('Throttle', () => {
  it('allows the attempts of a window, then answers 429 with Retry-After', async () => {
    const throttle = new Throttle({ name: 't', attempts: 2, windowSeconds: 60 }, tooMany);
    expect(await refusal(throttle.attempt('a'))).toBeUndefined();
    expect(await refusal(throttle.attempt('a'))).toBeUndefined();
    const refused = await refusal(throttle.attempt('a'));
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await refusal(throttle.attempt('b'))).toBeUndefined();
  });

  it('counts without refusing, and gives attempts back', async () => {
    const throttle = new Throttle({ name: 't', attempts: 1, windowSeconds: 60 }, tooMany);
    expect(await throttle.count('a')).toBe(0);
    expect(await throttle.count('a')).toBe(1);
    expect(await throttle.count('a')).toBe(2);
    await throttle.refund('a');
    await throttle.refund('a');
    await throttle.refund('a');
    expect(await refusal(throttle.attempt('a'))).toBeUndefined();
  });
});

describe('limits while Redis is unreachable', () => {
  let redis: SharedRedis | undefined;
  afterEach(async () => {
    await redis?.close();
    redis = undefined;
  });

  const unreachable = async () => {
    redis = new SharedRedis({
      url: await closedRedisUrl(),
      prefix: 'down',
      log: pino({ level: 'silent' }),
    });
    await redis.connected();
    return redis;
  };

  it('a Throttle counts in memory instead of failing', async () => {
    const throttle = new Throttle(
      { name: 't', attempts: 2, windowSeconds: 60 },
      tooMany,
      await unreachable(),
    );
    expect(await refusal(throttle.attempt('a'))).toBeUndefined();
    expect(await refusal(throttle.attempt('a'))).toBeUndefined();
    await throttle.refund('a');
    expect(await refusal(throttle.attempt('a'))).toBeUndefined();
    expect((await refusal(throttle.attempt('a')))?.statusCode).toBe(429);
  });

  it('runs in flight count in memory instead of failing', async () => {
    const inFlight = new RedisRunsInFlight(await unreachable(), 1);
    const release = await inFlight.enter(['ip:a']);
    expect((await refusal(inFlight.enter(['ip:a'])))?.statusCode).toBe(429);
    await release();
    const again = await inFlight.enter(['ip:a']);
    await again();
  });
});
