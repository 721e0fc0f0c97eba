// Run queue benchmark: the embedded runner against the BullMQ queue (server + Redis + workers),
// all started here as child processes the way production starts them, in one run on this
// machine. Latency (one client), throughput (8 clients) and the loss of a worker under load,
// after a floor: what BullMQ's own hops cost here with nothing else on the way (queue-floor.ts).
// Needs Redis at BENCH_REDIS_URL (default redis://127.0.0.1:6379); its keys are removed at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { lesson } from '@content/courses/c/lessons/c-009';
import { freePort, stop } from './processes';
import { measureQueueFloor } from './queue-floor';

const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `codenest-bench-${crypto.randomBytes(5).toString('hex')}`;
const SEQUENTIAL_RUNS = Number(process.env.BENCH_RUNS ?? 50);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const LOAD_CLIENTS = 8;
const FLOOR_RUNS = 4 * SEQUENTIAL_RUNS;
/** A short load before each latency series, so every path is measured warm (pools, caches, JIT). */
const WARM_UP_SECONDS = 3;
/** When, after the failover load starts, one of the two workers is killed. */
const KILL_AFTER_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;
/** Given to the servers as HEALTH_TOKEN: with it, each answer says whether the cache answered. */
const HEALTH_TOKEN = crypto.randomBytes(24).toString('hex');
const root = path.resolve(import.meta.dirname, '../..');
const REDIS_PID = await redisPid().catch(() => NaN);

const HELLO =
  '#include <stdio.h>\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n';
const LESSON = lesson.code ?? HELLO;
/** A distinct program each time, so nothing is served from a compile cache. */
const unique = (source: string, n: number) =>
  `${source}/* run ${n} ${process.hrtime.bigint()} */\n`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;
/** "+2.1 ms", "-0.4 ms" */
const signedMs = (value: number) => `${value >= 0 ? '+' : ''}${round(value)} ms`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Busy CPU time of the whole machine, of some processes, and of some process trees, in ms. */
interface CpuSnapshot {
  machineMs: number;
  processMs: Map<number, number>;
  /** A tree's: every live process under the root, and what each has reaped (sandboxes). */
  treeMs: Map<number, number>;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface ProcessCpu {
  parent: number;
  /** utime + stime */
  ownMs: number;
  /** cutime + cstime: of the children it has waited for */
  reapedMs: number;
}

function processTable(): Map<number, ProcessCpu> {
  const table = new Map<number, ProcessCpu>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): ppid is 4, utime..cstime 14-17.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), {
        parent: Number(after[1]),
        ownMs: (Number(after[11]) + Number(after[12])) * TICK_MS,
        reapedMs: (Number(after[13]) + Number(after[14])) * TICK_MS,
      });
    } catch {
      // It ended while the table was read.
    }
  }
  return table;
}

function treeCpuMs(table: Map<number, ProcessCpu>, root: number): number {
  let total = 0;
  const under = new Set([root]);
  // Parents come before their children in pid order only mostly: repeat until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const [pid, cpu] of table) {
      if (!under.has(pid) && under.has(cpu.parent)) {
        under.add(pid);
        added = true;
      }
    }
  }
  for (const pid of under) {
    const cpu = table.get(pid);
    if (cpu) total += cpu.ownMs + cpu.reapedMs;
  }
  return total;
}

function cpuSnapshot(pids: number[], trees: number[]): CpuSnapshot {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  const machineMs =
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) *
    TICK_MS;
  const table = processTable();
  const processMs = new Map(pids.map((pid) => [pid, table.get(pid)?.ownMs ?? NaN]));
  const treeMs = new Map(trees.map((pid) => [pid, treeCpuMs(table, pid)]));
  return { machineMs, processMs, treeMs };
}

async function redisPid(): Promise<number> {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    return Number(/process_id:(\d+)/.exec(await client.info('server'))?.[1] ?? NaN);
  } finally {
    client.disconnect();
  }
}

