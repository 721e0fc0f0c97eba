// @vitest-environment jsdom
import './codemirror-test-dom';
import { forEachDiagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { indentUnit } from '@codemirror/language';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeEditor, type CodeEditorHandle } from './CodeEditor';
import {
  HELLO,
  findEditor,
  learner,
  renderWithQueryClient,
  resetLearner,
  signInLearner,
  typeProgram,
  withCoding,
} from './test-support';

vi.mock('@web/lib/account', async () => (await import('./test-support')).accountModule);
vi.mock('@web/lib/supabase', async () => (await import('./test-support')).supabaseModule);

afterEach(() => {
  cleanup();
  resetLearner();
});

function lintMessages(view: EditorView) {
  const found: { from: number; severity: string; message: string }[] = [];
  forEachDiagnostic(view.state, (diagnostic, from) =>
    found.push({ from, severity: diagnostic.severity, message: diagnostic.message }),
  );
  return found;
}

describe('CodeEditor', () => {
  it('is a labelled C editor that reports what is typed', async () => {
    const onChange = vi.fn();
    renderWithQueryClient(<CodeEditor label="Example program" value={HELLO} onChange={onChange} />);
    const view = await findEditor('Example program');
    expect(view.state.doc.toString()).toBe(HELLO);
    expect(view.contentDOM).toHaveAttribute('aria-multiline', 'true');
    expect(view.contentDOM).toHaveAccessibleDescription(/press Escape, then Tab/);

    typeProgram(view, 'int main(void) { return 1; }');
    expect(onChange).toHaveBeenLastCalledWith('int main(void) { return 1; }');
  });

  it('takes a new value without reporting it back as typing', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithQueryClient(
      <CodeEditor label="Example program" value={HELLO} onChange={onChange} />,
    );
    const view = await findEditor('Example program');
    rerender(<CodeEditor label="Example program" value="int x;" onChange={onChange} />);
    expect(view.state.doc.toString()).toBe('int x;');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('runs with Ctrl+Enter', async () => {
    const onRun = vi.fn();
    renderWithQueryClient(
      <CodeEditor label="Example program" value={HELLO} onChange={vi.fn()} onRun={onRun} />,
    );
    const view = await findEditor('Example program');
    fireEvent.keyDown(view.contentDOM, { key: 'Enter', code: 'Enter', ctrlKey: true });
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(onRun).toHaveBeenCalledWith(HELLO);
    expect(view.state.doc.toString()).toBe(HELLO);
  });

  it('shows diagnostics as lint markers at their line and column', async () => {
    renderWithQueryClient(
      <CodeEditor
        label="Example program"
        value={HELLO}
        onChange={vi.fn()}
        diagnostics={[
          { line: 5, column: 5, severity: 'error', message: "expected ';' before 'return'" },
          { line: 3, column: 5, severity: 'warning', message: 'unused parameter' },
          { line: 0, column: 0, severity: 'runtime error', message: 'heap-buffer-overflow' },
        ]}
      />,
    );
    const view = await findEditor('Example program');
    const line5 = view.state.doc.line(5).from;
    const line3 = view.state.doc.line(3).from;
    expect(lintMessages(view)).toEqual([
      { from: line3 + 4, severity: 'warning', message: 'unused parameter' },
      { from: line5 + 4, severity: 'error', message: "expected ';' before 'return'" },
    ]);
    expect(view.dom.querySelector('.cm-lintRange-error')).toHaveTextContent('printf');
  });

  it('moves the cursor to a line and column and focuses the editor', async () => {
    const ref = createRef<CodeEditorHandle>();
    renderWithQueryClient(
      <CodeEditor ref={ref} label="Example program" value={HELLO} onChange={vi.fn()} />,
    );
    const view = await findEditor('Example program');
    act(() => ref.current?.goTo(5, 5));
    expect(view.state.selection.main.head).toBe(view.state.doc.line(5).from + 4);
    expect(view.hasFocus).toBe(true);

    act(() => ref.current?.goTo(99, 99));
    expect(view.state.selection.main.head).toBe(view.state.doc.length);
  });

  it("applies the learner's Coding settings and follows their changes in the same editor", async () => {
    signInLearner();
    const { rerender } = renderWithQueryClient(
      <CodeEditor label="Example program" value={HELLO} onChange={vi.fn()} />,
    );
    const view = await findEditor('Example program');
    expect(view.dom).toHaveStyle({ fontSize: '14px' });
    expect(view.dom.querySelector('.cm-lineNumbers')).not.toBeNull();
    expect(view.state.facet(EditorView.darkTheme)).toBe(true);
    expect(view.state.facet(EditorState.tabSize)).toBe(4);
    expect(view.state.facet(indentUnit)).toBe('    ');
    expect(view.contentDOM).not.toHaveClass('cm-lineWrapping');

    learner.settings = withCoding({
      fontSize: 'extra-large',
      lineNumbers: false,
      codeTheme: 'light',
      tabSize: 2,
      indentationType: 'tabs',
      wordWrap: true,
    });
    rerender(<CodeEditor label="Example program" value={HELLO} onChange={vi.fn()} />);

    expect(EditorView.findFromDOM(screen.getByRole('textbox', { name: 'Example program' }))).toBe(
      view,
    );
    expect(view.dom).toHaveStyle({ fontSize: '18px' });
    expect(view.dom.querySelector('.cm-lineNumbers')).toBeNull();
    expect(view.state.facet(EditorView.darkTheme)).toBe(false);
    expect(view.state.facet(EditorState.tabSize)).toBe(2);
    expect(view.state.facet(indentUnit)).toBe('\t');
    expect(view.contentDOM).toHaveClass('cm-lineWrapping');
  });

  it('uses the defaults for a visitor', async () => {
    renderWithQueryClient(<CodeEditor label="Example program" value={HELLO} onChange={vi.fn()} />);
    const view = await findEditor('Example program');
    expect(view.dom).toHaveStyle({ fontSize: '14px' });
    expect(view.dom.querySelector('.cm-lineNumbers')).not.toBeNull();
  });
});
