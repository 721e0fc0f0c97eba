// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftKind } from '@domain/learning-api';
import {
  backend,
  fakeSupabase,
  httpError,
  resetLearner,
  signInLearner,
  withPreferences,
} from './test-support';
import { DRAFT_SAVE_DELAY_MS, useDraft } from './use-draft';

vi.mock('@web/lib/account', async () => (await import('./test-support')).accountModule);
vi.mock('@web/lib/supabase', async () => (await import('./test-support')).supabaseModule);

const ORIGINAL = 'int main(void) { return 0; }';
const EDITED = 'int main(void) { return 1; }';
const KEY = 'codenest:draft:c-002:exercise';

/** Lets the save delay pass (timers are fake, so no test waits for it). */
async function typingStops(ms = DRAFT_SAVE_DELAY_MS) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderDraft(kind: DraftKind = 'exercise') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDraft('c-002', kind, ORIGINAL), { wrapper });
}

let server: ReturnType<typeof fakeSupabase>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server = fakeSupabase();
  backend.client = server.client;
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  resetLearner();
  window.localStorage.clear();
});

describe('useDraft for a visitor', () => {
  it('keeps the draft in local storage once typing stops, and restores it', async () => {
    const first = renderDraft();
    expect(first.result.current.code).toBe(ORIGINAL);
    act(() => first.result.current.setCode(EDITED));
    expect(first.result.current.code).toBe(EDITED);
    expect(window.localStorage.getItem(KEY)).toBeNull();

    await typingStops(DRAFT_SAVE_DELAY_MS - 100);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    await typingStops(100);
    expect(window.localStorage.getItem(KEY)).toBe(EDITED);
    expect(first.result.current.saveState).toBe('saved');
    expect(first.result.current.keptIn).toBe('browser');
    first.unmount();

    const second = renderDraft();
    expect(second.result.current.code).toBe(EDITED);
    expect(second.result.current.restored).toBe(true);
    expect(server.invoke).not.toHaveBeenCalled();
  });

  it('forgets the draft on Reset and when the code is the original again', async () => {
    window.localStorage.setItem(KEY, EDITED);
    const { result } = renderDraft();
    expect(result.current.code).toBe(EDITED);

    act(() => result.current.reset());
    expect(result.current.code).toBe(ORIGINAL);
    expect(result.current.restored).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBeNull();

    act(() => result.current.setCode(EDITED));
    await typingStops();
    expect(window.localStorage.getItem(KEY)).toBe(EDITED);
    act(() => result.current.setCode(ORIGINAL));
    await typingStops();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the example and the exercise apart', () => {
    window.localStorage.setItem('codenest:draft:c-002:example', EDITED);
    expect(renderDraft('exercise').result.current.code).toBe(ORIGINAL);
    expect(renderDraft('example').result.current.code).toBe(EDITED);
  });

  it('keeps what was typed just before leaving', () => {
    const { result, unmount } = renderDraft();
    act(() => result.current.setCode(EDITED));
    unmount();
    expect(window.localStorage.getItem(KEY)).toBe(EDITED);
  });
});

describe('useDraft for a signed-in learner', () => {
  it('reads the draft from lesson_drafts and saves changes through lesson-draft', async () => {
    signInLearner();
    server = fakeSupabase([
      { kind: 'exercise', code: EDITED, updated_at: '2026-11-03T10:00:00Z' },
      { kind: 'example', code: 'other', updated_at: '2026-11-03T10:00:00Z' },
    ]);
    backend.client = server.client;
    const { result } = renderDraft();

    await waitFor(() => expect(result.current.code).toBe(EDITED));
    expect(result.current.restored).toBe(true);
    expect(result.current.keptIn).toBe('account');
    expect(server.from).toHaveBeenCalledWith('lesson_drafts');
    expect(server.select).toHaveBeenCalledWith('kind,code,updated_at');
    expect(server.eq).toHaveBeenCalledWith('lesson_id', 'c-002');

    act(() => result.current.setCode('int x;'));
    expect(server.invoke).not.toHaveBeenCalled();
    await typingStops();
    expect(result.current.saveState).toBe('saved');
    expect(server.invoke).toHaveBeenCalledWith('lesson-draft', {
      method: 'PUT',
      body: { lessonId: 'c-002', kind: 'exercise', code: 'int x;' },
    });
    expect(window.localStorage.getItem(KEY)).toBeNull();

    act(() => result.current.reset());
    expect(result.current.code).toBe(ORIGINAL);
    // The client is loaded on first use: the call goes out a moment later.
    await waitFor(() =>
      expect(server.invoke).toHaveBeenLastCalledWith('lesson-draft', {
        method: 'PUT',
        body: { lessonId: 'c-002', kind: 'exercise', code: null },
      }),
    );
  });

  it('does not store a draft equal to the original', async () => {
    signInLearner();
    const { result } = renderDraft();
    await waitFor(() => expect(server.eq).toHaveBeenCalled());

    act(() => result.current.setCode(EDITED));
    await typingStops();
    expect(server.invoke).toHaveBeenCalledTimes(1);
    act(() => result.current.setCode(ORIGINAL));
    await typingStops();
    expect(server.invoke).toHaveBeenCalledTimes(2);
    expect(server.invoke).toHaveBeenLastCalledWith('lesson-draft', {
      method: 'PUT',
      body: { lessonId: 'c-002', kind: 'exercise', code: null },
    });

    act(() => result.current.setCode(EDITED));
    act(() => result.current.setCode(ORIGINAL));
    await typingStops();
    expect(server.invoke).toHaveBeenCalledTimes(2);
  });

  it("reports a save the server refused with the server's message", async () => {
    signInLearner();
    server.invoke.mockResolvedValue(
      httpError(400, { message: 'code: is too long: the limit is 64 KiB of source' }),
    );
    const { result } = renderDraft();
    act(() => result.current.setCode(EDITED));
    await typingStops();
    expect(result.current.saveState).toBe('error');
    expect(result.current.saveError).toBe('code: is too long: the limit is 64 KiB of source');
  });

  it('neither reads nor keeps drafts when auto-save is off', async () => {
    signInLearner(withPreferences({ autoSave: false }));
    server = fakeSupabase([{ kind: 'exercise', code: EDITED, updated_at: '2026-11-03T10:00:00Z' }]);
    backend.client = server.client;
    const { result } = renderDraft();
    expect(result.current.code).toBe(ORIGINAL);
    expect(result.current.autoSave).toBe(false);

    act(() => result.current.setCode('int y;'));
    await typingStops();
    expect(result.current.code).toBe('int y;');
    expect(server.from).not.toHaveBeenCalled();
    expect(server.invoke).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
