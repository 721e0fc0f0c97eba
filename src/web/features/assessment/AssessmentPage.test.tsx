// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentStanding } from '@domain/assessment-api';
import {
  httpError,
  renderRoute,
  resetFixtures,
  server,
  signInLearner,
} from '@web/test/billing-mocks';
import { AssessmentPage } from './AssessmentPage';
import { announcement } from './Countdown';
import { gradedAttempt, items, NOW, openAttempt, standing } from './test-fixtures';
import { SAVE_DELAY_MS } from './use-attempt-answers';

vi.mock('@web/lib/account', async () => {
  const { learner } = await import('@web/test/billing-mocks');
  return {
    useCurrentUser: () => learner.user,
    useSettings: () => ({ data: undefined, isPending: false }),
  };
});
vi.mock('@web/lib/supabase', async () => (await import('@web/test/billing-mocks')).supabaseModule);
vi.mock(
  '@web/lib/subscription',
  async () => (await import('@web/test/billing-mocks')).subscriptionModule,
);
// The editor itself is tested in components/code; here a text box stands in for it.
vi.mock('@web/components/code/LazyCodeEditor', () => ({
  LazyCodeEditor: (props: { label: string; value: string; onChange: (code: string) => void }) => (
    <textarea
      aria-label={props.label}
      value={props.value}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => props.onChange(event.target.value)}
    />
  ),
}));

beforeAll(async () => {
  await import('@domain/assessment-api');
});

// The attempts' clocks start at NOW; real time still passes, so the page's calls resolve.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetFixtures();
});

type Call = { name: string; method?: string; body?: unknown };
type Answer = { data: unknown; error: unknown };

/**
 * Answers the page's calls as the server would: the standing (without its open attempt once
 * that is graded), saved answers, and `more` for the rest.
 */
function serve(
  current: AssessmentStanding,
  more: (call: Call) => Answer | Promise<Answer> | undefined = () => undefined,
) {
  let state = current;
  server.invoke.mockImplementation(async (name, options) => {
    const call = { name, ...options };
    const answer = await more(call);
    if (answer && name === 'assessment-submit' && answer.error === null) {
      state = { ...state, open: null, last: answer.data as AssessmentStanding['last'] };
    }
    if (answer) return answer;
    if (name === 'assessment' && options.method === 'GET') return { data: state, error: null };
    if (name === 'assessment-answer') {
      return { data: { savedAt: new Date().toISOString() }, error: null };
    }
    return httpError(500, { code: 'unexpected', message: `No answer: ${name}` });
  });
}

const callsTo = (name: string) =>
  server.invoke.mock.calls.filter(([called]) => called === name).map(([, options]) => options);

function renderPage() {
  signInLearner();
  return renderRoute('/assessment', <AssessmentPage />);
}

