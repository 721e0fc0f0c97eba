// @vitest-environment jsdom
import '@web/components/code/codemirror-test-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { practiceChallenges } from '@content/practice-challenges';
import { practiceLimitReached } from '@domain/billing';
import type { CheckFailure, SubmitChallengeResponse } from '@domain/challenge-api';
import {
  backend,
  executed,
  fakeSupabase,
  findEditor,
  httpError,
  resetLearner,
  signInLearner,
  typeProgram,
} from '@web/components/code/test-support';
import type * as AccountModule from '@web/lib/account';
import { CHALLENGE_SESSION_KEY, type StoredChallenge } from '@web/lib/challenge-session';
import { loadChallengeMarkdown } from '@web/lib/challenge-markdown';
import { ChallengePage } from './ChallengePage';
import {
  ERROR_HINT,
  MISMATCH_HINT,
  NOT_YET_SUCCESSFUL,
  OWN_INPUT_HINT,
  SUBMIT_FOUND_FAILURE,
  SUCCESS_HINT,
  TIME_UP,
} from './challenge-run';
import { SECRET_CASE } from './SubmitFailure';
import { TIMER_NOT_KEPT } from './use-challenge-deadline';

vi.mock('@web/lib/account', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountModule>()),
  ...(await import('@web/components/code/test-support')).accountModule,
}));
// The discussion and solutions beneath a challenge have tests of their own.
vi.mock('./ChallengeCommunity', () => ({ ChallengeCommunity: () => null }));
vi.mock(
  '@web/lib/supabase',
  async () => (await import('@web/components/code/test-support')).supabaseModule,
);

/** The Free plan's practice allowance as lib/challenge-allowance reports it (unlimited here). */
const allowance = vi.hoisted(() => ({
  left: null as number | null,
  blocked: new Set<string>(),
  message: '',
}));
vi.mock('@web/lib/challenge-allowance', () => ({
  usePracticeAllowance: () => ({
    left: allowance.left,
    blocks: (id: string) => allowance.blocked.has(id),
    message: allowance.message,
  }),
}));

let server: ReturnType<typeof fakeSupabase>;
let alert: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  signInLearner();
  server = fakeSupabase();
  backend.client = server.client;
  alert = vi.fn<(message?: string) => void>();
  vi.stubGlobal('alert', alert);
});

