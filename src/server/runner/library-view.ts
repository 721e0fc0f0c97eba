import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { which } from './toolchain';

/**
 * gcc's linker (gold) reads every folder on its search path in full, and the multiarch library
 * folder holds the libraries of every installed package: over a thousand entries on a typical
 * server, read several times per link. The compile sandbox sees instead a folder that lists
 * only what compiling and linking use, as links into the real folder, which is mounted
 * read-only at FULL_LIBRARY_MOUNT. The run sandbox keeps the real folder.
 */
export interface LibraryView {
  /** The real folder, e.g. /usr/lib/x86_64-linux-gnu. */
  libDir: string;
  /** The folder of links shown in its place. */
  folder: string;
}

export const FULL_LIBRARY_MOUNT = '/.multiarch';

const HELLO =
  '#include <stdio.h>\n#include <math.h>\nint main(void) { printf("%f\\n", sqrt(2.0)); return 0; }\n';

function output(command: string, args: string[], cwd?: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
}

/** Every absolute path in a text (ldd output, linker traces and scripts). */
function absolutePaths(text: string): string[] {
  return [...text.matchAll(/(\/[^\s()'"]+)/g)].map((match) => match[1] ?? '');
}

/** A path and each link it leads through, as absolute paths. */
function linkChain(start: string): string[] {
  const chain: string[] = [];
  let current = path.resolve(start);
  for (let hop = 0; hop < 16; hop++) {
    chain.push(current);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(current);
    } catch {
      break;
    }
    if (!stat.isSymbolicLink()) break;
    current = path.resolve(path.dirname(current), fs.readlinkSync(current));
  }
  return chain;
}

/** Linker scripts (libc.so, libm.so) name the files they pull in. */
function scriptReferences(file: string): string[] {
  try {
    const stat = fs.statSync(file);
    if (stat.size > 4096) return [];
    const text = fs.readFileSync(file, 'utf8');
    return /\b(GROUP|INPUT)\s*\(/.test(text) ? absolutePaths(text) : [];
  } catch {
    return [];
  }
}

/** The names in `libDir` that gcc, its tools, the helpers and a link in each build mode use. */
function namesUsedByToolchain(
  gcc: string,
  helpers: string[],
  modeFlags: string[][],
  libs: string[],
): string[] {
  const programs = [
    gcc,
    ...helpers,
    ...['cc1', 'collect2', 'lto-wrapper', 'as', 'ld.gold', 'ld'].map((name) =>
      output(gcc, [`-print-prog-name=${name}`]).trim(),
    ),
    output(gcc, ['-print-file-name=liblto_plugin.so']).trim(),
  ].map((program) => (program.includes('/') ? program : (which(program) ?? '')));

  const found = new Set<string>();
  for (const program of programs) {
    if (!program || !fs.existsSync(program)) continue;
    try {
      for (const file of absolutePaths(output('ldd', [program]))) found.add(file);
    } catch {
      // not dynamic, or ldd is missing: nothing to add
    }
  }

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-libs-'));
  try {
    fs.writeFileSync(path.join(scratch, 'main.c'), HELLO);
    for (const flags of modeFlags) {
      const trace = output(
        gcc,
        [...flags, '-Wl,--trace', '-o', 'program', 'main.c', ...libs],
        scratch,
      );
      for (const file of absolutePaths(trace)) found.add(file);
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return [...found].map((file) => path.resolve(file));
}

/** The names the view lists: traced once per compiler and kept in `cacheDir`. */
function usedNames(
  gcc: string,
  helpers: string[],
  gccIdentity: string,
  libDir: string,
  cacheDir: string,
  modeFlags: string[][],
  libs: string[],
): string[] {
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([gccIdentity, helpers, modeFlags, libs, fs.statSync(libDir).mtimeMs]))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(cacheDir, `sandbox-libs-${key}.json`);
  try {
    const cached: unknown = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    if (Array.isArray(cached) && cached.every((name) => typeof name === 'string')) {
      return cached;
    }
  } catch {
    // not traced yet on this machine
  }

  const realLibDir = fs.realpathSync(libDir);
  const inLibDir = (file: string): string | null => {
    try {
      return fs.realpathSync(path.dirname(file)) === realLibDir ? path.basename(file) : null;
    } catch {
      return null;
    }
  };
  const names = new Set<string>();
  const visit = (file: string) => {
    for (const step of linkChain(file)) {
      const name = inLibDir(step);
      if (name && !names.has(name)) {
        names.add(name);
        for (const referenced of scriptReferences(step)) visit(referenced);
      }
    }
  };
  for (const file of namesUsedByToolchain(gcc, helpers, modeFlags, libs)) visit(file);
  // The linker finds libraries by their unversioned names (libc.so, libm.so, libm.a): keep
  // every file of each library found.
  const stem = (name: string) => name.replace(/(-[\d.]+)?\.(so|a)(\..*)?$/, '');
  const stems = new Set([...names].map(stem));
  for (const entry of fs.readdirSync(libDir)) {
    if (entry.startsWith('lib') && stems.has(stem(entry))) visit(path.join(libDir, entry));
  }
  // Character-set conversion tables: gcc reads them for non-ASCII source.
  if (fs.existsSync(path.join(libDir, 'gconv'))) names.add('gconv');

  const list = [...names].sort();
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(cacheFile, JSON.stringify(list));
  return list;
}

/**
 * Creates, in `workRoot` (which every sandbox uid may traverse), the folder of links the
 * compile sandbox sees in place of the multiarch library folder. Null where there is no such
 * folder: the sandbox then shows the real one.
 */
export function prepareLibraryView(input: {
  gcc: string;
  /** Other programs the compile sandbox runs (prlimit, when there are no cgroups). */
  helpers: string[];
  gccIdentity: string;
  cacheDir: string;
  workRoot: string;
  modeFlags: string[][];
  libs: string[];
}): LibraryView | null {
  const multiarch = output(input.gcc, ['-print-multiarch']).trim();
  if (!multiarch) return null;
  const libDir = `/usr/lib/${multiarch}`;
  if (!fs.existsSync(libDir)) return null;
  const names = usedNames(
    input.gcc,
    input.helpers,
    input.gccIdentity,
    libDir,
    input.cacheDir,
    input.modeFlags,
    input.libs,
  );
  const folder = path.join(input.workRoot, 'libraries');
  fs.mkdirSync(folder, { mode: 0o755 });
  for (const name of names) {
    fs.symlinkSync(`${FULL_LIBRARY_MOUNT}/${name}`, path.join(folder, name));
  }
  fs.chmodSync(folder, 0o755);
  return { libDir, folder };
}
