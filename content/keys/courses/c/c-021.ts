import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-021',
  solution: String.raw`#include <stdio.h>

/* Returns how many bits of x are 1. */
int count_ones(unsigned int x)
{
    int count = 0;
    while (x != 0) {
        x &= x - 1; /* clears the lowest 1 bit */
        count++;
    }
    return count;
}

/* Returns 1 if x is a power of two (exactly one bit is 1), otherwise 0. */
int is_power_of_two(unsigned int x)
{
    return x != 0 && (x & (x - 1)) == 0;
}

/* Prints x in binary without leading zeros; 0 prints as a single 0. */
void print_binary(unsigned int x)
{
    int started = 0;
    for (int bit = 31; bit >= 0; bit--) {
        unsigned int value = (x >> bit) & 1u;
        if (value == 1u) {
            started = 1;
        }
        if (started) {
            putchar(value ? '1' : '0');
        }
    }
    if (!started) {
        putchar('0');
    }
}

int main(void)
{
    unsigned int n;
    while (scanf("%u", &n) == 1) {
        printf("%u = ", n);
        print_binary(n);
        printf(", ones: %d, power of two: %s\n", count_ones(n),
               is_power_of_two(n) ? "yes" : "no");
    }
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'the highest bit alone',
      stdin: '2147483648\n',
      expectedOutput: '2147483648 = 10000000000000000000000000000000, ones: 1, power of two: yes',
    },
    {
      name: 'all 32 bits set',
      stdin: '4294967295\n',
      expectedOutput: '4294967295 = 11111111111111111111111111111111, ones: 32, power of two: no',
    },
    {
      name: 'bytes and powers of two',
      stdin: '255 256 1024 1023\n',
      expectedOutput: `255 = 11111111, ones: 8, power of two: no
256 = 100000000, ones: 1, power of two: yes
1024 = 10000000000, ones: 1, power of two: yes
1023 = 1111111111, ones: 10, power of two: no`,
    },
    {
      name: 'no input',
      stdin: '',
      expectedOutput: '',
    },
  ],
};
