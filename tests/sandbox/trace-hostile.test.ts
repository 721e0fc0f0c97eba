// Hostile programs against the tracer (POST /functions/v1/trace-c), through the real endpoint as
// a Pro learner: each must leave gdb in charge, end its trace cleanly (an answer with a status
// and the steps until then, within the trace's wall-clock limit) and leave nothing behind. The
// programs are in tests/sandbox/programs/trace.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceResponse, TraceStep } from '@domain/trace';
import { startTestServer, type TestServer } from '../helpers/server';
import { makePro } from '../helpers/subscriptions';
import { eventually, linesAndEvents, signedInUser, traceProgram, type Traced } from './harness';

const TIMEOUT = 30_000;
/** Slot uids of its own: processes of other servers on this host are not this suite's. */
const UID_BASE = 64500;
const POOL_SIZE = 2;
/** Low, to keep the endless loop quick; the stack overflow takes up to 3 s on a busy machine. */
const WALL_SECONDS = 6;
const MAX_STEPS = 100;
/** Compiling and preparing the sandbox come on top of the trace's own wall-clock limit. */
const ANSWER_WITHIN_MS = (WALL_SECONDS + 5) * 1000;
/** The run's output limit (RUN_OUTPUT_KB): what a trace keeps of the program's stdout. */
const OUTPUT_BYTES = 64 * 1024;

let server: TestServer;
let closed = false;
let learner: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({
    RUNNER_UID_BASE: String(UID_BASE),
    RUNNER_POOL_SIZE: String(POOL_SIZE),
    TRACE_WALL_SECONDS: String(WALL_SECONDS),
    TRACE_MAX_STEPS: String(MAX_STEPS),
    RUN_RATE_LIMIT: '1000',
    RUNS_IN_FLIGHT: '1000',
  });
  // The isolation below is the full one (a uid per slot, cgroups): run the suite as root.
  expect(server.app.runner.health()).toMatchObject({
    status: 'ready',
    isolation: { cgroups: expect.stringMatching(/^v[12]$/) as unknown, uidPerSlot: true },
  });
  const user = await signedInUser(server);
  await makePro(server.app.database.db, user.userId);
  learner = { authorization: `Bearer ${user.token}` };
}, TIMEOUT);

afterAll(async () => {
  if (!closed) await server?.close();
});

/** A Pro learner traces tests/sandbox/programs/trace/NAME. */
const trace = (name: string) => traceProgram(server, learner, name);

function lastStep(answer: TraceResponse): TraceStep {
  const step = answer.steps.at(-1);
  if (!step) throw new Error(`a trace without steps: ${JSON.stringify(answer)}`);
  return step;
}

/** Ended in time, and as the program ended: its exit, with its whole output. */
function expectExit(traced: Traced, stdout: string): void {
  expect(traced.elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
  expect(traced.answer).toMatchObject({ status: 'success', truncated: false });
  expect(lastStep(traced.answer)).toMatchObject({ event: 'exit', exitCode: 0, stdout });
}

/** Live processes (zombies run nothing) running as this server's slot uids, as `pid name`. */
function slotProcesses(): string[] {
  const found: string[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      const command = /^Name:\s+(.*)$/m.exec(status)?.[1];
      if (uid >= UID_BASE && uid < UID_BASE + POOL_SIZE && state !== 'Z') {
        found.push(`${name} ${command}`);
      }
    } catch {
      // gone while being read
    }
  }
  return found;
}

/** The slot processes but the spare launchers, which wait to run a program and hold none. */
function sandboxProcesses(): string[] {
  const spares = new Set(server.app.runner.spareProcessIds());
  return slotProcesses().filter((row) => !spares.has(Number(row.split(' ')[0])));
}

