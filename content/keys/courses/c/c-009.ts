import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-009',
  solution: String.raw`#include <stdio.h>

/* Returns the average of the first count elements of values. */
double average(const int values[], int count)
{
    int sum = 0;
    for (int i = 0; i < count; i++) {
        sum += values[i];
    }
    return (double)sum / count;
}

/* Prints "above:" and every element greater than avg, or "above: none". */
void print_above(const int values[], int count, double avg)
{
    int printed = 0;
    printf("above:");
    for (int i = 0; i < count; i++) {
        if (values[i] > avg) {
            printf(" %d", values[i]);
            printed++;
        }
    }
    if (printed == 0) {
        printf(" none");
    }
    printf("\n");
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
    if (n == 0) {
        printf("no numbers\n");
        return 0;
    }
    double avg = average(values, n);
    printf("average: %.2f\n", avg);
    print_above(values, n, avg);
    return 0;
}
`,
  hiddenCases: [
    { name: 'no numbers', stdin: '0\n', expectedOutput: 'no numbers' },
    { name: 'all values equal', stdin: '3\n5 5 5\n', expectedOutput: 'average: 5.00\nabove: none' },
    {
      name: 'a single negative value',
      stdin: '1\n-7\n',
      expectedOutput: 'average: -7.00\nabove: none',
    },
    {
      name: 'negative and positive values',
      stdin: '5\n-10 -20 0 10 25\n',
      expectedOutput: 'average: 1.00\nabove: 10 25',
    },
    {
      name: 'the largest values and a fractional average',
      stdin: '6\n1000000 -1000000 3 3 3 4\n',
      expectedOutput: 'average: 2.17\nabove: 1000000 3 3 3 4',
    },
  ],
};
