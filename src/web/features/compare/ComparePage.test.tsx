// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CompareContent from '@content/compare';
import type { CompareConcept, CompareConceptId, ComparisonProgram } from '@domain/compare';
import { backend, executed, fakeSupabase, resetLearner } from '@web/components/code/test-support';
import { ComparePage } from './ComparePage';

vi.mock(
  '@web/lib/supabase',
  async () => (await import('@web/components/code/test-support')).supabaseModule,
);
vi.mock(
  '@web/lib/account',
  async () => (await import('@web/components/code/test-support')).accountModule,
);

/*
 * The page is tested against programs of its own, so it does not depend on how far the content
 * is written: Hello World has no JavaScript program, which must say so.
 */
const fixtures = vi.hoisted(() => {
  const C_HELLO =
    '#include <stdio.h>\n\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n';
  const program = (code: string, expectedOutput: string, note: string): ComparisonProgram => ({
    code,
    expectedOutput,
    note,
  });
  const hello: CompareConcept['programs'] = {
    c: program(C_HELLO, 'Hello, World!', 'C needs a header for printf.'),
    cpp: program(
      '#include <iostream>\n\nint main() {\n    std::cout << "Hello, World!\\n";\n}\n',
      'Hello, World!',
      'C++ prints through streams.',
    ),
    rust: program('fn main() {\n    println!("Hello, World!");\n}\n', 'Hello, World!', 'A macro.'),
    go: program(
      'package main\n\nimport "fmt"\n\nfunc main() {\n    fmt.Println("Hello, World!")\n}\n',
      'Hello, World!',
      'A package.',
    ),
    python: program('print("Hello, World!")\n', 'Hello, World!', 'No main needed.'),
  };
  const loops: CompareConcept['programs'] = {
    c: program(
      '#include <stdio.h>\n\nint main(void) {\n    for (int i = 1; i <= 3; i++) printf("%d\\n", i);\n    return 0;\n}\n',
      '1\n2\n3',
      'A counting for loop.',
    ),
    rust: program(
      'fn main() {\n    for i in 1..=3 {\n        println!("{}", i);\n    }\n}\n',
      '1\n2\n3',
      'Ranges instead of a counter.',
    ),
  };
  return { C_HELLO, hello, loops };
});
const { C_HELLO } = fixtures;

vi.mock('@content/compare', async (importOriginal) => {
  const actual = await importOriginal<typeof CompareContent>();
  const { hello, loops } = fixtures;
  return {
    compareLanguages: actual.compareLanguages,
    compareConcepts: actual.compareConcepts,
    loadCompareConcept: (id: CompareConceptId): Promise<CompareConcept> => {
      const summary = actual.compareConcepts.find((concept) => concept.id === id);
      if (!summary) return Promise.reject(new Error(`No concept ${id}`));
      return Promise.resolve({
        ...summary,
        description: `About ${summary.title}.`,
        programs: id === 'hello-world' ? hello : id === 'loops' ? loops : {},
      });
    },
  };
});

let server: ReturnType<typeof fakeSupabase>;

beforeEach(() => {
  server = fakeSupabase();
  backend.client = server.client;
});

afterEach(() => {
  cleanup();
  resetLearner();
});