describe('AssessmentPage', () => {
  it('is locked until every lesson is complete, with the progress and the way back', async () => {
    serve(standing({ unlocked: false, lessons: { done: 17, total: 24 } }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Opens after all 24 lessons' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Final Assessment' })).toBeInTheDocument();
    expect(document.title).toBe('Final Assessment | CodeNest');
    expect(screen.getByText('17 of 24 lessons complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Lessons complete' })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );
    expect(screen.getByRole('link', { name: 'Continue the course' })).toHaveAttribute(
      'href',
      '/learn/c',
    );
    expect(screen.queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
  });

  it('says what the assessment is, and Start opens an attempt with its countdown', async () => {
    serve(standing(), (call) =>
      call.name === 'assessment' && call.method === 'POST'
        ? {
            data: openAttempt({ deadlineAt: new Date(Date.now() + 3_600_000).toISOString() }),
            error: null,
          }
        : undefined,
    );
    renderPage();
    const start = await screen.findByRole('button', { name: 'Start the assessment' });
    const about = screen.getByRole('region', { name: 'How it works' });
    for (const rule of [
      /About 20 questions of three kinds: multiple choice on C concepts, "what does this program print", and short programs checked on the server with hidden test cases\./,
      /60 minutes, shown as a countdown/,
      /80% to pass/,
      /One attempt at a time/,
      /A retake is possible 24 hours after an attempt, with other questions\./,
    ]) {
      expect(within(about).getByText(rule)).toBeInTheDocument();
    }
    fireEvent.click(start);
    expect(await screen.findByRole('timer')).toHaveTextContent('60:00');
    expect(callsTo('assessment').at(-1)).toEqual({ method: 'POST', body: {} });
    expect(screen.getByRole('heading', { level: 2, name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(screen.getByLabelText('What does this program print?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your program for question 3' })).toHaveValue(
      items[2]?.kind === 'code' ? items[2].starterCode : '',
    );
  });

  it('shows a refused start in words', async () => {
    serve(standing(), (call) =>
      call.name === 'assessment' && call.method === 'POST'
        ? httpError(429, {
            code: 'retake_too_soon',
            message: 'You can take the assessment again from 27 November 2026, 10:00 UTC.',
          })
        : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start the assessment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can take the assessment again from 27 November 2026, 10:00 UTC.',
    );
  });

  it('counts down from the deadline, saves answers as they change and restores saved ones', async () => {
    serve(standing({ open: openAttempt({ answers: { 'a-033': '3' } }) }));
    renderPage();
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('60:00');
    expect(screen.getByLabelText('What does this program print?')).toHaveValue('3');
    expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'In main' }));
    expect(callsTo('assessment-answer')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(callsTo('assessment-answer')).toEqual([
      { method: 'PUT', body: { attemptId: 'attempt-1', itemId: 'a-001', answer: 1 } },
    ]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 answered')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(timer).toHaveTextContent('58:59');
  });

  it('announces the time left at 10 minutes and at 1 minute, not every second', () => {
    expect(announcement(3600, 3600)).toBe('');
    expect(announcement(601, 3600)).toBe('');
    expect(announcement(600, 3600)).toBe('10 minutes left.');
    expect(announcement(599, 3600)).toBe('10 minutes left.');
    expect(announcement(61, 3600)).toBe('10 minutes left.');
    expect(announcement(60, 3600)).toBe('1 minute left.');
    expect(announcement(0, 3600)).toBe('1 minute left.');
    // Opened with 5 minutes left: nothing to say until the last minute.
    expect(announcement(290, 300)).toBe('');
    expect(announcement(59, 300)).toBe('1 minute left.');
  });

  it('asks before submitting, naming the questions without an answer', async () => {
    serve(standing({ open: openAttempt({ answers: { 'a-001': 1 } }) }), (call) =>
      call.name === 'assessment-submit' ? { data: gradedAttempt(), error: null } : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit your answers?' });
    expect(dialog).toHaveTextContent(
      'Questions 2 and 3 have no answer yet. Once submitted, your answers are graded and can no longer be changed.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep working' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('assessment-submit')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit now' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your result' }),
    ).toBeInTheDocument();
    expect(callsTo('assessment-submit')).toEqual([
      { method: 'POST', body: { attemptId: 'attempt-1', answers: { 'a-001': 1 } } },
    ]);
  });

  it('says it is grading while the server runs the programs', async () => {
    let grade: (answer: Answer) => void = () => {};
    const graded = new Promise<Answer>((resolve) => {
      grade = resolve;
    });
    serve(standing({ open: openAttempt() }), (call) =>
      call.name === 'assessment-submit' ? graded : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Grading your answers...');
    grade({ data: gradedAttempt({ passed: true, percent: 100, correct: 3 }), error: null });
    expect(await screen.findByText('Passed')).toBeInTheDocument();
  });

  it('submits by itself at 0:00', async () => {
    serve(
      standing({ open: openAttempt({ deadlineAt: new Date(NOW + 5_000).toISOString() }) }),
      (call) =>
        call.name === 'assessment-submit'
          ? { data: gradedAttempt({ timedOut: true }), error: null }
          : undefined,
    );
    renderPage();
    expect(await screen.findByRole('timer')).toHaveTextContent('00:05');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your result' }),
    ).toBeInTheDocument();
    expect(callsTo('assessment-submit')).toHaveLength(1);
    expect(
      screen.getByText('The time ran out: your answers were graded as they were.'),
    ).toBeInTheDocument();
  });

  it('shows the score, each concept and each item with its explanation and lesson', async () => {
    serve(standing({ last: gradedAttempt(), bestPercent: 67, attempts: 1 }));
    renderPage();
    const result = await screen.findByRole('region', { name: 'Your result' });
    expect(within(result).getByText('67%')).toBeInTheDocument();
    expect(within(result).getByText('Not passed yet')).toBeInTheDocument();
    expect(within(result).getByText('2 of 3 correct · 80% needed to pass')).toBeInTheDocument();

    const concepts = screen.getByRole('table');
    expect(within(concepts).getByRole('row', { name: 'Basics 1 of 1 100%' })).toBeInTheDocument();
    expect(
      within(concepts).getByRole('row', { name: 'Control flow 1 of 2 50%' }),
    ).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Question 1' });
    expect(within(first).getByText('Right')).toBeInTheDocument();
    expect(
      within(first).getByText('Every C program starts in', { exact: false }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Review Lesson 1: Hello, World!' }),
    ).toHaveAttribute('href', '/learn/c?lesson=c-001');
    const second = screen.getByRole('article', { name: 'Question 2' });
    expect(within(second).getByText('Wrong')).toBeInTheDocument();
    expect(within(second).getByText('3.5')).toBeInTheDocument();
    expect(within(second).getByText('What it really prints').nextElementSibling).toHaveTextContent(
      /^3$/,
    );
    const third = screen.getByRole('article', { name: 'Question 3' });
    expect(within(third).getByText('Cases passed: 6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new attempt' })).toBeInTheDocument();
  });

  it('says when a retake may start instead of offering Start', async () => {
    const retakeAt = new Date(Date.now() + 5 * 3_600_000).toISOString();
    serve(standing({ last: gradedAttempt(), bestPercent: 67, attempts: 1, retakeAt }));
    renderPage();
    const about = await screen.findByRole('region', { name: 'Take it again' });
    expect(within(about).getByText(/You can take the assessment again from/)).toBeInTheDocument();
    expect(within(about).getByText((_, node) => node?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      retakeAt,
    );
    expect(screen.queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
  });

  it('runs a coding item with a visible case through execute-c', async () => {
    serve(standing({ open: openAttempt() }), (call) =>
      call.name === 'execute-c'
        ? {
            data: {
              output: '8\n',
              error: null,
              executionTime: 3,
              status: 'success',
              exitCode: 0,
              signal: null,
              stdout: '8\n',
              stderr: '',
              compileOutput: '',
              diagnostics: [],
              memoryKb: null,
              transcript: [{ stream: 'stdout', text: '8\n' }],
              debug: null,
            },
            error: null,
          }
        : undefined,
    );
    renderPage();
    const editor = await screen.findByRole('textbox', { name: 'Your program for question 3' });
    fireEvent.change(editor, { target: { value: 'int main(void) { puts("8"); }' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('The output matches this case.')).toBeInTheDocument();
    expect(callsTo('execute-c')[0]).toEqual({
      method: 'POST',
      body: { code: 'int main(void) { puts("8"); }', stdin: '6\n', mode: 'run' },
    });
    await waitFor(() => expect(callsTo('assessment-answer')).toHaveLength(1));
  });
});
