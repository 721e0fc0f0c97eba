import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_DEBUG_PROBLEMS } from '@domain/execution';
import { findLesson } from './course-c';

/*
 * What the C lessons state about gcc and the sanitizers, checked with the real gcc: the
 * warnings and reports they quote and the output they describe.
 */

const LESSON_FLAGS = ['-std=c17', '-Wall', '-Wextra', '-pedantic'];
const SANITIZERS = ['-O0', '-g', '-fsanitize=address,undefined'];
const TIMEOUT = 60_000;
/** Plain quotes in gcc's messages, as the lessons write them. */
const ENV = { ...process.env, LC_ALL: 'C' };

interface Ended {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

function spawnAndWait(command: string, args: string[], cwd: string, stdin = ''): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: ENV });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }));
    // A program that exits without reading its input closes the pipe: that is no failure.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error);
    });
    child.stdin.end(stdin);
  });
}

let workDir = '';
let builds = 0;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'codenest-lesson-claims-'));
});

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Compiles `code` as main.c (so reports name main.c); `run` runs the program when it built. */
async function build(code: string, flags: string[] = LESSON_FLAGS) {
  const dir = join(workDir, String(++builds));
  await mkdir(dir);
  await writeFile(join(dir, 'main.c'), code);
  const compiled = await spawnAndWait('gcc', [...flags, 'main.c', '-o', 'main'], dir);
  return {
    ok: compiled.exitCode === 0,
    compileOutput: compiled.stderr,
    run: (stdin = '') => spawnAndWait(join(dir, 'main'), [], dir, stdin),
  };
}

const content = (id: string): string => findLesson('c-programming', id)!.content;

describe('c-001', () => {
  it(
    'describes what printf makes of a lone percent sign',
    async () => {
      const statement = 'printf("Progress: 100% done\\n");';
      expect(content('c-001')).toContain(`\`${statement}\``);
      const program = await build(
        `#include <stdio.h>\n\nint main(void)\n{\n    ${statement}\n    return 0;\n}\n`,
      );
      expect(program.ok).toBe(true);
      const warning = "format '%d' expects a matching 'int' argument";
      expect(program.compileOutput).toContain(warning);
      expect(content('c-001')).toContain(warning);

      // "% d" becomes a number (a space or a minus sign, then digits); "one" is what is left.
      const shape = /^Progress: 100[ -]\d+one$/;
      const shown = /`(Progress: 100\S*one)`/.exec(content('c-001'))?.[1];
      expect(shown).toMatch(shape);
      const { stdout } = await program.run();
      expect(stdout.replace(/\n$/, '')).toMatch(shape);
    },
    TIMEOUT,
  );

  it(
    'lets main sit on one line, but not the #include',
    async () => {
      expect(content('c-001')).toContain('the whole of `main` above could sit on one line');
      const main = 'int main(void) { printf("Hello, World!\\n"); return 0; }';
      const apart = await build(`#include <stdio.h>\n${main}\n`);
      expect(apart).toMatchObject({ ok: true, compileOutput: '' });
      expect((await apart.run()).stdout).toBe('Hello, World!\n');
      const together = await build(`#include <stdio.h> ${main}\n`);
      expect(together.ok).toBe(false);
      expect(together.compileOutput).toContain('extra tokens at end of #include directive');
    },
    TIMEOUT,
  );
});

describe('c-013', () => {
  it(
    'says gcc warns about sizeof on an array parameter written int values[], not int *values',
    async () => {
      const warning = "'sizeof' on array function parameter 'values' will return size of 'int *'";
      expect(content('c-013')).toContain(warning);
      const program = (parameter: string, size: string) => `#include <stdio.h>

size_t measure(${parameter})
{
    return ${size};
}

int main(void)
{
    int numbers[] = {1, 2, 3, 4, 5};
    printf("%zu\\n", measure(numbers));
    return 0;
}
`;
      const arrayForm = await build(program('int values[]', 'sizeof values'));
      expect(arrayForm.compileOutput).toContain(warning);
      const pointerForm = await build(program('int *values', 'sizeof values'));
      expect(pointerForm).toMatchObject({ ok: true, compileOutput: '' });
      const formula = await build(program('int *values', 'sizeof values / sizeof values[0]'));
      expect(formula.compileOutput).toContain('does not compute the number of array elements');
    },
    TIMEOUT,
  );
});