afterEach(() => {
  cleanup();
  resetLearner();
  allowance.left = null;
  allowance.blocked.clear();
  allowance.message = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function store(fields: Partial<StoredChallenge> = {}): void {
  const stored: StoredChallenge = {
    id: 'daily-001',
    isDaily: true,
    deadline: Date.now() + 30 * 60_000,
    code: null,
    ...fields,
  };
  window.sessionStorage.setItem(CHALLENGE_SESSION_KEY, JSON.stringify(stored));
}

function stored(): StoredChallenge | null {
  const raw = window.sessionStorage.getItem(CHALLENGE_SESSION_KEY);
  return raw ? (JSON.parse(raw) as StoredChallenge) : null;
}

function openNow(state?: unknown) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const router = createMemoryRouter(
    [
      { path: '/challenge', element: <ChallengePage /> },
      { path: '/daily-challenge', element: <p>The daily challenge page</p> },
    ],
    { initialEntries: [{ pathname: '/challenge', state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, invalidate };
}

/** Opens /challenge once what it downloads on demand is there (the body, the Markdown renderer). */
async function open(state?: unknown) {
  await loadChallengeMarkdown();
  return act(() => Promise.resolve(openNow(state)));
}

function answerRun(output: string, fields: Parameters<typeof executed>[0] = {}) {
  server.invoke.mockResolvedValueOnce({
    data: executed({ output, stdout: output, ...fields }),
    error: null,
  });
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Solution' });
/**
 * Every timer shows this time: the brief's on wide screens, and the bar that stays in view on
 * narrower ones (CSS shows one of them; the test DOM has no styles).
 */
function expectTimeLeft(text: string): void {
  const timers = screen.getAllByRole('timer');
  expect(timers).toHaveLength(2);
  for (const timer of timers) expect(timer).toHaveTextContent(text);
}

const stdinBox = () => screen.getByRole('textbox', { name: 'Input (stdin)' });

/** The bodies of every Run sent to execute-c. */
function runBodies(): { code: string; stdin?: string }[] {
  return server.invoke.mock.calls
    .filter(([name]) => name === 'execute-c')
    .map(([, options]) => options.body as { code: string; stdin?: string });
}

/** The server's countdown: challenge-timer answers with these seconds left, other calls as set. */
function serverTimer(secondsLeft: number): void {
  server.invoke.mockImplementation((name) =>
    Promise.resolve(
      name === 'challenge-timer'
        ? {
            data: {
              challengeId: 'daily-001',
              startedAt: '2026-11-03T10:00:00.000Z',
              deadline: '2026-11-03T10:30:00.000Z',
              secondsLeft,
            },
            error: null,
          }
        : { data: {}, error: null },
    ),
  );
}

const failedSubmit = (failure: CheckFailure): SubmitChallengeResponse => ({
  passed: false,
  pointsAwarded: 0,
  alreadyCompleted: false,
  day: '2026-11-03',
  message: `Not passed yet: your program failed check ${failure.number} of ${failure.of}, "${failure.name}": it printed something other than the expected output.`,
  failure,
});
const runButton = () => screen.getByRole('button', { name: 'Run Code' });

async function runAndSee(text: string) {
  await userEvent.click(runButton());
  expect(await screen.findByText(text)).toBeVisible();
}

describe('ChallengePage', () => {
  it('without a challenge says so and goes to the daily challenge page', async () => {
    const { router } = await open();
    expect(await screen.findByText('The daily challenge page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/daily-challenge');
  });

  it('opens the challenge of the route state with its starter code, time and points', async () => {
    await open({ challenge: 'daily-002', isDaily: true, timeLimit: 45 });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Palindrome Checker' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expectTimeLeft('45:00');
    expect(screen.getByText('75')).toBeInTheDocument();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    const editor = await findEditor('Solution code');
    expect(editor.state.doc.toString()).toContain('#include');
    // Kept for a reload.
    expect(stored()).toMatchObject({ id: 'daily-002', isDaily: true, code: null });
  });

  it('restores the challenge, its deadline and the code from session storage', async () => {
    store({ id: 'daily-003', deadline: Date.now() + 4 * 60_000 + 500, code: '// my work\n' });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Fibonacci Sequence' })).toBeVisible();
    expectTimeLeft('04:01');
    for (const timer of screen.getAllByRole('timer'))
      expect(timer.className).toContain('text-red-700');
    expect((await findEditor('Solution code')).state.doc.toString()).toBe('// my work\n');
  });

  it('saves the code as it is typed', async () => {
    store();
    await open();
    typeProgram(await findEditor('Solution code'), 'int main(void) { return 0; }\n');
    expect(stored()?.code).toBe('int main(void) { return 0; }\n');
  });

  it('gives the mismatch, error and success hints under the output', async () => {
    store();
    await open();
    await findEditor('Solution code');

    answerRun('Sum: 0\n');
    await runAndSee(MISMATCH_HINT);
    expect(screen.getByText('Ready')).toBeVisible();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');

    answerRun('', { status: 'compile_error', error: "error: expected ';'", stdout: '' });
    await runAndSee(ERROR_HINT);
    expect(screen.getByText(/\[Compilation Error\]/)).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();

    answerRun('Sum: 15\n');
    await runAndSee(SUCCESS_HINT);
    expect(screen.getByText('Success')).toBeVisible();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'false');
    expect(server.invoke).toHaveBeenLastCalledWith('execute-c', {
      method: 'POST',
      body: { code: expect.stringContaining('sum_array') as unknown },
    });
  });

  it('says it is loading until a practice challenge has downloaded, then shows it', async () => {
    const practice = practiceChallenges[9]!;
    const state = { challenge: practice.id, isDaily: false, timeLimit: practice.timeLimit };
    openNow(state);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the challenge...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    cleanup();

    await open(state);
    expect(screen.getByRole('heading', { level: 1, name: practice.title })).toBeVisible();
    expect(screen.getByText(practice.hints[0]!)).toBeInTheDocument();
    expect((await findEditor('Solution code')).state.doc.toString()).toBe(practice.code);
  });

  it('runs a practice challenge with the input of its first visible case, in the stdin box', async () => {
    const practice = practiceChallenges[0]!;
    await open({ challenge: practice.id, isDaily: false, timeLimit: 20 });
    await findEditor('Solution code');
    expect(stdinBox()).toHaveValue(practice.visibleCases[0]!.stdin);
    answerRun('');
    await userEvent.click(runButton());
    await waitFor(() => expect(runBodies()).toHaveLength(1));
    expect(runBodies()[0]!.stdin).toBe(practice.visibleCases[0]!.stdin);
  });

  it('runs with what the learner types in the stdin box, kept for a reload', async () => {
    store();
    await open();
    await findEditor('Solution code');
    expect(stdinBox()).toHaveValue('');
    await userEvent.type(stdinBox(), '7 8');
    expect(stored()?.stdin).toBe('7 8');
    answerRun('Sum: 15\n');
    await runAndSee(SUCCESS_HINT);
    expect(runBodies()).toEqual([
      { code: expect.stringContaining('sum_array') as unknown, stdin: '7 8' },
    ]);
  });

  it('does not compare a run with the learner’s own input to a practice challenge’s output', async () => {
    const practice = practiceChallenges[0]!;
    await open({ challenge: practice.id, isDaily: false, timeLimit: 20 });
    await findEditor('Solution code');
    await userEvent.clear(stdinBox());
    await userEvent.type(stdinBox(), '-345');
    answerRun('-543\n');
    await runAndSee(OWN_INPUT_HINT);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Use the example input' }));
    expect(stdinBox()).toHaveValue(practice.visibleCases[0]!.stdin);
    expect(screen.queryByRole('button', { name: 'Use the example input' })).toBeNull();
    answerRun(`${practice.expectedOutput}\n`);
    await runAndSee(SUCCESS_HINT);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('says so when a successful run prints nothing', async () => {
    store({ id: 'practice-001', isDaily: false });
    await open();
    await findEditor('Solution code');
    answerRun('');
    await runAndSee('Program executed successfully (no output)');
  });

  it('enables Submit after a passing run and disables it again on an edit', async () => {
    store();
    await open();
    const editor = await findEditor('Solution code');
    answerRun('Sum: 15\n');
    await runAndSee(SUCCESS_HINT);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'false');

    typeProgram(editor, `${editor.state.doc.toString()}// more\n`);
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.queryByText(SUCCESS_HINT)).toBeNull();
    expect(screen.getByText('Ready')).toBeVisible();

    await userEvent.click(submitButton());
    expect(alert).toHaveBeenCalledWith(NOT_YET_SUCCESSFUL);
    expect(server.invoke).not.toHaveBeenCalledWith('submit-challenge', expect.anything());
  });

  it('submits a passing solution, congratulates and goes back to the daily challenge', async () => {
    store();
    const { router, invalidate } = await open();
    await findEditor('Solution code');
    answerRun('Sum: 15\n');
    await runAndSee(SUCCESS_HINT);

    const answer: SubmitChallengeResponse = {
      passed: true,
      pointsAwarded: 50,
      alreadyCompleted: false,
      day: '2026-11-03',
      message: "Congratulations! You've completed the challenge and earned 50 points!",
      failure: null,
    };
    server.invoke.mockResolvedValueOnce({ data: answer, error: null });
    await userEvent.click(submitButton());

    expect(await screen.findByText('The daily challenge page')).toBeVisible();
    expect(alert).toHaveBeenCalledWith(answer.message);
    expect(server.invoke).toHaveBeenLastCalledWith('submit-challenge', {
      method: 'POST',
      body: { challengeId: 'daily-001', code: expect.any(String) as unknown },
    });
    expect(stored()).toBeNull();
    expect(router.state.location.pathname).toBe('/daily-challenge');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account-summary'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['challenge-completions'] });
  });

  it("shows the server's message when a submit fails", async () => {
    store();
    await open();
    await findEditor('Solution code');
    answerRun('Sum: 15\n');
    await runAndSee(SUCCESS_HINT);
    const message =
      "This is not today's daily challenge: each day has its own, and a new one starts at midnight. Open the daily challenge page to get today's.";
    server.invoke.mockResolvedValueOnce(httpError(409, { message }));
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(alert).not.toHaveBeenCalled();
    expect(stored()).not.toBeNull();
  });

  it('says which case a failed submit failed, with its input and both outputs', async () => {
    store();
    await open();
    await findEditor('Solution code');
    answerRun('Sum: 15\n');
    await runAndSee(SUCCESS_HINT);
    const answer = failedSubmit({
      name: 'a count of 0 (the task asks for it)',
      number: 2,
      of: 7,
      hidden: true,
      secret: false,
      reason: 'wrong_output',
      error: null,
      about: 'This check reads a count and that many numbers, calls sum_array on them.',
      stdin: '0\n',
      expectedOutput: 'sum_array returned 0',
      actualOutput: 'sum_array returned 15\n',
    });
    server.invoke.mockResolvedValueOnce({ data: answer, error: null });
    await userEvent.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(answer.message);
    expect(screen.queryByText(NOT_YET_SUCCESSFUL)).toBeNull();
    // The run's success hint would contradict it.
    expect(screen.queryByText(SUCCESS_HINT)).toBeNull();
    expect(screen.getByText(SUBMIT_FOUND_FAILURE)).toBeVisible();
    const details = screen.getByRole('region', {
      name: 'Failed check 2 of 7 (hidden): a count of 0 (the task asks for it)',
    });
    expect(details).toHaveTextContent(answer.failure!.about!);
    const field = (label: string) => within(details).getByText(label).nextElementSibling;
    expect(field('Input')).toHaveTextContent('0');
    expect(field('Expected output')).toHaveTextContent('sum_array returned 0');
    expect(field('Your output')).toHaveTextContent('sum_array returned 15');
    expect(alert).not.toHaveBeenCalled();
    expect(stored()).not.toBeNull();
  });

  it('names a secret case and says why, with no input or output', async () => {
    store();
    await open();
    await findEditor('Solution code');
    answerRun('Sum: 15\n');
    await runAndSee(SUCCESS_HINT);
    const answer = failedSubmit({
      name: 'negative numbers',
      number: 5,
      of: 7,
      hidden: true,
      secret: true,
      reason: 'crashed',
      error: 'Segmentation fault (signal 11): your program read or wrote memory it does not own.',
      about: null,
      stdin: null,
      expectedOutput: null,
      actualOutput: null,
    });
    server.invoke.mockResolvedValueOnce({ data: answer, error: null });
    await userEvent.click(submitButton());

    const details = await screen.findByRole('region', {
      name: 'Failed check 5 of 7 (hidden): negative numbers',
    });
    expect(details).toHaveTextContent(SECRET_CASE);
    expect(details).toHaveTextContent(/\[Execution Error\]\s*Segmentation fault \(signal 11\)/);
    expect(within(details).queryByText('Input')).toBeNull();
  });

  it("counts down from the server's timer for a signed-in learner, not this browser's", async () => {
    serverTimer(10 * 60 + 5);
    store({ deadline: Date.now() + 30 * 60_000 });
    await open();
    await waitFor(() => expectTimeLeft('10:05'));
    expect(server.invoke).toHaveBeenCalledWith('challenge-timer', {
      method: 'POST',
      body: { challengeId: 'daily-001' },
    });
    // A reload starts from the server's deadline too.
    expect(stored()!.deadline).toBeLessThan(Date.now() + 10 * 60_000 + 6000);
    expect(screen.queryByText(TIMER_NOT_KEPT)).toBeNull();
  });

  it("keeps this browser's timer, and says so, when the server does not answer", async () => {
    store({ deadline: Date.now() + 7 * 60_000 + 500 });
    server.invoke.mockResolvedValueOnce(httpError(503, { message: 'Try again later.' }));
    await open();
    expect(await screen.findByText(TIMER_NOT_KEPT)).toBeVisible();
    expectTimeLeft('07:01');
  });

  it("keeps a visitor's timer in this browser, as SPEC has it", async () => {
    resetLearner();
    backend.client = server.client;
    store({ deadline: Date.now() + 12 * 60_000 + 500 });
    await open();
    await findEditor('Solution code');
    expectTimeLeft('12:01');
    expect(server.invoke).not.toHaveBeenCalledWith('challenge-timer', expect.anything());
    expect(screen.queryByText(TIMER_NOT_KEPT)).toBeNull();
  });

  it('ends the challenge when the time on the server is up', async () => {
    serverTimer(0);
    store({ deadline: Date.now() + 30 * 60_000 });
    const { router } = await open();
    // The page asks the server first, then leaves: more than waitFor's 1 s on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-challenge'), {
      timeout: 5000,
    });
    expect(alert).toHaveBeenCalledExactlyOnceWith(TIME_UP);
  });

  it('ends the challenge when the time is up: the alert, then the daily challenge page', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    store({ deadline: Date.now() + 2 * 60_000 });
    const { router } = await open();
    expectTimeLeft('02:00');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expectTimeLeft('01:00');
    expect(alert).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/daily-challenge'));
    expect(alert).toHaveBeenCalledExactlyOnceWith(TIME_UP);
    expect(stored()).toBeNull();
  });

  describe('the Free plan’s practice challenges a month', () => {
    const practice = practiceChallenges[3]!;
    const openPractice = () =>
      open({ challenge: practice.id, isDaily: false, timeLimit: practice.timeLimit });
    const passRun = async () => {
      await findEditor('Solution code');
      answerRun(`${practice.expectedOutput}\n`);
      await runAndSee(SUCCESS_HINT);
    };

    it('shows a Free learner how many are left beside Submit, and nothing on a daily one', async () => {
      allowance.left = 2;
      await openPractice();
      expect(await screen.findByText('2 of 5 practice challenges left this month')).toBeVisible();
      cleanup();
      store();
      await open();
      await findEditor('Solution code');
      expect(screen.queryByText(/practice challenges left this month/)).not.toBeInTheDocument();
    });

    it('at none left, says why with the way to /pricing instead of submitting', async () => {
      allowance.left = 0;
      allowance.blocked.add(practice.id);
      allowance.message = practiceLimitReached(5);
      await openPractice();
      expect(await screen.findByText('0 of 5 practice challenges left this month')).toBeVisible();
      await passRun();
      await userEvent.click(submitButton());

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(practiceLimitReached(5));
      expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      expect(server.invoke).not.toHaveBeenCalledWith('submit-challenge', expect.anything());
      expect(alert).not.toHaveBeenCalled();
    });

    it("shows the server's refusal as it is, with the way to /pricing", async () => {
      allowance.left = 1;
      await openPractice();
      await passRun();
      const message = practiceLimitReached(5);
      server.invoke.mockResolvedValueOnce(
        httpError(403, { error: 'Forbidden', code: 'pro_required', message }),
      );
      await userEvent.click(submitButton());

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(message);
      expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      expect(server.invoke).toHaveBeenLastCalledWith('submit-challenge', {
        method: 'POST',
        body: { challengeId: practice.id, code: expect.any(String) as unknown },
      });
      expect(stored()).not.toBeNull();
    });
  });
});
