// Runner benchmark: raw `gcc && ./a.out` outside any sandbox against the API end to end
// (uncached, cached) and under load, all in one run on this machine. The API is used as a class
// uses it: 8 signed-in learners, each with their own account, all behind one address.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';

const HELLO =
  '#include <stdio.h>\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n';
const RAW_FLAGS = ['-std=c17', '-Wall', '-Wextra'];
const SEQUENTIAL_RUNS = Number(process.env.BENCH_RUNS ?? 40);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const LOAD_CLIENTS = 8;
/** Given to the server as HEALTH_TOKEN: with it, each answer says whether the cache answered. */
const HEALTH_TOKEN = crypto.randomBytes(24).toString('hex');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;
/** A distinct program each time, so nothing is served from a cache. */
const unique = (n: number) => `${HELLO}/* run ${n} ${process.hrtime.bigint()} */\n`;

/** `gcc && ./a.out` as a learner types it; `tmpdir` moves gcc's temporary files (default /tmp). */
function rawOnce(dir: string, n: number, tmpdir?: string): Promise<void> {
  const source = path.join(dir, `p${n}.c`);
  const binary = path.join(dir, `p${n}`);
  fs.writeFileSync(source, unique(n));
  return new Promise((resolve, reject) => {
    const child = spawn(
      'sh',
      ['-c', `gcc ${RAW_FLAGS.join(' ')} "$1" -o "$2" && "$2" >/dev/null`, 'raw', source, binary],
      { stdio: 'ignore', env: tmpdir ? { ...process.env, TMPDIR: tmpdir } : process.env },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`raw run failed (${code})`)),
    );
  });
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** `clients` loops for `seconds`, each calling `once(n, client)` again as soon as it returns. */
async function throughput(
  clients: number,
  seconds: number,
  once: (n: number, client: number) => Promise<boolean>,
) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  let counter = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        if (await once(counter++, client)) done++;
        else errors++;
      }
    }),
  );
  return { perSecond: done / seconds, errors };
}

