import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-022',
  solution: String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_VALUES 1000

typedef int (*compare_fn)(const void *, const void *);

/* Smallest first. */
int compare_asc(const void *a, const void *b)
{
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Largest first. */
int compare_desc(const void *a, const void *b)
{
    return compare_asc(b, a);
}

/* Smallest absolute value first; for equal absolute values, the negative one first. */
int compare_abs(const void *a, const void *b)
{
    int x = *(const int *)a;
    int y = *(const int *)b;
    /* long long, because -(-2147483648) does not fit in an int */
    long long ax = x < 0 ? -(long long)x : x;
    long long ay = y < 0 ? -(long long)y : y;
    if (ax != ay) {
        return (ax > ay) - (ax < ay);
    }
    return (x > y) - (x < y); /* same distance from 0: the negative one first */
}

/* Returns the comparator for "asc", "desc" or "abs", and NULL for any other mode. */
compare_fn pick_comparator(const char *mode)
{
    if (strcmp(mode, "asc") == 0) {
        return compare_asc;
    }
    if (strcmp(mode, "desc") == 0) {
        return compare_desc;
    }
    if (strcmp(mode, "abs") == 0) {
        return compare_abs;
    }
    return NULL;
}

int main(void)
{
    char mode[16];
    int n;
    if (scanf("%15s %d", mode, &n) != 2 || n < 0 || n > MAX_VALUES) {
        return 0;
    }
    int values[MAX_VALUES];
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 0;
        }
    }

    compare_fn cmp = pick_comparator(mode);
    if (cmp == NULL) {
        printf("unknown mode: %s\n", mode);
        return 0;
    }
    qsort(values, (size_t)n, sizeof values[0], cmp);

    for (int i = 0; i < n; i++) {
        printf(i == 0 ? "%d" : " %d", values[i]);
    }
    printf("\n");
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'the extremes of int, largest first',
      stdin: 'desc 4\n-2147483648 2147483647 0 -1\n',
      expectedOutput: '2147483647 0 -1 -2147483648',
    },
    {
      name: 'duplicates, largest first',
      stdin: 'desc 6\n2 2 -2 2 0 -2\n',
      expectedOutput: '2 2 2 0 -2 -2',
    },
    {
      name: 'ties by distance from zero',
      stdin: 'abs 7\n-1000000 1000000 7 -7 0 -1 1\n',
      expectedOutput: '0 -1 1 -7 7 -1000000 1000000',
    },
    {
      name: 'an unknown mode',
      stdin: 'middle 2\n1 2\n',
      expectedOutput: 'unknown mode: middle',
    },
    {
      name: 'an empty list',
      stdin: 'asc 0\n',
      expectedOutput: '',
    },
  ],
};
