// Runs stopped at their limits while they have children must leave nothing behind: no sandbox
// process re-parented to pid 1 (which, in a container whose first process is node, would never
// reap it) and none still alive. The sandbox agent is a child subreaper and reaps them itself.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { eventually, execute, post, program } from './harness';

const TIMEOUT = 60_000;
/** Slot uids of its own: processes of other servers on this host are not this suite's. */
const UID_BASE = 64300;
const POOL_SIZE = 4;
/** Runs of each program in the burst. */
const RUNS_EACH = 6;

interface ProcRow {
  pid: number;
  ppid: number;
  state: string;
  comm: string;
  uid: number;
}

/** One process from /proc, or null if it is gone (or going) while being read. */
function readProc(pid: number): ProcRow | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split at the last ')'.
    const close = stat.lastIndexOf(')');
    const [state = '', ppid = ''] = stat.slice(close + 2).split(' ');
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    if (uid === undefined) return null;
    return {
      pid,
      ppid: Number(ppid),
      state,
      comm: stat.slice(stat.indexOf('(') + 1, close),
      uid: Number(uid),
    };
  } catch {
    return null;
  }
}

/** Every process (zombies included) running as one of this server's slot uids. */
function sandboxProcesses(): ProcRow[] {
  const rows: ProcRow[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const row = readProc(Number(name));
    if (row && row.uid >= UID_BASE && row.uid < UID_BASE + POOL_SIZE) rows.push(row);
  }
  return rows;
}

/**
 * What remains of the runs: sandbox processes other than the pool's spares, launchers prepared
 * ahead that wait (as children of the agent) to be started and have run nothing yet.
 */
function leftovers(): ProcRow[] {
  return sandboxProcesses().filter((row) => !(row.comm === 'sandbox-launch' && row.ppid !== 1));
}

const describeRow = (row: ProcRow) => `${row.pid} ${row.comm} (${row.state}, parent ${row.ppid})`;

/**
 * Watches /proc while `work` runs: every sandbox process seen with pid 1 as its parent. Where
 * pid 1 reaps promptly such a process lives only moments, so it is looked for often.
 */
async function orphansDuring<T>(work: () => Promise<T>): Promise<{ value: T; orphans: string[] }> {
  const orphans = new Set<string>();
  const look = () => {
    for (const row of sandboxProcesses()) if (row.ppid === 1) orphans.add(describeRow(row));
  };
  const timer = setInterval(look, 5);
  try {
    const value = await work();
    return { value, orphans: [...orphans] };
  } finally {
    clearInterval(timer);
    look();
  }
}

describe.skipIf(process.platform !== 'linux')('reaping of stopped runs', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      RUNNER_UID_BASE: String(UID_BASE),
      RUNNER_POOL_SIZE: String(POOL_SIZE),
      RUN_WALL_SECONDS: '2',
      RUN_CPU_SECONDS: '1',
      RUN_RATE_LIMIT: '1000',
      RUNS_IN_FLIGHT: '1000',
    });
    // Sandbox processes are told apart by their slot uid: run the suite as root.
    expect(server.app.runner.health()).toMatchObject({
      status: 'ready',
      isolation: { uidPerSlot: true },
    });
  }, TIMEOUT);

  afterAll(async () => {
    await server?.close();
  });

  it(
    'leaves no sandbox process to pid 1 after a burst of killed runs with children',
    { timeout: TIMEOUT },
    async () => {
      const sources = [program('fork-sleepers.c'), program('setsid-escape.c')];
      // Compiled once first, so that the burst is of runs, all stopped at a limit.
      await Promise.all(sources.map((source) => execute(server, source)));
      expect((await eventually(leftovers, (rows) => rows.length === 0)).map(describeRow)).toEqual(
        [],
      );

      const { value: results, orphans } = await orphansDuring(async () => {
        const burst = Array.from({ length: RUNS_EACH }, () => sources).flat();
        const answers = await Promise.all(burst.map((source) => execute(server, source)));
        // What the last killed runs leave may take a moment to be reaped.
        const left = await eventually(leftovers, (rows) => rows.length === 0);
        return { answers, left };
      });

      expect(results.answers.map((result) => result.status)).toEqual(
        results.answers.map(() => 'time_limit'),
      );
      expect(orphans).toEqual([]);
      expect(results.left.map(describeRow)).toEqual([]);
    },
  );

  it(
    'takes every running sandbox with it when the agent is stopped',
    { timeout: TIMEOUT },
    async () => {
      const source = program('fork-sleepers.c');
      await execute(server, source); // compiled, so the runs below start at once
      const agents = () =>
        fs
          .readdirSync('/proc')
          .filter((name) => /^\d+$/.test(name))
          .map((name) => readProc(Number(name)))
          .filter((row) => row?.ppid === process.pid && row.comm === 'sandbox-agent');

      const { value: left, orphans } = await orphansDuring(async () => {
        const answers = Array.from({ length: POOL_SIZE }, () =>
          post(server, { code: source }).catch(() => null),
        );
        // Stopped while every slot runs a program with children.
        const running = await eventually(
          () => leftovers().filter((row) => row.comm === 'program'),
          (rows) => rows.length >= POOL_SIZE * 2,
        );
        expect(running.length).toBeGreaterThanOrEqual(POOL_SIZE * 2);
        const [agent] = agents();
        expect(agent).toBeDefined();
        process.kill(agent!.pid, 'SIGTERM');
        await Promise.all(answers);
        return eventually(leftovers, (rows) => rows.length === 0);
      });

      expect(orphans).toEqual([]);
      expect(left.map(describeRow)).toEqual([]);
    },
  );
});
