import type { ExerciseKey } from '../../../../src/domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-020',
  solution: String.raw`/*
 * One file standing in for three: stats.h, stats.c and main.c.
 */

/* ============================== stats.h ============================== */
#ifndef STATS_H
#define STATS_H

typedef struct {
    int count;     /* how many values were added */
    long long sum; /* their total: long long, so big values cannot overflow it */
    int min;       /* the smallest value so far (meaningless while count is 0) */
    int max;       /* the largest value so far (meaningless while count is 0) */
} Stats;

void stats_init(Stats *s);
void stats_add(Stats *s, int value);
double stats_average(const Stats *s);

#endif /* STATS_H */

/* ============================== stats.c ============================== */
/* #include "stats.h" */

void stats_init(Stats *s)
{
    s->count = 0;
    s->sum = 0;
    s->min = 0;
    s->max = 0;
}

void stats_add(Stats *s, int value)
{
    if (s->count == 0 || value < s->min) {
        s->min = value;
    }
    if (s->count == 0 || value > s->max) {
        s->max = value;
    }
    s->count++;
    s->sum += value;
}

double stats_average(const Stats *s)
{
    if (s->count == 0) {
        return 0.0;
    }
    return (double)s->sum / s->count;
}

/* ============================== main.c =============================== */
#include <stdio.h>
/* #include "stats.h" */

int main(void)
{
    Stats stats;
    stats_init(&stats);

    int value;
    while (scanf("%d", &value) == 1) {
        stats_add(&stats, value);
    }

    if (stats.count == 0) {
        printf("no data\n");
        return 0;
    }
    printf("count: %d\n", stats.count);
    printf("min: %d\n", stats.min);
    printf("max: %d\n", stats.max);
    printf("average: %.2f\n", stats_average(&stats));
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'no numbers at all',
      stdin: '',
      expectedOutput: 'no data',
    },
    {
      name: 'a single negative number',
      stdin: '-5\n',
      expectedOutput: `count: 1
min: -5
max: -5
average: -5.00`,
    },
    {
      name: 'all negative numbers',
      stdin: '-3 -9 -1 -7\n',
      expectedOutput: `count: 4
min: -9
max: -1
average: -5.00`,
    },
    {
      name: 'the largest and smallest int',
      stdin: '2147483647 2147483647 -2147483648\n',
      expectedOutput: `count: 3
min: -2147483648
max: 2147483647
average: 715827882.00`,
    },
  ],
};
