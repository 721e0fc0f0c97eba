// @vitest-environment jsdom
import type { Session } from '@supabase/supabase-js';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type AuthListener = (event: string, session: Session | null) => void;

/** Enough of a supabase-js client for the session: its events and its stored session. */
function fakeClient(stored: Session | null) {
  const listeners = new Set<AuthListener>();
  return {
    auth: {
      onAuthStateChange(listener: AuthListener) {
        listeners.add(listener);
        return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
      },
      getSession: () => Promise.resolve({ data: { session: stored } }),
      initialize: () => Promise.resolve({ error: null }),
      emit: (event: string, session: Session | null) => {
        for (const listener of listeners) listener(event, session);
      },
    },
  };
}

const session = { access_token: 'token', user: { email: 'ada@example.com' } } as Session;
let client = fakeClient(null);
const createClient = vi.fn(() => client);

vi.mock('@supabase/supabase-js', () => ({ createClient: () => createClient() }));
vi.mock('./public-config', () => ({
  fetchPublicConfig: () => Promise.resolve({ apiUrl: 'http://api.test', anonKey: 'anon' }),
}));

/** A fresh module graph each test: the client is created once per page. */
async function renderProvider() {
  const { SessionProvider } = await import('./SessionProvider');
  const { useSession } = await import('./session');
  const supabase = await import('./supabase');
  function Shown() {
    const { ready, session: current } = useSession();
    return <p>{ready ? (current?.user.email ?? 'signed out') : 'reading the session'}</p>;
  }
  render(
    <SessionProvider>
      <Shown />
    </SessionProvider>,
  );
  return supabase;
}

beforeEach(() => {
  vi.resetModules();
  createClient.mockClear();
  client = fakeClient(null);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('SessionProvider', () => {
  it('knows a visitor with nothing stored is signed out without loading the client', async () => {
    await renderProvider();
    expect(await screen.findByText('signed out')).toBeTruthy();
    // Long enough for a load that had started to have created the client.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(createClient).not.toHaveBeenCalled();
  });

  it('loads the client at once when a session is stored, and shows it', async () => {
    window.localStorage.setItem('sb-api-auth-token', '{}');
    client = fakeClient(session);
    await renderProvider();
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('loads the client at once for an e-mail link landing with a code', async () => {
    window.history.replaceState(null, '', '/dashboard?code=abc');
    client = fakeClient(session);
    await renderProvider();
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
  });

  it('follows a sign-in in another tab: its stored session loads the client here', async () => {
    await renderProvider();
    await screen.findByText('signed out');
    client = fakeClient(session);
    act(() => {
      window.localStorage.setItem('sb-api-auth-token', '{}');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'sb-api-auth-token', newValue: '{}' }),
      );
    });
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
  });

  it('follows a sign-in made once something else loaded the client (the sign-in dialog)', async () => {
    const supabase = await renderProvider();
    await screen.findByText('signed out');
    const loaded = await act(() => supabase.loadSupabase());
    expect(loaded).toBe(client);
    act(() => client.auth.emit('SIGNED_IN', session));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
  });
});

describe('needsClientAtStart', () => {
  const storage = (...keys: string[]) => ({
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
  });
  const at = (search = '', hash = '') => ({ search, hash });

  it('is false for a visitor: nothing of supabase-js stored, a plain address', async () => {
    const { needsClientAtStart } = await import('./supabase');
    expect(needsClientAtStart(storage('codenest-theme', 'cookie-consent'), at('?tab=faq'))).toBe(
      false,
    );
  });

  it('is true for a stored session, a sign-in under way, or storage it cannot read', async () => {
    const { needsClientAtStart } = await import('./supabase');
    expect(needsClientAtStart(storage('sb-127-auth-token'), at())).toBe(true);
    expect(needsClientAtStart(storage('sb-api-auth-token-code-verifier'), at())).toBe(true);
    expect(needsClientAtStart(null, at())).toBe(true);
  });

  it('is true for what an auth link lands with, in the query or the fragment', async () => {
    const { needsClientAtStart } = await import('./supabase');
    expect(needsClientAtStart(storage(), at('?code=abc'))).toBe(true);
    expect(needsClientAtStart(storage(), at('?type=signup&access_token=a'))).toBe(true);
    expect(needsClientAtStart(storage(), at('', '#error_description=Link+expired'))).toBe(true);
    expect(needsClientAtStart(storage(), at('', '#access_token=a&type=recovery'))).toBe(true);
  });
});
