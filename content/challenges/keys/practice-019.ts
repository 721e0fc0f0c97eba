import type { ChallengeKey } from '../../../src/domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-019',
  solution: String.raw`#include <stdio.h>

/* Return how many bits of value are 1. */
int count_set_bits(unsigned long value)
{
    int count = 0;

    while (value != 0) {
        count += (int)(value & 1u);
        value >>= 1;
    }

    return count;
}

/* Return 1 if value is a power of two (1, 2, 4, 8, ...), 0 otherwise. */
int is_power_of_two(unsigned long value)
{
    return value != 0 && (value & (value - 1)) == 0;
}

int main(void)
{
    int n;

    if (scanf("%d", &n) != 1 || n < 0) {
        return 1;
    }

    for (int i = 0; i < n; i++) {
        unsigned long value;

        if (scanf("%lu", &value) != 1) {
            return 1;
        }
        printf("%lu: set bits = %d, power of two = %s\n", value, count_set_bits(value),
               is_power_of_two(value) ? "yes" : "no");
    }
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'the largest 32-bit values',
      stdin: '4\n4294967295 2147483648 2147483647 4294967294\n',
      expectedOutput: `4294967295: set bits = 32, power of two = no
2147483648: set bits = 1, power of two = yes
2147483647: set bits = 31, power of two = no
4294967294: set bits = 31, power of two = no`,
    },
    {
      name: 'zero on its own',
      stdin: '1\n0\n',
      expectedOutput: '0: set bits = 0, power of two = no',
    },
    {
      name: 'no numbers at all',
      stdin: '0\n',
      expectedOutput: '',
    },
    {
      name: 'numbers on several lines',
      stdin: '6\n1\n6\n64\n65536\n65535\n12345\n',
      expectedOutput: `1: set bits = 1, power of two = yes
6: set bits = 2, power of two = no
64: set bits = 1, power of two = yes
65536: set bits = 1, power of two = yes
65535: set bits = 16, power of two = no
12345: set bits = 6, power of two = no`,
    },
  ],
};
