import type { DebugFindings, Diagnostic } from '@domain/execution';
import { SOURCE_NAME } from './sandbox';

/** What the sanitizers wrote, taken apart from what the program itself wrote to stderr. */
export interface SanitizerOutput {
  findings: DebugFindings;
  /** [start, end) stretches of stderr that are the sanitizers' and not the program's. */
  spans: Array<[number, number]>;
}

const source = SOURCE_NAME.replace('.', '\\.');
const SOURCE_PLACE = new RegExp(`(?:^|[\\s/])${source}:(\\d+)`);
const UBSAN_LINE = new RegExp(`^(?:/work/)?${source}:(\\d+):(\\d+): runtime error: (.+)$`);
const STACK_FRAME = /^\s+#\d+ /;
const ASAN_START = /^(?:={20,}|AddressSanitizer:DEADLYSIGNAL)$/;
const ASAN_ERROR =
  /^==\d+==ERROR: AddressSanitizer: ([\w-]+)(?: on (?:unknown )?address (0x[0-9a-f]+))?/;
const ASAN_END = /^==\d+==ABORTING$/;
const SANITIZER_NOTE = /^(?:SUMMARY: \w+Sanitizer|==\d+==)/;

/** AddressSanitizer's kinds of error in a learner's words. */
const ASAN_KINDS: Record<string, (access: string) => string> = {
  'heap-buffer-overflow': (access) => `${access} outside a block of memory from malloc`,
  'stack-buffer-overflow': (access) => `${access} outside a local array`,
  'global-buffer-overflow': (access) => `${access} outside a global array`,
  'heap-use-after-free': (access) => `${access} memory after it was freed`,
  'stack-use-after-return': (access) =>
    `${access} a local variable of a function that had returned`,
  'stack-use-after-scope': (access) => `${access} a local variable after its block ended`,
  'double-free': () => 'freed the same memory twice',
  'bad-free': () => 'freed memory that did not come from malloc',
  'stack-overflow': () =>
    'used up the stack: the calls nested too deep (does the recursion reach its base case?)',
  'alloc-dealloc-mismatch': () => 'released memory with the wrong function',
  'memcpy-param-overlap': () => 'copied between overlapping buffers with memcpy (use memmove)',
};

function asanMessage(kind: string, address: string | undefined, report: string): string {
  const access = /\b(READ|WRITE) of size (\d+)/.exec(report);
  const verb =
    access?.[1] === 'WRITE'
      ? `wrote ${access[2]} bytes`
      : access
        ? `read ${access[2]} bytes`
        : 'used memory';
  if (kind === 'SEGV') {
    const nullPage = address !== undefined && BigInt(address) < 4096n;
    const how = /caused by a (READ|WRITE) memory access/.exec(report)?.[1];
    const did = how === 'WRITE' ? 'wrote' : how === 'READ' ? 'read' : 'went';
    return nullPage
      ? `the program ${did} through a NULL pointer`
      : `the program ${did} through a pointer to memory it does not own`;
  }
  if (/free on address which was not malloc/.test(report)) return ASAN_KINDS['bad-free']!('');
  const words = ASAN_KINDS[kind];
  return words
    ? `the program ${words(verb)}`
    : `AddressSanitizer found a ${kind.replace(/-/g, ' ')}`;
}

/** UndefinedBehaviorSanitizer's common messages in a learner's words; others as it says them. */
const UBSAN_PLAIN: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^load of null pointer/, () => 'the program read through a NULL pointer'],
  [/^store to null pointer/, () => 'the program wrote through a NULL pointer'],
  [/^member access within null pointer/, () => 'the program used -> on a NULL pointer'],
  [
    /^signed integer overflow: (.+) cannot be represented in type '(.+)'$/,
    (match) => `signed integer overflow: ${match[1]} does not fit in an ${match[2]}`,
  ],
  [
    /^index (-?\d+) out of bounds for type '(.+)'$/,
    (match) => `index ${match[1]} is outside the array (${match[2]})`,
  ],
  [/^division by zero$/, () => 'division by zero'],
];

function plainUndefinedBehaviour(message: string): string {
  for (const [pattern, words] of UBSAN_PLAIN) {
    const match = pattern.exec(message);
    if (match) return `undefined behaviour: ${words(match)}`;
  }
  return `undefined behaviour: ${message}`;
}

/** The first place in the learner's file among a report's stack frames. */
function firstSourceLine(lines: string[]): number | null {
  for (const line of lines) {
    if (!STACK_FRAME.test(line) && !line.startsWith('SUMMARY:')) continue;
    const match = SOURCE_PLACE.exec(line);
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * Splits a debug run's stderr into the program's own text and the sanitizers' reports, and says
 * each problem once, plainly, with the learner's line. The same problem reported again (a loop)
 * is one problem.
 */
export function readSanitizerOutput(stderr: string): SanitizerOutput {
  const problems: DebugFindings['problems'] = [];
  const spans: Array<[number, number]> = [];
  const seen = new Set<string>();
  // One bad access is often reported two or three times at its line (UBSan's index check, its
  // object-size check, then ASan stopping it): the first report of a line speaks for the line.
  const add = (line: number | null, message: string) => {
    const key = line === null ? `?:${message}` : `${line}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ line, message });
  };

  const lines = stderr.split(/(?<=\n)/);
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length;
  }
  const bare = (index: number) => (lines[index] ?? '').replace(/\n$/, '');
  let index = 0;
  while (index < lines.length) {
    const text = bare(index);
    const ubsan = UBSAN_LINE.exec(text);
    if (ubsan) {
      // The error line, its stack (print_stacktrace=1), a blank line, and the summary if any.
      let end = index + 1;
      while (end < lines.length && STACK_FRAME.test(bare(end))) end++;
      if (end < lines.length && bare(end) === '' && end > index + 1) end++;
      if (end < lines.length && bare(end).startsWith('SUMMARY: UndefinedBehaviorSanitizer')) end++;
      add(Number(ubsan[1]), plainUndefinedBehaviour(ubsan[3] ?? ''));
      spans.push([starts[index]!, starts[end] ?? stderr.length]);
      index = end;
      continue;
    }
    if (ASAN_START.test(text) || ASAN_ERROR.test(text)) {
      let end = index;
      while (end < lines.length && !ASAN_END.test(bare(end))) end++;
      end = Math.min(end + 1, lines.length);
      const block = lines.slice(index, end);
      const error = block.map((line) => ASAN_ERROR.exec(line)).find(Boolean);
      const line = firstSourceLine(block);
      if (error) add(line, asanMessage(error[1]!, error[2], block.join('')));
      spans.push([starts[index]!, starts[end] ?? stderr.length]);
      index = end;
      continue;
    }
    if (SANITIZER_NOTE.test(text)) {
      spans.push([starts[index]!, starts[index + 1] ?? stderr.length]);
    }
    index++;
  }
  const report = spans.map(([from, to]) => stderr.slice(from, to)).join('');
  return { findings: { problems, report }, spans };
}

/** A problem as an editor marker at its line. */
export function problemDiagnostic(problem: { line: number | null; message: string }): Diagnostic {
  return {
    file: SOURCE_NAME,
    line: problem.line ?? 0,
    column: 0,
    severity: 'runtime error',
    message: problem.message,
  };
}
