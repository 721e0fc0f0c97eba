import type { DailyChallengeKey } from '@domain/challenge-content';

export const key: DailyChallengeKey = {
  challengeId: 'daily-003',
  signature: 'void print_fibonacci(int count)',
  about:
    'This check reads a count, calls print_fibonacci with it and prints [ and ] around what it printed, so a space or a line break at either end shows.',
  checkMain: String.raw`#include <stdio.h>

int main(void)
{
    int count;

    if (scanf("%d", &count) != 1) {
        return 2;
    }
    printf("[");
    print_fibonacci(count);
    printf("]\n");
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'a count of 1 prints 0 (the task says so)',
      stdin: '1\n',
      expectedOutput: '[0]',
      secret: false,
    },
    {
      name: 'a count of 2 prints 0 1 (the task says so)',
      stdin: '2\n',
      expectedOutput: '[0 1]',
      secret: false,
    },
    { name: 'three numbers', stdin: '3\n', expectedOutput: '[0 1 1]' },
    { name: 'five numbers', stdin: '5\n', expectedOutput: '[0 1 1 2 3]' },
    {
      name: 'twelve numbers',
      stdin: '12\n',
      expectedOutput: '[0 1 1 2 3 5 8 13 21 34 55 89]',
    },
    {
      name: 'thirty numbers',
      stdin: '30\n',
      expectedOutput:
        '[0 1 1 2 3 5 8 13 21 34 55 89 144 233 377 610 987 1597 2584 4181 6765 10946 17711 28657 46368 75025 121393 196418 317811 514229]',
    },
  ],
};
