import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-022',
  solution: String.raw`#include <stdio.h>

#define MAX_VALUES 100

/* Read a count and that many integers into values. Return the count, or -1 on bad input. */
int read_list(int values[])
{
    int count;

    if (scanf("%d", &count) != 1 || count < 0 || count > MAX_VALUES) {
        return -1;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return -1;
        }
    }
    return count;
}

/*
 * a holds n sorted values and b holds m sorted values. Copy all of them into out in
 * sorted order, and return how many values were written (n + m).
 */
int merge(const int a[], int n, const int b[], int m, int out[])
{
    int i = 0;
    int j = 0;
    int k = 0;

    while (i < n && j < m) {
        if (a[i] <= b[j]) {
            out[k++] = a[i++];
        } else {
            out[k++] = b[j++];
        }
    }
    while (i < n) {
        out[k++] = a[i++];
    }
    while (j < m) {
        out[k++] = b[j++];
    }

    return k;
}

int main(void)
{
    int a[MAX_VALUES];
    int b[MAX_VALUES];
    int merged[2 * MAX_VALUES];

    int n = read_list(a);
    int m = read_list(b);
    if (n < 0 || m < 0) {
        return 1;
    }

    int count = merge(a, n, b, m, merged);
    if (count == 0) {
        printf("empty\n");
        return 0;
    }
    for (int i = 0; i < count; i++) {
        printf(i == 0 ? "%d" : " %d", merged[i]);
    }
    printf("\n");
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'both lists empty',
      stdin: '0\n0\n',
      expectedOutput: 'empty',
    },
    {
      name: 'the second list is empty',
      stdin: '2\n-1 9\n0\n',
      expectedOutput: '-1 9',
    },
    {
      name: 'negatives and duplicates',
      stdin: '5\n-10 -3 -3 0 4\n4\n-7 -3 0 0\n',
      expectedOutput: '-10 -7 -3 -3 -3 0 0 0 4',
    },
    {
      name: 'one value in each list',
      stdin: '1\n5\n1\n2\n',
      expectedOutput: '2 5',
    },
    {
      name: 'every value of one list is smaller',
      stdin: '3\n100 200 300\n4\n1 2 3 4\n',
      expectedOutput: '1 2 3 4 100 200 300',
    },
    {
      name: 'the largest and smallest int values',
      stdin: '2\n-2147483648 2147483647\n3\n-2147483648 0 2147483647\n',
      expectedOutput: '-2147483648 -2147483648 0 2147483647 2147483647',
    },
  ],
};
