import { z } from './zod';

/** CR, LF and the other characters Unicode treats as the end of a line. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * A text field that must stay on one line: a name, a subject, an address. Its value is written
 * into mail headers and into the lines of a plain-text mail, where a line break would start a
 * line of the sender's choosing. `what` names the field in the message ("your name" gives
 * "Keep your name on one line."); `missing` is said when no text was sent at all.
 */
export function singleLine(what: string, missing?: string) {
  return z
    .string(missing === undefined ? undefined : { message: missing })
    .refine((value) => !LINE_BREAK.test(value), `Keep ${what} on one line.`);
}
