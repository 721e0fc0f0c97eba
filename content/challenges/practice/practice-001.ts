import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-001',
  instructions: `## Task

Complete \`reverse_digits\` so that it returns \`n\` with its digits in reverse order. Zeros that end up at the front disappear, because the result is a number: \`1200\` becomes \`21\`. A negative number stays negative: \`-345\` becomes \`-543\`.

## Input

One whole number \`n\`, between -1000000000 and 1000000000.

## Output

One line: the reversed number.

## Example

Input:

\`\`\`
12345
\`\`\`

Output:

\`\`\`
54321
\`\`\`

## Requirements

- Work with the digits arithmetically, using \`% 10\` and \`/ 10\`; do not turn the number into a string.
- Keep \`main\` as it is, and delete the \`(void)\` line once your code uses \`n\`.
- Make sure \`0\` prints \`0\`.`,
  code: String.raw`#include <stdio.h>

/* Return n with its digits in reverse order, keeping its sign: 1200 gives 21, -345 gives -543. */
long long reverse_digits(long long n)
{
    long long reversed = 0;

    /* Write this function: take the last digit of n off, one at a time, and add it to reversed. */
    (void)n; /* Delete this line once you use n. */

    return reversed;
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
  expectedOutput: '54321',
  hints: [
    'n % 10 is the last digit of n, and n / 10 is n with its last digit removed.',
    'Build the answer from the left: reversed = reversed * 10 + digit; shifts what you have one place to the left and appends the new digit.',
    'Repeat while there are digits left: a while loop that runs as long as the remaining number is greater than 0.',
    'For a negative n, remember that it was negative, reverse -n, and put the minus sign back at the end.',
  ],
  visibleCases: [
    { name: 'a positive number', stdin: '12345\n', expectedOutput: '54321' },
    { name: 'trailing zeros disappear', stdin: '1200\n', expectedOutput: '21' },
  ],
};
