import type { ExerciseKey } from '../../../../src/domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-019',
  solution: String.raw`#include <stdio.h>

/* MIN and MAX are the building blocks of CLAMP. */
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/*
 * CLAMP(x, low, high) gives low if x is below low, high if x is above high,
 * and x otherwise: MAX lifts small values up to low, MIN caps big ones at high.
 */
#define CLAMP(x, low, high) (MIN(MAX((x), (low)), (high)))

int main(void)
{
    int low, high;
    if (scanf("%d %d", &low, &high) != 2) {
        return 0;
    }

    int count = 0;
    int reading;
    while (scanf("%d", &reading) == 1) {
        printf("%d -> %d (%d below max)\n", reading, CLAMP(reading, low, high),
               high - CLAMP(reading, low, high));
        count++;
    }
    printf("readings: %d\n", count);
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'negative limits',
      stdin: '-10 5\n-20 -10 0 5 6\n',
      expectedOutput: `-20 -> -10 (15 below max)
-10 -> -10 (15 below max)
0 -> 0 (5 below max)
5 -> 5 (0 below max)
6 -> 5 (0 below max)
readings: 5`,
    },
    {
      name: 'no readings',
      stdin: '0 100\n',
      expectedOutput: 'readings: 0',
    },
    {
      name: 'a single allowed value',
      stdin: '7 7\n-3 7 100\n',
      expectedOutput: `-3 -> 7 (0 below max)
7 -> 7 (0 below max)
100 -> 7 (0 below max)
readings: 3`,
    },
  ],
};
