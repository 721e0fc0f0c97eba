import type { ExerciseKey } from '../../../../src/domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-007',
  solution: String.raw`#include <stdio.h>

int is_prime(int n);
int print_primes(int limit);

int main(void)
{
    int limit;
    if (scanf("%d", &limit) != 1) {
        printf("Please enter a whole number.\n");
        return 0;
    }
    int count = print_primes(limit);
    printf("count: %d\n", count);
    return 0;
}

/* Returns 1 if n is prime, 0 otherwise. */
int is_prime(int n)
{
    if (n < 2) {
        return 0;
    }
    for (int d = 2; d * d <= n; d++) {
        if (n % d == 0) {
            return 0;
        }
    }
    return 1;
}

/* Prints the primes from 2 to limit on one line (or "none") and
   returns how many it printed. */
int print_primes(int limit)
{
    int count = 0;
    for (int n = 2; n <= limit; n++) {
        if (is_prime(n)) {
            if (count > 0) {
                printf(" ");
            }
            printf("%d", n);
            count++;
        }
    }
    if (count == 0) {
        printf("none");
    }
    printf("\n");
    return count;
}
`,
  hiddenCases: [
    { name: 'zero', stdin: '0\n', expectedOutput: 'none\ncount: 0' },
    { name: 'a negative limit', stdin: '-7\n', expectedOutput: 'none\ncount: 0' },
    { name: 'the smallest prime', stdin: '2\n', expectedOutput: '2\ncount: 1' },
    {
      name: 'a limit that is itself prime',
      stdin: '13\n',
      expectedOutput: '2 3 5 7 11 13\ncount: 6',
    },
    {
      name: 'a square of a prime is not prime',
      stdin: '25\n',
      expectedOutput: '2 3 5 7 11 13 17 19 23\ncount: 9',
    },
    {
      name: 'primes up to 100',
      stdin: '100\n',
      expectedOutput:
        '2 3 5 7 11 13 17 19 23 29 31 37 41 43 47 53 59 61 67 71 73 79 83 89 97\ncount: 25',
    },
  ],
};
