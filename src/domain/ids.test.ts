import { describe, expect, it } from 'vitest';
import { challengeIdSchema, courseIdSchema, lessonIdSchema } from './ids';

const problem = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the ids of the API', () => {
  it('takes a lesson id such as c-001', () => {
    expect(lessonIdSchema.parse('c-001')).toBe('c-001');
    expect(problem(lessonIdSchema.safeParse('lesson-1'))).toBe('must be a lesson id such as c-001');
    expect(problem(lessonIdSchema.safeParse(undefined))).toBe(
      'is required: a lesson id such as c-001',
    );
  });

  it('takes a course id, trimmed, of at most 64 characters', () => {
    expect(courseIdSchema.parse(' c-programming ')).toBe('c-programming');
    expect(problem(courseIdSchema.safeParse('  '))).toBe(
      'is required: a course id such as c-programming',
    );
    expect(problem(courseIdSchema.safeParse('x'.repeat(65)))).toBe('is too long');
  });

  it('takes a daily or a practice challenge id', () => {
    expect(challengeIdSchema.parse('daily-001')).toBe('daily-001');
    expect(challengeIdSchema.parse('practice-012')).toBe('practice-012');
    expect(problem(challengeIdSchema.safeParse('weekly-001'))).toBe(
      'must be a challenge id such as daily-001',
    );
  });
});