const children = new Set<ChildProcess>();
/** The workers running now (their CPU is counted during a load). */
const workers = new Set<ChildProcess>();
const tempDirs: string[] = [];

function tempDir(kind: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `codenest-bench-${kind}-`));
  tempDirs.push(dir);
  return dir;
}

/** A child process whose output is kept (for errors) and matched against `ready`. */
function start(
  script: string,
  env: Record<string, string>,
  ready?: RegExp,
): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const readyPromise = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not get ready:\n${output.slice(-2000)}`)),
      180_000,
    );
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (ready?.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}):\n${output.slice(-2000)}`));
    });
    if (!ready) {
      clearTimeout(timer);
      resolve();
    }
  });
  // Ending later (on purpose) must not count as an unhandled failure.
  readyPromise.catch(() => {});
  return { child, ready: readyPromise, output: () => output };
}

interface Server {
  base: string;
  dataDir: string;
  child: ChildProcess;
  post(code: string): Promise<Answer>;
  health(): Promise<Record<string, unknown>>;
}

interface Answer {
  status: number;
  ok: boolean;
  /** The server's X-Compile-Cache, told to HEALTH_TOKEN's holder only. */
  cached: boolean;
}

const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RUN_RATE_LIMIT: '100000',
  RUNS_IN_FLIGHT: '1000',
  RUNNER_QUEUE_SIZE: '1000',
  HEALTH_TOKEN,
};

/** `node --import tsx src/server/main.ts` with its own port and DATA_DIR. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = tempDir('server');
  const { child, output } = start('src/server/main.ts', {
    ...serverEnv,
    PORT: String(port),
    DATA_DIR: dataDir,
    ...env,
  });
  const deadline = Date.now() + 120_000;
  let anonKey: string | null = null;
  while (!anonKey) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output()}`);
    try {
      const response = await fetch(`${base}/config.json`);
      if (response.ok) anonKey = ((await response.json()) as { anonKey: string }).anonKey;
    } catch {
      await sleep(200);
    }
  }
  const headers = {
    authorization: `Bearer ${anonKey}`,
    'content-type': 'application/json',
    'x-health-token': HEALTH_TOKEN,
  };
  return {
    base,
    dataDir,
    child,
    async post(code) {
      const response = await fetch(`${base}/functions/v1/execute-c`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ code }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as { status?: string };
      return {
        status: response.status,
        ok: response.ok && body.status === 'success',
        cached: response.headers.get('x-compile-cache') === 'hit',
      };
    },
    async health() {
      const response = await fetch(`${base}/health`);
      return (await response.json()) as Record<string, unknown>;
    },
  };
}

/** Waits until the embedded runner has finished compiling the lesson programs at start. */
async function untilIdle(server: Server): Promise<void> {
  let quiet = 0;
  let lastCache = '';
  const deadline = Date.now() + 180_000;
  while (quiet < 4 && Date.now() < deadline) {
    await sleep(500);
    const runner = (await server.health()).runner as
      { pool?: { busy: number; queued: number }; cache?: unknown } | undefined;
    const idle = runner?.pool?.busy === 0 && runner.pool.queued === 0;
    const cache = JSON.stringify(runner?.cache);
    quiet = idle && cache === lastCache ? quiet + 1 : 0;
    lastCache = cache;
  }
}

/**
 * `npm run worker` as its own process; resolves once it has compiled the lesson programs. Its
 * compile cache starts as a copy of `seed`'s (the embedded server's, warm already), so its own
 * warm-up finds every lesson program compiled and ends in seconds, not minutes, on 2 cores.
 */
