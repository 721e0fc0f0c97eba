import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-003',
  solution: String.raw`#include <stdio.h>

/* Return the largest of the first count elements of values (count is at least 1). */
int find_max(const int values[], int count)
{
    int max = values[0];

    for (int i = 1; i < count; i++) {
        if (values[i] > max) {
            max = values[i];
        }
    }

    return max;
}

/* Return the smallest of the first count elements of values (count is at least 1). */
int find_min(const int values[], int count)
{
    int min = values[0];

    for (int i = 1; i < count; i++) {
        if (values[i] < min) {
            min = values[i];
        }
    }

    return min;
}

int main(void)
{
    int values[100];
    int count;

    if (scanf("%d", &count) != 1 || count < 1 || count > 100) {
        return 1;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }

    printf("Max: %d\n", find_max(values, count));
    printf("Min: %d\n", find_min(values, count));
    return 0;
}
`,
  hiddenCases: [
    { name: 'all negative', stdin: '4\n-5 -1 -9 -3\n', expectedOutput: 'Max: -1\nMin: -9' },
    { name: 'all positive', stdin: '4\n8 3 12 5\n', expectedOutput: 'Max: 12\nMin: 3' },
    { name: 'all the same', stdin: '3\n6 6 6\n', expectedOutput: 'Max: 6\nMin: 6' },
    {
      name: 'the largest and smallest int',
      stdin: '3\n0 2147483647 -2147483648\n',
      expectedOutput: 'Max: 2147483647\nMin: -2147483648',
    },
    {
      name: 'extremes at the ends',
      stdin: '6\n-7\n1\n2\n3\n4\n100\n',
      expectedOutput: 'Max: 100\nMin: -7',
    },
  ],
};
