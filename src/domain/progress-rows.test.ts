import { describe, expect, it } from 'vitest';
import { courseProgressFromRows, type ProgressRows } from './progress-rows';

const COURSE = { id: 'c-programming', totalLessons: 4 };

const rows = (overrides: Partial<ProgressRows> = {}): ProgressRows => ({
  record: {
    current_lesson_id: 'c-003',
    started_at: '2026-01-01T10:00:00.000Z',
    last_accessed_at: '2026-01-02T10:00:00.000Z',
  },
  lessons: [
    {
      lesson_id: 'c-001',
      completed_at: '2026-01-01T10:05:00.000Z',
      time_spent_minutes: 1,
      attempts: 1,
    },
    {
      lesson_id: 'c-002',
      completed_at: '2026-01-01T10:09:00.000Z',
      time_spent_minutes: 1,
      attempts: 2,
    },
  ],
  exercises: [
    { lesson_id: 'c-001', attempts: 3, first_passed_at: '2026-01-01T10:04:00.000Z' },
    { lesson_id: 'c-002', attempts: 2, first_passed_at: null },
  ],
  ...overrides,
});

describe('courseProgressFromRows', () => {
  it('makes SPEC §3 course progress of the rows /rest/v1 serves', () => {
    expect(courseProgressFromRows(COURSE, rows())).toEqual({
      courseId: 'c-programming',
      currentLessonId: 'c-003',
      lessonsCompleted: [
        {
          lessonId: 'c-001',
          completed: true,
          completedAt: '2026-01-01T10:05:00.000Z',
          timeSpent: 1,
          attempts: 1,
        },
        {
          lessonId: 'c-002',
          completed: true,
          completedAt: '2026-01-01T10:09:00.000Z',
          timeSpent: 1,
          attempts: 2,
        },
      ],
      exercisesPassed: [
        { lessonId: 'c-001', firstPassedAt: '2026-01-01T10:04:00.000Z', attempts: 3 },
      ],
      totalTimeSpent: 2,
      startedAt: '2026-01-01T10:00:00.000Z',
      lastAccessedAt: '2026-01-02T10:00:00.000Z',
      percent: 50,
    });
  });

  it('leaves out exercises checked but never passed', () => {
    const progress = courseProgressFromRows(COURSE, rows());
    expect(progress.exercisesPassed.map((pass) => pass.lessonId)).toEqual(['c-001']);
  });

  it('sums the exact seconds when every row has them, so short lessons add up', () => {
    const lessons = rows().lessons.map((row) => ({
      ...row,
      time_spent_minutes: 0,
      time_spent_seconds: 25,
    }));
    // 3 × 25 s is 75 s: one minute, where three rounded minutes would make none.
    const three = [...lessons, { ...lessons[0]!, lesson_id: 'c-003' }];
    expect(courseProgressFromRows(COURSE, rows({ lessons: three })).totalTimeSpent).toBe(1);
  });

  it('sums the rounded minutes when the seconds are not served', () => {
    const lessons = rows().lessons.map((row) => ({ ...row, time_spent_minutes: 7 }));
    expect(courseProgressFromRows(COURSE, rows({ lessons })).totalTimeSpent).toBe(14);
  });

  it('counts the percent over the course, never past 100', () => {
    const none = courseProgressFromRows(COURSE, rows({ lessons: [] }));
    expect(none.percent).toBe(0);
    expect(none.totalTimeSpent).toBe(0);
    const small = courseProgressFromRows({ ...COURSE, totalLessons: 1 }, rows());
    expect(small.percent).toBe(100);
  });
});
