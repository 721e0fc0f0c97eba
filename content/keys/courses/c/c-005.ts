import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-005',
  solution: String.raw`#include <stdio.h>

int main(void)
{
    int n = 0;

    if (scanf("%d", &n) != 1) {
        n = 0;
    }

    if (n <= 0) {
        printf("Nothing to draw\n");
        return 0;
    }

    int total = 0;
    for (int row = 1; row <= n; row++) {
        for (int col = 1; col <= row; col++) {
            printf("*");
            total++;
        }
        printf("\n");
    }
    printf("Total stars: %d\n", total);

    return 0;
}
`,
  hiddenCases: [
    { name: 'a single row', stdin: '1\n', expectedOutput: '*\nTotal stars: 1\n' },
    { name: 'a negative number', stdin: '-3\n', expectedOutput: 'Nothing to draw\n' },
    { name: 'empty input', stdin: '', expectedOutput: 'Nothing to draw\n' },
    {
      name: 'seven rows',
      stdin: '7',
      expectedOutput: '*\n**\n***\n****\n*****\n******\n*******\nTotal stars: 28\n',
    },
    {
      name: 'the largest triangle',
      stdin: '100\n',
      expectedOutput: `${Array.from({ length: 100 }, (_, i) => '*'.repeat(i + 1)).join('\n')}\nTotal stars: 5050\n`,
    },
  ],
};