async function startWorker(poolSize: number, seed: string): Promise<ChildProcess> {
  const dataDir = tempDir('worker');
  fs.cpSync(path.join(seed, 'compile-cache'), path.join(dataDir, 'compile-cache'), {
    recursive: true,
  });
  const worker = start(
    'src/worker/main.ts',
    {
      REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      RUNNER_POOL_SIZE: String(poolSize),
      DATA_DIR: dataDir,
      // `info`: its only info lines are "worker ready" and the end of the warm-up.
      LOG_LEVEL: 'info',
    },
    /compiled \d+ of \d+/,
  );
  await worker.ready;
  workers.add(worker.child);
  worker.child.once('exit', () => workers.delete(worker.child));
  return worker.child;
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

interface Latency {
  uncached: number[];
  cached: number[];
}

/** Calls `each` for both sides: the first one first on even turns, the second on odd ones. */
async function inTurn<T>(turn: number, sides: readonly [T, T], each: (side: T) => Promise<void>) {
  for (const side of turn % 2 === 0 ? sides : [sides[1], sides[0]]) await each(side);
}

/**
 * One client, sequential runs, sent to the two servers in turn, so a slower minute of the
 * machine falls on both paths alike: new programs first (uncached), then the same one (cached).
 */
async function latenciesInTurns(
  a: Server,
  b: Server,
  source: string,
  runs: number,
): Promise<[Latency, Latency]> {
  const results: [Latency, Latency] = [
    { uncached: [], cached: [] },
    { uncached: [], cached: [] },
  ];
  // Once each first, so neither path pays a first-use cost in the figures.
  for (const server of [a, b]) {
    await server.post(unique(source, -1));
    await server.post(source);
  }
  const sides = [
    [a, results[0]],
    [b, results[1]],
  ] as const;
  for (const cached of [false, true]) {
    for (let i = 0; i < runs; i++) {
      await inTurn(i, sides, async ([server, into]) => {
        const ms = await timed(async () => {
          const answer = await server.post(cached ? source : unique(source, i));
          if (!answer.ok || answer.cached !== cached) {
            throw new Error(`a${cached ? ' cached' : 'n uncached'} run did not succeed as such`);
          }
        });
        (cached ? into.cached : into.uncached).push(ms);
      });
    }
  }
  return results;
}

interface Sent {
  startedAt: number;
  answeredAt: number;
  /** HTTP status, or 0 when no answer came (network error or timeout). */
  status: number;
  ok: boolean;
}

/** A server and the workers that run its jobs (none: the embedded runner). */
interface Path {
  server: Server;
  workers: ChildProcess[];
}

/** CPU ms in all: the API server process, the server with everything it started (the embedded
 * runner's sandboxes), the workers with theirs, Redis, and the whole machine. */
interface CpuMs {
  server: number;
  serverTree: number;
  workers: number;
  redis: number;
  machine: number;
}

interface Load {
  seconds: number;
  /** Runs answered with a result. */
  done: number;
  errors: number;
  sent: Sent[];
  startedAt: number;
  cpuMs: CpuMs;
}

const perSecond = (result: Load) => result.done / result.seconds;
const cpuPerRun = (result: Load, part: keyof CpuMs) => round(result.cpuMs[part] / result.done);

/** `clients` loops, each posting a new program as soon as its last one is answered. */
async function load(
  path: Path,
  source: string,
  seconds: number,
  during?: (startedAt: number) => Promise<void>,
): Promise<Load> {
  const { server } = path;
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const sent: Sent[] = [];
  let counter = 0;
  const watched = [server.child.pid ?? 0, REDIS_PID];
  const workerPids = path.workers.map((worker) => worker.pid ?? 0);
  const trees = [server.child.pid ?? 0, ...workerPids];
  const cpuBefore = cpuSnapshot(watched, trees);
  const side = during?.(startedAt);
  await Promise.all(
    Array.from({ length: LOAD_CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const record: Sent = { startedAt: performance.now(), answeredAt: 0, status: 0, ok: false };
        sent.push(record);
        try {
          const answer = await server.post(unique(source, counter++));
          record.status = answer.status;
          record.ok = answer.ok;
        } catch {
          record.status = 0;
        }
        record.answeredAt = performance.now();
      }
    }),
  );
  await side;
  const done = sent.filter((request) => request.ok).length;
  const cpuAfter = cpuSnapshot(watched, trees);
  const own = (pid: number) =>
    (cpuAfter.processMs.get(pid) ?? NaN) - (cpuBefore.processMs.get(pid) ?? NaN);
  // A worker killed meanwhile has no tree left: its part is not counted.
  const tree = (pid: number) =>
    (cpuAfter.treeMs.get(pid) ?? 0) > 0
      ? (cpuAfter.treeMs.get(pid) ?? 0) - (cpuBefore.treeMs.get(pid) ?? 0)
      : 0;
  return {
    seconds: (performance.now() - startedAt) / 1000,
    done,
    errors: sent.length - done,
    sent,
    startedAt,
    cpuMs: {
      server: own(watched[0]!),
      serverTree: tree(trees[0]!),
      workers: workerPids.reduce((sum, pid) => sum + tree(pid), 0),
      redis: own(REDIS_PID),
      machine: cpuAfter.machineMs - cpuBefore.machineMs,
    },
  };
}