/** What runs under the slot uids, and which cgroups are in use, while `work` goes on. */
async function watchDuring<T>(
  work: () => Promise<T>,
): Promise<{ value: T; processes: Set<string>; cgroups: Set<string> }> {
  const processes = new Set<string>();
  const cgroups = new Set<string>();
  const look = () => {
    for (const row of sandboxProcesses()) processes.add(row.split(' ').slice(1).join(' '));
    for (const name of server.app.runner.leftoverCgroups()) cgroups.add(name);
  };
  const timer = setInterval(look, 50);
  try {
    return { value: await work(), processes, cgroups };
  } finally {
    clearInterval(timer);
  }
}

describe('a traced program against its tracer', () => {
  it(
    'cannot trace or be traced by anyone, from either side of a fork; the trace goes on',
    { timeout: TIMEOUT },
    async () => {
      const traced = await trace('fork-ptrace.c');
      const refused = (who: string) =>
        ['PTRACE_TRACEME', 'PTRACE_ATTACH parent', 'PTRACE_SEIZE parent']
          .map((what) => `${who} ${what}: Operation not permitted\n`)
          .join('');
      expectExit(traced, `${refused('child')}${refused('parent')}still traced: 1\n`);
      // Each of the parent's attempts is a call of its own, and the lines after them are steps.
      const steps = linesAndEvents(traced.answer.steps);
      expect(steps.filter(([line, event]) => line === 11 && event === 'call')).toHaveLength(3);
      expect(steps.slice(-4)).toEqual([
        [30, 'step'],
        [31, 'step'],
        [32, 'step'],
        [32, 'exit'],
      ]);
    },
  );

  it(
    'cannot make gdb let go: detach, set a ptracer, stop and continue itself',
    { timeout: TIMEOUT },
    async () => {
      const { answer, elapsedMs } = await trace('let-go.c');
      expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
      const { stdout } = lastStep(answer);
      expect(stdout).toMatch(
        new RegExp(
          '^PTRACE_DETACH self: Operation not permitted\n' +
            'PTRACE_DETACH tracer: Operation not permitted\n' +
            // Without the Yama security module the call does not exist; with it, it changes
            // nothing: no process may trace (the filter).
            'PR_SET_PTRACER any: (Invalid argument|done)\n' +
            'PR_SET_DUMPABLE 0: done\n',
        ),
      );
      // The first steps are the program's own, stepped by gdb.
      expect(linesAndEvents(answer.steps).slice(0, 3)).toEqual([
        [16, 'step'],
        [12, 'call'],
        [13, 'step'],
      ]);
      // SIGSTOP stops the program for good, as a run would be: the trace ends there, saying so.
      expect(answer.status).toBe('time_limit');
      expect(lastStep(answer)).toMatchObject({
        event: 'crash',
        signal: 'SIGSTOP',
        explanation:
          'The program stopped itself (SIGSTOP): nothing would wake it, so a run would wait here until its time is up.',
      });
      // A SIGCONT to itself changes nothing in a run: the trace goes on past it too.
      expect(stdout).toContain('SIGCONT: done\n');
    },
  );

  it(
    'cannot signal its tracer, its process group or every process, nor get a pidfd',
    { timeout: TIMEOUT },
    async () => {
      const traced = await trace('kill-tracer.c');
      const refused = [
        'kill(ppid)',
        'kill(0)',
        'kill(-1)',
        'kill(-ppid)',
        'tgkill(ppid)',
        'tkill(ppid)',
        'pidfd_open(ppid)',
        'sigqueue(ppid)',
      ].map((what) => `${what}: Operation not permitted\n`);
      expectExit(traced, `${refused.join('')}tracer survived: 1\n`);
      expect(linesAndEvents(traced.answer.steps).slice(-4)).toEqual([
        [25, 'step'],
        [26, 'step'],
        [27, 'step'],
        [27, 'exit'],
      ]);
    },
  );

  it("cannot open its tracer's memory or its map through /proc", { timeout: TIMEOUT }, async () => {
    const traced = await trace('tracer-memory.c');
    expectExit(
      traced,
      'write mem: Permission denied\nread mem: Permission denied\nread maps: Permission denied\n',
    );
  });
});

