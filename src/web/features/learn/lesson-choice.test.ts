import { describe, expect, it } from 'vitest';
import { cCourseOutline } from '@content/courses/c/outline';
import { lessonToShow, neighbours, randomDailyLesson } from './lesson-choice';

const lessons = cCourseOutline.lessons;

describe('which lesson the learn page shows', () => {
  it('takes the address first, then the current lesson, then the first', () => {
    expect(lessonToShow(lessons, 'c-007', 'c-003')?.id).toBe('c-007');
    expect(lessonToShow(lessons, null, 'c-003')?.id).toBe('c-003');
    expect(lessonToShow(lessons, null, null)?.id).toBe('c-001');
    expect(lessonToShow(lessons, 'c-099', 'c-003')).toBeUndefined();
  });

  it('picks the daily lesson among the first five only', () => {
    expect(randomDailyLesson(lessons, () => 0).id).toBe('c-001');
    expect(randomDailyLesson(lessons, () => 0.999).id).toBe('c-005');
    for (let i = 0; i < 50; i++) {
      expect(['c-001', 'c-002', 'c-003', 'c-004', 'c-005']).toContain(
        randomDailyLesson(lessons).id,
      );
    }
  });

  it('has no lesson before the first or after the last', () => {
    expect(neighbours(lessons, 'c-001')).toMatchObject({ previous: null, next: { id: 'c-002' } });
    expect(neighbours(lessons, 'c-024')).toMatchObject({ previous: { id: 'c-023' }, next: null });
  });
});
