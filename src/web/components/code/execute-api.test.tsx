// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front, as a run loads it: the waits below are then the only ones.
import '@domain/execution';
import { RUNNER_LINE_MAX_SECONDS, RUNNER_WAIT_MAX_SECONDS } from '@web/lib/functions';
import { useExecuteCode } from './execute-api';
import { OutputPanel, WAITING_FOR_RUNNER, runViewOf } from './OutputPanel';
import {
  backend,
  executed,
  fakeSupabase,
  httpError,
  renderWithQueryClient,
  resetLearner,
} from './test-support';
import { validatedCall } from './validated-call';
import { z } from '@domain/zod';

vi.mock('@web/lib/supabase', async () => (await import('./test-support')).supabaseModule);

const BUSY_MESSAGE = 'Every code runner is busy right now. Please press Run again in 2 seconds.';

/** The server's 503 while every runner is busy, with Retry-After. */
function runnerBusy(retryAfter: string | null, message = BUSY_MESSAGE) {
  return {
    data: null,
    error: {
      name: 'FunctionsHttpError',
      context: new Response(
        JSON.stringify({ error: 'Service Unavailable', code: 'runner_busy', message }),
        { status: 503, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } },
      ),
    },
  };
}

const HELLO_RUN = executed({ stdout: 'Hello\n', output: 'Hello\n' });

/** A page's Run button and output panel, as the lesson and compare pages use them. */
function RunPanel() {
  const execution = useExecuteCode();
  return (
    <>
      <button
        type="button"
        disabled={execution.isPending}
        onClick={() => execution.mutate({ code: 'int main(void) { return 0; }' })}
      >
        Run
      </button>
      <button type="button" onClick={execution.reset}>
        Reset
      </button>
      <OutputPanel view={runViewOf(execution)} onGoTo={() => undefined} />
    </>
  );
}

