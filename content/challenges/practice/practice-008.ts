import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-008',
  instructions: `## Task

Complete \`second_largest\`. Among the first \`count\` elements of \`values\`, it finds the second largest **distinct** value: the largest value that is smaller than the maximum. In \`4 9 2 9 7 1\` the maximum is 9, so the answer is 7, not the second 9.

If such a value exists, the function stores it in \`*result\` and returns 1. If every element is equal (or there is only one), it returns 0 and leaves \`*result\` alone. \`main\` already reads the list and prints the answer.

## Input

The number of values \`count\` (from 1 to 100), then \`count\` whole numbers, separated by spaces or newlines. Each value fits in an \`int\`.

## Output

\`Second largest: \` followed by the value, or \`No second largest\` if there is none.

## Example

Input:

\`\`\`
6
4 9 2 9 7 1
\`\`\`

Output:

\`\`\`
Second largest: 7
\`\`\`

## Requirements

- Go through the array once or twice with loops; do not sort it.
- Any \`int\` may appear, including \`-2147483648\`: do not use a special value to mean "not found yet".
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

/* If the first count elements of values hold at least two different values, store the
   second largest of them in *result and return 1; otherwise return 0. */
int second_largest(const int values[], int count, int *result)
{
    /* Write this function: track the largest value and the largest value below it. */
    (void)values; /* Delete these three lines once you use the parameters. */
    (void)count;
    (void)result;

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

    int answer;
    if (second_largest(values, count, &answer)) {
        printf("Second largest: %d\n", answer);
    } else {
        printf("No second largest\n");
    }
    return 0;
}
`,
  expectedOutput: 'Second largest: 7',
  hints: [
    'One way: first find the maximum with a loop, then loop again and keep the largest element that is smaller than the maximum.',
    'Keep a flag such as int found = 0; instead of starting the second value at 0 or at INT_MIN: both can be real values in the list.',
    'In one pass: if an element is larger than the largest so far, the old largest becomes the second; else if it is smaller than the largest and (no second yet, or larger than the second), it becomes the second. Equal elements change nothing.',
    'Store the answer with *result = second; only when you found one, then return 1.',
  ],
  visibleCases: [
    {
      name: 'the maximum appears twice',
      stdin: '6\n4 9 2 9 7 1\n',
      expectedOutput: 'Second largest: 7',
    },
    { name: 'all the same', stdin: '4\n3 3 3 3\n', expectedOutput: 'No second largest' },
  ],
};
