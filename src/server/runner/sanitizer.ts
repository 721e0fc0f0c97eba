import type { Diagnostic } from '../../domain/execution';
import { SOURCE_NAME } from './sandbox';

export interface SanitizerFinding {
  message: string;
  diagnostic: Diagnostic;
}

const sourceLocation = new RegExp(
  `(?:/work/)?${SOURCE_NAME.replace('.', '\\.')}:(\\d+)(?::(\\d+))?`,
);

/**
 * Reads AddressSanitizer / UndefinedBehaviorSanitizer reports and points at the learner's line:
 * UBSan starts with the location; ASan names it in the first stack frame inside main.c.
 */
export function parseSanitizerReport(stderr: string): SanitizerFinding | null {
  const ubsan = new RegExp(`${sourceLocation.source}: runtime error: (.+)`).exec(stderr);
  if (ubsan) {
    const line = Number(ubsan[1]);
    const column = Number(ubsan[2] ?? 0);
    const what = ubsan[3]?.trim() ?? 'undefined behaviour';
    return {
      message: `Undefined behaviour at line ${line}: ${what}`,
      diagnostic: { file: SOURCE_NAME, line, column, severity: 'runtime error', message: what },
    };
  }
  const asan = /ERROR: AddressSanitizer: ([\w-]+)/.exec(stderr);
  if (!asan) return null;
  const kind = asan[1] ?? 'memory error';
  const access = /(READ|WRITE) of size (\d+)/.exec(stderr);
  const frames = stderr
    .slice(asan.index)
    .split('\n')
    .filter((line) => /^\s*#\d+ /.test(line));
  const frame = frames.map((line) => sourceLocation.exec(line)).find((match) => match !== null);
  const what = access ? `${kind} (${access[1]?.toLowerCase()} of ${access[2]} bytes)` : kind;
  if (!frame) {
    return {
      message: `AddressSanitizer found a ${what}`,
      diagnostic: {
        file: SOURCE_NAME,
        line: 0,
        column: 0,
        severity: 'runtime error',
        message: what,
      },
    };
  }
  const line = Number(frame[1]);
  const column = Number(frame[2] ?? 0);
  return {
    message: `AddressSanitizer found a ${what} at line ${line}`,
    diagnostic: { file: SOURCE_NAME, line, column, severity: 'runtime error', message: what },
  };
}
