// @vitest-environment jsdom
import '@web/components/code/codemirror-test-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBUG_NEEDS_PRO, TRACE_NEEDS_PRO, type PlanId } from '@domain/billing';
import { encodeTrace } from '@domain/trace-delta';
import { listTrace } from '@web/components/trace/test-fixtures';
import type { PlanState } from '@web/lib/subscription';
import { ExampleRunner } from './ExampleRunner';
import { DEMO_MODE_EXECUTION } from '@web/components/code/execute-api';
import {
  HELLO,
  backend,
  executed,
  fakeSupabase,
  findEditor,
  httpError,
  makeLesson,
  renderWithQueryClient,
  resetLearner,
  signInLearner,
  typeProgram,
} from './test-support';

vi.mock('@web/lib/account', async () => (await import('./test-support')).accountModule);
vi.mock('@web/lib/supabase', async () => (await import('./test-support')).supabaseModule);

/** The learner's plan as lib/subscription reports it (a visitor is on Free). */
const planState: { current: PlanState } = vi.hoisted(() => ({
  current: { plan: 'free', isPro: false, viaTeam: false, loading: false, subscription: null },
}));
vi.mock('@web/lib/subscription', () => ({ usePlan: () => planState.current }));

/** Debug run with its Pro tag, as screen readers hear it: "Debug run (Pro feature)". */
const PRO_DEBUG_BUTTON = /^Debug run\s*\(Pro feature\)$/;

function onPlan(plan: PlanId, loading = false): void {
  planState.current = { plan, isPro: plan !== 'free', viaTeam: false, loading, subscription: null };
}

const lesson = makeLesson({ stdin: 'Ada\n' });
const DRAFT_KEY = 'codenest:draft:c-001:example';

let server: ReturnType<typeof fakeSupabase>;

beforeEach(() => {
  server = fakeSupabase();
  backend.client = server.client;
});

afterEach(() => {
  cleanup();
  resetLearner();
  onPlan('free');
  window.localStorage.clear();
});

function output() {
  return screen.getByRole('region', { name: 'Output' });
}

