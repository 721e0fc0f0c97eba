import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareConceptIds,
  compareLanguageIds,
  type CompareLanguage,
  type CompareLanguageId,
  type ComparisonProgram,
} from '@domain/compare';
import {
  compareConcepts as conceptSummaries,
  compareLanguages,
  loadCompareConcept,
} from './compare';

/*
 * Every program of /compare is compiled and run with the real toolchain and must print exactly
 * its expectedOutput. `node scripts/setup.mjs --toolchains` installs the toolchains; a missing
 * one fails the test with the Debian package to install.
 */

const execFileAsync = promisify(execFile);

/** Every concept whole, loaded the way the page loads one. */
const compareConcepts = await Promise.all(
  conceptSummaries.map((concept) => loadCompareConcept(concept.id)),
);

const COMPILE_TIMEOUT_MS = 60_000;
const RUN_TIMEOUT_MS = 10_000;
/** Programs handled at the same time: compilers are heavy and the machine may have two cores. */
const CONCURRENCY = 3;

/** The Debian package of each command the programs need (node is the one running this test). */
const debianPackages: Record<string, string> = {
  gcc: 'gcc',
  'g++': 'g++',
  rustc: 'rustc',
  go: 'golang-go',
  python3: 'python3',
};

/** Go's build cache, kept between runs (so it stays warm) and outside HOME (which may be read-only). */
const goHome = join(tmpdir(), `codenest-compare-go-${userInfo().uid}`);
const goEnv: NodeJS.ProcessEnv = {
  ...process.env,
  GOCACHE: join(goHome, 'cache'),
  GOPATH: join(goHome, 'path'),
  // The installed Go only, and no network.
  GOTOOLCHAIN: 'local',
  GOPROXY: 'off',
  GOFLAGS: '',
};

interface Step {
  command: string;
  args: string[];
  timeout: number;
  env?: NodeJS.ProcessEnv;
}

/** How to build and run main.<ext> in `dir`; a compile step writes the executable `dir`/main. */
interface Toolchain {
  compile?: (dir: string, source: string) => Step;
  run: (dir: string, source: string) => Step;
}

const compileStep = (command: string, args: string[], env?: NodeJS.ProcessEnv): Step => ({
  command,
  args,
  timeout: COMPILE_TIMEOUT_MS,
  env,
});
const runExecutable = (dir: string): Step => ({
  command: join(dir, 'main'),
  args: [],
  timeout: RUN_TIMEOUT_MS,
});
const interpret =
  (command: string) =>
  (_dir: string, source: string): Step => ({
    command,
    args: [source],
    timeout: RUN_TIMEOUT_MS,
  });

const toolchains: Record<CompareLanguageId, Toolchain> = {
  c: {
    compile: (dir, source) =>
      compileStep('gcc', [
        '-std=c17',
        '-Wall',
        '-Wextra',
        '-Werror',
        '-o',
        join(dir, 'main'),
        source,
      ]),
    run: runExecutable,
  },
  cpp: {
    compile: (dir, source) =>
      compileStep('g++', [
        '-std=c++17',
        '-Wall',
        '-Wextra',
        '-Werror',
        '-o',
        join(dir, 'main'),
        source,
      ]),
    run: runExecutable,
  },
  rust: {
    compile: (dir, source) =>
      compileStep('rustc', [
        '--edition',
        '2021',
        '-D',
        'warnings',
        '-C',
        'debuginfo=0',
        '-o',
        join(dir, 'main'),
        source,
      ]),
    run: runExecutable,
  },
  go: {
    compile: (dir, source) => compileStep('go', ['build', '-o', join(dir, 'main'), source], goEnv),
    run: runExecutable,
  },
  python: { run: interpret('python3') },
  javascript: { run: interpret(process.execPath) },
};

interface StepResult {
  exitCode: number | string | null;
  stdout: string;
  stderr: string;
}

const missingToolMessage = (command: string): string => {
  const pkg = debianPackages[command] ?? command;
  return (
    `\`${command}\` is not installed: install the Debian package ${pkg} ` +
    `(\`sudo apt-get install -y ${pkg}\`, or \`node scripts/setup.mjs --toolchains\` as root).`
  );
};

