import os from 'node:os';

const explanations: Record<string, string> = {
  SIGSEGV: 'Segmentation fault (signal 11): your program read or wrote memory it does not own',
  SIGFPE:
    'Floating point exception (signal 8): your program divided by zero or overflowed an integer division',
  SIGABRT: 'Aborted (signal 6): your program called abort() or an assertion failed',
  SIGBUS: 'Bus error (signal 7): your program accessed memory at an invalid address',
  SIGILL: 'Illegal instruction (signal 4): your program executed an invalid instruction',
  SIGTRAP: 'Trace trap (signal 5): your program hit a breakpoint or a __builtin_trap()',
  SIGPIPE: 'Broken pipe (signal 13): your program wrote to a pipe nobody reads',
  SIGSYS: 'Bad system call (signal 31): your program made a system call the sandbox does not allow',
};

/** The signal's name for a number (11 → SIGSEGV). */
export function signalName(signal: number): string | null {
  const entry = Object.entries(os.constants.signals).find(([, value]) => value === signal);
  return entry?.[0] ?? null;
}

export function explainSignal(name: string): string {
  const number = os.constants.signals[name as keyof typeof os.constants.signals];
  return (
    explanations[name] ??
    `Your program was stopped by ${name}${number ? ` (signal ${number})` : ''}`
  );
}
