import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-010',
  solution: String.raw`#include <stdio.h>

#define MAX_VALUES 100

/* Rotate the first n elements of values by k places: towards the end when k is
   positive, towards the start when k is negative. 1 2 3 4 5 rotated by 2 is 4 5 1 2 3. */
void rotate(int values[], int n, int k)
{
    if (n == 0) {
        return;
    }

    int shift = k % n;
    if (shift < 0) {
        shift += n; /* a rotation to the left is a rotation to the right by n - |shift| */
    }

    int rotated[MAX_VALUES];
    for (int i = 0; i < n; i++) {
        rotated[(i + shift) % n] = values[i];
    }
    for (int i = 0; i < n; i++) {
        values[i] = rotated[i];
    }
}

int main(void)
{
    int values[MAX_VALUES];
    int n;
    int k;

    if (scanf("%d", &n) != 1 || n < 0 || n > MAX_VALUES) {
        return 1;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }
    if (scanf("%d", &k) != 1) {
        return 1;
    }

    rotate(values, n, k);

    for (int i = 0; i < n; i++) {
        if (i > 0) {
            printf(" ");
        }
        printf("%d", values[i]);
    }
    printf("\n");
    return 0;
}
`,
  hiddenCases: [
    { name: 'k of 0 changes nothing', stdin: '4\n7 8 9 10\n0\n', expectedOutput: '7 8 9 10' },
    { name: 'k equal to n', stdin: '3\n1 2 3\n3\n', expectedOutput: '1 2 3' },
    {
      name: 'a k far larger than n',
      stdin: '7\n1 2 3 4 5 6 7\n1000000000\n',
      expectedOutput: '2 3 4 5 6 7 1',
    },
    {
      name: 'a large negative k',
      stdin: '7\n1 2 3 4 5 6 7\n-999999999\n',
      expectedOutput: '6 7 1 2 3 4 5',
    },
    { name: 'one element', stdin: '1\n-42\n5\n', expectedOutput: '-42' },
    { name: 'no elements', stdin: '0\n\n3\n', expectedOutput: '' },
    {
      name: 'negative values, rotate left by 2',
      stdin: '5\n-1 -2 0 2147483647 -2147483648\n-2\n',
      expectedOutput: '0 2147483647 -2147483648 -1 -2',
    },
  ],
};
