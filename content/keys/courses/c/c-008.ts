import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-008',
  solution: String.raw`#include <stdio.h>

/* Adds value to a total kept between calls; returns the total so far. */
int running_total(int value)
{
    static int total = 0;
    total += value;
    return total;
}

/* Returns the largest value given so far, including this one. */
int running_max(int value)
{
    static int max = 0;
    static int seen = 0;
    if (!seen || value > max) {
        max = value;
        seen = 1;
    }
    return max;
}

int main(void)
{
    int value;
    int count = 0;
    /* scanf returns 1 while it manages to read a number. */
    while (scanf("%d", &value) == 1) {
        int total = running_total(value);
        int max = running_max(value);
        printf("%d: total %d, max %d\n", value, total, max);
        count++;
    }
    if (count == 0) {
        printf("no numbers\n");
    }
    return 0;
}
`,
  hiddenCases: [
    { name: 'empty input', stdin: '', expectedOutput: 'no numbers' },
    {
      name: 'only negative numbers',
      stdin: '-4 -9 -2\n',
      expectedOutput: '-4: total -4, max -4\n-9: total -13, max -4\n-2: total -15, max -2',
    },
    { name: 'a single zero', stdin: '0\n', expectedOutput: '0: total 0, max 0' },
    {
      name: 'repeated values and a total back to zero',
      stdin: '10 10 -20 -10\n',
      expectedOutput:
        '10: total 10, max 10\n10: total 20, max 10\n-20: total 0, max 10\n-10: total -10, max 10',
    },
  ],
};
