import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-013',
  solution: String.raw`#include <stdio.h>

/* Exchanges the values of the two variables a and b point to. */
void swap(int *a, int *b)
{
    int temp = *a;
    *a = *b;
    *b = temp;
}

/* Rearranges the three variables so that *a <= *b <= *c. */
void sort3(int *a, int *b, int *c)
{
    if (*a > *b) {
        swap(a, b); /* a and b are already pointers: no & */
    }
    if (*b > *c) {
        swap(b, c); /* the largest value is now in *c */
    }
    if (*a > *b) {
        swap(a, b); /* put the two smaller ones in order */
    }
}

int main(void)
{
    int x, y, z;
    if (scanf("%d %d %d", &x, &y, &z) != 3) {
        return 1;
    }
    sort3(&x, &y, &z);
    printf("%d %d %d\n", x, y, z);
    return 0;
}
`,
  hiddenCases: [
    { name: 'negative numbers', stdin: '-4 0 -10\n', expectedOutput: '-10 -4 0' },
    { name: 'two equal values', stdin: '7 7 3\n', expectedOutput: '3 7 7' },
    { name: 'equal values around a smaller one', stdin: '5 1 5\n', expectedOutput: '1 5 5' },
    { name: 'all zero', stdin: '0 0 0\n', expectedOutput: '0 0 0' },
    {
      name: 'largest and smallest int',
      stdin: '2147483647 -2147483648 0\n',
      expectedOutput: '-2147483648 0 2147483647',
    },
  ],
};
