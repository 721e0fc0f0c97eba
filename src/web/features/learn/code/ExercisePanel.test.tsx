// @vitest-environment jsdom
import '@web/components/code/codemirror-test-dom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckExerciseResponse } from '@domain/learning-api';
import { ExercisePanel } from './ExercisePanel';
import {
  backend,
  fakeSupabase,
  findEditor,
  httpError,
  makeLesson,
  renderWithQueryClient,
  resetLearner,
  signInLearner,
  typeProgram,
  withPreferences,
} from './test-support';

vi.mock('@web/lib/account', async () => (await import('./test-support')).accountModule);
vi.mock('@web/lib/supabase', async () => (await import('./test-support')).supabaseModule);

const lesson = makeLesson();
const STARTER = lesson.exercise.starterCode;

const halfRight: CheckExerciseResponse = {
  passed: false,
  compileError: null,
  cases: [
    {
      name: 'a short name',
      stdin: 'Ada\n',
      expectedOutput: 'Hello, Ada!\n',
      actualOutput: 'Hello, Ada!\n',
      passed: true,
      status: 'success',
      error: null,
    },
    {
      name: 'a long name',
      stdin: 'Augusta\n',
      expectedOutput: 'Hello, Augusta!\n',
      actualOutput: 'Hello, Augus\n',
      passed: false,
      status: 'success',
      error: null,
    },
  ],
  hidden: { passed: 2, total: 3 },
  recorded: null,
};

let server: ReturnType<typeof fakeSupabase>;

beforeEach(() => {
  server = fakeSupabase();
  backend.client = server.client;
});

afterEach(() => {
  cleanup();
  resetLearner();
  window.localStorage.clear();
});

function results() {
  return screen.getByRole('region', { name: 'Check results' });
}

