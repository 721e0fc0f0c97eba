// Shared by the sandbox suites: the C files in tests/sandbox/programs, and the endpoint helpers.
import fs from 'node:fs';
import path from 'node:path';

export { execute, HELLO, post, signedInUser } from '../helpers/execute';

const PROGRAMS = path.join(import.meta.dirname, 'programs');

/** The source of tests/sandbox/programs/NAME. */
export function program(name: string): string {
  return fs.readFileSync(path.join(PROGRAMS, name), 'utf8');
}
