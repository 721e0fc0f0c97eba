import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-016',
  solution: String.raw`#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    size_t capacity = 4;
    size_t count = 0;
    int *values = malloc(capacity * sizeof *values);
    if (values == NULL) {
        printf("Out of memory\n");
        return 1;
    }

    int number;
    while (scanf("%d", &number) == 1) {
        if (count == capacity) {
            /* Full: ask realloc for twice the room, keeping the old block if it fails. */
            size_t new_capacity = capacity * 2;
            int *bigger = realloc(values, new_capacity * sizeof *values);
            if (bigger == NULL) {
                free(values);
                printf("Out of memory\n");
                return 1;
            }
            values = bigger;
            capacity = new_capacity;
        }
        values[count] = number;
        count++;
    }

    printf("count: %zu\n", count);
    if (count > 0) {
        long long sum = 0;
        for (size_t i = 0; i < count; i++) {
            sum += values[i];
        }
        /* value > sum / count, without rounding: value * count > sum */
        printf("above average:");
        for (size_t i = 0; i < count; i++) {
            if ((long long)values[i] * (long long)count > sum) {
                printf(" %d", values[i]);
            }
        }
        printf("\n");
    }

    free(values);
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'empty input',
      stdin: '',
      expectedOutput: 'count: 0',
    },
    {
      name: 'all numbers equal',
      stdin: '7 7 7 7 7\n',
      expectedOutput: 'count: 5\nabove average:',
    },
    {
      name: 'negative numbers',
      stdin: '-5 -1 -10 0 -2 -3\n',
      expectedOutput: 'count: 6\nabove average: -1 0 -2 -3',
    },
    {
      name: 'largest int values',
      stdin: '2147483647 2147483647 -2147483648 0 1\n',
      expectedOutput: 'count: 5\nabove average: 2147483647 2147483647',
    },
    {
      name: 'a single number',
      stdin: '42\n',
      expectedOutput: 'count: 1\nabove average:',
    },
    {
      name: '300 numbers',
      stdin:
        '-50 -13 24 -40 -3 34 -30 7 44 -20 17 -47 -10 27 -37 0 37 -27 10 47 -17 20 -44 -7 30 -34 3 40 -24 13 50 -14 23 -41 -4 33 -31 6 43 -21 16 -48 -11 26 -38 -1 36 -28 9 46 -18 19 -45 -8 29 -35 2 39 -25 12 49 -15 22 -42 -5 32 -32 5 42 -22 15 -49 -12 25 -39 -2 35 -29 8 45 -19 18 -46 -9 28 -36 1 38 -26 11 48 -16 21 -43 -6 31 -33 4 41 -23 14 -50 -13 24 -40 -3 34 -30 7 44 -20 17 -47 -10 27 -37 0 37 -27 10 47 -17 20 -44 -7 30 -34 3 40 -24 13 50 -14 23 -41 -4 33 -31 6 43 -21 16 -48 -11 26 -38 -1 36 -28 9 46 -18 19 -45 -8 29 -35 2 39 -25 12 49 -15 22 -42 -5 32 -32 5 42 -22 15 -49 -12 25 -39 -2 35 -29 8 45 -19 18 -46 -9 28 -36 1 38 -26 11 48 -16 21 -43 -6 31 -33 4 41 -23 14 -50 -13 24 -40 -3 34 -30 7 44 -20 17 -47 -10 27 -37 0 37 -27 10 47 -17 20 -44 -7 30 -34 3 40 -24 13 50 -14 23 -41 -4 33 -31 6 43 -21 16 -48 -11 26 -38 -1 36 -28 9 46 -18 19 -45 -8 29 -35 2 39 -25 12 49 -15 22 -42 -5 32 -32 5 42 -22 15 -49 -12 25 -39 -2 35 -29 8 45 -19 18 -46 -9 28 -36 1 38 -26 11 48 -16 21 -43 -6 31 -33 4\n',
      expectedOutput:
        'count: 300\nabove average: 24 34 7 44 17 27 0 37 10 47 20 30 3 40 13 50 23 33 6 43 16 26 36 9 46 19 29 2 39 12 49 22 32 5 42 15 25 35 8 45 18 28 1 38 11 48 21 31 4 41 14 24 34 7 44 17 27 0 37 10 47 20 30 3 40 13 50 23 33 6 43 16 26 36 9 46 19 29 2 39 12 49 22 32 5 42 15 25 35 8 45 18 28 1 38 11 48 21 31 4 41 14 24 34 7 44 17 27 0 37 10 47 20 30 3 40 13 50 23 33 6 43 16 26 36 9 46 19 29 2 39 12 49 22 32 5 42 15 25 35 8 45 18 28 1 38 11 48 21 31 4',
    },
  ],
};
