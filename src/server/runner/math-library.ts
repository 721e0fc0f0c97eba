import { execFileSync } from 'node:child_process';

/**
 * Whether a program needs the maths library. Linking `-lm` makes the linker read libm's symbol
 * table, about a tenth of a hello-world compile, so it is added only when the source names one
 * of libm's functions (or uses a compiler builtin, which may fall back to libm). A false alarm
 * costs those milliseconds; nothing else: the linker drops a library no symbol came from.
 */
export interface MathLibrary {
  /** The libraries to link for this source. */
  librariesFor(source: string): string[];
}

const MATH = ['-lm'];
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;

export const ALWAYS_LINK_MATH: MathLibrary = { librariesFor: () => MATH };

export function mathLibraryFor(symbols: ReadonlySet<string>): MathLibrary {
  return {
    librariesFor(source) {
      for (const [word] of source.matchAll(IDENTIFIER)) {
        if (symbols.has(word) || word.startsWith('__builtin')) return MATH;
      }
      return [];
    },
  };
}

/** libm's exported functions, read with `nm`; when that fails every program links libm. */
export function findMathLibrary(gcc: string): MathLibrary {
  try {
    const libm = execFileSync(gcc, ['-print-file-name=libm.so.6'], { encoding: 'utf8' }).trim();
    const listing = execFileSync('nm', ['--dynamic', '--defined-only', libm], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const symbols = new Set<string>();
    for (const line of listing.split('\n')) {
      const name = line.trim().split(/\s+/)[2]?.replace(/@.*$/, '');
      if (name && !name.startsWith('GLIBC_')) symbols.add(name);
    }
    return symbols.has('sqrt') && symbols.has('pow') ? mathLibraryFor(symbols) : ALWAYS_LINK_MATH;
  } catch {
    return ALWAYS_LINK_MATH;
  }
}
