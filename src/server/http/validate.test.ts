import { z } from '@domain/zod';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { validate } from './validate';

const schema = z.object({
  code: z.string({ message: 'must be a string' }).min(1, 'must not be empty'),
});

describe('validate', () => {
  it('returns the parsed value', () => {
    expect(validate(schema, { code: 'int main(void) {}' })).toEqual({ code: 'int main(void) {}' });
  });

  it('turns the first problem into a 400 naming the field', () => {
    try {
      validate(schema, { code: '' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toBe('code: must not be empty');
    }
    expect(() => validate(schema, { code: 42 })).toThrow('code: must be a string');
  });
});
