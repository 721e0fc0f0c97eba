import { describe, expect, it, vi } from 'vitest';
import { cCourseOutline } from '@content/courses/c/outline';
import type { LessonBody } from '@content/courses/lesson-parts';
import { lessonBodyLoader, loadLessonBody } from './lesson-bodies';

const body = { content: '# Hi' } as LessonBody;

describe('lesson bodies', () => {
  it('are found by the file name of their module and loaded once', async () => {
    const load = vi.fn(() => Promise.resolve(body));
    const loadBody = lessonBodyLoader({ '../content/courses/c/lessons/c-001.ts': load });
    expect(loadBody('c-001')).toBe(loadBody('c-001'));
    await expect(loadBody('c-001')).resolves.toBe(body);
    expect(load).toHaveBeenCalledTimes(1);
    expect(() => loadBody('c-999')).toThrow('There is no body for lesson c-999');
  });

  it('exist for every lesson of the outline', async () => {
    for (const lesson of cCourseOutline.lessons) {
      const loaded = await loadLessonBody(lesson.id);
      expect(loaded.content).toMatch(/^# /);
      expect(loaded.exercise.title).not.toBe('');
    }
  });
});
