// The specification's examples of running C, through the real endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { makePro } from '../helpers/subscriptions';
import { execute, HELLO, signedInUser } from './harness';

const TIMEOUT = 30_000;
/** Line numbers matter below: every program is written one line per array entry. */
const lines = (...source: string[]) => `${source.join('\n')}\n`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, TIMEOUT);

afterAll(() => server?.close());

describe('the specification examples', () => {
  it('runs hello world', { timeout: TIMEOUT }, async () => {
    const result = await execute(server, HELLO);
    expect(result).toMatchObject({
      output: 'Hello, World!\n',
      error: null,
      status: 'success',
      exitCode: 0,
      signal: null,
      stdout: 'Hello, World!\n',
      stderr: '',
      diagnostics: [],
    });
    expect(result.executionTime).toBeGreaterThanOrEqual(0);
  });

  it('reports a compile error at its line', { timeout: TIMEOUT }, async () => {
    const code = lines(
      '#include <stdio.h>',
      '',
      'int main(void) {',
      '  int total = count + 1;',
      '  printf("%d\\n", total);',
      '  return 0;',
      '}',
    );
    const result = await execute(server, code);
    expect(result).toMatchObject({ status: 'compile_error', stdout: '', exitCode: null });
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        file: 'main.c',
        line: 4,
        severity: 'error',
        // gcc quotes with ‘’ in a UTF-8 locale, '' otherwise.
        message: expect.stringMatching(/^[‘']count[’'] undeclared/) as unknown,
      }),
    );
    expect(result.error).toMatch(/^main\.c:4:15: error: [‘']count[’'] undeclared/);
    expect(result.compileOutput).toContain('main.c:4:15: error:');
  });

  it(
    'reports a crash with its signal, its line and everything printed before it, in order',
    { timeout: TIMEOUT },
    async () => {
      const code = lines(
        '#include <stdio.h>',
        '',
        'int main(void) {',
        '  int *p = NULL;',
        '  printf("before\\n");',
        '  fprintf(stderr, "warning\\n");',
        '  *p = 42;',
        '  puts("after the crash");',
        '  return 0;',
        '}',
      );
      const result = await execute(server, code);
      expect(result).toMatchObject({
        status: 'runtime_error',
        signal: 'SIGSEGV',
        exitCode: null,
        error:
          'Segmentation fault (signal 11): your program read or wrote memory it does not own\nline 7, `*p = 42`: p is NULL',
        stdout: 'before\n',
        stderr: 'warning\n',
        output: 'before\nwarning\n',
        transcript: [
          { stream: 'stdout', text: 'before\n' },
          { stream: 'stderr', text: 'warning\n' },
        ],
      });
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({ file: 'main.c', line: 7, severity: 'runtime error' }),
      );
    },
  );

  it(
    'keeps an unfinished line printed before a time limit and says where the program spun',
    { timeout: TIMEOUT },
    async () => {
      const code = lines(
        '#include <stdio.h>',
        '',
        'int main(void) {',
        '  printf("counting");',
        '  volatile unsigned long n = 0;',
        '  while (n != 1) {',
        '    n += 2;',
        '  }',
        '  return 0;',
        '}',
      );
      const result = await execute(server, code);
      expect(result.status).toBe('time_limit');
      expect(result.stdout).toBe('counting');
      // A busy machine may reach the wall-clock limit first; only the CPU limit's signal says where.
      if (result.signal === 'SIGXCPU') {
        expect(result.error).toMatch(
          /^Time limit exceeded: 2 s of CPU\nstill running line [67] in a loop after 2 s of CPU/,
        );
      }
    },
  );

  it('gives the program its stdin', { timeout: TIMEOUT }, async () => {
    const code = lines(
      '#include <stdio.h>',
      '',
      'int main(void) {',
      '  char name[64];',
      '  int a, b;',
      '  if (scanf("%63s %d %d", name, &a, &b) != 3) return 1;',
      '  printf("Hello, %s! %d + %d = %d\\n", name, a, b, a + b);',
      '  return 0;',
      '}',
    );
    const result = await execute(server, code, { stdin: 'Ada 40 2\n' });
    expect(result).toMatchObject({ status: 'success', stdout: 'Hello, Ada! 40 + 2 = 42\n' });
  });

  it(
    'reports an out-of-bounds write at its line in debug mode, for a Pro learner',
    { timeout: TIMEOUT },
    async () => {
      const code = lines(
        '#include <stdio.h>',
        '#include <stdlib.h>',
        '',
        'int main(void) {',
        '  int *values = malloc(5 * sizeof *values);',
        '  for (int i = 0; i < 5; i++) values[i] = i;',
        '  values[5] = 42;',
        '  printf("%d\\n", values[0]);',
        '  free(values);',
        '  return 0;',
        '}',
      );
      // Debug runs are a Pro feature.
      const learner = await signedInUser(server);
      await makePro(server.app.database.db, learner.userId);
      const result = await execute(server, code, {
        mode: 'debug',
        headers: { authorization: `Bearer ${learner.token}` },
      });
      expect(result.status).toBe('runtime_error');
      expect(result.debug?.problems).toEqual([
        { line: 7, message: 'the program wrote 4 bytes outside a block of memory from malloc' },
      ]);
      // The sanitizers' report is kept apart from the program's stderr, whole, for "Details".
      expect(result.stderr).toBe('');
      expect(result.debug?.report).toContain('ERROR: AddressSanitizer: heap-buffer-overflow');
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({ file: 'main.c', line: 7, severity: 'runtime error' }),
      );
      // The same program in run mode is not checked, and its bug goes unnoticed.
      const plain = await execute(server, code);
      expect(plain).toMatchObject({ status: 'success', stdout: '0\n' });
    },
  );
  it(
    'says a clean Debug run found nothing, and reports each kind of undefined behaviour once, going on after it',
    { timeout: TIMEOUT },
    async () => {
      const learner = await signedInUser(server);
      await makePro(server.app.database.db, learner.userId);
      const debugRun = (code: string) =>
        execute(server, code, {
          mode: 'debug',
          headers: { authorization: `Bearer ${learner.token}` },
        });
      const clean = await debugRun(
        lines('#include <stdio.h>', 'int main(void) { puts("hi"); return 0; }'),
      );
      expect(clean).toMatchObject({
        status: 'success',
        stdout: 'hi\n',
        debug: { problems: [], report: '' },
      });

      const overflowing = await debugRun(
        lines(
          '#include <limits.h>',
          '#include <stdio.h>',
          'int main(void) {',
          '  int x = INT_MAX;',
          '  for (int i = 0; i < 3; i++) x = x + 1;',
          '  printf("still here\\n");',
          '  return 0;',
          '}',
        ),
      );
      expect(overflowing.stdout).toBe('still here\n');
      expect(overflowing.debug?.problems).toEqual([
        {
          line: 5,
          message:
            'undefined behaviour: signed integer overflow: 2147483647 + 1 does not fit in an int',
        },
      ]);
      expect(overflowing.stderr).toBe('');
    },
  );
});
