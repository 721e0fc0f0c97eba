import type { ChallengeKey } from '@domain/challenge-content';

/* 1000 even numbers: 0, 2, 4, ..., 1998. */
const evens = Array.from({ length: 1000 }, (_, i) => String(2 * i)).join(' ');

export const key: ChallengeKey = {
  challengeId: 'practice-013',
  solution: String.raw`#include <stdio.h>

#define MAX_VALUES 1000

/* Return the index of target in values[0..n-1], which is sorted in increasing
   order, or -1 when target is not there. */
int binary_search(const int values[], int n, int target)
{
    int low = 0;
    int high = n - 1;

    while (low <= high) {
        int middle = low + (high - low) / 2;

        if (values[middle] == target) {
            return middle;
        }
        if (values[middle] < target) {
            low = middle + 1; /* target can only be to the right of middle */
        } else {
            high = middle - 1; /* target can only be to the left of middle */
        }
    }

    return -1;
}

int main(void)
{
    int values[MAX_VALUES];
    int n;
    int q;

    if (scanf("%d", &n) != 1 || n < 0 || n > MAX_VALUES) {
        return 1;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }
    if (scanf("%d", &q) != 1) {
        return 1;
    }

    for (int i = 0; i < q; i++) {
        int target;
        if (scanf("%d", &target) != 1) {
            return 1;
        }
        int index = binary_search(values, n, target);
        if (index >= 0) {
            printf("%d found at index %d\n", target, index);
        } else {
            printf("%d not found\n", target);
        }
    }
    return 0;
}
`,
  hiddenCases: [
    { name: 'an empty array', stdin: '0\n\n2\n5\n0\n', expectedOutput: '5 not found\n0 not found' },
    {
      name: 'one element',
      stdin: '1\n42\n3\n42\n41\n43\n',
      expectedOutput: '42 found at index 0\n41 not found\n43 not found',
    },
    {
      name: 'negative numbers only',
      stdin: '4\n-40 -30 -20 -10\n3\n-30\n-25\n-10\n',
      expectedOutput: '-30 found at index 1\n-25 not found\n-10 found at index 3',
    },
    {
      name: 'the smallest and largest int values',
      stdin: '3\n-2147483648 0 2147483647\n4\n2147483647\n-2147483648\n0\n1\n',
      expectedOutput:
        '2147483647 found at index 2\n-2147483648 found at index 0\n0 found at index 1\n1 not found',
    },
    {
      name: '1000 elements',
      stdin: `1000\n${evens}\n7\n0\n1998\n1000\n999\n-2\n2000\n1234\n`,
      expectedOutput: [
        '0 found at index 0',
        '1998 found at index 999',
        '1000 found at index 500',
        '999 not found',
        '-2 not found',
        '2000 not found',
        '1234 found at index 617',
      ].join('\n'),
    },
  ],
};