/** Loads taken one after another, counted as one. */
function together(loads: Load[]): Load {
  const sum = (value: (result: Load) => number) =>
    loads.reduce((total, result) => total + value(result), 0);
  const part = (name: keyof CpuMs) => sum((result) => result.cpuMs[name]);
  return {
    seconds: sum((result) => result.seconds),
    done: sum((result) => result.done),
    errors: sum((result) => result.errors),
    sent: loads.flatMap((result) => result.sent),
    startedAt: loads[0]?.startedAt ?? NaN,
    cpuMs: {
      server: part('server'),
      serverTree: part('serverTree'),
      workers: part('workers'),
      redis: part('redis'),
      machine: part('machine'),
    },
  };
}

/** Load windows that alternate between two paths, `seconds` of load on each in all. */
const ALTERNATIONS = 4;
async function loadsInTurns(
  a: Path,
  b: Path,
  source: string,
  seconds: number,
): Promise<[Load, Load]> {
  const windows: [Load[], Load[]] = [[], []];
  const sides = [
    [a, windows[0]],
    [b, windows[1]],
  ] as const;
  for (let turn = 0; turn < ALTERNATIONS; turn++) {
    await inTurn(turn, sides, async ([path, into]) => {
      into.push(await load(path, source, seconds / ALTERNATIONS));
    });
  }
  return [together(windows[0]), together(windows[1])];
}

async function removeQueueKeys(): Promise<number> {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) removed += await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return removed;
}

