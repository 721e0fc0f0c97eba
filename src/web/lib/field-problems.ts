import type { z } from '@domain/zod';

/** The first message a schema gave for each field of a form, keyed by the field's name. */
export function fieldProblems<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    found[field] ??= issue.message;
  }
  return found;
}