describe('a traced program flooding the trace', () => {
  it(`is cut after ${MAX_STEPS} steps of an endless loop`, { timeout: TIMEOUT }, async () => {
    const { answer, elapsedMs } = await trace('endless-steps.c');
    expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(answer).toMatchObject({
      status: 'success',
      truncated: true,
      note: `The program ran past ${MAX_STEPS} steps: the trace stops there.`,
    });
    const loop = Array.from({ length: MAX_STEPS - 2 }, (_, index) => [4, 5, 3][index % 3]!);
    expect(linesAndEvents(answer.steps)).toEqual([2, 3, ...loop].map((line) => [line, 'step']));
  });

  it(
    `is stopped after ${WALL_SECONDS} s on an endless loop on one line, keeping the steps before`,
    { timeout: TIMEOUT },
    async () => {
      const { value, processes, cgroups } = await watchDuring(() => trace('endless-line.c'));
      const { answer, elapsedMs } = value;
      // What the checks for leftovers below look for is there while a trace runs.
      expect(processes).toContain('gdb');
      expect(cgroups.size).toBeGreaterThan(0);
      expect(elapsedMs).toBeGreaterThanOrEqual((WALL_SECONDS - 1) * 1000);
      expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
      expect(answer).toMatchObject({
        status: 'time_limit',
        truncated: true,
        note: `The trace stopped after ${WALL_SECONDS} s: a line took too long (an endless loop, or a program waiting for input it was not given?).`,
      });
      expect(linesAndEvents(answer.steps)).toEqual([
        [2, 'step'],
        [3, 'step'],
      ]);
    },
  );

  it(
    'shows the start of huge arrays, structs and blocks, and says how much is left out',
    { timeout: TIMEOUT },
    async () => {
      const traced = await trace('huge-values.c');
      expectExit(traced, '1 2 x\n');
      expect(traced.bytes).toBeLessThan(2 * 1024 * 1024);
      const { steps } = traced.answer;
      expect(steps.map((step) => step.line)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 23]);
      // Before line 23 runs: everything is allocated and written.
      const step = steps.at(-2)!;
      const [main] = step.stack;
      const big = main!.locals.find((value) => value.name === 'big');
      expect(big).toMatchObject({ type: 'int [1048576]', kind: 'array', size: 4 * 1024 * 1024 });
      expect(big!.value).toHaveLength(64);
      expect(big!.omitted).toBe(1024 * 1024 - 64);
      expect((big!.value as { value: string }[])[0]!.value).toBe('1');

      const everything = step.globals.find((value) => value.name === 'everything');
      expect(everything).toMatchObject({ type: 'struct tables', kind: 'struct', size: 864_000 });
      const [rows, weights, names] = everything!.value as NonNullable<typeof everything>[];
      for (const [field, count] of [
        [rows, 100_000],
        [weights, 50_000],
        [names, 1_000],
      ] as const) {
        const shown = (field!.value as unknown[]).length;
        expect(shown, field!.name).toBeLessThanOrEqual(64);
        expect(shown + (field!.omitted ?? 0), field!.name).toBe(count);
      }

      // The 50 MB block and the table of 2,000 pointers come first; the 2,000 small blocks are
      // not all drawn.
      expect(step.heap.length).toBeLessThanOrEqual(64);
      const [huge, table] = step.heap;
      expect(huge).toMatchObject({ size: 50 * 1024 * 1024, type: 'char', freed: false });
      expect(huge!.values.length).toBeLessThanOrEqual(64);
      expect(huge!.values.length + (huge!.omitted ?? 0)).toBe(50 * 1024 * 1024);
      expect(table).toMatchObject({ size: 2000 * 8, type: 'char *', freed: false });
      expect(table!.values.length + (table!.omitted ?? 0)).toBe(2000);
    },
  );

  it(
    'keeps only the output limit of 10 MB printed, and stops the program there',
    { timeout: TIMEOUT },
    async () => {
      const { answer, elapsedMs, bytes } = await trace('output-flood.c');
      expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
      expect(bytes).toBeLessThan(1024 * 1024);
      expect(answer).toMatchObject({ status: 'output_limit', truncated: false });
      expect(linesAndEvents(answer.steps)).toEqual([
        [6, 'step'],
        [7, 'step'],
        [8, 'step'],
        [9, 'step'],
        [9, 'crash'],
      ]);
      expect(lastStep(answer)).toMatchObject({
        signal: 'SIGXFSZ',
        explanation: 'The program wrote more output than a run may keep.',
        stdout: 'x'.repeat(OUTPUT_BYTES),
      });
    },
  );

  it(
    'ends a recursion without a base case at the stack limit, explained, frames left out',
    { timeout: TIMEOUT },
    async () => {
      const { answer, elapsedMs } = await trace('stack-overflow.c');
      expect(elapsedMs).toBeLessThan(ANSWER_WITHIN_MS);
      expect(answer).toMatchObject({ status: 'runtime_error', truncated: false });
      // main's line, then one call after another, until one finds no stack left.
      const calls = answer.steps.length - 2;
      expect(calls).toBeGreaterThan(20);
      expect(linesAndEvents(answer.steps)).toEqual([
        [6, 'step'],
        ...Array.from({ length: calls }, () => [3, 'call']),
        [3, 'crash'],
      ]);
      const crash = lastStep(answer);
      expect(crash).toMatchObject({ signal: 'SIGSEGV' });
      // 256 KiB frames in an 8 MiB stack: about 30 calls, more than the 20 frames a step shows.
      expect(crash.stack).toHaveLength(20);
      expect(crash.stack[0]!.function).toBe('main');
      expect(crash.stack.slice(1).every((frame) => frame.function === 'dive')).toBe(true);
      expect(crash.framesOmitted).toBeGreaterThanOrEqual(5);
      const deepest = answer.steps.filter((step) => step.framesOmitted !== undefined);
      expect(deepest.length).toBeGreaterThan(0);
      expect(deepest.every((step) => step.stack.length === 20)).toBe(true);
      expect(crash.explanation).toBe(
        'The program ran out of stack: too many calls were waiting to return at once. Does a recursive function miss its base case?',
      );
    },
  );
});

