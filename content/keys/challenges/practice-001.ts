import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-001',
  solution: String.raw`#include <stdio.h>

/* Return n with its digits in reverse order, keeping its sign: 1200 gives 21, -345 gives -543. */
long long reverse_digits(long long n)
{
    int negative = n < 0;
    long long rest = negative ? -n : n;
    long long reversed = 0;

    while (rest > 0) {
        reversed = reversed * 10 + rest % 10;
        rest /= 10;
    }

    return negative ? -reversed : reversed;
}

int main(void)
{
    long long n;

    if (scanf("%lld", &n) != 1) {
        return 1;
    }
    printf("%lld\n", reverse_digits(n));
    return 0;
}
`,
  hiddenCases: [
    { name: 'zero', stdin: '0\n', expectedOutput: '0' },
    { name: 'a single digit', stdin: '7\n', expectedOutput: '7' },
    { name: 'a negative number', stdin: '-345\n', expectedOutput: '-543' },
    { name: 'a negative number ending in zero', stdin: '-10\n', expectedOutput: '-1' },
    { name: 'the largest input', stdin: '1000000000\n', expectedOutput: '1' },
    { name: 'nine digits, negative', stdin: '-123456789\n', expectedOutput: '-987654321' },
  ],
};
