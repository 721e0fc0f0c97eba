// Shared by the sandbox suites: posts programs to the real endpoint and reads the C files in
// tests/sandbox/programs.
import fs from 'node:fs';
import path from 'node:path';
import { executeResponseSchema, type ExecuteResponse } from '../../src/domain/execution';
import type { TestServer } from '../helpers/server';

const PROGRAMS = path.join(import.meta.dirname, 'programs');

export const HELLO =
  '#include <stdio.h>\nint main(void) { printf("Hello, World!\\n"); return 0; }\n';

/** The source of tests/sandbox/programs/NAME. */
export function program(name: string): string {
  return fs.readFileSync(path.join(PROGRAMS, name), 'utf8');
}

/** POST /functions/v1/execute-c with the anon key, as the web app does. */
export function post(server: TestServer, payload: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: '/functions/v1/execute-c',
    headers: {
      authorization: `Bearer ${server.app.keys.anonKey}`,
      'content-type': 'application/json',
    },
    payload,
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
