// Traces (POST /functions/v1/trace-c) of the programs in tests/sandbox/programs/trace, step by
// step: the lines and events, and at chosen steps the values exactly. Addresses depend on the
// machine, so they are only compared with each other (a pointer's target is its pointee's address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PointerTarget,
  type TraceFrame,
  type TraceResponse,
  type TraceStep,
  type TraceValue,
} from '@domain/trace';
import { startTestServer, type TestServer } from '../helpers/server';
import { makePro } from '../helpers/subscriptions';
import { execute, linesAndEvents, program, signedInUser, traceProgram } from './harness';

const TIMEOUT = 30_000;
/** Slot uids of its own, apart from the other sandbox suites' servers on this host. */
const UID_BASE = 64400;
/** Every program here ends within 50 steps but the long loop, which is cut there. */
const MAX_STEPS = 50;

let server: TestServer;
let learner: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({
    RUNNER_UID_BASE: String(UID_BASE),
    TRACE_MAX_STEPS: String(MAX_STEPS),
    RUN_RATE_LIMIT: '1000',
    RUNS_IN_FLIGHT: '1000',
  });
  expect(server.app.runner.health()).toMatchObject({ status: 'ready' });
  const user = await signedInUser(server);
  await makePro(server.app.database.db, user.userId);
  learner = { authorization: `Bearer ${user.token}` };
}, TIMEOUT);

afterAll(() => server?.close());

/** The Pro learner traces tests/sandbox/programs/trace/NAME. */
const trace = async (name: string, stdin?: string): Promise<TraceResponse> =>
  (await traceProgram(server, learner, name, stdin)).answer;

/** Each program is traced once; its tests share the answer. */
function traced(name: string, stdin?: string): () => Promise<TraceResponse> {
  let answer: Promise<TraceResponse> | null = null;
  return () => (answer ??= trace(name, stdin));
}

/** A step of `event` at each of `lines` in turn, as [line, event] pairs. */
const walk = (lines: number[], event: TraceStep['event'] = 'step') =>
  lines.map((line) => [line, event]);

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

function newest(step: TraceStep): TraceFrame {
  const frame = step.stack.at(-1);
  if (!frame) throw new Error(`step at line ${step.line} has no frame`);
  return frame;
}

function named(values: TraceValue[], name: string): TraceValue {
  const value = values.find((candidate) => candidate.name === name);
  if (!value) throw new Error(`no value ${name} among ${values.map((v) => v.name).join(', ')}`);
  return value;
}

const local = (step: TraceStep, name: string) => named(newest(step).locals, name);

function parts(value: TraceValue): TraceValue[] {
  if (typeof value.value === 'string') throw new Error(`${value.name} is a scalar`);
  return value.value;
}

const part = (value: TraceValue, name: string) => named(parts(value), name);

/** A value as a learner sees it: everything but the machine's addresses. */
type Shown = Omit<TraceValue, 'address' | 'value' | 'target'> & {
  value: string | Shown[];
  target?: Omit<PointerTarget, 'address'>;
};

function shown({ address: _address, target, value, ...rest }: TraceValue): Shown {
  return {
    ...rest,
    value: typeof value === 'string' ? value : value.map(shown),
    ...(target ? { target: withoutAddress(target) } : {}),
  };
}

const withoutAddress = ({ address: _address, ...where }: PointerTarget) => where;

/** The scalars inside a value (itself, or its elements and fields, all the way down). */
function scalars(value: TraceValue): TraceValue[] {
  return typeof value.value === 'string' ? [value] : value.value.flatMap(scalars);
}

const address = (text: string) => BigInt(text);

const int = (name: string, value: string, type = 'int', size = 4): Shown => ({
  name,
  type,
  kind: 'int',
  size,
  value,
});

const ints = (values: number[]): Shown[] =>
  values.map((value, index) => int(`[${index}]`, String(value)));

