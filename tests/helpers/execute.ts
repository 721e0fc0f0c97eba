// Calls POST /functions/v1/execute-c on a test server as the web app does (anon key, JSON).
import { executeResponseSchema, type ExecuteResponse } from '@domain/execution';
import crypto from 'node:crypto';
import { hashPassword } from '@server/auth/passwords';
import { startSession } from '@server/auth/sessions';
import { createUser } from '@server/auth/users';
import type { TestServer } from './server';

export const HELLO =
  '#include <stdio.h>\nint main(void) { printf("Hello, World!\\n"); return 0; }\n';

/** A string payload is sent as it is (malformed JSON, other content types); anything else as JSON. */
export function post(server: TestServer, payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/functions/v1/execute-c',
    headers: {
      authorization: `Bearer ${server.app.keys.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/**
 * The same call from a given client address (a visitor's limits count per address); `headers`
 * may carry a learner's token.
 */
export function postFrom(
  server: TestServer,
  from: { remoteAddress: string },
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method: 'POST',
    url: '/functions/v1/execute-c',
    remoteAddress: from.remoteAddress,
    headers: {
      authorization: `Bearer ${server.app.keys.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    payload: JSON.stringify(payload),
  });
}

/** A confirmed user with a live session on the test server, signed in through /auth/v1. */
export async function signedInUser(
  server: TestServer,
): Promise<{ token: string; userId: string; sessionId: string }> {
  const email = `runner-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct-horse-42';
  const db = server.app.database.db;
  const user = await createUser(db, {
    email,
    passwordHash: await hashPassword(password),
    userMetadata: {},
    confirmed: true,
  });
  const session = await startSession(server.app, user, 'password');
  const claims = JSON.parse(
    Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
  ) as { session_id: string };
  return { token: session.access_token, userId: user.id, sessionId: claims.session_id };
}

/** Runs a program through the endpoint; anything but a 200 with the documented shape throws. */
export async function execute(
  server: TestServer,
  code: string,
  options: { stdin?: string; mode?: 'run' | 'debug'; headers?: Record<string, string> } = {},
): Promise<ExecuteResponse> {
  const { headers, ...body } = options;
  const response = await post(server, { code, ...body }, headers);
  if (response.statusCode !== 200) {
    throw new Error(`execute-c answered ${response.statusCode}: ${response.body}`);
  }
  return executeResponseSchema.parse(response.json());
}
