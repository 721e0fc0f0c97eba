import type { z } from '@domain/zod';
import { HttpError } from './errors';

/**
 * Checks input at the edge with a schema from src/domain. The first problem becomes a 400 that
 * names the field: "code: must not be empty".
 */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'is invalid';
  throw new HttpError(400, 'validation_failed', field ? `${field}: ${message}` : message);
}
