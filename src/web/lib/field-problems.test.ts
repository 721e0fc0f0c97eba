import { describe, expect, it } from 'vitest';
import { z } from '@domain/zod';
import { fieldProblems } from './field-problems';

describe('fieldProblems', () => {
  it('keeps the first message of each field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Enter your name.').max(3, 'Too long.'),
      email: z.email({ message: 'Enter a valid email address.' }),
      age: z.number().int('Whole years only.').min(13, 'You must be 13 or older.'),
    });
    const parsed = schema.safeParse({ name: '', email: 'nope', age: 12.5 });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldProblems(parsed.error)).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address.',
      age: 'Whole years only.',
    });
  });
});
