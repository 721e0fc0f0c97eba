import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-003',
  instructions: `## Task

Complete \`find_max\` and \`find_min\`. \`find_max\` returns the largest of the first \`count\` elements of \`values\`, and \`find_min\` returns the smallest. \`main\` already reads the list and prints both results.

## Input

The number of values \`count\` (from 1 to 100), then \`count\` whole numbers, separated by spaces or newlines. Each value fits in an \`int\`.

## Output

Two lines: \`Max: \` followed by the largest value, then \`Min: \` followed by the smallest value.

## Example

Input:

\`\`\`
5
4 -2 9 0 7
\`\`\`

Output:

\`\`\`
Max: 9
Min: -2
\`\`\`

## Requirements

- Use a loop over the array; do not sort it.
- The values may all be negative, or all be the same: start from an element of the array, not from 0.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

/* Return the largest of the first count elements of values (count is at least 1). */
int find_max(const int values[], int count)
{
    /* Write this function: visit every element and remember the largest so far. */
    (void)values; /* Delete these two lines once you use the parameters. */
    (void)count;

    return 0;
}

/* Return the smallest of the first count elements of values (count is at least 1). */
int find_min(const int values[], int count)
{
    /* Write this function: visit every element and remember the smallest so far. */
    (void)values; /* Delete these two lines once you use the parameters. */
    (void)count;

    return 0;
}

int main(void)
{
    int values[100];
    int count;

    if (scanf("%d", &count) != 1 || count < 1 || count > 100) {
        return 1;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }

    printf("Max: %d\n", find_max(values, count));
    printf("Min: %d\n", find_min(values, count));
    return 0;
}
`,
  expectedOutput: 'Max: 9\nMin: -2',
  hints: [
    'Keep the best value seen so far in a variable, and compare every element with it.',
    'Start with the first element, values[0], rather than 0: if every value is negative, 0 would wrongly stay the largest.',
    'Then loop from index 1 up to count - 1, and replace the best value whenever the current element is larger (or smaller, for find_min).',
  ],
  visibleCases: [
    { name: 'mixed values', stdin: '5\n4 -2 9 0 7\n', expectedOutput: 'Max: 9\nMin: -2' },
    { name: 'a single value', stdin: '1\n42\n', expectedOutput: 'Max: 42\nMin: 42' },
  ],
};
