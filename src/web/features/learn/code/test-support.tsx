import type { Lesson } from '@domain/learning';
import { HELLO } from '@web/components/code/test-support';

/*
 * Fixtures for this folder's tests, on top of the shared code-editing ones. Each test file mocks
 * ../../../lib/account and ../../../lib/supabase with the shared modules.
 */

export * from '@web/components/code/test-support';

export function makeLesson(fields: Partial<Lesson> = {}): Lesson {
  return {
    id: 'c-001',
    title: 'Hello, World',
    description: 'Your first program.',
    difficulty: 'beginner',
    estimatedTime: 30,
    prerequisites: [],
    concepts: ['printf', 'main', 'headers'],
    content: '# Hello\n\nText.',
    code: HELLO,
    expectedOutput: 'Hello',
    nextLesson: 'c-002',
    exercise: {
      title: 'Greet someone',
      task: 'Read a name and print `Hello, <name>!`.',
      starterCode: '#include <stdio.h>\n\nint main(void)\n{\n    return 0;\n}\n',
      hints: ['Use scanf to read the name.', 'Print it with printf.', 'Mind the newline.'],
      visibleCases: [{ name: 'a short name', stdin: 'Ada\n', expectedOutput: 'Hello, Ada!\n' }],
    },
    ...fields,
  };
}