/** Renders the page and waits for the chosen concept's programs to load. */
async function renderPage(path = '/compare') {
  const router = createMemoryRouter([{ path: '/compare', element: <ComparePage /> }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // An awaited act lets the page suspend on the programs and show them once loaded.
  await act(() =>
    Promise.resolve(
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      ),
    ),
  );
  await screen.findByText(/^About /);
  return router;
}

const languageButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Languages' })).getByRole('button', { name });
/** The languages shown, from the panels' headings (the run's Output panel left aside). */
const panelHeadings = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Output');
const panel = (name: string) => screen.getByRole('region', { name });
const search = (router: Awaited<ReturnType<typeof renderPage>>) =>
  decodeURIComponent(router.state.location.search);

describe('ComparePage', () => {
  it('shows C and C++ with Hello World by default, under the page title and hint', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Languages' })).toBeVisible();
    expect(screen.getByText('Pick 1 to 3 languages')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Languages' })).toHaveAccessibleDescription(
      'Pick 1 to 3 languages',
    );
    expect(languageButton('C')).toHaveAttribute('aria-pressed', 'true');
    expect(languageButton('C++')).toHaveAttribute('aria-pressed', 'true');
    expect(languageButton('Rust')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('tab', { name: 'Hello World' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About Hello World.');
    expect(panelHeadings()).toEqual(['C', 'C++']);
    expect(within(panel('C')).getByText('main.c')).toBeVisible();
    expect(within(panel('C')).getByRole('group', { name: 'C program' })).toHaveTextContent(
      'printf("Hello, World!\\n");',
    );
    expect(within(panel('C')).getByRole('heading', { name: 'In C' })).toBeVisible();
    expect(within(panel('C++')).getByRole('heading', { name: 'What differs' })).toBeVisible();
    expect(within(panel('C++')).getByText('C++ prints through streams.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(document.title).toBe('Compare Languages | CodeNest');
  });

  it('highlights each program with its own language', async () => {
    await renderPage('/compare?languages=rust,go,python');
    const token = (language: string, text: string) =>
      [...within(panel(language)).getByRole('group').querySelectorAll('span[class]')].find(
        (span) => span.textContent === text,
      );
    // The grammars load after the first render, which shows the code plain.
    await vi.waitFor(() => expect(token('Rust', 'fn')?.className).toContain('text-purple-700'));
    await vi.waitFor(() => expect(token('Go', 'func')?.className).toContain('text-purple-700'));
    await vi.waitFor(() => expect(token('Python', 'print')).toBeDefined());
    expect(token('Go', 'func')?.className).toContain('text-purple-700');
    expect(token('Go', '"fmt"')?.className).toContain('text-emerald-700');
    expect(token('Python', 'print')?.className).toContain('text-blue-700');
  });

  it('picks up to three languages, in the catalogue order, and refuses a fourth', async () => {
    const user = userEvent.setup();
    const router = await renderPage();
    await user.click(languageButton('C++'));
    await user.click(languageButton('Python'));
    await user.click(languageButton('Rust'));
    expect(panelHeadings()).toEqual(['C', 'Rust', 'Python']);
    expect(search(router)).toBe('?languages=c,rust,python');

    await user.click(languageButton('Go'));
    expect(languageButton('Go')).toHaveAttribute('aria-pressed', 'false');
    expect(panelHeadings()).toEqual(['C', 'Rust', 'Python']);
    expect(search(router)).toBe('?languages=c,rust,python');
    expect(
      screen.getByText('You can compare up to 3 languages at once. Deselect one to add Go.'),
    ).toHaveAttribute('role', 'status');
  });

  it('clears the message once a toggle works again', async () => {
    const user = userEvent.setup();
    await renderPage('/compare?languages=c,cpp,rust');
    await user.click(languageButton('Go'));
    expect(screen.getByText(/Deselect one to add Go/)).toBeVisible();
    await user.click(languageButton('C++'));
    expect(screen.queryByText(/Deselect one to add Go/)).toBeNull();
    await user.click(languageButton('Go'));
    expect(panelHeadings()).toEqual(['C', 'Rust', 'Go']);
  });

  it('takes the refusal away once another concept is shown, and Back does not bring it again', async () => {
    const user = userEvent.setup();
    await renderPage('/compare?languages=c,cpp,rust');
    await user.click(languageButton('Go'));
    expect(screen.getByText(/Deselect one to add Go/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Loops' }));
    expect(screen.getByRole('tab', { name: 'Loops' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/Deselect one to add Go/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Hello World' }));
    expect(screen.queryByText(/Deselect one to add Go/)).toBeNull();
  });

  it('refuses to deselect the last language and says why', async () => {
    const user = userEvent.setup();
    const router = await renderPage();
    await user.click(languageButton('C++'));
    expect(search(router)).toBe('?languages=c');
    await user.click(languageButton('C'));
    expect(languageButton('C')).toHaveAttribute('aria-pressed', 'true');
    expect(panelHeadings()).toEqual(['C']);
    expect(screen.getByText('Keep at least one language selected.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('switches concepts with a click or the arrow keys, and Back returns', async () => {
    const user = userEvent.setup();
    const router = await renderPage('/compare?languages=c,rust');
    await user.click(screen.getByRole('tab', { name: 'Loops' }));
    expect(screen.getByRole('tab', { name: 'Loops' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Loops' })).toHaveTextContent('About Loops.');
    expect(within(panel('Rust')).getByRole('group', { name: 'Rust program' })).toHaveTextContent(
      'for i in 1..=3',
    );
    expect(search(router)).toBe('?languages=c,rust&concept=loops');
    expect(within(panel('C')).getByRole('link', { name: 'Open in the lesson' })).toHaveAttribute(
      'href',
      '/learn/c?lesson=c-005',
    );

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Arrays' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Arrays' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Loops' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Hello World' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Structures/Classes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Arrays' })).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'Code example not available' where a program is missing", async () => {
    await renderPage('/compare?languages=c,javascript');
    expect(within(panel('JavaScript')).getByText('Code example not available')).toBeVisible();
    expect(within(panel('JavaScript')).getByText('main.js')).toBeVisible();
    expect(within(panel('JavaScript')).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(panel('C')).queryByText('Code example not available')).toBeNull();
  });

  it('restores the selection of a shared address', async () => {
    await renderPage('/compare?languages=rust,go,python&concept=loops');
    expect(panelHeadings()).toEqual(['Rust', 'Go', 'Python']);
    expect(languageButton('C')).toHaveAttribute('aria-pressed', 'false');
    expect(languageButton('Python')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: 'Loops' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Go')).getByText('Code example not available')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
  });

  it('tidies an address written by hand', async () => {
    const router = await renderPage('/compare?languages=Rust,cobol,rust&concept=nothing');
    expect(panelHeadings()).toEqual(['Rust']);
    expect(search(router)).toBe('?languages=rust');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('copies a program and says Copied for two seconds', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage();
    const copy = within(panel('C++')).getByRole('button', { name: 'Copy the C++ program' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(
      '#include <iostream>\n\nint main() {\n    std::cout << "Hello, World!\\n";\n}\n',
    );
    expect(copy).toHaveAccessibleName('Copied the C++ program');
    expect(within(panel('C++')).getByRole('status')).toHaveTextContent(
      'The C++ program is on the clipboard.',
    );
    await vi.waitFor(() => expect(copy).toHaveAccessibleName('Copy the C++ program'), {
      timeout: 3000,
    });
  });

  it('runs the C program as it is and shows its output', async () => {
    const user = userEvent.setup();
    let answer!: (value: { data: unknown; error: null }) => void;
    server.invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderPage();
    const output = () => within(panel('C')).getByRole('region', { name: 'Output' });
    expect(within(output()).getByText('Click "Run" to execute the code')).toBeVisible();
    expect(within(output()).getByText('Ready')).toBeVisible();
    expect(within(panel('C++')).queryByRole('button', { name: 'Run' })).toBeNull();

    await user.click(within(panel('C')).getByRole('button', { name: 'Run' }));
    expect(within(panel('C')).getByRole('button', { name: 'Running...' })).toBeDisabled();
    expect(within(output()).getByText('Running')).toBeVisible();
    // The answer's schema loads with the first run (an import: slower on a loaded machine).
    await vi.waitFor(
      () =>
        expect(server.invoke).toHaveBeenCalledWith('execute-c', {
          method: 'POST',
          body: { code: C_HELLO },
        }),
      { timeout: 5000 },
    );

    act(() =>
      answer({ data: executed({ stdout: 'Hello, World!\n', executionTime: 7 }), error: null }),
    );
    expect(await within(output()).findByText('Hello, World!')).toBeVisible();
    expect(within(output()).getByText('Ready')).toBeVisible();
    expect(within(output()).getByText(/7 ms/)).toBeVisible();
    expect(within(panel('C')).getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('shows a failed run as an error', async () => {
    const user = userEvent.setup();
    server.invoke.mockResolvedValue({ data: null, error: new Error('offline') });
    await renderPage();
    await user.click(within(panel('C')).getByRole('button', { name: 'Run' }));
    const output = within(panel('C')).getByRole('region', { name: 'Output' });
    expect(await within(output).findByText(/\[Execution Error\]/)).toBeVisible();
    expect(within(output).getByText('Error')).toBeVisible();
  });

  it('hydrates the HTML the build renders, with the programs in it and plain', async () => {
    const app = () => (
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/compare', element: <ComparePage /> }], {
            initialEntries: ['/compare'],
          })}
        />
      </QueryClientProvider>
    );
    const { prelude } = await prerender(app());
    // React's server renderer leaves the providers' values of a render that suspended set in
    // this process; rendering nothing takes them back, as for a browser that never ran it.
    await prerender(<></>);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await new Response(prelude).text();
    expect(within(container).getByRole('group', { name: 'C program' })).toHaveTextContent(
      'printf("Hello, World!\\n");',
    );
    expect(container.querySelector('code span[class]')).toBeNull();

    const onRecoverableError = vi.fn();
    const root = await act(() =>
      Promise.resolve(hydrateRoot(container, app(), { onRecoverableError })),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(container.querySelector('code span[class]')).not.toBeNull());
    act(() => root.unmount());
    container.remove();
  });
});
