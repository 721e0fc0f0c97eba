import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-001',
  solution: String.raw`#include <stdio.h>

int main(void)
{
    int score = 0;

    /* This line reads a whole number from the input into score. */
    scanf("%d", &score);

    printf("My first program printed \"Hello, World!\"\n");
    printf("Type \\n to start a new line.\n");
    printf("Score: %d%%\n", score);

    return 0;
}
`,
  hiddenCases: [
    {
      name: 'a score of zero',
      stdin: '0\n',
      expectedOutput:
        'My first program printed "Hello, World!"\nType \\n to start a new line.\nScore: 0%\n',
    },
    {
      name: 'the largest int',
      stdin: '2147483647',
      expectedOutput:
        'My first program printed "Hello, World!"\nType \\n to start a new line.\nScore: 2147483647%\n',
    },
  ],
};
