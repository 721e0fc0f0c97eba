import { describe, expect, it } from 'vitest';
import { cSourceSchema, PROGRAM_SOURCE, SOLUTION_SOURCE, tooLongMessage } from './c-source';

const LIMITS = { sourceMaxBytes: 2048 };

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('cSourceSchema', () => {
  it('takes C source within the limit', () => {
    const source = 'int main(void) { return 0; }\n';
    expect(cSourceSchema(LIMITS, SOLUTION_SOURCE).parse(source)).toBe(source);
  });

  it('says what is missing when the field is not a string', () => {
    const result = cSourceSchema(LIMITS, SOLUTION_SOURCE).safeParse(42);
    expect(problem(result)).toBe('is required and must be a string of C source code');
  });

  it('refuses blank source with the words of each call', () => {
    expect(problem(cSourceSchema(LIMITS, SOLUTION_SOURCE).safeParse(' \n\t'))).toBe(
      'must not be empty: write your solution first',
    );
    expect(problem(cSourceSchema(LIMITS, PROGRAM_SOURCE).safeParse(''))).toBe(
      'must not be empty: write a C program first',
    );
  });

  it('takes blank source when the call allows it (a draft)', () => {
    const draft = cSourceSchema(LIMITS, { missing: 'must be a string', empty: null });
    expect(draft.parse('')).toBe('');
  });

  it('counts the limit in UTF-8 bytes, not characters', () => {
    const schema = cSourceSchema(LIMITS, SOLUTION_SOURCE);
    // 'é' takes two bytes: 1024 of them fill the 2048-byte limit, one more passes it.
    expect(schema.safeParse('é'.repeat(1024)).success).toBe(true);
    expect(problem(schema.safeParse('é'.repeat(1025)))).toBe(
      'is too long: the limit is 2 KiB of source',
    );
  });

  it('words the limit in KiB of source or of input', () => {
    expect(tooLongMessage(64 * 1024, 'source')).toBe('is too long: the limit is 64 KiB of source');
    expect(tooLongMessage(64 * 1024, 'input')).toBe('is too long: the limit is 64 KiB of input');
  });
});
