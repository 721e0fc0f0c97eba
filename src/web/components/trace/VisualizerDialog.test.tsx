// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACE_NEEDS_PRO } from '@domain/billing';
import type { TraceResponse } from '@domain/trace';
import { encodeTrace } from '@domain/trace-delta';
import {
  backend,
  fakeSupabase,
  httpError,
  renderWithQueryClient,
} from '@web/components/code/test-support';
import { UNINITIALIZED_EXPLANATION } from './UninitializedMark';
import { COMPILE_ERROR_TRACE } from './VisualizerDialog';
import VisualizerDialog from './VisualizerDialog';
import { arrayStep, crashStep, freedStep, LIST, LIST_CODE, listTrace } from './test-fixtures';

vi.mock(
  '@web/lib/supabase',
  async () => (await import('@web/components/code/test-support')).supabaseModule,
);

let server: ReturnType<typeof fakeSupabase>;

beforeEach(() => {
  server = fakeSupabase();
  backend.client = server.client;
});

afterEach(cleanup);

function answer(trace: TraceResponse) {
  server.invoke.mockResolvedValue({ data: encodeTrace(trace), error: null });
}

const traceOf = (
  steps: TraceResponse['steps'],
  fields: Partial<TraceResponse> = {},
): TraceResponse => ({
  status: 'success',
  steps,
  truncated: false,
  compileOutput: '',
  diagnostics: [],
  ...fields,
});