describe('after every hostile trace', () => {
  it('the server still answers and traces programs', { timeout: TIMEOUT }, async () => {
    const health = await server.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', runner: { status: 'ready' } });
    const traced = await trace('exit-code.c');
    expect(traced.answer.status).toBe('runtime_error');
    expect(lastStep(traced.answer)).toMatchObject({
      event: 'exit',
      exitCode: 3,
      stdout: 'failing\n',
    });
  });

  it('no sandbox process and no cgroup of a trace is left', async () => {
    const processes = await eventually(sandboxProcesses, (rows) => rows.length === 0);
    expect(processes).toEqual([]);
    const cgroups = await eventually(
      () => server.app.runner.leftoverCgroups(),
      (names) => names.length === 0,
    );
    expect(cgroups).toEqual([]);
  });

  it('the search for leftovers finds the spare launchers, which wait under the slot uids', () => {
    const spares = server.app.runner.spareProcessIds();
    expect(spares.length).toBeGreaterThan(0);
    const found = slotProcesses().map((row) => Number(row.split(' ')[0]));
    for (const pid of spares) expect(found).toContain(pid);
  });

  it('after close, no sandbox process of this server remains', async () => {
    await server.close();
    closed = true;
    const processes = await eventually(sandboxProcesses, (rows) => rows.length === 0);
    expect(processes).toEqual([]);
    expect(server.app.runner.leftoverCgroups()).toEqual([]);
  });
});
