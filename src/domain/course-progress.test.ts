import { describe, expect, it } from 'vitest';
import {
  completionPercent,
  firstLessonOf,
  investedMinutes,
  lessonToContinue,
  lessonViewSeconds,
  MAX_LESSON_VIEW_SECONDS,
  minutesOf,
  movedMeanwhile,
  nextLesson,
  previousLesson,
  ProgressRuleError,
  repeatCompletion,
  selectLesson,
} from './course-progress';

const LESSONS = ['c-001', 'c-002', 'c-003'];

describe('SPEC §4 lesson progress', () => {
  it('starts a course on its first lesson', () => {
    expect(firstLessonOf(LESSONS)).toBe('c-001');
    expect(() => firstLessonOf([])).toThrow('A course without lessons cannot be started');
  });

  it('Next completes the current lesson and moves on; on the last lesson it stays', () => {
    expect(nextLesson(LESSONS, 'c-001', 'c-001')).toEqual({ completes: 'c-001', current: 'c-002' });
    expect(nextLesson(LESSONS, 'c-003', 'c-003')).toEqual({ completes: 'c-003', current: 'c-003' });
  });

  it('Next on a lesson that is not the current one is refused', () => {
    expect(() => nextLesson(LESSONS, 'c-001', 'c-003')).toThrow(ProgressRuleError);
    expect(() => nextLesson(LESSONS, 'c-001', 'c-003')).toThrow(
      'You are on lesson c-001, not c-003: another tab may have moved on. Reload the page and try again.',
    );
  });

  it('Previous only moves back, and not past the first lesson', () => {
    expect(previousLesson(LESSONS, 'c-002', 'c-002')).toBe('c-001');
    expect(() => previousLesson(LESSONS, 'c-001', 'c-001')).toThrow(
      'This is the first lesson: there is none before it.',
    );
  });

  it('choosing a lesson in the list makes it current; an unknown lesson is refused', () => {
    expect(selectLesson(LESSONS, 'c-003')).toBe('c-003');
    try {
      selectLesson(LESSONS, 'c-999');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        kind: 'unknown_lesson',
        message: 'There is no lesson c-999 in this course. Pick a lesson from the list.',
      });
    }
  });

  it('keeps time spent in rounded whole minutes', () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(29)).toBe(0);
    expect(minutesOf(30)).toBe(1);
    expect(minutesOf(150)).toBe(3);
    expect(minutesOf(-5)).toBe(0);
  });

  it('a repeat completion adds the time and one attempt', () => {
    expect(repeatCompletion({ seconds: 720, attempts: 1 }, 300)).toEqual({
      seconds: 1020,
      attempts: 2,
    });
  });

  it('a pass of the exercise after the lesson was completed adds its time, not an attempt', () => {
    expect(repeatCompletion({ seconds: 720, attempts: 1 }, 300, 'pass')).toEqual({
      seconds: 1020,
      attempts: 1,
    });
  });

  it('sums every lesson in seconds before rounding the time invested', () => {
    expect(investedMinutes([])).toBe(0);
    expect(investedMinutes([25, 25, 25, 25])).toBe(2);
    expect(investedMinutes([1500])).toBe(25);
  });

  it('continues with the current lesson until it is done, then the next one still to do', () => {
    expect(lessonToContinue(LESSONS, 'c-001', [])).toBe('c-001');
    expect(lessonToContinue(LESSONS, 'c-001', ['c-001'])).toBe('c-002');
    expect(lessonToContinue(LESSONS, 'c-002', ['c-002', 'c-003'])).toBe('c-001');
    expect(lessonToContinue(LESSONS, 'c-003', LESSONS)).toBeNull();
    expect(lessonToContinue(LESSONS, 'c-404', ['c-001'])).toBe('c-002');
  });

  it('counts a lesson view by the clock, at most two hours, and no more than it was visible', () => {
    const shownAt = '2026-11-22T10:00:00.000Z';
    const after = (seconds: number) => new Date(Date.parse(shownAt) + seconds * 1000);
    expect(MAX_LESSON_VIEW_SECONDS).toBe(7200);
    // The page claims six hours after ten minutes: ten minutes.
    expect(lessonViewSeconds({ shownAt, now: after(600), visibleSeconds: 21_600 })).toBe(600);
    // Visible one minute of ten (the tab in the background): one minute.
    expect(lessonViewSeconds({ shownAt, now: after(600), visibleSeconds: 60 })).toBe(60);
    // Open overnight: the cap.
    expect(lessonViewSeconds({ shownAt, now: after(50_000), visibleSeconds: 50_000 })).toBe(7200);
    // A clock that went back, or a start that cannot be read: nothing.
    expect(lessonViewSeconds({ shownAt, now: after(-30), visibleSeconds: 60 })).toBe(0);
    expect(lessonViewSeconds({ shownAt: 'never', now: after(60), visibleSeconds: 60 })).toBe(0);
    // Without the page's word (a pass of the exercise): the clock's, capped.
    expect(lessonViewSeconds({ shownAt, now: after(1500) })).toBe(1500);
    expect(lessonViewSeconds({ shownAt, now: after(50_000) })).toBe(7200);
  });

  it('refuses the second of two moves made at once', () => {
    expect(movedMeanwhile('c-002')).toMatchObject({
      kind: 'not_current',
      message:
        'Lesson c-002 was moved on from another tab at the same moment. Reload the page and try again.',
    });
  });

  it('rounds the completion percent', () => {
    expect(completionPercent(0, 24)).toBe(0);
    expect(completionPercent(1, 24)).toBe(4);
    expect(completionPercent(5, 24)).toBe(21);
    expect(completionPercent(24, 24)).toBe(100);
    expect(completionPercent(1, 0)).toBe(0);
  });
});
