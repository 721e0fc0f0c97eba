// The limits every replica shares through Redis. Runs only with TEST_REDIS_URL (CI sets
// redis://127.0.0.1:6379); each file works under a random QUEUE_PREFIX and deletes its keys.
import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRunsInFlight } from '@server/limits/runs-in-flight-redis';
import { HttpError } from '@server/http/errors';
import { SharedRedis } from '@server/redis';
import { deleteRedisKeys } from '@tests/helpers/redis-keys';
import { startTestServer, type TestServer } from '../helpers/server';

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `test-${crypto.randomBytes(6).toString('hex')}`;

const LIMITS = {
  AUTH_RATE_LIMIT: '4',
  AUTH_EMAIL_RATE_LIMIT: '1000',
  FORM_RATE_LIMIT: '3',
  RUN_RATE_LIMIT: '3',
};

function signInFailure(server: TestServer, remoteAddress: string) {
  return server.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      apikey: server.app.keys.anonKey,
      authorization: `Bearer ${server.app.keys.anonKey}`,
    },
    payload: JSON.stringify({
      email: `nobody-${crypto.randomUUID()}@example.com`,
      password: 'not the password',
    }),
  });
}

function contact(server: TestServer, remoteAddress: string) {
  return server.app.inject({
    method: 'POST',
    url: '/functions/v1/contact',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${server.app.keys.anonKey}`,
    },
    payload: JSON.stringify({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Compiler question',
      category: 'technical',
      message: 'Why does my program print 0 for a float with %d?',
    }),
  });
}

/** A run request the limit counts before its body is read; the body itself is refused (400). */
function runRequest(server: TestServer, remoteAddress: string) {
  return server.app.inject({
    method: 'POST',
    url: '/functions/v1/execute-c',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${server.app.keys.anonKey}`,
    },
    payload: '{}',
  });
}

/** Status codes of `count` calls alternating between the replicas, one at a time. */
async function alternate(
  replicas: TestServer[],
  count: number,
  call: (server: TestServer) => Promise<{ statusCode: number }>,
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++)
    codes.push((await call(replicas[i % replicas.length]!)).statusCode);
  return codes;
}

async function refusal(attempt: Promise<unknown>): Promise<HttpError | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe.skipIf(!redisUrl)('limits shared by replicas through Redis', () => {
  let replicas: TestServer[] = [];
  const log = pino({ level: 'silent' });
  const connections: SharedRedis[] = [];
  const connect = () => {
    const redis = new SharedRedis({ url: redisUrl!, prefix, log });
    connections.push(redis);
    return redis.connected().then(() => redis);
  };

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, QUEUE_PREFIX: prefix, ...LIMITS };
    replicas = [await startTestServer(env), await startTestServer(env)];
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await Promise.all(connections.map((redis) => redis.close()));
    await deleteRedisKeys(redisUrl!, prefix);
  });

  it('connects each replica to Redis under the prefix', () => {
    for (const replica of replicas) {
      expect(replica.app.redis?.prefix).toBe(prefix);
      expect(replica.app.redis?.status).toBe('ready');
    }
  });

  it('counts sign-in failures from one address once over both replicas', async () => {
    const codes = await alternate(replicas, 6, (server) => signInFailure(server, '198.51.100.10'));
    expect(codes).toEqual([400, 400, 400, 400, 429, 429]);
    // Another address is not affected.
    expect((await signInFailure(replicas[0]!, '198.51.100.11')).statusCode).toBe(400);
  });

  it('counts contact messages from one address once over both replicas', async () => {
    const codes = await alternate(replicas, 5, (server) => contact(server, '198.51.100.20'));
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts runs per minute from one address once over both replicas', async () => {
    const codes = await alternate(replicas, 5, (server) => runRequest(server, '198.51.100.30'));
    expect(codes).toEqual([400, 400, 400, 429, 429]);
    const limited = await runRequest(replicas[1]!, '198.51.100.30');
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Too many runs: the limit is 3 a minute\./,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts runs in flight once over two replicas, per address and per user', async () => {
    const first = new RedisRunsInFlight(await connect(), 1);
    const second = new RedisRunsInFlight(await connect(), 1);
    const release = await first.enter(['ip:198.51.100.40', 'user:u1']);
    const refused = await refusal(second.enter(['ip:198.51.100.40']));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.code).toBe('too_many_runs_in_flight');
    // The same user from another address is refused too; another client is not.
    expect((await refusal(second.enter(['ip:198.51.100.41', 'user:u1'])))?.statusCode).toBe(429);
    const other = await second.enter(['ip:198.51.100.42', 'user:u2']);
    await other();
    // Released once, the slot is free on every replica; releasing again changes nothing.
    await release();
    await release();
    const next = await second.enter(['ip:198.51.100.40', 'user:u1']);
    expect((await refusal(first.enter(['ip:198.51.100.40'])))?.statusCode).toBe(429);
    await next();
  });

  it('allows RUNS_IN_FLIGHT together, not per replica', async () => {
    const first = new RedisRunsInFlight(await connect(), 2);
    const second = new RedisRunsInFlight(await connect(), 2);
    const a = await first.enter(['ip:198.51.100.50']);
    const b = await second.enter(['ip:198.51.100.50']);
    expect((await refusal(first.enter(['ip:198.51.100.50'])))?.statusCode).toBe(429);
    expect((await refusal(second.enter(['ip:198.51.100.50'])))?.statusCode).toBe(429);
    await a();
    await b();
  });

  it('keeps a long run counted, and frees the slots of a replica that crashed mid-run', async () => {
    const crashing = await connect();
    const survivor = new RedisRunsInFlight(await connect(), 1, { leaseMs: 600 });
    const crashed = new RedisRunsInFlight(crashing, 1, { leaseMs: 600 });
    const long = await survivor.enter(['ip:198.51.100.60']);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Renewed while it lasts: still counted past its first lease.
    expect((await refusal(crashed.enter(['ip:198.51.100.60'])))?.statusCode).toBe(429);
    await long();

    await crashed.enter(['ip:198.51.100.61']);
    crashing.disconnect(); // never releases, never renews
    expect((await refusal(survivor.enter(['ip:198.51.100.61'])))?.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const after = await survivor.enter(['ip:198.51.100.61']);
    await after();
  });
});

describe.skipIf(!redisUrl)('limits while Redis is down', () => {
  let replica: TestServer;
  beforeAll(async () => {
    replica = await startTestServer({
      REDIS_URL: redisUrl!,
      QUEUE_PREFIX: prefix,
      ...LIMITS,
    });
    // The limits' connection goes away for good, as in an outage.
    const redis = replica.app.redis!;
    const ended = new Promise((resolve) => redis.once('end', resolve));
    redis.disconnect();
    await ended;
  });
  afterAll(() => replica.close());

  it('never answers 500: each limit counts in this replica instead', async () => {
    expect(replica.app.redis?.status).not.toBe('ready');
    const signIns = await alternate([replica], 5, (server) =>
      signInFailure(server, '198.51.100.70'),
    );
    expect(signIns).toEqual([400, 400, 400, 400, 429]);
    const forms = await alternate([replica], 4, (server) => contact(server, '198.51.100.71'));
    expect(forms).toEqual([200, 200, 200, 429]);
    const runs = await alternate([replica], 4, (server) => runRequest(server, '198.51.100.72'));
    expect(runs).toEqual([400, 400, 400, 429]);
  });
});
