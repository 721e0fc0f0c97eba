import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exerciseKeySchema,
  lessonSchema,
  MIN_EXERCISE_CASES,
  MIN_FINAL_PROJECT_CASES,
} from '../src/domain/course-content';
import { loadConfig } from '../src/server/config';
import { checkExercise } from '../src/server/functions/learning/exercise-check';
import { Runner } from '../src/server/runner/runner';
import { PLACEHOLDER_TEXT } from '../tests/helpers/placeholders';
import { cCourse, courses, findLesson } from './course-c';
import { exerciseKeys } from './course-c-keys';

const LESSON_IDS = Array.from({ length: 24 }, (_, i) => `c-${String(i + 1).padStart(3, '0')}`);
const TIMEOUT = 120_000;

let dataDir: string;
let runner: Runner;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-course-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  runner = new Runner(config.runner, config.dataDir, config.nativeDir, pino({ level: 'silent' }));
  await runner.start();
  expect(runner.ready).toBe(true);
}, TIMEOUT);

afterAll(async () => {
  await runner?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the C course', () => {
  it('matches the SPEC constants', () => {
    expect(cCourse).toMatchObject({
      id: 'c-programming',
      name: 'C Programming',
      difficulty: 'beginner',
      totalLessons: 24,
      estimatedHours: 40,
    });
    expect(cCourse.certificate.requirements).toEqual([
      'Complete all 24 lessons',
      'Pass all coding exercises',
      'Complete a final project',
      'Score 80% or higher on the final assessment',
    ]);
    expect(courses).toEqual([cCourse]);
  });

  it('publishes the 24 lessons c-001 to c-024, chained in order, each with its exercise key', () => {
    expect(cCourse.lessons.map((lesson) => lesson.id)).toEqual(LESSON_IDS);
    cCourse.lessons.forEach((lesson, index) => {
      expect(lessonSchema.parse(lesson)).toEqual(lesson);
      expect(lesson.prerequisites).toEqual(index === 0 ? [] : [LESSON_IDS[index - 1]]);
      expect(lesson.nextLesson).toBe(LESSON_IDS[index + 1] ?? null);
      const key = exerciseKeySchema.parse(exerciseKeys.get(lesson.id));
      expect(key.lessonId).toBe(lesson.id);
      const cases = lesson.exercise.visibleCases.length + key.hiddenCases.length;
      expect(cases).toBeGreaterThanOrEqual(
        lesson.id === 'c-024' ? MIN_FINAL_PROJECT_CASES : MIN_EXERCISE_CASES,
      );
      expect(key.hiddenCases.length).toBeGreaterThanOrEqual(1);
    });
    expect([...exerciseKeys.keys()].sort()).toEqual(LESSON_IDS);
  });

  it('finds lessons by course and lesson id', () => {
    expect(findLesson('c-programming', 'c-003')?.title).toBe('Operators and Expressions');
    expect(findLesson('c-programming', 'c-024')?.nextLesson).toBeNull();
    expect(findLesson('c-programming', 'c-025')).toBeUndefined();
    expect(findLesson('rust', 'c-001')).toBeUndefined();
  });

  describe.each(cCourse.lessons.map((lesson) => [lesson.id, lesson] as const))(
    'lesson %s',
    (id, lesson) => {
      it('teaches in Markdown a beginner can follow: sections, common mistakes, things to try, no raw HTML', () => {
        const words = lesson.content.split(/\s+/).filter(Boolean).length;
        expect(words).toBeGreaterThanOrEqual(500);
        expect(words).toBeLessThanOrEqual(1800);
        expect(lesson.content).toMatch(/^# /);
        expect(lesson.content).toMatch(/```c\n/);
        expect(lesson.content).toContain('## Common mistakes');
        expect(lesson.content).toContain('## Try it');
        for (const markdown of [lesson.content, lesson.exercise.task]) {
          const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
          expect(prose).not.toMatch(/<\/?[a-z][^>]*>/i);
        }
        for (const text of [
          lesson.content,
          lesson.code,
          lesson.description,
          lesson.exercise.task,
        ]) {
          expect(text).not.toMatch(PLACEHOLDER_TEXT);
        }
      });

      it(
        'runs its example through the runner: no warning, exactly expectedOutput',
        async () => {
          const result = await runner.execute({ code: lesson.code, stdin: lesson.stdin ?? '' });
          expect(result.compileOutput).toBe('');
          expect(result.status).toBe('success');
          expect(result.stdout.replace(/\n$/, '')).toBe(lesson.expectedOutput);
        },
        TIMEOUT,
      );

      it(
        'has a reference solution that passes every case and a starter that compiles but fails one',
        async () => {
          const key = exerciseKeys.get(id)!;
          const solutionBuild = await runner.execute({ code: key.solution, stdin: '' });
          expect(solutionBuild.compileOutput).toBe('');
          const solved = await checkExercise(runner, lesson, key, key.solution, 'content-test');
          expect(solved.compileError).toBeNull();
          expect(solved.cases.filter((result) => !result.passed)).toEqual([]);
          expect(solved.hidden).toEqual({
            passed: key.hiddenCases.length,
            total: key.hiddenCases.length,
          });
          expect(solved.passed).toBe(true);

          const starter = await checkExercise(
            runner,
            lesson,
            key,
            lesson.exercise.starterCode,
            'content-test',
          );
          expect(starter.compileError).toBeNull();
          expect(starter.passed).toBe(false);
        },
        TIMEOUT,
      );
    },
  );
});
