import type { Diagnostic } from '@domain/execution';
import { SOURCE_NAME } from './sandbox';

/**
 * What native/program-runtime.c writes to stderr as a program dies of a signal: the signal, the
 * faulting address and access for a memory fault, and the program's own code addresses (offsets
 * from the start of the executable), innermost first.
 */
export interface CrashReport {
  signal: number;
  address: bigint | null;
  access: 'read' | 'write' | null;
  offsets: bigint[];
}

/** The runtime starts its report with an ASCII record separator, which programs rarely print. */
const RECORD_SEPARATOR = String.fromCharCode(0x1e);
const REPORT_LINE = new RegExp(
  `\\n?${RECORD_SEPARATOR}codenest-report sig=(\\d+)(?: addr=0x([0-9a-f]+))?(?: access=(read|write))? pcs=((?:0x[0-9a-f]+,?)*)\\n$`,
);

/**
 * The runtime's report, when stderr ends with it, and the stretch of stderr it takes (which the
 * learner never sees). A program could print such a line itself; it would only change the words
 * of its own crash, and only when it really dies of a signal.
 */
export function takeCrashReport(
  stderr: string,
): { report: CrashReport; span: [number, number] } | null {
  const match = REPORT_LINE.exec(stderr);
  if (!match) return null;
  const offsets = (match[4] ?? '')
    .split(',')
    .filter(Boolean)
    .map((text) => BigInt(text));
  return {
    report: {
      signal: Number(match[1]),
      address: match[2] === undefined ? null : BigInt(`0x${match[2]}`),
      access: (match[3] as CrashReport['access']) ?? null,
      offsets,
    },
    span: [match.index, stderr.length],
  };
}

/** The learner's lines, innermost first, from addr2line's "file:line" answers (others dropped). */
/**
 * The address the program's first byte is linked at (what the runtime's offsets count from): 0
 * for a position-independent executable, the first segment's address otherwise. Null when the
 * bytes are not a 64-bit little-endian ELF file.
 */
export function loadBase(program: Buffer): bigint | null {
  if (program.length < 64 || program.readUInt32BE(0) !== 0x7f454c46) return null;
  if (program[4] !== 2 || program[5] !== 1) return null;
  const type = program.readUInt16LE(16);
  if (type === 3) return 0n;
  const tableAt = Number(program.readBigUInt64LE(32));
  const entrySize = program.readUInt16LE(54);
  const entries = program.readUInt16LE(56);
  let lowest: bigint | null = null;
  for (let index = 0; index < entries; index++) {
    const at = tableAt + index * entrySize;
    if (at + 56 > program.length || program.readUInt32LE(at) !== 1) continue;
    const address = program.readBigUInt64LE(at + 16);
    if (lowest === null || address < lowest) lowest = address;
  }
  return lowest;
}

const SOURCE_LINE = new RegExp(`(?:^|/)${SOURCE_NAME.replace('.', '\\.')}:(\\d+)`);

export function sourceLines(addr2lineOutput: string): number[] {
  return addr2lineOutput
    .split('\n')
    .map((line) => SOURCE_LINE.exec(line))
    .flatMap((match) => (match ? [Number(match[1])] : []));
}

/** Addresses below this are the page at 0: a NULL pointer, or a field reached through one. */
const NULL_PAGE = 4096n;
const SIGXCPU = 24;
/** SIGRTMAX on Linux: the runtime's own wall-clock timer (see native/program-runtime.c). */
export const WALL_SIGNAL = 64;
const LONGEST_QUOTE = 60;

/** The line as the learner wrote it, shortened, without comments and its final `;` or `{`. */
function quoteLine(source: string, line: number): string | null {
  const lines = source.split('\n');
  const text = lines[line - 1]
    ?.replace(/\/\/.*$/, '')
    .replace(/\/\*.*?\*\//g, '')
    .trim()
    .replace(/\s*[;{]$/, '');
  if (!text) return null;
  return text.length > LONGEST_QUOTE ? `${text.slice(0, LONGEST_QUOTE - 1)}…` : text;
}

/**
 * The one pointer the line dereferences, when there is exactly one (`*p`, `p->x`, `p[i]`):
 * string and character literals are left out first so their text cannot count.
 */
export function dereferencedPointer(lineText: string): string | null {
  const code = lineText.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  const unary = [...code.matchAll(/(?:^|[^\w)\]\s]|\breturn)\s*\*\s*([A-Za-z_]\w*)/g)].map(
    (m) => m[1],
  );
  const arrows = [...code.matchAll(/([A-Za-z_]\w*)\s*->/g)].map((m) => m[1]);
  const direct = new Set([...unary, ...arrows]);
  if (direct.size === 1) return [...direct][0] ?? null;
  if (direct.size > 1) return null;
  const indexed = new Set([...code.matchAll(/([A-Za-z_]\w*)\s*\[/g)].map((m) => m[1]));
  return indexed.size === 1 ? ([...indexed][0] ?? null) : null;
}

function faultDetail(report: CrashReport, quote: string | null): string | null {
  if (report.address === null) return null;
  if (report.address < NULL_PAGE) {
    const pointer = quote ? dereferencedPointer(quote) : null;
    if (pointer) return `${pointer} is NULL`;
    const access = report.access === 'write' ? 'wrote' : 'read';
    return `the program ${access} through a NULL pointer`;
  }
  const access = report.access === 'write' ? 'wrote to' : 'read';
  return `the program ${access} address 0x${report.address.toString(16)}, which it does not own`;
}

/** How a run's crash or time limit reads in words: where, and what went wrong there. */
export function describeCrash(
  report: CrashReport,
  lines: number[],
  source: string,
  limits: { cpuSeconds: number; wallSeconds: number },
): { sentence: string; diagnostic: Diagnostic } | null {
  const recursion = lines.length >= 12 && new Set(lines).size <= 3;
  // A stack overflow stops anywhere in the repeating frames: the recursive call is the line met
  // most often.
  const line = recursion ? mostFrequent(lines) : lines[0];
  if (line === undefined) return null;
  const quote = quoteLine(source, line);
  const code = quote ? `: \`${quote}\`` : '';
  // The sentence names the line; the editor's marker sits on it, so its words need not.
  let sentence: string;
  let marker: string;
  if (report.signal === SIGXCPU || report.signal === WALL_SIGNAL) {
    const spent =
      report.signal === SIGXCPU
        ? `in a loop after ${limits.cpuSeconds} s of CPU`
        : `after ${limits.wallSeconds} s`;
    sentence = `still running line ${line} ${spent}${code}`;
    marker = `still running this line ${spent}`;
  } else {
    const caller = lines.slice(1).find((other) => other !== line);
    marker = recursion
      ? 'the calls nested so deep that the stack ran out (does the recursion reach its base case?)'
      : [faultDetail(report, quote), caller === undefined ? null : `called from line ${caller}`]
          .filter(Boolean)
          .join(', ') || 'the program stopped here';
    sentence = `line ${line}${quote ? `, \`${quote}\`` : ''}: ${marker}`;
  }
  return {
    sentence,
    diagnostic: {
      file: SOURCE_NAME,
      line,
      column: 0,
      severity: 'runtime error',
      message: marker,
    },
  };
}

function mostFrequent(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([, a], [, b]) => b - a)[0]?.[0];
}
