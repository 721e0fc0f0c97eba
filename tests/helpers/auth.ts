import crypto from 'node:crypto';
import net from 'node:net';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig, type Config } from '@server/config';
import { readOutbox, type OutboxEntry } from '@server/mail/mailer';
import type { testDialects } from './databases';
import { dropSchema, throwawaySchemaName } from './pg-schemas';
import { startTestServer, type TestServer } from './server';

export interface ListeningServer extends TestServer {
  url: string;
}

/**
 * A real server listening on a free port, on SQLite or on a throwaway PostgreSQL schema, so
 * the real Supabase client can talk to it over HTTP.
 */
export async function startListeningServer(
  dialect: ReturnType<typeof testDialects>[number],
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<ListeningServer> {
  const schema = throwawaySchemaName();
  const databaseEnv: Record<string, string> = dialect.url
    ? { DATABASE_URL: dialect.url, DATABASE_SCHEMA: schema }
    : {};
  // Links in mails point at PUBLIC_URL, so the server learns its address before it listens.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startTestServer({ ...databaseEnv, PUBLIC_URL: url, ...env }, overrides);
  await server.app.listen({ port, host: '127.0.0.1' });
  return {
    ...server,
    url,
    async close() {
      await server.close();
      if (dialect.url) await dropSchema(dialect.url, schema);
    },
  };
}

/**
 * Overrides for a server whose password checks past the failure limit wait a few milliseconds
 * instead of seconds; `env` as given to the server, for the limits themselves.
 */
export function quickFailureDelays(env: Record<string, string> = {}): Partial<Config> {
  return { auth: { ...loadConfig(env).auth, failureDelayMs: { first: 1, max: 4 } } };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Node 20 has no global WebSocket; the realtime part of the client needs one. */
const nodeWebSocket: unknown = WebSocket;

export type TestClient = ReturnType<typeof createClient>;

/** A browser-like storage for one client: its own session and PKCE verifier. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The official client, configured as the web app configures it (PKCE, persisted session). */
export function newClient(server: ListeningServer): TestClient {
  return createClient(server.url, server.app.keys.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: memoryStorage(),
    },
    realtime: { transport: nodeWebSocket as never },
  });
}

export async function mailsTo(server: TestServer, email: string): Promise<OutboxEntry[]> {
  return (await readOutbox(server.dataDir)).filter((mail) => mail.to === email.toLowerCase());
}

/** Follows a mailed link as a browser would and answers where the server sent it. */
export async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303)
    throw new Error(`expected a 303 from ${link}, got ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
}

export const uniqueEmail = (label: string) =>
  `${label}-${crypto.randomBytes(4).toString('hex')}@Example.com`;
