// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_DEBUG_PROBLEMS } from '@domain/execution';
import { OutputPanel, type RunView } from './OutputPanel';
import { executed, layOutOverflowingContent } from './test-support';

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

  it('shows stdout and stderr in the order written, stderr named and set apart, with the build warnings', () => {
    const { panel } = show({
      phase: 'done',
      result: executed({
        stdout: 'sum: 3\nafter\n',
        stderr: 'debug: x=1\n',
        transcript: [
          { stream: 'stdout', text: 'sum: 3\n' },
          { stream: 'stderr', text: 'debug: ' },
          { stream: 'stderr', text: 'x=1\n' },
          { stream: 'stdout', text: 'after\n' },
        ],
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
    const printed = within(panel).getByText(/sum: 3/);
    expect(printed.closest('pre')!.textContent).toBe('sum: 3\nstderr: debug: x=1\nafter\n');
    const stderr = within(panel).getByText('debug: x=1', { exact: false });
    expect(stderr).toHaveClass('text-red-700');
    expect(within(stderr).getByText('stderr:')).toHaveClass('sr-only');
    const key = within(panel).getByText('in red');
    expect(key).toHaveClass('text-red-700');
    expect(key.parentElement!.textContent).toBe(
      'Text in red is what the program wrote to standard error (stderr).',
    );
    expect(within(panel).getByText('Compiler warnings').nextElementSibling).toHaveTextContent(
      "unused variable 'y'",
    );
    expect(within(panel).queryByText(/no output/)).not.toBeInTheDocument();
    expect(within(panel).getByText('Ready')).toBeInTheDocument();
  });

  it('says nothing of stderr when the program wrote none', () => {
    const { panel } = show({ phase: 'done', result: executed({ stdout: 'Hello\n' }) });
    expect(within(panel).queryByText(/standard error/)).not.toBeInTheDocument();
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

  describe('a long output', () => {
    let layout: ReturnType<typeof layOutOverflowingContent>;
    beforeEach(() => {
      layout = layOutOverflowingContent();
    });
    afterEach(() => layout.restore());

    const longRun = () => {
      const stdout = Array.from({ length: 6600 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
      return executed({ stdout, output: stdout });
    };

    it('scrolls in a box of bounded height, which Show all opens and Show less closes', async () => {
      const user = userEvent.setup();
      const { panel } = show({ phase: 'done', result: longRun() });
      const box = within(panel).getByRole('group', { name: 'Program output' });
      expect(box).toHaveClass('max-h-[min(24rem,70vh)]', 'overflow-y-auto');
      expect(box).toHaveAttribute('tabindex', '0');
      expect(box).toHaveTextContent('line 6600');

      const showAll = within(panel).getByRole('button', { name: 'Show all' });
      expect(showAll).toHaveAttribute('aria-expanded', 'false');
      expect(showAll).toHaveAttribute('aria-controls', box.id);
      await user.click(showAll);
      const showLess = within(panel).getByRole('button', { name: 'Show less' });
      expect(showLess).toHaveAttribute('aria-expanded', 'true');
      expect(box).not.toHaveClass('max-h-[min(24rem,70vh)]');
      expect(box).not.toHaveAttribute('tabindex');

      await user.click(showLess);
      expect(box).toHaveClass('max-h-[min(24rem,70vh)]');
      expect(within(panel).getByRole('button', { name: 'Show all' })).toBeInTheDocument();
      await waitFor(() =>
        expect(layout.scrollIntoView).toHaveBeenCalledWith({
          block: 'nearest',
          behavior: 'instant',
        }),
      );
    });

    it('starts bounded again for the next run', async () => {
      const user = userEvent.setup();
      const onGoTo = vi.fn();
      const { rerender } = render(
        <OutputPanel view={{ phase: 'done', result: longRun() }} onGoTo={onGoTo} />,
      );
      await user.click(screen.getByRole('button', { name: 'Show all' }));
      rerender(<OutputPanel view={{ phase: 'done', result: longRun() }} onGoTo={onGoTo} />);
      expect(screen.getByRole('button', { name: 'Show all' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });

  it('offers no Show all when the output fits', () => {
    const { panel } = show({ phase: 'done', result: executed({ stdout: 'Hello\n' }) });
    expect(within(panel).queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
    expect(within(panel).getByText('Hello').closest('[tabindex]')).toBeNull();
  });

  describe('a debug run', () => {
    const report =
      '==41==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000024\nShadow bytes around the buggy address:\n';

    it('lists each problem once, with its line, which moves the cursor there', async () => {
      const user = userEvent.setup();
      const { panel, onGoTo } = show({
        phase: 'done',
        result: executed({
          status: 'runtime_error',
          stdout: 'before\n',
          error: 'AddressSanitizer found a heap-buffer-overflow at line 7',
          diagnostics: [
            {
              file: 'main.c',
              line: 7,
              column: 12,
              severity: 'runtime error',
              message: 'heap-buffer-overflow (write of 4 bytes)',
            },
            { file: 'main.c', line: 3, column: 9, severity: 'warning', message: "unused 'y'" },
          ],
          debug: {
            problems: [
              { line: 7, message: 'Writing past the end of a block from malloc (4 bytes)' },
              { line: null, message: 'A second problem without a line' },
            ],
            report,
          },
        }),
      });
      const findings = within(panel).getByRole('region', { name: 'Debug run findings' });
      const problem = within(findings).getByRole('button', {
        name: 'Line 7: Writing past the end of a block from malloc (4 bytes)',
      });
      await user.click(problem);
      expect(onGoTo).toHaveBeenCalledWith(7, 1);
      expect(within(findings).getByText('A second problem without a line')).toBeInTheDocument();
      expect(within(findings).getAllByRole('button')).toHaveLength(1);
      // The runtime error at line 7 is that same problem: not listed twice.
      const problems = within(panel).getByRole('region', { name: 'Problems in your code' });
      expect(within(problems).queryByText(/heap-buffer-overflow/)).not.toBeInTheDocument();
      expect(within(problems).getByText("unused 'y'")).toBeInTheDocument();
      expect(within(panel).queryByText(NO_DEBUG_PROBLEMS)).not.toBeInTheDocument();
    });

    it('keeps the raw report behind a closed Details toggle, out of the output', async () => {
      const user = userEvent.setup();
      const { panel } = show({
        phase: 'done',
        result: executed({
          status: 'runtime_error',
          stderr: 'my own message\n',
          error: 'AddressSanitizer found a heap-buffer-overflow',
          debug: { problems: [{ line: 5, message: 'Reading past the end of an array' }], report },
        }),
      });
      const details = within(panel).getByText('Details').closest('details')!;
      expect(details.open).toBe(false);
      const raw = within(details).getByText(/Shadow bytes around the buggy address/);
      expect(raw).not.toBeVisible();
      await user.click(within(details).getByText('Details'));
      expect(details.open).toBe(true);
      expect(raw).toBeVisible();
      expect(
        within(panel)
          .getByText(/my own message/)
          .closest('pre')!.textContent,
      ).toBe('stderr: my own message\n');
    });

    it(`says "${NO_DEBUG_PROBLEMS}" when the sanitizers found nothing`, () => {
      const { panel } = show({
        phase: 'done',
        result: executed({ stdout: 'ok\n', debug: { problems: [], report: '' } }),
      });
      const findings = within(panel).getByRole('region', { name: 'Debug run findings' });
      expect(findings).toHaveTextContent(NO_DEBUG_PROBLEMS);
      expect(within(findings).queryByText('Details')).not.toBeInTheDocument();
    });

    it('does not call a failed run clean', () => {
      const { panel } = show({
        phase: 'done',
        result: executed({
          status: 'time_limit',
          error: 'Time limit exceeded: 2 s of CPU',
          debug: { problems: [], report: '' },
        }),
      });
      expect(within(panel).queryByText(NO_DEBUG_PROBLEMS)).not.toBeInTheDocument();
    });

    it('says nothing of findings for an ordinary run', () => {
      const { panel } = show({ phase: 'done', result: executed({ stdout: 'ok\n' }) });
      expect(within(panel).queryByText('Debug run findings')).not.toBeInTheDocument();
      expect(within(panel).queryByText(NO_DEBUG_PROBLEMS)).not.toBeInTheDocument();
    });
  });
});