/** Runs one step and reports how it ended; a missing command throws, naming its Debian package. */
async function runStep(step: Step): Promise<StepResult> {
  try {
    const { stdout, stderr } = await execFileAsync(step.command, step.args, {
      encoding: 'utf8',
      timeout: step.timeout,
      env: step.env ?? process.env,
    });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failure = error as {
      code?: number | string;
      signal?: string | null;
      killed?: boolean;
      stdout?: string;
      stderr?: string;
    };
    if (failure.code === 'ENOENT') throw new Error(missingToolMessage(step.command));
    const exitCode = failure.killed
      ? `killed after ${step.timeout} ms`
      : (failure.code ?? failure.signal ?? null);
    return { exitCode, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
  }
}

/** Lets at most `max` tasks run at a time; the others wait their turn. */
function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task, or free it.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

const limit = limiter(CONCURRENCY);
const withoutFinalNewline = (text: string): string => text.replace(/\n$/, '');

let workDir = '';

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'codenest-compare-'));
  await mkdir(goHome, { recursive: true });
});

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Writes the program to a fresh directory, compiles it if needed, runs it and checks its output. */
async function checkProgram(
  conceptId: string,
  language: CompareLanguage,
  program: ComparisonProgram,
): Promise<void> {
  const toolchain = toolchains[language.id];
  const dir = await mkdtemp(join(workDir, `${conceptId}-${language.id}-`));
  const source = join(dir, language.fileName);
  await writeFile(source, program.code);

  if (toolchain.compile) {
    const compiled = await runStep(toolchain.compile(dir, source));
    // -Werror and -D warnings already fail on a warning; stderr must be empty as well.
    expect(compiled, `compiling ${conceptId} in ${language.name}`).toEqual({
      exitCode: 0,
      stdout: '',
      stderr: '',
    });
  }

  const ran = await runStep(toolchain.run(dir, source));
  expect(
    { ...ran, stdout: withoutFinalNewline(ran.stdout) },
    `running ${conceptId} in ${language.name}`,
  ).toEqual({ exitCode: 0, stdout: program.expectedOutput, stderr: '' });
}

describe('comparison programs', () => {
  it('cover the six concepts, each in all six languages (36 programs)', () => {
    expect(compareConcepts.map((concept) => concept.id)).toEqual([...compareConceptIds]);
    expect(compareLanguages.map((language) => language.id)).toEqual([...compareLanguageIds]);
    for (const concept of compareConcepts)
      expect(Object.keys(concept.programs).sort(), concept.id).toEqual(
        [...compareLanguageIds].sort(),
      );
    const count = compareConcepts.reduce(
      (total, concept) => total + Object.keys(concept.programs).length,
      0,
    );
    expect(count).toBe(36);
  });

  it('are written out: descriptions, notes, code ending in a newline, output without one', () => {
    for (const concept of compareConcepts) {
      expect(concept.description, concept.id).not.toMatch(/to be written/i);
      for (const [language, program] of Object.entries(concept.programs)) {
        const where = `${concept.id} in ${language}`;
        expect(program.note, where).not.toMatch(/to be written/i);
        expect(program.code, where).toMatch(/\n$/);
        expect(program.expectedOutput, where).not.toMatch(/\n$/);
      }
    }
  });

  it('print the same output in every language of a concept', () => {
    for (const concept of compareConcepts) {
      const outputs = new Set(Object.values(concept.programs).map((p) => p.expectedOutput));
      expect([...outputs], concept.id).toHaveLength(1);
    }
  });

  it('have their toolchains installed', async () => {
    const missing: string[] = [];
    for (const command of Object.keys(debianPackages)) {
      try {
        await execFileAsync(command, [command === 'go' ? 'version' : '--version'], {
          timeout: RUN_TIMEOUT_MS,
          env: command === 'go' ? goEnv : process.env,
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT')
          missing.push(missingToolMessage(command));
      }
    }
    expect(missing).toEqual([]);
  });
});

for (const concept of compareConcepts) {
  describe(concept.title, () => {
    for (const language of compareLanguages) {
      const program: ComparisonProgram | undefined = concept.programs[language.id];
      if (!program) continue; // reported by "cover the six concepts" above
      it.concurrent(
        `${language.name} prints its expected output`,
        () => limit(() => checkProgram(concept.id, language, program)),
        COMPILE_TIMEOUT_MS + RUN_TIMEOUT_MS + 60_000,
      );
    }
  });
}
