import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-011',
  solution: String.raw`#include <stdio.h>

/* Returns a pointer to the first largest element of values,
   or NULL if count is 0. */
int *largest(int values[], int count)
{
    if (count == 0) {
        return NULL;
    }
    int *best = &values[0];
    for (int i = 1; i < count; i++) {
        if (values[i] > *best) {
            best = &values[i];
        }
    }
    return best;
}

int main(void)
{
    int values[100];
    int n;
    if (scanf("%d", &n) != 1 || n < 0 || n > 100) {
        printf("invalid input\n");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            printf("invalid input\n");
            return 0;
        }
    }

    int *big = largest(values, n);
    if (big == NULL) {
        printf("no numbers\n");
        return 0;
    }
    printf("largest: %d\n", *big);

    *big *= 2;

    printf("after:");
    for (int i = 0; i < n; i++) {
        printf(" %d", values[i]);
    }
    printf("\n");
    return 0;
}
`,
  hiddenCases: [
    { name: 'no numbers', stdin: '0\n', expectedOutput: 'no numbers' },
    { name: 'a single number', stdin: '1\n5\n', expectedOutput: 'largest: 5\nafter: 10' },
    {
      name: 'equal largest values: only the first doubles',
      stdin: '3\n5 1 5\n',
      expectedOutput: 'largest: 5\nafter: 10 1 5',
    },
    {
      name: 'only negative numbers',
      stdin: '3\n-3 -1 -2\n',
      expectedOutput: 'largest: -1\nafter: -3 -2 -2',
    },
    {
      name: 'the largest allowed value',
      stdin: '3\n-1000000 0 1000000\n',
      expectedOutput: 'largest: 1000000\nafter: -1000000 0 2000000',
    },
  ],
};