async function main(): Promise<void> {
  const benchStart = performance.now();
  const loadAtStart = loadAverage();
  const ping = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  await ping.connect().catch((error: unknown) => {
    throw new Error(`no Redis at ${REDIS_URL} (set BENCH_REDIS_URL): ${String(error)}`);
  });
  ping.disconnect();

  // The floor first, on a machine with nothing else started yet.
  const floorWorker = start(
    'scripts/bench/queue-floor-worker.ts',
    { REDIS_URL, QUEUE_PREFIX: PREFIX },
    /floor worker ready/,
  );
  await floorWorker.ready;
  const floor = await measureQueueFloor(REDIS_URL, PREFIX, FLOOR_RUNS);
  await stop(floorWorker.child);

  // The embedded runner (two slots), and the queue: a server that only enqueues and one worker
  // with the same two slots. Both stay up, and what is compared is measured in turns.
  const embedded = await startServer({ RUNNER_POOL_SIZE: '2' });
  await untilIdle(embedded);
  const queued = await startServer({ REDIS_URL, QUEUE_PREFIX: PREFIX });
  const twoSlots = await startWorker(2, embedded.dataDir);
  const embeddedPath: Path = { server: embedded, workers: [] };
  const twoSlotPath: Path = { server: queued, workers: [twoSlots] };
  await load(embeddedPath, HELLO, WARM_UP_SECONDS);
  await load(twoSlotPath, HELLO, WARM_UP_SECONDS);
  const [embeddedHello, queueHello] = await latenciesInTurns(
    embedded,
    queued,
    HELLO,
    SEQUENTIAL_RUNS,
  );
  const [embeddedLesson, queueLesson] = await latenciesInTurns(
    embedded,
    queued,
    LESSON,
    Math.ceil(SEQUENTIAL_RUNS / 2),
  );
  const [embeddedLoad, twoSlotLoad] = await loadsInTurns(
    embeddedPath,
    twoSlotPath,
    HELLO,
    LOAD_SECONDS,
  );
  const embeddedLessonLoad = await load(embeddedPath, LESSON, Math.ceil(LOAD_SECONDS / 2));
  await stop(twoSlots);

  // One worker of one slot (a one-slot pool answers sequential runs more slowly: its spare
  // sandbox is still being prepared when the next run comes), then a second one: as many slots
  // as the embedded runner has.
  const first = await startWorker(1, embedded.dataDir);
  const oneWorkerPath: Path = { server: queued, workers: [first] };
  await load(oneWorkerPath, HELLO, WARM_UP_SECONDS);
  const [, queueOneSlotHello] = await latenciesInTurns(embedded, queued, HELLO, SEQUENTIAL_RUNS);
  const oneWorkerLoad = await load(oneWorkerPath, HELLO, Math.ceil(LOAD_SECONDS / 2));
  const second = await startWorker(1, embedded.dataDir);
  const twoWorkerPath: Path = { server: queued, workers: [first, second] };
  await load(twoWorkerPath, HELLO, WARM_UP_SECONDS);
  const [embeddedLoadAgain, queueLoad] = await loadsInTurns(
    embeddedPath,
    twoWorkerPath,
    HELLO,
    LOAD_SECONDS,
  );
  const [, queueTwoHello] = await latenciesInTurns(embedded, queued, HELLO, SEQUENTIAL_RUNS);
  // The failover runs with nothing else up.
  await stop(embedded.child);

  // Failover: the same load, and the second worker killed outright partway through.
  let killedAt = 0;
  const failover = await load(twoWorkerPath, HELLO, LOAD_SECONDS, async (startedAt) => {
    await sleep(Math.max(0, startedAt + KILL_AFTER_MS - performance.now()));
    killedAt = performance.now();
    second.kill('SIGKILL');
  });
  const workersSeen = (await queued.health()).queue;

  await stop(queued.child);
  await stop(first);
  const keysRemoved = await removeQueueKeys();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });

  // Failover figures. Requests in flight when the worker died: the one it held is answered
  // once its lock runs out and the other worker takes it over.
  const answeredBy = new Map<string, number>();
  for (const request of failover.sent) {
    const key = request.status === 0 ? 'no answer' : String(request.status);
    answeredBy.set(key, (answeredBy.get(key) ?? 0) + 1);
  }
  const ok200 = answeredBy.get('200') ?? 0;
  const refused503 = answeredBy.get('503') ?? 0;
  const lost = failover.sent.length - ok200 - refused503;
  const inFlightAtKill = failover.sent.filter(
    (request) => request.startedAt <= killedAt && request.answeredAt > killedAt,
  );
  const lastInFlightAnswered = Math.max(...inFlightAtKill.map((request) => request.answeredAt));
  const heldJobAnsweredMs = inFlightAtKill.length > 0 ? lastInFlightAnswered - killedAt : NaN;
  // Throughput back to the one-worker level: the first 1 s window after the kill with at least
  // 90% of the one-worker load's rate.
  const oneWorkerRate = perSecond(oneWorkerLoad);
  const completions = failover.sent
    .filter((request) => request.ok)
    .map((request) => request.answeredAt)
    .sort((a, b) => a - b);
  let backToOneWorkerMs = NaN;
  for (let t = killedAt; t + 1000 <= failover.startedAt + LOAD_SECONDS * 1000; t += 100) {
    const inWindow = completions.filter((at) => at >= t && at < t + 1000).length;
    if (inWindow >= 0.9 * oneWorkerRate) {
      backToOneWorkerMs = t + 1000 - killedAt;
      break;
    }
  }
  const beforeKill = completions.filter((at) => at < killedAt).length;
  const rateBeforeKill = beforeKill / ((killedAt - failover.startedAt) / 1000);
  const afterKill = completions.filter((at) => at >= killedAt).length;
  const rateAfterKill = afterKill / ((performance.now() - killedAt) / 1000);

  const p50 = (values: number[]) => round(percentile(values, 50));
  const p90 = (values: number[]) => round(percentile(values, 90));
  console.log(
    `\nRun queue benchmark, ${new Date().toISOString()}: ${os.cpus().length} cores, load average at start ${loadAtStart}, at end ${loadAverage()}`,
  );
  console.log(
    `\nLatency: one client, sequential, ${SEQUENTIAL_RUNS} runs each (lesson program c-009: ${Math.ceil(SEQUENTIAL_RUNS / 2)}), each queue series in turns with the embedded runner`,
  );
  console.table([
    {
      path: 'embedded (2 slots)',
      program: 'hello',
      uncachedP50Ms: p50(embeddedHello.uncached),
      uncachedP90Ms: p90(embeddedHello.uncached),
      cachedP50Ms: p50(embeddedHello.cached),
      cachedP90Ms: p90(embeddedHello.cached),
    },
    {
      path: 'queue (1 worker, 2 slots)',
      program: 'hello',
      uncachedP50Ms: p50(queueHello.uncached),
      uncachedP90Ms: p90(queueHello.uncached),
      cachedP50Ms: p50(queueHello.cached),
      cachedP90Ms: p90(queueHello.cached),
    },
    {
      path: 'queue (1 worker, 1 slot)',
      program: 'hello',
      uncachedP50Ms: p50(queueOneSlotHello.uncached),
      uncachedP90Ms: p90(queueOneSlotHello.uncached),
      cachedP50Ms: p50(queueOneSlotHello.cached),
      cachedP90Ms: p90(queueOneSlotHello.cached),
    },
    {
      path: 'queue (2 workers, 1 slot each)',
      program: 'hello',
      uncachedP50Ms: p50(queueTwoHello.uncached),
      uncachedP90Ms: p90(queueTwoHello.uncached),
      cachedP50Ms: p50(queueTwoHello.cached),
      cachedP90Ms: p90(queueTwoHello.cached),
    },
    {
      path: 'embedded (2 slots)',
      program: 'lesson c-009',
      uncachedP50Ms: p50(embeddedLesson.uncached),
      uncachedP90Ms: p90(embeddedLesson.uncached),
      cachedP50Ms: p50(embeddedLesson.cached),
      cachedP90Ms: p90(embeddedLesson.cached),
    },
    {
      path: 'queue (1 worker, 2 slots)',
      program: 'lesson c-009',
      uncachedP50Ms: p50(queueLesson.uncached),
      uncachedP90Ms: p90(queueLesson.uncached),
      cachedP50Ms: p50(queueLesson.cached),
      cachedP90Ms: p90(queueLesson.cached),
    },
  ]);
  const uncachedAdded =
    percentile(queueHello.uncached, 50) - percentile(embeddedHello.uncached, 50);
  const cachedAdded = percentile(queueHello.cached, 50) - percentile(embeddedHello.cached, 50);

  console.log(
    `\nFloor: BullMQ's own hops, ${FLOOR_RUNS} runs in turns, before anything else started: a job whose only work is waiting for a child process (sleep 0.02), answered as runs are (published), against the same wait in this process; and one Redis round trip after the same wait`,
  );
  const floorAdded = percentile(floor.queued, 50) - percentile(floor.inProcess, 50);
  console.table([
    {
      inProcessP50Ms: p50(floor.inProcess),
      queuedP50Ms: p50(floor.queued),
      queueAddsP50: signedMs(floorAdded),
      queuedP90Ms: p90(floor.queued),
      redisRoundTripP50Ms: p50(floor.roundTrip),
      redisRoundTripP90Ms: p90(floor.roundTrip),
    },
  ]);

  console.log(
    `\nThroughput: ${LOAD_CLIENTS} concurrent clients, a new program each time (uncached)`,
  );
  const cores = os.cpus().length;
  const throughputRow = (path: string, program: string, result: Load) => ({
    path,
    program,
    seconds: Math.round(result.seconds),
    runsPerSecond: round(perSecond(result)),
    errors: result.errors,
    cpuMsPerRunServer: cpuPerRun(result, 'server'),
    cpuMsPerRunServerTree: cpuPerRun(result, 'serverTree'),
    cpuMsPerRunWorkers: cpuPerRun(result, 'workers'),
    cpuMsPerRunRedis: cpuPerRun(result, 'redis'),
    cpuMsPerRunMachine: cpuPerRun(result, 'machine'),
  });
  console.table([
    throughputRow('embedded (2 slots), in turns with the next', 'hello', embeddedLoad),
    throughputRow('queue (1 worker × 2 slots)', 'hello', twoSlotLoad),
    throughputRow('embedded (2 slots)', 'lesson c-009', embeddedLessonLoad),
    throughputRow('queue (1 worker × 1 slot)', 'hello', oneWorkerLoad),
    throughputRow('embedded (2 slots), in turns with the next', 'hello', embeddedLoadAgain),
    throughputRow('queue (2 workers × 1 slot)', 'hello', queueLoad),
  ]);
  console.log(
    `(in turns: ${ALTERNATIONS} windows each, alternating; runs per core: embedded ${round(perSecond(embeddedLoadAgain) / cores)}, 2 workers × 1 slot ${round(perSecond(queueLoad) / cores)}; CPU ms per run: the API server process; it with what it started (the embedded runner's sandboxes); the workers with theirs; Redis; the whole machine, this bench's clients included)`,
  );
  const throughputShare = perSecond(queueLoad) / perSecond(embeddedLoadAgain);

  console.log(
    `\nFailover: 2 workers × 1 slot, ${LOAD_CLIENTS} clients for ${LOAD_SECONDS} s, one worker SIGKILLed at ${KILL_AFTER_MS / 1000} s`,
  );
  console.table([
    {
      sent: failover.sent.length,
      answered200: ok200,
      answered503: refused503,
      other: lost,
      inFlightAtKill: inFlightAtKill.length,
      runsPerSecondBeforeKill: round(rateBeforeKill),
      runsPerSecondAfterKill: round(rateAfterKill),
      heldJobAnsweredAfterMs: Math.round(heldJobAnsweredMs),
      backToOneWorkerRateAfterMs: Math.round(backToOneWorkerMs),
    },
  ]);
  console.log(`answers by status: ${JSON.stringify(Object.fromEntries(answeredBy))}`);
  console.log(`/health queue after the failover: ${JSON.stringify(workersSeen)}`);

  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
  console.log('\nSummary');
  console.table([
    {
      goal: 'queue (1 worker, 2 slots) adds at most 3 ms to the uncached p50',
      measured: signedMs(uncachedAdded),
      result: verdict(uncachedAdded <= 3),
    },
    {
      goal: 'queue (1 worker, 2 slots) adds at most 3 ms to the cached p50',
      measured: signedMs(cachedAdded),
      result: verdict(cachedAdded <= 3),
    },
    {
      goal: '2 workers × 1 slot give at least 95% of embedded (2 slots), 0 errors',
      measured: `${Math.round(100 * throughputShare)}%, ${queueLoad.errors} errors`,
      result: verdict(throughputShare >= 0.95 && queueLoad.errors === 0),
    },
    {
      goal: 'failover: every request answered 200 or 503, none lost',
      measured: `${ok200} + ${refused503} of ${failover.sent.length}`,
      result: verdict(lost === 0),
    },
  ]);
  console.log(
    `Against the floor: BullMQ's own hops add ${signedMs(floorAdded)} at p50 on this machine, and the shared run limits one Redis round trip (${round(percentile(floor.roundTrip, 50))} ms) before the job is added.`,
  );
  console.log(
    `Redis keys removed (${PREFIX}*): ${keysRemoved}; total time ${round((performance.now() - benchStart) / 1000)} s`,
  );
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGKILL');
  await removeQueueKeys().catch(() => 0);
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}
