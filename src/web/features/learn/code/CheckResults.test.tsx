// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseResult, CheckExerciseResponse } from '@domain/learning-api';
import { CheckResults } from './CheckResults';

afterEach(cleanup);

function failedCase(expectedOutput: string, actualOutput: string): CaseResult {
  return {
    name: 'a score of 95',
    stdin: '95\n',
    expectedOutput,
    actualOutput,
    passed: false,
    status: 'success',
    error: null,
  };
}

function show(...cases: CaseResult[]) {
  const result: CheckExerciseResponse = {
    passed: false,
    compileError: null,
    cases,
    hidden: { passed: 0, total: 2 },
    recorded: null,
  };
  render(<CheckResults result={result} onGoTo={vi.fn()} />);
  return screen.getByRole('region', { name: 'Check results' });
}

/** The output shown under a label ("Expected output", "Your output"). */
function outputUnder(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('CheckResults', () => {
  it('marks where the two lines run together for want of a newline', () => {
    show(
      failedCase(
        'Type \\n to start a new line.\nScore: 95%\n',
        'Type \\n to start a new line.Score: 95%\n',
      ),
    );
    expect(
      screen.getByText('Your output first differs on line 1, column 29 (highlighted).'),
    ).toBeInTheDocument();
    const expected = outputUnder('Expected output');
    expect(expected.querySelector('mark')!.textContent).toBe('⏎ (line break)');
    expect(expected.querySelector('pre')!.textContent).toBe(
      'Type \\n to start a new line.⏎ (line break)\nScore: 95%',
    );
    expect(outputUnder('Your output').querySelector('mark')!.textContent).toBe('Score:·95%');
    expect(screen.getByText('· is a space, → a tab, ⏎ a line break.')).toBeInTheDocument();
  });

  it('makes the spaces and tabs visible where the outputs differ', () => {
    show(failedCase('Sum:\t60\nDone\n', 'Sum:  60\nDone\n'));
    expect(outputUnder('Expected output').querySelector('mark')!.textContent).toBe('→60');
    expect(outputUnder('Your output').querySelector('mark')!.textContent).toBe('··60');
    // The lines that agree are shown as they are.
    expect(outputUnder('Your output').textContent).toContain('\nDone');
  });

  it('says so when the final newline is missing, and that the check does not compare it', () => {
    show(failedCase('Score: 95%\n', 'Score: 9%'));
    const note = within(outputUnder('Your output')).getByText('⏎ missing final newline');
    expect(note.tagName).toBe('MARK');
    expect(note.parentElement).toHaveTextContent(
      '⏎ missing final newline (the check does not compare it)',
    );
    expect(outputUnder('Your output').querySelector('pre mark')!.textContent).toBe('%');
    expect(outputUnder('Expected output').querySelector('pre mark')!.textContent).toBe('5%');
  });

  it('says so when the output has a final newline the expected one has not', () => {
    show(failedCase('a\nb', 'a\nc\n'));
    expect(within(outputUnder('Your output')).getByText('⏎ extra final newline')).toBeVisible();
  });

  it('marks the end of an output that stops short', () => {
    show(failedCase('1\n2\n3\n', '1\n2\n'), failedCase('Hello\n', ''));
    const [short, empty] = screen.getAllByRole('listitem');
    const yours = (item: HTMLElement) =>
      within(item).getByText('Your output', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(yours(short!).querySelector('mark')!.textContent).toBe('end of output');
    expect(yours(empty!).querySelector('mark')!.textContent).toBe('no output');
  });

  it('marks nothing in a passed case, nor where only a crash failed it', () => {
    show(
      { ...failedCase('Score: 95%\n', 'Score: 95%\n'), passed: true },
      {
        ...failedCase('Score: 95%\n', 'Score: 95%'),
        status: 'runtime_error',
        error: 'Segmentation fault (signal 11)',
      },
    );
    expect(screen.queryByText(/first differs/)).not.toBeInTheDocument();
    expect(document.querySelector('pre mark')).toBeNull();
    expect(screen.getByText(/Segmentation fault/)).toBeInTheDocument();
  });
});
