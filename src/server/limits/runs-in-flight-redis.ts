import crypto from 'node:crypto';
import type { SharedRedis } from '../redis';
import {
  RunsInFlight,
  tooManyRunsInFlight,
  type ReleaseRun,
  type RunsInFlightLimit,
} from './runs-in-flight';

/**
 * Per key a sorted set of the runs in progress, scored by when each entry lapses. Entries past
 * their time (a replica that crashed mid-run) are dropped first; then, if no key is at the cap,
 * the run is added to every key at once. Redis's clock decides, so replicas' clocks may differ.
 */
const ENTER_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local cap = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= cap then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + ttl, ARGV[3])
  redis.call('PEXPIRE', key, ttl)
end
return 1
`;

/** Moves a run's lapse time on while it is still in progress. */
const RENEW_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local ttl = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  if redis.call('ZADD', key, 'XX', 'CH', now + ttl, ARGV[2]) == 1 then
    redis.call('PEXPIRE', key, ttl)
  end
end
return 1
`;

/**
 * Runs in progress per client counted in Redis, so all replicas together allow `cap` per client
 * (a signed-in user, or a visitor's address). Each run is an entry that lapses after `leaseMs` unless renewed: the replica
 * renews it every third of that while the run lasts, so a crashed replica's runs free their
 * slots within `leaseMs`. While Redis is unreachable, runs count in this process's memory.
 */
export class RedisRunsInFlight implements RunsInFlightLimit {
  private readonly memory: RunsInFlight;
  private readonly leaseMs: number;

  constructor(
    private readonly redis: SharedRedis,
    readonly cap: number,
    options: { leaseMs?: number } = {},
  ) {
    this.memory = new RunsInFlight(cap);
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  private keysOf(keys: string[]): string[] {
    return keys.map((key) => this.redis.key('in-flight', key));
  }

  async enter(keys: string[]): Promise<ReleaseRun> {
    const redisKeys = this.keysOf(keys);
    const run = crypto.randomUUID();
    let entered: unknown;
    try {
      if (this.redis.status !== 'ready') throw new Error('Redis is not connected');
      entered = await this.redis.eval(
        ENTER_SCRIPT,
        redisKeys.length,
        ...redisKeys,
        this.cap,
        this.leaseMs,
        run,
      );
    } catch {
      // Redis is away: this replica limits on its own until it is back.
      return this.memory.enter(keys);
    }
    if (entered !== 1) throw tooManyRunsInFlight(this.cap);

    const renewal = setInterval(
      () => {
        this.redis
          .eval(RENEW_SCRIPT, redisKeys.length, ...redisKeys, this.leaseMs, run)
          .catch(() => undefined);
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    renewal.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renewal);
      try {
        const removal = this.redis.multi();
        for (const key of redisKeys) removal.zrem(key, run);
        await removal.exec();
      } catch {
        // Unreachable: the entry lapses on its own within leaseMs.
      }
    };
  }
}
