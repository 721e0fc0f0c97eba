// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutputPanel, type RunView } from './OutputPanel';
import { executed } from './test-support';

afterEach(cleanup);

function show(view: RunView, onGoTo = vi.fn()) {
  render(<OutputPanel view={view} onGoTo={onGoTo} />);
  return { panel: screen.getByRole('region', { name: 'Output' }), onGoTo };
}

describe('OutputPanel', () => {
  it('starts Ready with the placeholder', () => {
    const { panel } = show({ phase: 'idle' });
    expect(within(panel).getByText('Ready')).toBeInTheDocument();
    expect(within(panel).getByText('Click "Run" to execute the code')).toBeInTheDocument();
  });

  it('says Running while the program runs', () => {
    const { panel } = show({ phase: 'running' });
    expect(within(panel).getByText('Running')).toBeInTheDocument();
    expect(panel).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the output and the execution time of a successful run', () => {
    const { panel } = show({
      phase: 'done',
      result: executed({ stdout: 'Hello\n', output: 'Hello\n', executionTime: 37 }),
    });
    expect(within(panel).getByText('Ready')).toBeInTheDocument();
    expect(within(panel).getByText('Hello')).toBeInTheDocument();
    expect(within(panel).getByText(/37 ms/)).toHaveTextContent('Execution time: 37 ms');
  });

  it('says so when a successful program prints nothing', () => {
    const { panel } = show({ phase: 'done', result: executed() });
    expect(
      within(panel).getByText('Program executed successfully (no output)'),
    ).toBeInTheDocument();
  });

  it('shows stdout and a labelled stderr apart, with the build warnings', () => {
    const { panel } = show({
      phase: 'done',
      result: executed({
        stdout: 'sum: 3\n',
        stderr: 'debug: x=1\n',
        compileOutput: "main.c:3:9: warning: unused variable 'y' [-Wunused-variable]",
        diagnostics: [
          {
            file: 'main.c',
            line: 3,
            column: 9,
            severity: 'warning',
            message: "unused variable 'y'",
          },
        ],
      }),
    });
    expect(within(panel).getByText('sum: 3')).toBeInTheDocument();
    expect(within(panel).getByText('Standard error (stderr)').nextElementSibling).toHaveTextContent(
      'debug: x=1',
    );
    expect(within(panel).getByText('Compiler warnings').nextElementSibling).toHaveTextContent(
      "unused variable 'y'",
    );
    expect(within(panel).queryByText(/no output/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Ready')).toBeInTheDocument();
  });

  it('shows a compile error after [Compilation Error] with status Error and lists its diagnostics', async () => {
    const user = userEvent.setup();
    const { panel, onGoTo } = show({
      phase: 'done',
      result: executed({
        status: 'compile_error',
        executionTime: 0,
        exitCode: null,
        error: "main.c:5:5: error: expected ';' before 'return'",
        compileOutput: "main.c:5:5: error: expected ';' before 'return'",
        diagnostics: [
          {
            file: 'main.c',
            line: 5,
            column: 5,
            severity: 'error',
            message: "expected ';' before 'return'",
          },
        ],
      }),
    });
    expect(within(panel).getByText('Error')).toBeInTheDocument();
    const text = within(panel).getByText(/\[Compilation Error\]/);
    expect(text.textContent).toBe(
      "[Compilation Error]\nmain.c:5:5: error: expected ';' before 'return'",
    );
    expect(
      within(panel).getByText('Check your code for syntax errors and try again.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/ms$/)).not.toBeInTheDocument();

    await user.click(
      within(panel).getByRole('button', { name: /Error on line 5, column 5.*expected ';'/ }),
    );
    expect(onGoTo).toHaveBeenCalledWith(5, 5);
  });

  it("shows a runtime failure after [Execution Error] in the runner's words, with what was printed", () => {
    const { panel } = show({
      phase: 'done',
      result: executed({
        status: 'time_limit',
        stdout: 'started\n',
        error: 'Time limit exceeded: 2 s of CPU',
        executionTime: 2010,
      }),
    });
    expect(within(panel).getByText('Error')).toBeInTheDocument();
    expect(within(panel).getByText('started')).toBeInTheDocument();
    expect(within(panel).getByText(/\[Execution Error\]/).textContent).toBe(
      '[Execution Error]\nTime limit exceeded: 2 s of CPU',
    );
  });

  it('shows a failed call as an execution error', () => {
    const { panel } = show({ phase: 'failed', message: 'Execution failed' });
    expect(within(panel).getByText('Error')).toBeInTheDocument();
    expect(within(panel).getByText(/\[Execution Error\]/).textContent).toBe(
      '[Execution Error]\nExecution failed',
    );
  });

  it('lists a sanitizer finding without a place as text, not as a button', () => {
    const { panel } = show({
      phase: 'done',
      result: executed({
        status: 'runtime_error',
        error: 'AddressSanitizer found a heap-buffer-overflow',
        diagnostics: [
          {
            file: 'main.c',
            line: 0,
            column: 0,
            severity: 'runtime error',
            message: 'heap-buffer-overflow',
          },
        ],
      }),
    });
    expect(within(panel).getByText('heap-buffer-overflow')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });
});
