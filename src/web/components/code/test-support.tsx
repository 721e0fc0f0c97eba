import type { SupabaseClient, User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import type { StoredSettings } from '@domain/account';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type { ExecuteResponse, OutputChunk } from '@domain/execution';

/*
 * Fixtures for the code-editing tests. Each test file mocks src/web/lib/account and
 * src/web/lib/supabase with the modules below, so the learner and the server are set here.
 */

export const learner: { user: User | null; settings: StoredSettings | undefined } = {
  user: null,
  settings: undefined,
};

export const accountModule = {
  useCurrentUser: () => learner.user,
  useSettings: () => ({ data: learner.settings, isPending: false }),
};

interface InvokeOptions {
  method?: string;
  body?: unknown;
}
type InvokeAnswer = { data: unknown; error: unknown };

/**
 * The supabase client at its edge: functions.invoke, a `from(table).select().eq()` query, and
 * `from(table).select().maybeSingle()` (the learner's subscription: none, so the Free plan).
 */
export function fakeSupabase(rows: unknown[] = []) {
  const invoke = vi.fn<(name: string, options: InvokeOptions) => Promise<InvokeAnswer>>();
  invoke.mockResolvedValue({ data: {}, error: null });
  const eq = vi.fn((_column: string, _value: string) =>
    Promise.resolve({ data: rows, error: null }),
  );
  const maybeSingle = vi.fn(() => Promise.resolve({ data: null, error: null }));
  const select = vi.fn((_columns: string) => ({ eq, maybeSingle }));
  const from = vi.fn((_table: string) => ({ select }));
  const client = { functions: { invoke }, from } as unknown as SupabaseClient;
  return { client, invoke, from, select, eq };
}

export const backend: { client: SupabaseClient | null } = { client: null };

export const supabaseModule = {
  getSupabase: () => backend.client,
  loadSupabase: () => Promise.resolve(backend.client),
  requireSupabase: (demoMode: () => Error) =>
    backend.client ? Promise.resolve(backend.client) : Promise.reject(demoMode()),
};

/** What supabase-js gives back for a non-OK answer of a function. */
export function httpError(status: number, body: unknown): InvokeAnswer {
  return {
    data: null,
    error: { name: 'FunctionsHttpError', context: new Response(JSON.stringify(body), { status }) },
  };
}

export function signInLearner(settings: StoredSettings = DEFAULT_SETTINGS): User {
  const user: User = {
    id: 'user-1',
    aud: 'authenticated',
    email: 'ada@example.com',
    created_at: '2026-11-03T10:00:00Z',
    app_metadata: {},
    user_metadata: {},
  };
  learner.user = user;
  learner.settings = settings;
  return user;
}

export function resetLearner(): void {
  learner.user = null;
  learner.settings = undefined;
  backend.client = null;
}

export function withCoding(coding: Partial<StoredSettings['coding']>): StoredSettings {
  return { ...DEFAULT_SETTINGS, coding: { ...DEFAULT_SETTINGS.coding, ...coding } };
}

export function withPreferences(
  preferences: Partial<StoredSettings['preferences']>,
): StoredSettings {
  return { ...DEFAULT_SETTINGS, preferences: { ...DEFAULT_SETTINGS.preferences, ...preferences } };
}

export function renderWithQueryClient(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrap = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, queryClient, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** The CodeMirror view behind the editor with this accessible name, once it has loaded. */
export async function findEditor(name: string): Promise<EditorView> {
  // The first lazy load of the editor's modules can be slow while other test files run.
  const content = await screen.findByRole('textbox', { name }, { timeout: 5000 });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error(`No editor view for ${name}`);
  return view;
}

/** Replaces the whole program as if the learner had typed it. */
export function typeProgram(view: EditorView, code: string): void {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: code },
    userEvent: 'input.type',
  });
}

export const HELLO =
  '#include <stdio.h>\n\nint main(void)\n{\n    printf("Hello\\n");\n    return 0;\n}\n';

/** An answer of execute-c; unless given, its transcript is its stdout, then its stderr. */
export function executed(fields: Partial<ExecuteResponse> = {}): ExecuteResponse {
  const transcript: OutputChunk[] = [];
  if (fields.stdout) transcript.push({ stream: 'stdout', text: fields.stdout });
  if (fields.stderr) transcript.push({ stream: 'stderr', text: fields.stderr });
  return {
    output: '',
    error: null,
    executionTime: 12,
    status: 'success',
    exitCode: 0,
    signal: null,
    stdout: '',
    stderr: '',
    compileOutput: '',
    diagnostics: [],
    memoryKb: 1024,
    transcript,
    debug: null,
    ...fields,
  };
}

/**
 * jsdom lays nothing out: from here until the returned function is called, every element's
 * content is larger than its box (as a long output is, or a long line on a phone), and scrolling
 * an element into view is a spy.
 */
export function layOutOverflowingContent(): { scrollIntoView: Mock; restore: () => void } {
  const scrollIntoView = vi.fn();
  const saved = {
    scrollHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get: () => 5000,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 384,
  });
  Element.prototype.scrollIntoView = scrollIntoView;
  return {
    scrollIntoView,
    restore: () => {
      for (const [name, descriptor] of Object.entries(saved)) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
      }
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    },
  };
}
