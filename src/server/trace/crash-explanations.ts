import { z } from '@domain/zod';

/** What the tracer saw when the program crashed (native/trace-c.py, fault_facts). */
export const faultFactsSchema = z.object({
  /** The address the program could not reach (SIGSEGV, SIGBUS). */
  address: z.string().optional(),
  /** Whether the faulting instruction read or wrote memory. */
  access: z.enum(['read', 'write']).optional(),
  /** The stack and frame pointers at the crash. */
  stackPointer: z.string().optional(),
  framePointer: z.string().optional(),
  /** How many calls deep the program was. */
  depth: z.number().int().min(0).optional(),
  /** What the trace runtime stopped the program for (trace-runtime.c). */
  runtime: z.enum(['double_free', 'free_inside']).optional(),
  /** The address of the pointer the program followed, and where that pointer pointed. */
  pointer: z.string().optional(),
  pointerRegion: z.enum(['null', 'freed', 'unknown', 'unset']).optional(),
  /** Set by the server, not the tracer: the trace's cgroup killed the program for memory. */
  outOfMemory: z.boolean().optional(),
});
export type FaultFacts = z.infer<typeof faultFactsSchema>;

/** A fault this close below the stack pointer is the stack running out. */
const STACK_GUARD_BYTES = 64 * 1024;
/** Calls this deep with a fault on the stack's edge: runaway recursion. */
const DEEP_RECURSION = 1000;

const hex = (text: string | undefined) => (text === undefined ? null : BigInt(text));

/**
 * A fault in the newest frame's own stack space (between just below its stack pointer and its
 * frame pointer: a large frame's first write lands above the stack pointer) is the stack running
 * out; so is a fault with no pointer to blame deep in a recursion.
 */
function ranOutOfStack(facts: FaultFacts): boolean {
  const address = hex(facts.address);
  const stack = hex(facts.stackPointer);
  const frame = hex(facts.framePointer);
  if (address !== null && stack !== null) {
    const top = frame !== null && frame > stack ? frame : stack;
    if (address >= stack - BigInt(STACK_GUARD_BYTES) && address < top) return true;
  }
  return (facts.depth ?? 0) >= DEEP_RECURSION && facts.pointer === undefined;
}

function memoryFault(facts: FaultFacts): string {
  const verb = facts.access === 'write' ? 'wrote' : 'read';
  const through = facts.access === 'write' ? 'wrote through' : 'read through';
  if (ranOutOfStack(facts)) {
    return 'The program ran out of stack: too many calls were waiting to return at once. Does a recursive function miss its base case?';
  }
  switch (facts.pointerRegion) {
    case 'null':
      return `The program ${through} a NULL pointer: the pointer holds no address, so there is nothing there to ${facts.access === 'write' ? 'write' : 'read'}.`;
    case 'unset':
      return `The program ${through} a pointer that was never given a value: its address is whatever was in memory.`;
    case 'freed':
      return `The program ${through} a pointer to memory it had already freed.`;
    default:
      break;
  }
  const at = facts.address ? ` at ${facts.address}` : '';
  return `The program ${verb} memory${at} that it does not own: past the end of an array, or through a pointer that does not point at a variable or a block from malloc.`;
}

/** A crash in plain English, from the signal and what the tracer saw. */
export function explainCrash(signal: string, facts: FaultFacts): string {
  if (facts.outOfMemory) {
    return 'The program used more memory than a run may have, so it was stopped.';
  }
  if (facts.runtime === 'double_free') {
    return 'The program freed the same block of memory twice: after free(), the pointer must not be freed again.';
  }
  if (facts.runtime === 'free_inside') {
    return 'The program called free() with an address inside a block: free() takes only the address that malloc gave.';
  }
  switch (signal) {
    case 'SIGSEGV':
    case 'SIGBUS':
      return memoryFault(facts);
    case 'SIGFPE':
      return 'The program divided an integer by zero (or divided the smallest int by -1).';
    case 'SIGABRT':
      return 'The program stopped itself with abort(): an assert() failed, or the C library found its memory damaged (the output says which).';
    case 'SIGXCPU':
      return 'The program used up its CPU time: it may be stuck in a loop that never ends.';
    case 'SIGXFSZ':
      return 'The program wrote more output than a run may keep.';
    case 'SIGKILL':
      return 'The program was stopped: it used up its CPU time, or was killed.';
    case 'SIGSTOP':
    case 'SIGTSTP':
    case 'SIGTTIN':
    case 'SIGTTOU':
      return `The program stopped itself (${signal}): nothing would wake it, so a run would wait here until its time is up.`;
    case 'SIGILL':
    case 'SIGTRAP':
      return 'The program reached an instruction it may not run, such as __builtin_trap() or the end of a function that returns nothing.';
    default:
      return `The program was stopped by the signal ${signal}.`;
  }
}
