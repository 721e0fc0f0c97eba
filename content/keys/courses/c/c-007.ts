import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-007',
  solution: String.raw`#include <stdio.h>

void print_in_base(int n, int base);
int count_digits(int n, int base);

int main(void)
{
    int n, base;
    while (scanf("%d %d", &n, &base) == 2) {
        if (n < 0 || base < 2 || base > 10) {
            printf("out of range: %d %d\n", n, base);
            continue;
        }
        printf("%d in base %d: ", n, base);
        print_in_base(n, base);
        int digits = count_digits(n, base);
        printf(" (%d %s)\n", digits, digits == 1 ? "digit" : "digits");
    }
    return 0;
}

/* Prints n written in base, most significant digit first, with no leading zeros. */
void print_in_base(int n, int base)
{
    if (n < base) {
        printf("%d", n); /* base case: a single digit */
        return;
    }
    print_in_base(n / base, base); /* every digit but the last */
    printf("%d", n % base);        /* then the last one */
}

/* Returns how many digits n has in base. */
int count_digits(int n, int base)
{
    if (n < base) {
        return 1;
    }
    return 1 + count_digits(n / base, base);
}
`,
  hiddenCases: [
    { name: 'zero', stdin: '0 2\n', expectedOutput: '0 in base 2: 0 (1 digit)' },
    {
      name: 'the base itself is written 10',
      stdin: '2 2\n8 8\n10 10\n',
      expectedOutput:
        '2 in base 2: 10 (2 digits)\n8 in base 8: 10 (2 digits)\n10 in base 10: 10 (2 digits)',
    },
    {
      name: 'zeros at the end are kept',
      stdin: '1000 10\n64 2\n',
      expectedOutput: '1000 in base 10: 1000 (4 digits)\n64 in base 2: 1000000 (7 digits)',
    },
    {
      name: 'digits that are not a palindrome',
      stdin: '1234 10\n100 6\n',
      expectedOutput: '1234 in base 10: 1234 (4 digits)\n100 in base 6: 244 (3 digits)',
    },
    {
      name: 'the largest int',
      stdin: '2147483647 2\n2147483647 10\n2147483647 9\n',
      expectedOutput:
        '2147483647 in base 2: 1111111111111111111111111111111 (31 digits)\n2147483647 in base 10: 2147483647 (10 digits)\n2147483647 in base 9: 5478773671 (10 digits)',
    },
    {
      name: 'numbers outside the limits',
      stdin: '-5 2\n7 1\n7 11\n9 3\n',
      expectedOutput:
        'out of range: -5 2\nout of range: 7 1\nout of range: 7 11\n9 in base 3: 100 (3 digits)',
    },
  ],
};
