import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-019',
  instructions: `## Task

Every unsigned integer is stored as a pattern of bits: 13 is \`1101\` in binary, so 3 of its bits are set (equal to 1). Complete two functions:

- \`count_set_bits\` returns how many bits of \`value\` are 1.
- \`is_power_of_two\` returns 1 when \`value\` is a power of two (1, 2, 4, 8, 16, ...) and 0 otherwise.

\`main\` already reads the numbers and prints one line for each of them.

## Input

The first line holds a count \`n\` (0 to 100). Then come \`n\` unsigned integers between 0 and 4294967295, separated by spaces or newlines.

## Output

One line per number, in input order:

\`\`\`
<value>: set bits = <count>, power of two = <yes or no>
\`\`\`

## Example

Input:

\`\`\`
4
13 16 0 255
\`\`\`

Output:

\`\`\`
13: set bits = 3, power of two = no
16: set bits = 1, power of two = yes
0: set bits = 0, power of two = no
255: set bits = 8, power of two = no
\`\`\`

## Requirements

- Work on the bits with \`&\` and \`>>\`; do not convert the number to a string.
- 0 has no set bits and is not a power of two; 1 (two to the power 0) is a power of two.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses \`value\`.`,
  code: String.raw`#include <stdio.h>

/* Return how many bits of value are 1. */
int count_set_bits(unsigned long value)
{
    int count = 0;

    /* Write this function: look at the lowest bit, then shift value to the right. */
    (void)value; /* Delete this line once you use value. */

    return count;
}

/* Return 1 if value is a power of two (1, 2, 4, 8, ...), 0 otherwise. */
int is_power_of_two(unsigned long value)
{
    /* Write this function: a power of two has exactly one bit set. */
    (void)value; /* Delete this line once you use value. */

    return 0;
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
  expectedOutput: `13: set bits = 3, power of two = no
16: set bits = 1, power of two = yes
0: set bits = 0, power of two = no
255: set bits = 8, power of two = no`,
  hints: [
    'value & 1 is 1 when the lowest bit of value is set, and 0 when it is not.',
    'value >>= 1 drops the lowest bit, so a loop that runs while value != 0 visits every bit once.',
    'A power of two has exactly one set bit, so you could reuse count_set_bits(value) == 1.',
    'A shorter test: value & (value - 1) clears the lowest set bit, so it is 0 for a power of two. Check value != 0 first, because 0 & (0 - 1) is 0 as well.',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: '4\n13 16 0 255\n',
      expectedOutput: `13: set bits = 3, power of two = no
16: set bits = 1, power of two = yes
0: set bits = 0, power of two = no
255: set bits = 8, power of two = no`,
    },
    {
      name: 'small powers of two',
      stdin: '5\n1 2 3 1024 1023\n',
      expectedOutput: `1: set bits = 1, power of two = yes
2: set bits = 1, power of two = yes
3: set bits = 2, power of two = no
1024: set bits = 1, power of two = yes
1023: set bits = 10, power of two = no`,
    },
  ],
};
