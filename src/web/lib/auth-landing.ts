import type { SupabaseClient } from '@supabase/supabase-js';

/*
 * What the page was opened with: an e-mail link lands with ?code=... (the client exchanges it
 * while it starts, before any React component listens) or with an error from the server.
 * Captured once at start, then handed to the app shell.
 */

export type LandingEvent = 'SIGNED_IN' | 'PASSWORD_RECOVERY';

export interface Landing {
  event: LandingEvent | null;
  /** error_description from the address: an expired or already used link. */
  error: string | null;
  /**
   * The address carried ?code=. Read at start: a protected page's guard may send the visitor
   * home (dropping the query) before the app shell looks at the address.
   */
  cameWithCode: boolean;
  /** The page the link pointed at, without the auth parameters. */
  target: string;
}

const noLanding = (): Landing => ({ event: null, error: null, cameWithCode: false, target: '/' });

let landing: Landing = noLanding();

function readLandingError(location: Location): string | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return query.get('error_description') ?? hash.get('error_description');
}

/** Call right after creating the client, before it finishes starting. */
export function watchLanding(client: SupabaseClient, location: Location = window.location): void {
  const cameWithCode = new URLSearchParams(location.search).has('code');
  landing = {
    event: null,
    error: readLandingError(location),
    cameWithCode,
    target: cleanAuthParams(location),
  };
  const { data } = client.auth.onAuthStateChange((event) => {
    if (event === 'PASSWORD_RECOVERY') landing.event = 'PASSWORD_RECOVERY';
    else if (event === 'SIGNED_IN' && cameWithCode && landing.event === null) {
      landing.event = 'SIGNED_IN';
    }
  });
  void client.auth.initialize().finally(() => data.subscription.unsubscribe());
}

/** The landing facts, once: later calls answer nothing. */
export function takeLanding(): Landing {
  const taken = landing;
  landing = noLanding();
  return taken;
}

/** The address bar's path without the auth parameters (to replace it without a navigation). */
export function cleanAuthParams(location: Location = window.location): string {
  return withoutAuthParams(location.href);
}

/** A path (or absolute address) of this site without the auth parameters. */
export function withoutAuthParams(address: string): string {
  const url = new URL(address, 'http://site.invalid');
  for (const name of [
    'code',
    'error',
    'error_code',
    'error_description',
    'type',
    'access_token',
    'refresh_token',
    'expires_in',
    'expires_at',
    'token_type',
  ]) {
    url.searchParams.delete(name);
  }
  if (/error_description|access_token/.test(url.hash)) url.hash = '';
  return `${url.pathname}${url.search}${url.hash}`;
}