describe('ExercisePanel', () => {
  it('shows the task and the starter code', async () => {
    renderWithQueryClient(<ExercisePanel lesson={lesson} />);
    const panel = screen.getByRole('region', { name: 'Greet someone' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Greet someone' })).toBeVisible();
    expect(within(panel).getByText('Hello, <name>!').tagName).toBe('CODE');
    expect((await findEditor('Exercise solution')).state.doc.toString()).toBe(STARTER);
  });

  it('checks the solution and shows each visible case and the hidden count', async () => {
    const user = userEvent.setup();
    const onChecked = vi.fn();
    server.invoke.mockResolvedValue({ data: halfRight, error: null });
    renderWithQueryClient(<ExercisePanel lesson={lesson} onChecked={onChecked} />);
    const view = await findEditor('Exercise solution');
    typeProgram(view, 'int main(void) { return 0; }');

    await user.click(screen.getByRole('button', { name: 'Check' }));
    // The answer's schema loads with the first check (an import: slower on a loaded machine).
    await vi.waitFor(
      () =>
        expect(server.invoke).toHaveBeenCalledWith('check-exercise', {
          method: 'POST',
          body: { lessonId: 'c-001', code: 'int main(void) { return 0; }' },
        }),
      { timeout: 5000 },
    );

    const passed = (await screen.findByText('Passed: a short name')).closest('li')!;
    expect(within(passed).getByText('Input').nextElementSibling).toHaveTextContent('Ada');
    const failed = screen.getByText('Failed: a long name').closest('li')!;
    expect(within(failed).getByText('Input').nextElementSibling).toHaveTextContent('Augusta');
    expect(within(failed).getByText('Expected output').nextElementSibling).toHaveTextContent(
      'Hello, Augusta!',
    );
    expect(within(failed).getByText('Your output').nextElementSibling).toHaveTextContent(
      'Hello, Augus',
    );
    expect(within(results()).getByText('2 of 3 hidden checks passed')).toBeInTheDocument();
    expect(within(results()).getByText(/1 of 2 checks passed/)).toBeInTheDocument();
    expect(within(results()).queryByText(/every check passed/)).not.toBeInTheDocument();
    expect(onChecked).toHaveBeenCalledWith(halfRight);
  });

  it('says so when every check passed, checking with Ctrl+Enter', async () => {
    server.invoke.mockResolvedValue({
      data: {
        ...halfRight,
        passed: true,
        cases: halfRight.cases.map((item) => ({ ...item, passed: true })),
        hidden: { passed: 3, total: 3 },
      },
      error: null,
    });
    renderWithQueryClient(<ExercisePanel lesson={lesson} />);
    const view = await findEditor('Exercise solution');
    fireEvent.keyDown(view.contentDOM, { key: 'Enter', code: 'Enter', ctrlKey: true });

    expect(
      await screen.findByText('Exercise solved: every check passed. Well done!'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 3 hidden checks passed')).toBeInTheDocument();
    expect(server.invoke).toHaveBeenCalledWith('check-exercise', {
      method: 'POST',
      body: { lessonId: 'c-001', code: STARTER },
    });
  });

  it('shows a compile error with its diagnostics as markers and buttons to their place', async () => {
    const user = userEvent.setup();
    server.invoke.mockResolvedValue({
      data: {
        passed: false,
        compileError: {
          error: "main.c:5:5: error: 'retur' undeclared",
          diagnostics: [{ line: 5, column: 5, severity: 'error', message: "'retur' undeclared" }],
        },
        cases: [],
        hidden: { passed: 0, total: 3 },
        recorded: null,
      } satisfies CheckExerciseResponse,
      error: null,
    });
    renderWithQueryClient(<ExercisePanel lesson={lesson} />);
    const view = await findEditor('Exercise solution');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await within(results()).findByText(/\[Compilation Error\]/)).toHaveTextContent(
      "'retur' undeclared",
    );
    expect(view.dom.querySelector('.cm-lintRange-error')).toHaveTextContent('return');
    await user.click(within(results()).getByRole('button', { name: /Error on line 5, column 5/ }));
    expect(view.state.selection.main.head).toBe(view.state.doc.line(5).from + 4);
    expect(view.hasFocus).toBe(true);
  });

  it("shows the server's message when the check is refused", async () => {
    const user = userEvent.setup();
    server.invoke.mockResolvedValue(httpError(429, { message: 'Too many checks: wait a minute.' }));
    renderWithQueryClient(<ExercisePanel lesson={lesson} />);
    await findEditor('Exercise solution');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks: wait a minute.');
  });

  it('reveals the hints one by one', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<ExercisePanel lesson={lesson} />);
    const hints = screen.getByRole('region', { name: 'Hints' });
    expect(within(hints).queryByRole('listitem')).not.toBeInTheDocument();

    await user.click(within(hints).getByRole('button', { name: 'Show a hint' }));
    expect(within(hints).getAllByRole('listitem')).toHaveLength(1);
    expect(within(hints).getByText('Hint 1 of 3')).toBeInTheDocument();
    expect(within(hints).getByText('Use scanf to read the name.').closest('li')).toHaveFocus();

    await user.click(within(hints).getByRole('button', { name: 'Show another hint' }));
    expect(within(hints).getByText('Hint 2 of 3')).toBeInTheDocument();
    expect(within(hints).getByText('Print it with printf.')).toBeInTheDocument();

    await user.click(within(hints).getByRole('button', { name: 'Show another hint' }));
    expect(within(hints).getAllByRole('listitem')).toHaveLength(3);
    expect(within(hints).queryByRole('button')).not.toBeInTheDocument();
    expect(within(hints).getByText('That was the last hint.')).toBeInTheDocument();
  });

  it("hides the hints when the learner's settings turn them off", () => {
    signInLearner(withPreferences({ showHints: false }));
    renderWithQueryClient(<ExercisePanel lesson={lesson} />);
    expect(screen.queryByRole('button', { name: 'Show a hint' })).not.toBeInTheDocument();
    expect(screen.getByText(/Hints are turned off/)).toBeInTheDocument();
  });

  it('Reset brings the starter code back and clears the results', async () => {
    const user = userEvent.setup();
    server.invoke.mockResolvedValue({ data: halfRight, error: null });
    renderWithQueryClient(<ExercisePanel lesson={lesson} />);
    const view = await findEditor('Exercise solution');
    typeProgram(view, 'int main(void) { return 3; }');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Passed: a short name');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(view.state.doc.toString()).toBe(STARTER);
    expect(screen.queryByRole('region', { name: 'Check results' })).not.toBeInTheDocument();
  });
});