/** Lets the run's promises settle and moves the clock by `ms`. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const output = () => screen.getByRole('region', { name: 'Output' });
const run = () => fireEvent.click(screen.getByRole('button', { name: 'Run' }));

let server: ReturnType<typeof fakeSupabase>;

beforeEach(() => {
  vi.useFakeTimers();
  server = fakeSupabase();
  backend.client = server.client;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetLearner();
});

describe('a run while every runner is busy', () => {
  it('waits the Retry-After seconds, saying so, then shows the answer of the run asked again', async () => {
    server.invoke.mockResolvedValueOnce(runnerBusy('2')).mockResolvedValueOnce({
      data: HELLO_RUN,
      error: null,
    });
    renderWithQueryClient(<RunPanel />);
    run();
    await elapse(0);

    expect(output()).toHaveTextContent(WAITING_FOR_RUNNER);
    expect(WAITING_FOR_RUNNER).toBe('Waiting for a free runner…');
    expect(output()).toHaveAttribute('aria-busy', 'true');
    expect(output()).not.toHaveTextContent(BUSY_MESSAGE);
    // The Run button is live: pressing it would start over.
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    expect(server.invoke).toHaveBeenCalledTimes(1);

    await elapse(1999);
    expect(server.invoke).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(server.invoke).toHaveBeenCalledTimes(2);
    expect(server.invoke).toHaveBeenLastCalledWith('execute-c', {
      method: 'POST',
      body: { code: 'int main(void) { return 0; }' },
    });
    expect(output()).toHaveTextContent('Hello');
    expect(output()).not.toHaveTextContent(WAITING_FOR_RUNNER);
    expect(output()).toHaveAttribute('aria-busy', 'false');
  });

  it('waits at most 10 seconds at a time, whatever Retry-After says', async () => {
    server.invoke
      .mockResolvedValueOnce(runnerBusy('120'))
      .mockResolvedValueOnce({ data: HELLO_RUN, error: null });
    renderWithQueryClient(<RunPanel />);
    run();
    await elapse(RUNNER_WAIT_MAX_SECONDS * 1000 - 1);
    expect(RUNNER_WAIT_MAX_SECONDS).toBe(10);
    expect(server.invoke).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(output()).toHaveTextContent('Hello');
  });

  it("shows the server's refusal once a minute in line has passed", async () => {
    const last = 'Every code runner is busy right now. Please press Run again in 9 seconds.';
    server.invoke.mockImplementation(() => Promise.resolve(runnerBusy('9', last)));
    renderWithQueryClient(<RunPanel />);
    run();
    // Asked at 0, 9, 18, … 54 s; another 9 s would pass the minute.
    await elapse(54_000);
    expect(RUNNER_LINE_MAX_SECONDS).toBe(60);
    expect(server.invoke).toHaveBeenCalledTimes(7);
    expect(output()).toHaveTextContent(`[Execution Error] ${last}`);
    expect(output()).not.toHaveTextContent(WAITING_FOR_RUNNER);
    await elapse(60_000);
    expect(server.invoke).toHaveBeenCalledTimes(7);
  });

  it('waits a second when the answer has no Retry-After', async () => {
    server.invoke
      .mockResolvedValueOnce(runnerBusy(null))
      .mockResolvedValueOnce({ data: HELLO_RUN, error: null });
    renderWithQueryClient(<RunPanel />);
    run();
    await elapse(999);
    expect(server.invoke).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(output()).toHaveTextContent('Hello');
  });

  it('starts over when Run is pressed again, ending the wait', async () => {
    server.invoke
      .mockResolvedValueOnce(runnerBusy('5'))
      .mockResolvedValueOnce({ data: HELLO_RUN, error: null });
    renderWithQueryClient(<RunPanel />);
    run();
    await elapse(1000);
    expect(output()).toHaveTextContent(WAITING_FOR_RUNNER);
    run();
    await elapse(0);
    expect(server.invoke).toHaveBeenCalledTimes(2);
    expect(output()).toHaveTextContent('Hello');
    await elapse(10_000);
    expect(server.invoke).toHaveBeenCalledTimes(2);
    expect(output()).toHaveTextContent('Hello');
  });

  it('stops waiting when the page is left, or the run reset', async () => {
    server.invoke.mockImplementation(() => Promise.resolve(runnerBusy('2')));
    const view = renderWithQueryClient(<RunPanel />);
    run();
    await elapse(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(output()).toHaveTextContent('Click "Run" to execute the code');
    await elapse(10_000);
    expect(server.invoke).toHaveBeenCalledTimes(1);

    run();
    await elapse(0);
    expect(server.invoke).toHaveBeenCalledTimes(2);
    view.unmount();
    await elapse(10_000);
    expect(server.invoke).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      '503 runner_unavailable',
      503,
      {
        code: 'runner_unavailable',
        message: 'Code execution is unavailable on this server right now. Please try again later.',
      },
    ],
    [
      '429 too_many_runs',
      429,
      { code: 'too_many_runs', message: 'Too many runs. Please wait a minute and try again.' },
    ],
    ['500', 500, { code: 'internal_error', message: 'Something went wrong on our side.' }],
  ])('shows any other refusal at once, without asking again: %s', async (_what, status, body) => {
    const answer = httpError(status, { error: 'Error', ...body });
    (answer.error as { context: Response }).context.headers.set('retry-after', '1');
    server.invoke.mockResolvedValue(answer);
    renderWithQueryClient(<RunPanel />);
    run();
    await elapse(0);
    expect(output()).toHaveTextContent(`[Execution Error] ${body.message}`);
    await elapse(10_000);
    expect(server.invoke).toHaveBeenCalledTimes(1);
  });
});

describe('validatedCall (exercise checks and challenge submits)', () => {
  const call = () =>
    validatedCall({
      name: 'check-exercise',
      body: { lessonId: 'c-001', code: 'x' },
      schema: z.object({ passed: z.boolean() }),
      fallback: 'The exercise could not be checked. Please try again.',
      demoMode: 'demo',
      fail: (message) => new Error(message),
    });

  it('waits in line too, and answers once a runner is free', async () => {
    server.invoke
      .mockResolvedValueOnce(runnerBusy('3'))
      .mockResolvedValueOnce({ data: { passed: true }, error: null });
    const answer = call();
    await vi.advanceTimersByTimeAsync(2999);
    expect(server.invoke).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ passed: true });
    expect(server.invoke).toHaveBeenCalledTimes(2);
  });
});