describe('POST /functions/v1/trace-c, step by step', () => {
  const values = traced('values.c');

  it(
    'records every kind of value, with its type and where each pointer points',
    { timeout: TIMEOUT },
    async () => {
      const answer = await values();
      expect(answer).toMatchObject({ status: 'success', truncated: false });
      expect(answer.note).toBeUndefined();
      // Line 37 (`union number either;`) has no code: no step stops there.
      expect(linesAndEvents(answer.steps)).toEqual([
        ...walk(range(26, 36)),
        ...walk(range(38, 45)),
        [21, 'call'],
        [46, 'return'],
        [47, 'step'],
        [48, 'step'],
        [48, 'exit'],
      ]);
      const call = answer.steps[19]!;
      expect(call.stack.map((frame) => [frame.function, frame.line])).toEqual([
        ['main', 45],
        ['twice', 21],
      ]);
      expect(newest(call).locals.map(shown)).toEqual([int('n', '7')]);

      // Before line 47 runs: every variable has its value.
      const step = answer.steps[20]!;
      expect(step.stack.map((frame) => [frame.function, frame.line])).toEqual([['main', 46]]);
      expect(step.globals.map(shown)).toEqual([int('total', '7')]);
      expect(newest(step).locals.map(shown)).toEqual([
        int('calls', '1'),
        int('unset', '14'),
        int('count', '-5'),
        int('mask', '4000000000', 'unsigned int'),
        int('big', '9000000000', 'long', 8),
        { name: 'ratio', type: 'float', kind: 'float', size: 4, value: '2.5' },
        { name: 'precise', type: 'double', kind: 'float', size: 8, value: '0.125' },
        { name: 'letter', type: 'char', kind: 'char', size: 1, value: "65 'A'" },
        { name: 'ready', type: '_Bool', kind: 'bool', size: 1, value: 'true' },
        { name: 'shade', type: 'enum color', kind: 'int', size: 4, value: 'GREEN' },
        {
          name: 'numbers',
          type: 'int [4]',
          kind: 'array',
          size: 16,
          value: ints([10, 20, 30, 40]),
        },
        {
          name: 'grid',
          type: 'int [2][3]',
          kind: 'array',
          size: 24,
          value: [
            { name: '[0]', type: 'int [3]', kind: 'array', size: 12, value: ints([1, 2, 3]) },
            { name: '[1]', type: 'int [3]', kind: 'array', size: 12, value: ints([4, 5, 6]) },
          ],
        },
        {
          name: 'box',
          type: 'struct shape',
          kind: 'struct',
          size: 24,
          value: [
            { name: 'tag', type: 'char', kind: 'char', size: 1, value: "98 'b'" },
            {
              name: 'origin',
              type: 'struct point',
              kind: 'struct',
              size: 8,
              value: [int('x', '3'), int('y', '4')],
            },
            { name: 'sides', type: 'int [3]', kind: 'array', size: 12, value: ints([5, 6, 7]) },
          ],
        },
        {
          name: 'either',
          type: 'union number',
          kind: 'union',
          size: 4,
          // The same four bytes read as a float: 65 is a tiny denormal.
          value: [
            int('whole', '65'),
            { name: 'fraction', type: 'float', kind: 'float', size: 4, value: '9.10844002e-44' },
          ],
        },
        {
          name: 'here',
          type: 'int *',
          kind: 'pointer',
          size: 8,
          value: local(step, 'here').target?.address,
          target: { region: 'stack', name: 'count', offset: 0 },
        },
        {
          name: 'third',
          type: 'int *',
          kind: 'pointer',
          size: 8,
          value: local(step, 'third').target?.address,
          target: { region: 'stack', name: 'numbers', offset: 8 },
        },
        {
          name: 'greeting',
          type: 'const char *',
          kind: 'pointer',
          size: 8,
          value: local(step, 'greeting').target?.address,
          target: { region: 'global', name: '"hello"' },
        },
        { name: 'operation', type: 'int (*)(int)', kind: 'function', size: 8, value: '<twice>' },
        {
          name: 'counter',
          type: 'int *',
          kind: 'pointer',
          size: 8,
          value: local(step, 'counter').target?.address,
          target: { region: 'global', name: 'calls', offset: 0 },
        },
        {
          name: 'shared',
          type: 'int *',
          kind: 'pointer',
          size: 8,
          value: local(step, 'shared').target?.address,
          target: { region: 'global', name: 'total', offset: 0 },
        },
      ]);

      // Each arrow ends at its pointee's address.
      const numbers = local(step, 'numbers');
      expect(local(step, 'here').target?.address).toBe(local(step, 'count').address);
      expect(local(step, 'third').target?.address).toBe(part(numbers, '[2]').address);
      expect(local(step, 'counter').target?.address).toBe(local(step, 'calls').address);
      expect(local(step, 'shared').target?.address).toBe(named(step.globals, 'total').address);
      expect(local(step, 'greeting').value).toMatch(/^0x[0-9a-f]+$/);
      // Elements and fields sit where C lays them out.
      expect(
        parts(numbers).map((cell) => address(cell.address) - address(numbers.address)),
      ).toEqual([0n, 4n, 8n, 12n]);
      const box = local(step, 'box');
      expect(address(part(box, 'origin').address) - address(box.address)).toBe(4n);
      expect(address(part(part(box, 'origin'), 'y').address) - address(box.address)).toBe(8n);
      expect(address(part(box, 'sides').address) - address(box.address)).toBe(12n);
      const either = local(step, 'either');
      expect(parts(either).map((field) => field.address)).toEqual([either.address, either.address]);

      const end = answer.steps.at(-1)!;
      expect(end).toMatchObject({ event: 'exit', exitCode: 0, stack: [], stdout: '14 1 7\n' });
    },
  );

  it('shows what is not written yet as uninitialised, "?"', { timeout: TIMEOUT }, async () => {
    const first = (await values()).steps[0]!;
    expect(first.line).toBe(26);
    // The static local is in place before main runs; nothing else has been written.
    expect(shown(local(first, 'calls'))).toEqual(int('calls', '1'));
    const locals = newest(first).locals.filter((value) => value.name !== 'calls');
    const cells = locals.filter((value) => value.kind !== 'function').flatMap(scalars);
    expect(cells.length).toBe(32);
    for (const cell of cells) {
      expect(cell, cell.name).toMatchObject({ value: '?', uninitialized: true });
    }
    for (const name of ['here', 'third', 'greeting', 'counter', 'shared']) {
      expect(local(first, name).target?.region, name).toBe('unknown');
    }
    // A value is shown once written: `unset` gets one at line 45 only.
    const steps = (await values()).steps;
    expect(local(steps[18]!, 'unset')).toMatchObject({ value: '?', uninitialized: true });
    expect(local(steps[20]!, 'unset').value).toBe('14');
    expect(local(steps[20]!, 'unset').uninitialized).toBeUndefined();
  });

  it(
    'shows a function pointer never given a value as uninitialised too',
    { timeout: TIMEOUT },
    async () => {
      const first = (await values()).steps[0]!;
      expect(shown(local(first, 'operation'))).toEqual({
        name: 'operation',
        type: 'int (*)(int)',
        kind: 'function',
        size: 8,
        value: '?',
        uninitialized: true,
      });
    },
  );

  it('reads stdin: the numbers scanned appear in the variables', { timeout: TIMEOUT }, async () => {
    const answer = await trace('sum-input.c', '3\n4\n');
    expect(answer).toMatchObject({ status: 'success', truncated: false });
    expect(linesAndEvents(answer.steps)).toEqual([...walk(range(4, 11)), [11, 'exit']]);
    const prompt = 'Two numbers: ';
    const printed = `${prompt}3 + 4 = 7\n`;
    expect(answer.steps.map((step) => step.stdout)).toEqual([
      '',
      '',
      '',
      prompt,
      prompt,
      prompt,
      printed,
      printed,
      printed,
    ]);
    const variables = (index: number) =>
      newest(answer.steps[index]!).locals.map((value) => [value.name, value.value]);
    // Before line 7 (scanf) runs, then before line 8 and line 9.
    expect(variables(3)).toEqual([
      ['first', '0'],
      ['second', '0'],
      ['sum', '?'],
    ]);
    expect(variables(4)).toEqual([
      ['first', '3'],
      ['second', '4'],
      ['sum', '?'],
    ]);
    expect(variables(5)).toEqual([
      ['first', '3'],
      ['second', '4'],
      ['sum', '7'],
    ]);
    expect(answer.steps.at(-1)).toMatchObject({ event: 'exit', exitCode: 0 });
  });

  it(
    'follows a recursion: a frame per call, newest last, each with its own n',
    { timeout: TIMEOUT },
    async () => {
      const answer = await trace('factorial.c');
      expect(answer).toMatchObject({ status: 'success', truncated: false });
      expect(linesAndEvents(answer.steps)).toEqual([
        [9, 'step'],
        [4, 'call'],
        [5, 'step'],
        [4, 'call'],
        [5, 'step'],
        [4, 'call'],
        [5, 'step'],
        [4, 'call'],
        [6, 'step'],
        [5, 'return'],
        [6, 'step'],
        [5, 'return'],
        [6, 'step'],
        [5, 'return'],
        [6, 'step'],
        [10, 'return'],
        [11, 'step'],
        [12, 'step'],
        [12, 'exit'],
      ]);
      const depths = answer.steps.map((step) => step.stack.length);
      expect(depths).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 1, 0]);
      // Each step's frames from main (first) to the newest (last): function, line, n or result.
      const frames = answer.steps.map((step) =>
        step.stack.map((frame) => {
          const [value] = frame.locals;
          const text = typeof value?.value === 'string' ? value.value : '(composite)';
          return `${frame.function}:${frame.line}:${value?.name ?? ''}=${text}`;
        }),
      );
      const main = 'main:9:result=?';
      expect(frames.slice(0, 9)).toEqual([
        [main],
        [main, 'factorial:4:n=4'],
        [main, 'factorial:5:n=4'],
        [main, 'factorial:5:n=4', 'factorial:4:n=3'],
        [main, 'factorial:5:n=4', 'factorial:5:n=3'],
        [main, 'factorial:5:n=4', 'factorial:5:n=3', 'factorial:4:n=2'],
        [main, 'factorial:5:n=4', 'factorial:5:n=3', 'factorial:5:n=2'],
        [main, 'factorial:5:n=4', 'factorial:5:n=3', 'factorial:5:n=2', 'factorial:4:n=1'],
        [main, 'factorial:5:n=4', 'factorial:5:n=3', 'factorial:5:n=2', 'factorial:6:n=1'],
      ]);
      expect(frames.slice(9, 16)).toEqual([
        [main, 'factorial:5:n=4', 'factorial:5:n=3', 'factorial:5:n=2'],
        [main, 'factorial:5:n=4', 'factorial:5:n=3', 'factorial:6:n=2'],
        [main, 'factorial:5:n=4', 'factorial:5:n=3'],
        [main, 'factorial:5:n=4', 'factorial:6:n=3'],
        [main, 'factorial:5:n=4'],
        [main, 'factorial:6:n=4'],
        ['main:10:result=24'],
      ]);
      expect(answer.steps.map((step) => step.framesOmitted)).toEqual(
        answer.steps.map(() => undefined),
      );
      // Every call has its own n, deeper in memory than its caller's.
      const deepest = answer.steps[7]!.stack.slice(1).map((frame) =>
        address(frame.locals[0]!.address),
      );
      for (let index = 1; index < deepest.length; index++) {
        expect(deepest[index]!).toBeLessThan(deepest[index - 1]!);
      }
      expect(answer.steps.at(-1)).toMatchObject({ event: 'exit', exitCode: 0, stdout: '24\n' });
    },
  );

  it('draws a linked list on the heap, then each node freed', { timeout: TIMEOUT }, async () => {
    const answer = await trace('linked-list.c');
    expect(answer).toMatchObject({ status: 'success', truncated: false });
    const building = [11, 12, 13, 14, 15];
    const freeing = [20, 21, 22, 23];
    expect(linesAndEvents(answer.steps)).toEqual([
      ...walk([10, ...building, ...building, ...building, 11, 17, 18, 19]),
      ...walk([...freeing, ...freeing, ...freeing, 20, 25, 26]),
      [26, 'exit'],
    ]);
    const node = { size: 16, type: 'struct node', freed: false };
    // Before line 13 runs the block exists, its bytes unwritten.
    const fresh = answer.steps[3]!;
    expect(fresh.line).toBe(13);
    expect(fresh.heap).toHaveLength(1);
    expect(fresh.heap[0]).toMatchObject(node);
    expect(fresh.heap[0]!.values.map(shown)).toEqual([
      {
        name: '[0]',
        type: 'struct node',
        kind: 'struct',
        size: 16,
        value: [
          { ...int('value', '?'), uninitialized: true },
          {
            name: 'next',
            type: 'struct node *',
            kind: 'pointer',
            size: 8,
            value: '?',
            uninitialized: true,
            target: { region: 'unknown' },
          },
        ],
      },
    ]);
    expect(local(fresh, 'fresh').target).toEqual({
      region: 'heap',
      address: fresh.heap[0]!.address,
      offset: 0,
    });

    // After the loop: 30 -> 20 -> 10 -> NULL, newest block last.
    const built = answer.steps[17]!;
    expect(built.line).toBe(17);
    expect(newest(built).locals.map((value) => value.name)).toEqual(['head', 'sum']);
    expect(built.heap.map(({ address: _address, values: _values, ...block }) => block)).toEqual([
      node,
      node,
      node,
    ]);
    const [oldest, middle, last] = built.heap;
    const nodeValue = (index: number) => {
      const [element] = built.heap[index]!.values;
      return { value: part(element!, 'value').value, next: part(element!, 'next').target };
    };
    expect(nodeValue(0)).toEqual({ value: '10', next: { region: 'null', address: '0x0' } });
    expect(nodeValue(1)).toEqual({
      value: '20',
      next: { region: 'heap', address: oldest!.address, offset: 0 },
    });
    expect(nodeValue(2)).toEqual({
      value: '30',
      next: { region: 'heap', address: middle!.address, offset: 0 },
    });
    expect(local(built, 'head').target).toEqual({
      region: 'heap',
      address: last!.address,
      offset: 0,
    });
    expect(answer.steps[20]!.stdout).toBe('60\n');

    // Before line 23 runs the first time: head's block is freed, head still points at it.
    const freedOne = answer.steps[23]!;
    expect(freedOne.line).toBe(23);
    expect(freedOne.heap.map((block) => block.freed)).toEqual([false, false, true]);
    expect(freedOne.heap[2]!.values).toEqual([]);
    expect(local(freedOne, 'head').target).toEqual({
      region: 'freed',
      address: last!.address,
      offset: 0,
    });
    expect(local(freedOne, 'rest').target).toEqual({
      region: 'heap',
      address: middle!.address,
      offset: 0,
    });

    const emptied = answer.steps[33]!;
    expect(emptied.line).toBe(25);
    expect(emptied.heap.map((block) => [block.type, block.freed])).toEqual([
      ['struct node', true],
      ['struct node', true],
      ['struct node', true],
    ]);
    expect(local(emptied, 'head').target).toEqual({ region: 'null', address: '0x0' });
    expect(answer.steps.at(-1)).toMatchObject({ event: 'exit', exitCode: 0, stdout: '60\n' });
  });

  it(
    'ends at a NULL pointer with SIGSEGV, explained, naming the pointer',
    { timeout: TIMEOUT },
    async () => {
      const answer = await trace('null-pointer.c');
      expect(answer).toMatchObject({ status: 'runtime_error', truncated: false });
      expect(answer.note).toBeUndefined();
      expect(linesAndEvents(answer.steps)).toEqual([
        [8, 'step'],
        [9, 'step'],
        [10, 'step'],
        [10, 'crash'],
      ]);
      const crash = answer.steps.at(-1)!;
      const found = local(crash, 'found');
      expect(crash).toMatchObject({
        signal: 'SIGSEGV',
        explanation:
          'The program wrote through a NULL pointer: the pointer holds no address, so there is nothing there to write.',
        faultPointer: found.address,
        stdout: 'looking up\n',
      });
      expect(found.target).toEqual({ region: 'null', address: '0x0' });
    },
  );

  it(
    'shows a dangling pointer to a freed block, then stops a double free',
    { timeout: TIMEOUT },
    async () => {
      const answer = await trace('use-after-free.c');
      expect(answer).toMatchObject({ status: 'runtime_error', truncated: false });
      expect(linesAndEvents(answer.steps)).toEqual([...walk(range(5, 11)), [11, 'crash']]);
      const block = { size: 12, type: 'int' };
      const written = answer.steps[2]!;
      expect(written.line).toBe(7);
      expect(written.heap).toHaveLength(1);
      expect(written.heap[0]).toMatchObject({ ...block, freed: false });
      expect(written.heap[0]!.values.map(shown)).toEqual([
        int('[0]', '7'),
        { ...int('[1]', '?'), uninitialized: true },
        { ...int('[2]', '?'), uninitialized: true },
      ]);
      const blockAddress = written.heap[0]!.address;

      // Before line 9 reads through it: the block is freed, both pointers dangle.
      const dangling = answer.steps[4]!;
      expect(dangling.line).toBe(9);
      expect(dangling.heap).toEqual([{ address: blockAddress, ...block, freed: true, values: [] }]);
      for (const name of ['scores', 'kept']) {
        expect(local(dangling, name).target, name).toEqual({
          region: 'freed',
          address: blockAddress,
          offset: 0,
        });
      }
      // The read goes through (the C library does not notice) and sees the old value.
      expect(local(answer.steps[5]!, 'seen').value).toBe('7');

      const crash = answer.steps.at(-1)!;
      expect(crash).toMatchObject({
        signal: 'SIGABRT',
        explanation:
          'The program freed the same block of memory twice: after free(), the pointer must not be freed again.',
        stdout: 'read 7\n',
      });
      expect(crash.faultPointer).toBeUndefined();
    },
  );

  it(`stops after ${MAX_STEPS} steps and says so`, { timeout: TIMEOUT }, async () => {
    const answer = await trace('long-loop.c');
    expect(answer).toMatchObject({
      status: 'success',
      truncated: true,
      note: `The program ran past ${MAX_STEPS} steps: the trace stops there.`,
    });
    expect(answer.steps).toHaveLength(MAX_STEPS);
    expect(linesAndEvents(answer.steps)).toEqual(
      walk([4, ...Array.from({ length: 24 }, () => [5, 6]).flat(), 5]),
    );
    const last = answer.steps.at(-1)!;
    expect(newest(last).locals.map((value) => [value.name, value.value])).toEqual([
      ['total', '276'],
      ['i', '23'],
    ]);
    expect(last.stdout).toBe('');
  });

  it(
    'answers a compile error with its diagnostics and no steps',
    { timeout: TIMEOUT },
    async () => {
      const answer = await trace('compile-error.c');
      expect(answer).toEqual({
        status: 'compile_error',
        steps: [],
        truncated: false,
        compileOutput: 'main.c:5:24: error: expected ‘;’ before ‘return’',
        diagnostics: [
          {
            file: 'main.c',
            line: 5,
            column: 24,
            severity: 'error',
            message: 'expected ‘;’ before ‘return’',
          },
        ],
      });
    },
  );

  it('ends with the exit code, a runtime error as a run says', { timeout: TIMEOUT }, async () => {
    const answer = await trace('exit-code.c');
    expect(linesAndEvents(answer.steps)).toEqual([
      [4, 'step'],
      [5, 'step'],
      [6, 'step'],
      [6, 'exit'],
    ]);
    expect(answer.steps.at(-1)).toMatchObject({ exitCode: 3, stack: [], stdout: 'failing\n' });
    expect(answer).toMatchObject({ status: 'runtime_error', truncated: false });
    const run = await execute(server, program('trace/exit-code.c'));
    expect(run).toMatchObject({ status: 'runtime_error', stdout: 'failing\n' });
    expect(answer.status).toBe(run.status);
  });
});