async function open(code = LIST_CODE, onClose = vi.fn()) {
  renderWithQueryClient(
    <MemoryRouter>
      <VisualizerDialog input={{ code, stdin: '' }} subtitle="The example" onClose={onClose} />
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Visualizer' });
  await within(dialog).findByRole('button', { name: 'Forward' });
  return { dialog, onClose };
}

const summary = () => screen.getByText(/^Step \d+ of \d+/);
const lineMark = (line: number) =>
  document.querySelector(`[data-line="${line}"]`)?.getAttribute('data-mark') ?? null;
const arrowTo = (from: string) =>
  document.querySelector(`path[data-from="${from}"]`)?.getAttribute('data-to') ?? null;

describe('the visualizer', () => {
  it('asks for the delta encoding and steps forward, back, to the last and the first step', async () => {
    answer(listTrace);
    const user = userEvent.setup();
    await open();
    expect(server.invoke).toHaveBeenCalledWith('trace-c', {
      method: 'POST',
      body: { code: LIST_CODE, stdin: '', encoding: 'delta' },
    });
    expect(summary()).toHaveTextContent('Step 1 of 10: line 5 in main runs next.');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(lineMark(5)).toBe('current');

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(summary()).toHaveTextContent('Step 2 of 10: line 6 in main runs next.');
    expect(lineMark(6)).toBe('current');
    expect(lineMark(5)).toBe('previous');

    await user.click(screen.getByRole('button', { name: 'Last step' }));
    expect(summary()).toHaveTextContent('Step 10 of 10: the program has ended with exit code 0.');
    expect(screen.getByText('The program has ended with exit code 0.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward' })).toBeDisabled();
    expect(screen.getByLabelText('Output so far', { selector: 'section' })).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(summary()).toHaveTextContent('Step 9 of 10: line 11 in main runs next.');
    await user.click(screen.getByRole('button', { name: 'First step' }));
    expect(summary()).toHaveTextContent('Step 1 of 10');
    expect(screen.getByText('Nothing printed yet.')).toBeInTheDocument();
  });

  it('goes to a step with the slider, and steps with the arrow keys, Home and End', async () => {
    answer(listTrace);
    const { dialog } = await open();
    const slider = screen.getByRole('slider', { name: 'Step' });
    fireEvent.change(slider, { target: { value: '8' } });
    expect(summary()).toHaveTextContent('Step 8 of 10: line 10 in main runs next.');
    expect(slider).toHaveAttribute('aria-valuetext', 'Step 8 of 10');

    const press = (key: string) =>
      fireEvent.keyDown(screen.getByRole('button', { name: 'Forward' }), { key });
    press('ArrowRight');
    expect(summary()).toHaveTextContent('Step 9 of 10');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(summary()).toHaveTextContent('Step 7 of 10');
    press('End');
    expect(summary()).toHaveTextContent('Step 10 of 10');
    press('Home');
    expect(summary()).toHaveTextContent('Step 1 of 10');
    // The slider keeps its own arrow keys.
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(summary()).toHaveTextContent('Step 1 of 10');
    expect(dialog).toBeInTheDocument();
  });

  it('runs to a clicked line: the next time it runs, round to the first, or says it never runs', async () => {
    answer(listTrace);
    const user = userEvent.setup();
    await open();
    const runTo = (line: number) =>
      user.click(screen.getByRole('button', { name: `Run to line ${line}` }));

    await runTo(8);
    expect(summary()).toHaveTextContent('Step 4 of 10: line 8 in main runs next.');
    expect(screen.getByText('Moved to the next time line 8 runs.')).toBeInTheDocument();
    await runTo(8);
    expect(summary()).toHaveTextContent('Step 7 of 10');
    await runTo(8);
    expect(summary()).toHaveTextContent('Step 4 of 10');
    expect(
      screen.getByText('Line 8 does not run again: back to the first time it runs.'),
    ).toBeInTheDocument();
    await runTo(1);
    expect(summary()).toHaveTextContent('Step 4 of 10');
    expect(screen.getByText('Line 1 never runs in this trace.')).toBeInTheDocument();
  });

  it('draws the list: an arrow from each pointer to the next node, and a crossed NULL at the end', async () => {
    answer(listTrace);
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Last step' }));
    expect(arrowTo('0x7ffc0010')).toBe(LIST.A);
    expect(arrowTo('0x5555a2a8')).toBe(LIST.B);
    expect(arrowTo('0x5555a2c8')).toBe(LIST.C);
    expect(arrowTo('0x5555a2e8')).toBeNull();
    const lastNext = document.querySelector('[data-address="0x5555a2e8"]')!;
    expect(lastNext.querySelector('[data-null="true"]')).toHaveTextContent('NULL');
    // The target cells are the nodes, drawn with their addresses.
    expect(document.querySelector(`[data-address="${LIST.B}"][data-kind="struct"]`)).not.toBeNull();
  });

  it('highlights the values this step changed', async () => {
    answer(listTrace);
    const user = userEvent.setup();
    await open();
    for (let step = 1; step < 5; step++)
      await user.click(screen.getByRole('button', { name: 'Forward' }));
    const head = document.querySelector('[data-address="0x7ffc0010"]')!;
    expect(head).toHaveAttribute('data-changed', 'true');
    expect(head).toHaveTextContent('(changed at this step)');
    expect(document.querySelector('[data-address="0x7ffc001c"]')).not.toHaveAttribute(
      'data-changed',
    );
  });

  it('draws an array with indexes, a pointer to its third cell, a struct, NULL, an unset value and "… N more"', async () => {
    answer(traceOf([arrayStep]));
    await open();
    expect(arrowTo('0x7ffc0118')).toBe('0x7ffc0108');
    const numbers = document.querySelector('[data-address="0x7ffc0100"][data-kind="array"]')!;
    expect(numbers.textContent).toBe('010120230340450');
    expect(document.querySelector('[data-address="0x7ffc0128"] [data-null="true"]')).not.toBeNull();
    const unset = screen.getByRole('button', { name: 'Not set yet' });
    expect(unset).toHaveAccessibleDescription(UNINITIALIZED_EXPLANATION);
    expect(screen.getByText('… 98 more')).toBeInTheDocument();
    expect(
      document.querySelector('[data-address="0x7ffc0120"][data-kind="struct"]'),
    ).toHaveTextContent('x int1y int2');
  });

  it('shows a crash: its line, the explanation, and the pointer that caused it in red', async () => {
    const danglingWrite = {
      ...freedStep,
      event: 'crash' as const,
      signal: 'SIGSEGV',
      explanation: 'The program wrote to memory it had already freed.',
      faultPointer: '0x7ffc0200',
    };
    answer(traceOf([freedStep, danglingWrite], { status: 'runtime_error' }));
    const user = userEvent.setup();
    await open();
    expect(arrowTo('0x7ffc0200')).toBe('0x5555b000');
    expect(document.querySelector('path[data-from="0x7ffc0200"]')).toHaveAttribute(
      'data-tone',
      'freed',
    );
    expect(document.querySelector('[data-value-id="h0"]')).toHaveAttribute('data-freed', 'true');

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByText('The program crashed at line 14 (SIGSEGV).')).toBeInTheDocument();
    expect(
      screen.getByText('The program wrote to memory it had already freed.'),
    ).toBeInTheDocument();
    expect(document.querySelector('path[data-from="0x7ffc0200"]')).toHaveAttribute(
      'data-tone',
      'fault',
    );
    expect(document.querySelector('[data-address="0x7ffc0200"]')).toHaveAttribute(
      'data-fault',
      'true',
    );
    expect(lineMark(14)).toBe(null);
  });

  it('marks a NULL fault pointer, and says where a truncated trace stops', async () => {
    answer(traceOf([{ ...crashStep, event: 'step' }, crashStep], { truncated: false }));
    const user = userEvent.setup();
    await open('#include <stdio.h>\n\n\n\n\n\nint *p = 0; *p = 1;\n');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(lineMark(7)).toBe('crash');
    expect(document.querySelector('[data-address="0x7ffc0300"]')).toHaveAttribute(
      'data-fault',
      'true',
    );
    cleanup();

    answer(traceOf(listTrace.steps.slice(0, 3), { truncated: true }));
    await open();
    await user.click(screen.getByRole('button', { name: 'Last step' }));
    expect(
      screen.getByText(
        'The program ran past the step limit, so the trace stops here, after 3 steps.',
      ),
    ).toBeInTheDocument();
    cleanup();

    const stopped = 'The trace stopped after 15 s: a line took too long.';
    answer(traceOf(listTrace.steps.slice(0, 2), { truncated: true, note: stopped }));
    await open();
    await user.click(screen.getByRole('button', { name: 'Last step' }));
    expect(screen.getByText(stopped)).toBeInTheDocument();
  });

  it('says that a program that does not compile has nothing to step through', async () => {
    answer(
      traceOf([], { status: 'compile_error', compileOutput: "main.c:3:1: error: expected ';'" }),
    );
    renderWithQueryClient(
      <VisualizerDialog input={{ code: 'x', stdin: '' }} subtitle="Yours" onClose={vi.fn()} />,
    );
    expect(await screen.findByText(COMPILE_ERROR_TRACE)).toBeInTheDocument();
    expect(screen.getByText(/expected ';'/)).toBeInTheDocument();
  });

  it("shows the server's Pro refusal with the way to /pricing", async () => {
    server.invoke.mockResolvedValue(
      httpError(403, { error: 'Forbidden', code: 'pro_required', message: TRACE_NEEDS_PRO }),
    );
    renderWithQueryClient(
      <MemoryRouter>
        <VisualizerDialog input={{ code: 'x', stdin: '' }} subtitle="Yours" onClose={vi.fn()} />
      </MemoryRouter>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(TRACE_NEEDS_PRO);
    expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('closes with Escape and with its close button, and tells what it is about', async () => {
    answer(listTrace);
    const user = userEvent.setup();
    const { dialog, onClose } = await open();
    expect(dialog).toHaveAccessibleDescription('The example');
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close the visualizer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
