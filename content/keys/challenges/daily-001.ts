import type { DailyChallengeKey } from '@domain/challenge-content';

const oneToHundred = Array.from({ length: 100 }, (_, index) => index + 1).join(' ');

export const key: DailyChallengeKey = {
  challengeId: 'daily-001',
  signature: 'int sum_array(const int values[], int count)',
  about:
    'This check reads a count and that many numbers, calls sum_array on them and prints what it returned. The array holds 1000 in every element past count, so a loop that reads too far adds it.',
  checkMain: String.raw`#include <stdio.h>

int main(void)
{
    int values[100];
    int count;

    for (int i = 0; i < 100; i++) {
        values[i] = 1000;
    }
    if (scanf("%d", &count) != 1 || count < 0 || count > 100) {
        return 2;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 2;
        }
    }
    printf("sum_array returned %d\n", sum_array(values, count));
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'a count of 0 (the task asks for it)',
      stdin: '0\n',
      expectedOutput: 'sum_array returned 0',
      secret: false,
    },
    { name: 'one element', stdin: '1\n42\n', expectedOutput: 'sum_array returned 42' },
    { name: 'three elements', stdin: '3\n10 20 30\n', expectedOutput: 'sum_array returned 60' },
    {
      name: 'negative numbers',
      stdin: '4\n-7 3 -2 10\n',
      expectedOutput: 'sum_array returned 4',
    },
    {
      name: 'the first element is the largest',
      stdin: '3\n500 1 1\n',
      expectedOutput: 'sum_array returned 502',
    },
    {
      name: 'a hundred elements',
      stdin: `100\n${oneToHundred}\n`,
      expectedOutput: 'sum_array returned 5050',
    },
  ],
};