describe('c-015', () => {
  it(
    'says .as.rect.width reads back the radius, without a warning',
    async () => {
      expect(content('c-015')).toContain('a circle of radius 1.5 reads as a width of 1.5');
      const program = await build(`#include <stdio.h>

typedef enum { SHAPE_CIRCLE, SHAPE_RECTANGLE, SHAPE_TRIANGLE } ShapeKind;

typedef struct {
    ShapeKind kind;
    union {
        double radius;
        struct { double width, height; } rect;
        struct { double base, height; } tri;
    } as;
} Shape;

int main(void)
{
    Shape c = {.kind = SHAPE_CIRCLE, .as.radius = 1.5};
    printf("%.1f\\n", c.as.rect.width);
    return 0;
}
`);
      expect(program).toMatchObject({ ok: true, compileOutput: '' });
      expect((await program.run()).stdout).toBe('1.5\n');
    },
    TIMEOUT,
  );
});

describe('c-023', () => {
  it(
    "hint 4: the stray write's effect on rolls is one build's result",
    async () => {
      const lesson = findLesson('c-programming', 'c-023')!;
      const hint = lesson.exercise.hints[3]!;
      const example = lesson.exercise.visibleCases[0]!.stdin;
      const rolls = async (optimisation: string) => {
        const program = await build(lesson.exercise.starterCode, [...LESSON_FLAGS, optimisation]);
        return /rolls: \d+/.exec((await program.run(example)).stdout)?.[0];
      };
      // 7 rolls, 3 of them sixes: unoptimised, each 6 lands in rolls too.
      expect(await rolls('-O0')).toBe('rolls: 10');
      const optimised = await rolls('-O2');
      expect(optimised).not.toBe('rolls: 10');
      expect(hint).toContain(`\`${optimised}\``);
      expect(hint).toContain('undefined behaviour');
    },
    TIMEOUT,
  );

  it(
    'ASan stops at the first memory error; UBSan reports and lets the program go on',
    async () => {
      expect(content('c-023')).toContain('Unlike ASan, UBSan does not stop the program');
      const overflow = await build(
        `#include <limits.h>
#include <stdio.h>

int main(void)
{
    int total = INT_MAX;
    int bonus = 1;
    total = total + bonus;
    printf("after the overflow\\n");
    return 0;
}
`,
        [...LESSON_FLAGS, ...SANITIZERS],
      );
      const kept = await overflow.run();
      expect(kept.stderr).toContain(
        "main.c:8:11: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'",
      );
      expect(kept.stdout).toBe('after the overflow\n');

      const outOfBounds = await build(
        `#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int *scores = malloc(5 * sizeof *scores);
    scores[5] = 1;
    printf("after the overflow\\n");
    free(scores);
    return 0;
}
`,
        [...LESSON_FLAGS, ...SANITIZERS],
      );
      const stopped = await outOfBounds.run();
      expect(stopped.stderr).toContain('ERROR: AddressSanitizer: heap-buffer-overflow');
      expect(stopped.stdout).toBe('');
      expect(stopped.exitCode).not.toBe(0);
    },
    TIMEOUT,
  );

  it(
    'quotes the leak report AddressSanitizer prints on Linux, which the Debug run does not give',
    async () => {
      const text = content('c-023');
      expect(text).toContain('its sandbox cannot run LeakSanitizer');
      const program = await build(
        `#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int *scores = malloc(5 * sizeof *scores);
    scores[0] = 42;
    printf("first score: %d\\n", scores[0]);
    return 0;
}
`,
        [...LESSON_FLAGS, ...SANITIZERS],
      );
      const { stderr } = await program.run();
      for (const line of [
        'ERROR: LeakSanitizer: detected memory leaks',
        'Direct leak of 20 byte(s) in 1 object(s) allocated from:',
        'SUMMARY: AddressSanitizer: 20 byte(s) leaked in 1 allocation(s).',
      ]) {
        expect(stderr).toContain(line);
        expect(text).toContain(line);
      }
      expect(stderr).toMatch(/ in main \S*main\.c:6\n/);
      expect(text).toContain('in main main.c:6\n');
    },
    TIMEOUT,
  );
});

describe('c-024', () => {
  it(
    'quotes what UBSan says about qsort(NULL, 0, ...)',
    async () => {
      const report = 'null pointer passed as argument 1, which is declared to never be null';
      expect(content('c-024')).toContain(report);
      const program = await build(
        `#include <stdio.h>
#include <stdlib.h>

static int compare(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

int main(void)
{
    int *items = NULL;
    qsort(items, 0, sizeof *items, compare);
    printf("sorted\\n");
    return 0;
}
`,
        [...LESSON_FLAGS, ...SANITIZERS],
      );
      expect(program.ok).toBe(true);
      expect((await program.run()).stderr).toContain(`runtime error: ${report}`);
    },
    TIMEOUT,
  );
});

it("names the Debug run's message for a clean run in c-023 and c-024", () => {
  for (const id of ['c-023', 'c-024']) {
    expect(content(id)).toContain(`*${NO_DEBUG_PROBLEMS}*`);
    expect(content(id)).not.toContain('exactly this way');
  }
});
