import { utf8ByteLength } from './utf8';
import { z } from './zod';

/** The size limits a request's texts are checked against (the runner's configured limits). */
export interface SourceLimits {
  sourceMaxBytes: number;
}

/** Whether `value` takes at most `maxBytes` bytes in UTF-8, as the runner receives it. */
export function fitsUtf8Bytes(value: string, maxBytes: number): boolean {
  return utf8ByteLength(value) <= maxBytes;
}

/** "is too long: the limit is 64 KiB of source" (or "of input"). */
export function tooLongMessage(maxBytes: number, of: 'source' | 'input'): string {
  return `is too long: the limit is ${Math.round(maxBytes / 1024)} KiB of ${of}`;
}

/** What a request says when its C source is missing, and when it is blank (null: blank is fine). */
export interface CSourceMessages {
  missing: string;
  empty: string | null;
}

/** A solution to check or submit: required, and not blank. */
export const SOLUTION_SOURCE: CSourceMessages = {
  missing: 'is required and must be a string of C source code',
  empty: 'must not be empty: write your solution first',
};

/** A program to run: required, and not blank. */
export const PROGRAM_SOURCE: CSourceMessages = {
  missing: 'is required and must be a string of C source code',
  empty: 'must not be empty: write a C program first',
};

/**
 * The C source field of every call that sends code (execute-c, check-exercise, submit-challenge,
 * lesson-draft): a string within the configured size, not blank unless `messages.empty` is null.
 */
export function cSourceSchema(limits: SourceLimits, messages: CSourceMessages) {
  const source = z.string({ message: messages.missing });
  const filled =
    messages.empty === null
      ? source
      : source.refine((value) => value.trim().length > 0, messages.empty);
  return filled.refine(
    (value) => fitsUtf8Bytes(value, limits.sourceMaxBytes),
    tooLongMessage(limits.sourceMaxBytes, 'source'),
  );
}
