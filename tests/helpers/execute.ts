// Calls POST /functions/v1/execute-c on a test server as the web app does (anon key, JSON).
import { executeResponseSchema, type ExecuteResponse } from '../../src/domain/execution';
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

/** Runs a program through the endpoint; anything but a 200 with the documented shape throws. */
export async function execute(
  server: TestServer,
  code: string,
  options: { stdin?: string; mode?: 'run' | 'debug' } = {},
): Promise<ExecuteResponse> {
  const response = await post(server, { code, ...options });
  if (response.statusCode !== 200) {
    throw new Error(`execute-c answered ${response.statusCode}: ${response.body}`);
  }
  return executeResponseSchema.parse(response.json());
}