/** Signs up learner `n` (MAIL_AUTOCONFIRM: straight into a session); answers its access token. */
async function signUp(base: string, anonKey: string, n: number): Promise<string> {
  const response = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-learner-${n}@example.com`,
      password: `bench-${crypto.randomBytes(12).toString('hex')}`,
    }),
  });
  const body = (await response.json()) as { access_token?: string; message?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(`signing up learner ${n} failed (${response.status}): ${body.message ?? ''}`);
  }
  return body.access_token;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-bench-runner-'));
  const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-bench-raw-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_AUTOCONFIRM: 'true',
    HEALTH_TOKEN,
    // A learner here runs far more than a person could in a minute.
    RUN_RATE_LIMIT: '100000',
  });
  const app = await buildApp(config);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = await Promise.all(
    Array.from({ length: LOAD_CLIENTS }, (_, n) => signUp(base, app.keys.anonKey, n)),
  );
  /** One run as `learner`; null unless it succeeded. `cached` is the server's X-Compile-Cache. */
  const post = async (code: string, learner = 0) => {
    const response = await fetch(`${base}/functions/v1/execute-c`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[learner]}`,
        'content-type': 'application/json',
        'x-health-token': HEALTH_TOKEN,
      },
      body: JSON.stringify({ code }),
    });
    const body = (await response.json()) as { status?: string };
    const cached = response.headers.get('x-compile-cache') === 'hit';
    return response.ok && body.status === 'success' ? { cached } : null;
  };

  // Warm both paths once so neither pays first-use costs in the figures; the cached runs' program
  // is compiled here.
  await rawOnce(rawDir, -1);
  await post(unique(-1));
  await post(HELLO);

  const raw: number[] = [];
  const uncached: number[] = [];
  for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
    raw.push(await timed(() => rawOnce(rawDir, i)));
    uncached.push(
      await timed(async () => {
        const body = await post(unique(i));
        if (!body || body.cached) throw new Error('an uncached run did not succeed uncached');
      }),
    );
  }
  const cached: number[] = [];
  for (let i = 0; i < SEQUENTIAL_RUNS * 2; i++) {
    cached.push(
      await timed(async () => {
        const body = await post(HELLO);
        if (!body?.cached) throw new Error('a cached run did not succeed from the cache');
      }),
    );
  }

  const rawLoad = await throughput(LOAD_CLIENTS, LOAD_SECONDS, (n) =>
    rawOnce(rawDir, 100000 + n).then(
      () => true,
      () => false,
    ),
  );
  // gcc writes its temporary files to /tmp, on disk here, while the sandbox's /tmp is in
  // memory: the same load with TMPDIR in memory shows how much of the difference that is.
  const rawMemoryLoad = await throughput(LOAD_CLIENTS, LOAD_SECONDS, (n) =>
    rawOnce(rawDir, 300000 + n, '/dev/shm').then(
      () => true,
      () => false,
    ),
  );
  // Each client is one learner: the load is a class, each learner with their own account.
  const apiLoad = await throughput(LOAD_CLIENTS, LOAD_SECONDS, (n, client) =>
    post(unique(200000 + n), client).then(
      (body) => body !== null,
      () => false,
    ),
  );

  // The floor under the API's figure: the same load straight to the runner (the sandbox, the
  // pool, the compile cache), with no HTTP, no tokens and no limits in front of it.
  const runnerLoad = await throughput(LOAD_CLIENTS, LOAD_SECONDS, (n, client) =>
    app.runner.execute({ code: unique(400000 + n) }, { client: `bench-${client}` }).then(
      (result) => result.status === 'success',
      () => false,
    ),
  );

  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(rawDir, { recursive: true, force: true });

  const gcc = execFileSync('gcc', ['-dumpfullversion'], { encoding: 'utf8' }).trim();
  const rawP50 = percentile(raw, 50);
  const uncachedP50 = percentile(uncached, 50);
  console.log(
    `\nRunner benchmark: ${os.cpus().length} cores, gcc ${gcc}, hello world, ${SEQUENTIAL_RUNS} sequential runs`,
  );
  console.table([
    {
      measure: 'raw gcc && ./a.out (no sandbox)',
      p50Ms: round(rawP50),
      p90Ms: round(percentile(raw, 90)),
    },
    {
      measure: 'API uncached (compile + run, sandboxed)',
      p50Ms: round(uncachedP50),
      p90Ms: round(percentile(uncached, 90)),
    },
    {
      measure: 'API cached (run only, sandboxed)',
      p50Ms: round(percentile(cached, 50)),
      p90Ms: round(percentile(cached, 90)),
    },
  ]);
  console.log(`uncached p50 / raw p50: ${(uncachedP50 / rawP50).toFixed(2)} (target at most 1.25)`);
  console.log(`cached p50: ${round(percentile(cached, 50))} ms (target under 15 ms)`);
  console.log(
    `\nUnder load: ${LOAD_CLIENTS} concurrent clients (API: ${LOAD_CLIENTS} signed-in learners, one address) for ${LOAD_SECONDS} s, a new program each time`,
  );
  console.table([
    {
      measure: 'raw gcc && ./a.out',
      runsPerSecond: round(rawLoad.perSecond),
      errors: rawLoad.errors,
    },
    {
      measure: 'raw, TMPDIR=/dev/shm',
      runsPerSecond: round(rawMemoryLoad.perSecond),
      errors: rawMemoryLoad.errors,
    },
    { measure: 'API uncached', runsPerSecond: round(apiLoad.perSecond), errors: apiLoad.errors },
    {
      measure: 'runner alone, no HTTP (floor)',
      runsPerSecond: round(runnerLoad.perSecond),
      errors: runnerLoad.errors,
    },
  ]);
  const percent = (raw: { perSecond: number }) =>
    Math.round((100 * apiLoad.perSecond) / raw.perSecond);
  console.log(
    `API / raw throughput: ${percent(rawLoad)}%, ${apiLoad.errors} errors (target at least 95%, no errors)`,
  );
  console.log(`API / raw with gcc's temporary files in memory: ${percent(rawMemoryLoad)}%`);
  console.log(
    `runner alone / raw: ${Math.round((100 * runnerLoad.perSecond) / rawLoad.perSecond)}%; API / runner alone: ${Math.round((100 * apiLoad.perSecond) / runnerLoad.perSecond)}%`,
  );
}

await main();
