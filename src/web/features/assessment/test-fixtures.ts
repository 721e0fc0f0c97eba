import type { AssessmentStanding, GradedAttempt, OpenAttempt } from '@domain/assessment-api';
import type { AssessmentItem } from '@domain/assessment-content';

/** Three items, one of each kind. */
export const items: AssessmentItem[] = [
  {
    id: 'a-001',
    kind: 'choice',
    concept: 'basics',
    lessonId: 'c-001',
    prompt: 'Where does a C program start?',
    choices: ['At the first function in the file', 'In `main`', 'At the first `#include`'],
  },
  {
    id: 'a-033',
    kind: 'output',
    concept: 'control-flow',
    lessonId: 'c-005',
    prompt: 'What does this program print?',
    program:
      '#include <stdio.h>\n\nint main(void)\n{\n    printf("%d\\n", 7 / 2);\n    return 0;\n}\n',
    stdin: '',
  },
  {
    id: 'a-061',
    kind: 'code',
    concept: 'control-flow',
    lessonId: 'c-006',
    prompt: 'Read `n` and print the number of steps.',
    starterCode: '#include <stdio.h>\n\nint main(void)\n{\n    return 0;\n}\n',
    visibleCases: [{ name: 'six', stdin: '6\n', expectedOutput: '8' }],
  },
];

export const NOW = Date.parse('2026-11-20T10:00:00.000Z');

export function openAttempt(fields: Partial<OpenAttempt> = {}): OpenAttempt {
  return {
    id: 'attempt-1',
    startedAt: new Date(NOW).toISOString(),
    deadlineAt: new Date(NOW + 60 * 60_000).toISOString(),
    items,
    answers: {},
    ...fields,
  };
}

export function gradedAttempt(fields: Partial<GradedAttempt> = {}): GradedAttempt {
  return {
    id: 'attempt-1',
    startedAt: new Date(NOW).toISOString(),
    submittedAt: new Date(NOW + 20 * 60_000).toISOString(),
    timedOut: false,
    correct: 2,
    total: 3,
    percent: 67,
    passed: false,
    items,
    results: [
      {
        itemId: 'a-001',
        correct: true,
        answer: 1,
        explanation: 'Every C program starts in `main`.',
        expected: { kind: 'choice', correct: 1 },
      },
      {
        itemId: 'a-033',
        correct: false,
        answer: '3.5',
        explanation: 'Both operands are `int`: integer division.',
        expected: { kind: 'output', output: '3' },
      },
      {
        itemId: 'a-061',
        correct: true,
        answer: 'int main(void) { return 0; }',
        explanation: 'A `while` loop tests before each step.',
        expected: { kind: 'code', passed: 6, total: 6, compileError: null },
      },
    ],
    concepts: [
      { concept: 'basics', correct: 1, total: 1 },
      { concept: 'control-flow', correct: 1, total: 2 },
    ],
    ...fields,
  };
}

export function standing(fields: Partial<AssessmentStanding> = {}): AssessmentStanding {
  return {
    courseId: 'c-programming',
    unlocked: true,
    lessons: { done: 24, total: 24 },
    open: null,
    last: null,
    bestPercent: null,
    retakeAt: null,
    attempts: 0,
    ...fields,
  };
}
