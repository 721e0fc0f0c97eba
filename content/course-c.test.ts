import { describe, expect, it } from 'vitest';
import {
  exerciseKeySchema,
  lessonSchema,
  MIN_EXERCISE_CASES,
  MIN_FINAL_PROJECT_CASES,
} from '@domain/course-content';
import { checkExercise } from '@server/learning/exercise-check';
import { startedRunnerForFile } from '@tests/helpers/started-runner';
import { PLACEHOLDER_TEXT } from '@tests/helpers/placeholders';
import { cCourse, courses, findLesson } from './course-c';
import { exerciseKeys } from './keys/course-c';

const LESSON_IDS = Array.from({ length: 24 }, (_, i) => `c-${String(i + 1).padStart(3, '0')}`);
const TIMEOUT = 120_000;

/**
 * Plausible wrong answers to exercises, each made from the reference solution by replacing text.
 * Every one must fail a case or the build; the replaced text also pins what the exercise practises.
 */
const WRONG_ANSWERS: [lessonId: string, wrong: string, edits: [from: string, to: string][]][] = [
  [
    'c-002',
    'prints the reading rounded by %.0f instead of converting it',
    [['"as an int: %d (%zu bytes)\\n", whole,', '"as an int: %.0f (%zu bytes)\\n", reading,']],
  ],
  [
    'c-002',
    "prints the double's size for the int",
    [['whole, sizeof(whole)', 'whole, sizeof(reading)']],
  ],
  ['c-004', 'gives 80 a C (score > 80)', [['score >= 80', 'score > 80']]],
  ['c-004', 'gives 60 an F (score > 60)', [['score >= 60', 'score > 60']]],
  [
    'c-007',
    'prints the last digit before the recursive call',
    [
      [
        '    print_in_base(n / base, base); /* every digit but the last */\n    printf("%d", n % base);',
        '    printf("%d", n % base);\n    print_in_base(n / base, base);',
      ],
    ],
  ],
  [
    'c-007',
    'ends the recursion at 0, so 0 has no digits',
    [['if (n < base) {\n        return 1;', 'if (n == 0) {\n        return 0;']],
  ],
  [
    'c-014',
    "starts every player's best at 0",
    [['p->rounds == 0 || points > p->best', 'points > p->best']],
  ],
  [
    'c-014',
    'finds a player by the start of the name',
    [['strcmp(list[i].name, name) == 0', 'strncmp(list[i].name, name, strlen(list[i].name)) == 0']],
  ],
  [
    'c-019',
    'leaves the outer parentheses off CEIL_DIV',
    [['CEIL_DIV(a, b) (((a) + (b) - 1) / (b))', 'CEIL_DIV(a, b) ((a) + (b) - 1) / (b)']],
  ],
  [
    'c-019',
    'wraps SWAP_INT in plain braces',
    [
      ['    do {                 \\', '    {                    \\'],
      ['    } while (0)', '    }'],
    ],
  ],
  [
    'c-019',
    'prints REPORT without the text of its argument',
    [['"%s = %d\\n", #expr,', '"expr = %d\\n",']],
  ],
  ['c-020', 'leaves the extern declaration out of the header', [['extern int queue_refused;', '']]],
  ['c-020', 'never defines queue_refused', [['int queue_refused = 0;', '']]],
  [
    'c-020',
    'gives back the newest value, like a stack',
    [
      [
        'q->items[q->head];\n    q->head = wrap(q->head + 1);',
        'q->items[wrap(q->head + q->size - 1)];',
      ],
    ],
  ],
];

const runner = startedRunnerForFile('codenest-course-', TIMEOUT);

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

  it.each(WRONG_ANSWERS)(
    '%s fails an answer that %s',
    async (id, _wrong, edits) => {
      const key = exerciseKeys.get(id)!;
      let code = key.solution;
      for (const [from, to] of edits) {
        expect(code).toContain(from);
        code = code.replace(from, to);
      }
      const result = await checkExercise(
        runner(),
        findLesson('c-programming', id)!,
        key,
        code,
        'content-test',
      );
      expect(result.passed).toBe(false);
    },
    TIMEOUT,
  );

  it('c-007 states the range of its input and checks both ends of it', () => {
    const lesson = findLesson('c-programming', 'c-007')!;
    expect(lesson.exercise.task).toContain('`n`, from 0 to 2147483647');
    expect(lesson.exercise.task).toContain('`base`, from 2 to 10');
    const inputs = exerciseKeys.get('c-007')!.hiddenCases.map((testCase) => testCase.stdin);
    expect(inputs).toContainEqual(expect.stringMatching(/^0 2\n/));
    expect(inputs).toContainEqual(expect.stringMatching(/^2147483647 2\n/));
  });

  it(
    'c-019 shows the outer parentheses of a macro changing a result: 100 / SQUARE(3)',
    async () => {
      const text = findLesson('c-programming', 'c-019')!.content;
      expect(text).toContain('`100 / SQUARE(3)` becomes `100 / (3) * (3)`');
      expect(text).toContain('which is 99; with the outer pair, `100 / ((3) * (3))` is 11');
      expect(text).toContain('`100 - SQUARE(3)` is 91 either way');
      const code = `#include <stdio.h>
#define SQUARE(x) ((x) * (x))
#define OPEN_SQUARE(x) (x) * (x)
int main(void)
{
    printf("%d %d\\n", 100 / SQUARE(3), 100 / OPEN_SQUARE(3));
    printf("%d %d\\n", 100 - SQUARE(3), 100 - OPEN_SQUARE(3));
    return 0;
}
`;
      const result = await runner().execute({ code, stdin: '' });
      expect(result.stdout).toBe('11 99\n91 91\n');
    },
    TIMEOUT,
  );

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
          const result = await runner().execute({ code: lesson.code, stdin: lesson.stdin ?? '' });
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
          const solutionBuild = await runner().execute({ code: key.solution, stdin: '' });
          expect(solutionBuild.compileOutput).toBe('');
          const solved = await checkExercise(runner(), lesson, key, key.solution, 'content-test');
          expect(solved.compileError).toBeNull();
          expect(solved.cases.filter((result) => !result.passed)).toEqual([]);
          expect(solved.hidden).toEqual({
            passed: key.hiddenCases.length,
            total: key.hiddenCases.length,
          });
          expect(solved.passed).toBe(true);

          const starter = await checkExercise(
            runner(),
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

  it(
    "runs c-024's example clean under the Debug run's sanitizers, results before any vote included",
    async () => {
      const lesson = findLesson('c-programming', 'c-024')!;
      const result = await runner().execute({
        code: lesson.code,
        stdin: 'results\nvote ada\nresults\n',
        mode: 'debug',
      });
      expect(result.status).toBe('success');
      expect(result.stdout).toBe('ada      1\n');
      expect(result.diagnostics.filter((d) => d.severity === 'runtime error')).toEqual([]);
      expect(result.stderr).not.toContain('runtime error');
      expect(result.debug?.problems ?? []).toEqual([]);
    },
    TIMEOUT,
  );
});