describe('ExampleRunner', () => {
  it('runs the example with its input and shows Running, then the output', async () => {
    const user = userEvent.setup();
    let answer!: (value: { data: unknown; error: null }) => void;
    server.invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    await findEditor('Example program');

    expect(screen.getByRole('textbox', { name: 'Input (stdin)' })).toHaveValue('Ada\n');
    expect(within(output()).getByText('Click "Run" to execute the code')).toBeInTheDocument();
    expect(within(output()).getByText('Ready')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: PRO_DEBUG_BUTTON })).toBeDisabled();
    expect(within(output()).getByText('Running')).toBeInTheDocument();
    expect(server.invoke).toHaveBeenCalledWith('execute-c', {
      method: 'POST',
      body: { code: HELLO, stdin: 'Ada\n', mode: 'run', lessonId: 'c-001' },
    });

    act(() => answer({ data: executed({ stdout: 'Hello\n', executionTime: 8 }), error: null }));
    expect(await within(output()).findByText('Hello')).toBeInTheDocument();
    expect(within(output()).getByText('Ready')).toBeInTheDocument();
    expect(within(output()).getByText(/8 ms/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('runs the edited program with Ctrl+Enter', async () => {
    server.invoke.mockResolvedValue({ data: executed(), error: null });
    renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    const view = await findEditor('Example program');
    typeProgram(view, 'int main(void) { return 0; }');
    fireEvent.keyDown(view.contentDOM, { key: 'Enter', code: 'Enter', ctrlKey: true });

    expect(
      await within(output()).findByText('Program executed successfully (no output)'),
    ).toBeInTheDocument();
    expect(server.invoke).toHaveBeenCalledWith('execute-c', {
      method: 'POST',
      body: {
        code: 'int main(void) { return 0; }',
        stdin: 'Ada\n',
        mode: 'run',
        lessonId: 'c-001',
      },
    });
  });

  it("debug-runs a Pro learner's program and takes them to the sanitizer's line", async () => {
    const user = userEvent.setup();
    signInLearner();
    onPlan('pro');
    server.invoke.mockResolvedValue({
      data: executed({
        status: 'runtime_error',
        exitCode: 1,
        error: 'Undefined behaviour at line 5: signed integer overflow',
        diagnostics: [
          {
            file: 'main.c',
            line: 5,
            column: 12,
            severity: 'runtime error',
            message: 'signed integer overflow',
          },
        ],
      }),
      error: null,
    });
    renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    const view = await findEditor('Example program');

    await user.click(screen.getByRole('button', { name: 'Debug run' }));
    expect(server.invoke).toHaveBeenCalledWith('execute-c', {
      method: 'POST',
      body: { code: HELLO, stdin: 'Ada\n', mode: 'debug', lessonId: 'c-001' },
    });
    expect(await within(output()).findByText('Error')).toBeInTheDocument();
    expect(within(output()).getByText(/\[Execution Error\]/)).toHaveTextContent(
      'Undefined behaviour at line 5: signed integer overflow',
    );
    expect(view.dom.querySelector('.cm-lintRange-error')).not.toBeNull();

    await user.click(
      within(output()).getByRole('button', { name: /Runtime error on line 5, column 12/ }),
    );
    expect(view.state.selection.main.head).toBe(view.state.doc.line(5).from + 11);
    expect(view.hasFocus).toBe(true);
  });

  it.each([
    ['a visitor', false],
    ['a Free learner', true],
  ])(
    'tells %s that Debug run is Pro, with the way to /pricing, without calling the server',
    async (_who, signedIn) => {
      const user = userEvent.setup();
      if (signedIn) signInLearner();
      renderWithQueryClient(
        <MemoryRouter>
          <ExampleRunner lesson={lesson} />
        </MemoryRouter>,
      );
      await findEditor('Example program');
      const debug = screen.getByRole('button', { name: PRO_DEBUG_BUTTON });
      expect(within(debug).getByText('Pro')).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.click(debug);
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent(DEBUG_NEEDS_PRO);
      expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      expect(server.invoke).not.toHaveBeenCalled();

      // Run stays free, and Reset puts the notice away.
      server.invoke.mockResolvedValue({ data: executed({ stdout: 'Hello\n' }), error: null });
      await user.click(screen.getByRole('button', { name: 'Run' }));
      expect(await within(output()).findByText('Hello')).toBeInTheDocument();
      expect(server.invoke).toHaveBeenCalledWith('execute-c', {
        method: 'POST',
        body: { code: HELLO, stdin: 'Ada\n', mode: 'run', lessonId: 'c-001' },
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: PRO_DEBUG_BUTTON }));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows no Pro tag to Pro or Enterprise learners', async () => {
    signInLearner();
    for (const plan of ['pro', 'enterprise'] as const) {
      onPlan(plan);
      const view = renderWithQueryClient(<ExampleRunner lesson={lesson} />);
      await findEditor('Example program');
      expect(screen.getByRole('button', { name: 'Debug run' })).toBeEnabled();
      expect(screen.queryByText('Pro')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('asks the server while the plan is still being read, and shows its refusal with the way to /pricing', async () => {
    const user = userEvent.setup();
    signInLearner();
    onPlan('free', true);
    server.invoke.mockResolvedValue(
      httpError(403, { error: 'Forbidden', code: 'pro_required', message: DEBUG_NEEDS_PRO }),
    );
    renderWithQueryClient(
      <MemoryRouter>
        <ExampleRunner lesson={lesson} />
      </MemoryRouter>,
    );
    await findEditor('Example program');
    await user.click(screen.getByRole('button', { name: 'Debug run' }));
    expect(server.invoke).toHaveBeenCalledWith('execute-c', {
      method: 'POST',
      body: { code: HELLO, stdin: 'Ada\n', mode: 'debug', lessonId: 'c-001' },
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(DEBUG_NEEDS_PRO);
    expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(await within(output()).findByText(/\[Execution Error\]/)).toHaveTextContent(
      DEBUG_NEEDS_PRO,
    );
  });

  it('shows a compile error and moves the cursor to a diagnostic on click', async () => {
    const user = userEvent.setup();
    server.invoke.mockResolvedValue({
      data: executed({
        status: 'compile_error',
        executionTime: 0,
        error: "main.c:7:1: error: expected ';' before '}' token",
        diagnostics: [
          {
            file: 'main.c',
            line: 7,
            column: 1,
            severity: 'error',
            message: "expected ';' before '}' token",
          },
        ],
      }),
      error: null,
    });
    renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    const view = await findEditor('Example program');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    expect(await within(output()).findByText(/\[Compilation Error\]/)).toHaveTextContent(
      "expected ';' before '}' token",
    );
    await user.click(within(output()).getByRole('button', { name: /Error on line 7, column 1/ }));
    expect(view.state.selection.main.head).toBe(view.state.doc.line(7).from);
  });

  it("shows the server's message of a refused run as it is", async () => {
    const user = userEvent.setup();
    server.invoke.mockResolvedValue(
      httpError(429, { message: 'Too many runs at once: wait for one to finish.' }),
    );
    renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    await findEditor('Example program');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    expect((await within(output()).findByText(/\[Execution Error\]/)).textContent).toBe(
      '[Execution Error]\nToo many runs at once: wait for one to finish.',
    );
    expect(within(output()).getByText('Error')).toBeInTheDocument();
  });

  it("says 'Execution failed' when the server gives no message", async () => {
    const user = userEvent.setup();
    server.invoke.mockResolvedValue(httpError(502, 'Bad gateway'));
    renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    await findEditor('Example program');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await within(output()).findByText(/Execution failed/)).toBeInTheDocument();
  });

  it('says that running code needs the server in demo mode', async () => {
    const user = userEvent.setup();
    backend.client = null;
    renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    await findEditor('Example program');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await within(output()).findByText(/\[Execution Error\]/)).toHaveTextContent(
      DEMO_MODE_EXECUTION,
    );
  });

  it("keeps a visitor's draft in this browser, restores it, and Reset brings the example back", async () => {
    const user = userEvent.setup();
    server.invoke.mockResolvedValue({ data: executed({ stdout: 'Hi\n' }), error: null });
    const first = renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    const view = await findEditor('Example program');
    typeProgram(view, 'int main(void) { return 2; }');

    await waitFor(
      () => expect(window.localStorage.getItem(DRAFT_KEY)).toBe('int main(void) { return 2; }'),
      { timeout: 3000 },
    );
    expect(screen.getByText('Draft saved in this browser')).toBeInTheDocument();
    first.unmount();

    renderWithQueryClient(<ExampleRunner lesson={lesson} />);
    const restored = await findEditor('Example program');
    expect(restored.state.doc.toString()).toBe('int main(void) { return 2; }');
    expect(screen.getByText('Your draft was restored')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Input (stdin)' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await within(output()).findByText('Hi');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(restored.state.doc.toString()).toBe(HELLO);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Input (stdin)' })).toHaveValue('Ada\n');
    expect(within(output()).getByText('Click "Run" to execute the code')).toBeInTheDocument();
  });

  describe('the visualizer', () => {
    const traced = { data: encodeTrace(listTrace), error: null };
    const traceCalls = () => server.invoke.mock.calls.filter(([name]) => name === 'trace-c');

    it('opens on the unchanged example for a visitor, with its input and lesson', async () => {
      const user = userEvent.setup();
      server.invoke.mockResolvedValue(traced);
      renderWithQueryClient(
        <MemoryRouter>
          <ExampleRunner lesson={lesson} />
        </MemoryRouter>,
      );
      await findEditor('Example program');
      await user.click(screen.getByRole('button', { name: 'Visualize' }));
      const dialog = await screen.findByRole('dialog', { name: 'Visualizer' });
      expect(await within(dialog).findByText(/^Step 1 of 10/)).toBeInTheDocument();
      expect(traceCalls()).toEqual([
        [
          'trace-c',
          {
            method: 'POST',
            body: { code: HELLO, stdin: 'Ada\n', lessonId: 'c-001', encoding: 'delta' },
          },
        ],
      ]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it.each([
      [
        'the code',
        (view: Parameters<typeof typeProgram>[0]) =>
          typeProgram(view, 'int main(void) { return 1; }'),
      ],
      [
        'the input',
        () =>
          fireEvent.change(screen.getByRole('textbox', { name: 'Input (stdin)' }), {
            target: { value: 'Bob\n' },
          }),
      ],
    ])(
      'tells a Free learner who changed %s that visualizing it is Pro, without asking the server',
      async (_what, change) => {
        const user = userEvent.setup();
        signInLearner();
        renderWithQueryClient(
          <MemoryRouter>
            <ExampleRunner lesson={lesson} />
          </MemoryRouter>,
        );
        const view = await findEditor('Example program');
        expect(screen.getByRole('button', { name: 'Visualize' })).toBeInTheDocument();
        change(view);
        const visualize = await screen.findByRole('button', {
          name: /^Visualize\s*\(Pro feature\)$/,
        });
        await user.click(visualize);
        const notice = screen.getByRole('alert');
        expect(notice).toHaveTextContent(TRACE_NEEDS_PRO);
        expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
          'href',
          '/pricing',
        );
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(server.invoke).not.toHaveBeenCalled();
      },
    );

    it("traces a Pro learner's changed program", async () => {
      const user = userEvent.setup();
      signInLearner();
      onPlan('pro');
      server.invoke.mockResolvedValue(traced);
      renderWithQueryClient(
        <MemoryRouter>
          <ExampleRunner lesson={lesson} />
        </MemoryRouter>,
      );
      const view = await findEditor('Example program');
      typeProgram(view, 'int main(void) { return 1; }');
      await user.click(screen.getByRole('button', { name: 'Visualize' }));
      await screen.findByRole('dialog', { name: 'Visualizer' });
      expect(traceCalls()[0]?.[1]).toEqual({
        method: 'POST',
        body: {
          code: 'int main(void) { return 1; }',
          stdin: 'Ada\n',
          lessonId: 'c-001',
          encoding: 'delta',
        },
      });
    });

    it('offers "Watch it run" only on the marked lessons, and it traces the example as given', async () => {
      const user = userEvent.setup();
      signInLearner();
      const plain = renderWithQueryClient(<ExampleRunner lesson={lesson} />);
      await findEditor('Example program');
      expect(screen.queryByRole('button', { name: 'Watch it run' })).not.toBeInTheDocument();
      plain.unmount();

      server.invoke.mockResolvedValue(traced);
      renderWithQueryClient(
        <MemoryRouter>
          <ExampleRunner lesson={makeLesson({ stdin: 'Ada\n', watchItRun: true })} />
        </MemoryRouter>,
      );
      const view = await findEditor('Example program');
      typeProgram(view, 'int main(void) { return 1; }');
      await user.click(screen.getByRole('button', { name: 'Watch it run' }));
      expect(await screen.findByRole('dialog', { name: 'Visualizer' })).toHaveAccessibleDescription(
        'The example of Hello, World, as the lesson gives it',
      );
      expect(traceCalls()[0]?.[1]).toEqual({
        method: 'POST',
        body: { code: HELLO, stdin: 'Ada\n', lessonId: 'c-001', encoding: 'delta' },
      });
    });
  });
});
