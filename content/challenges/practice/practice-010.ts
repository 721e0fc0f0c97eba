import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-010',
  instructions: `## Task

Complete \`rotate\` so that it rotates the first \`n\` elements of \`values\` by \`k\` places. When \`k\` is positive, every element moves \`k\` places towards the end, and the elements that fall off the end come back in at the start: rotating \`1 2 3 4 5\` by 2 gives \`4 5 1 2 3\`. When \`k\` is negative, the elements move \`-k\` places towards the start instead: rotating \`10 20 30\` by -1 gives \`20 30 10\`.

\`k\` can be much larger than \`n\`: rotating by \`n\` places puts every element back where it started.

## Input

- The first line holds \`n\`, the number of elements, between 0 and 100.
- The second line holds the \`n\` elements, whole numbers separated by spaces (the line is empty when \`n\` is 0).
- The third line holds \`k\`, between -1000000000 and 1000000000.

## Output

One line: the rotated elements, separated by single spaces. When \`n\` is 0 the line is empty.

## Example

Input:

\`\`\`
5
1 2 3 4 5
2
\`\`\`

Output:

\`\`\`
4 5 1 2 3
\`\`\`

## Requirements

- Compute where each element goes; do not rotate one place at a time \`k\` times, because \`k\` can be a billion.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.
- Do not compute \`k % n\` when \`n\` is 0: dividing by zero is undefined behaviour.`,
  code: String.raw`#include <stdio.h>

#define MAX_VALUES 100

/* Rotate the first n elements of values by k places: towards the end when k is
   positive, towards the start when k is negative. 1 2 3 4 5 rotated by 2 is 4 5 1 2 3. */
void rotate(int values[], int n, int k)
{
    /* Write this function: move every element k places, wrapping around the ends. */
    (void)values; /* Delete these three lines once you use the parameters. */
    (void)n;
    (void)k;
}

int main(void)
{
    int values[MAX_VALUES];
    int n;
    int k;

    if (scanf("%d", &n) != 1 || n < 0 || n > MAX_VALUES) {
        return 1;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }
    if (scanf("%d", &k) != 1) {
        return 1;
    }

    rotate(values, n, k);

    for (int i = 0; i < n; i++) {
        if (i > 0) {
            printf(" ");
        }
        printf("%d", values[i]);
    }
    printf("\n");
    return 0;
}
`,
  expectedOutput: '4 5 1 2 3',
  hints: [
    'Rotating by n places changes nothing, so only the remainder k % n matters: with 5 elements, rotating by 12 is the same as rotating by 2.',
    'In C, the remainder keeps the sign of k: -1 % 6 is -1. Adding n to a negative remainder turns a rotation to the left into the same rotation to the right (-1 becomes 5).',
    'With shift between 0 and n - 1, the element at index i ends up at index (i + shift) % n. Copy the elements into a second array at their new places, then copy them back into values.',
    'Return straight away when n is 0: there is nothing to rotate, and k % 0 would divide by zero.',
  ],
  visibleCases: [
    { name: 'rotate right by 2', stdin: '5\n1 2 3 4 5\n2\n', expectedOutput: '4 5 1 2 3' },
    {
      name: 'a negative k rotates left',
      stdin: '6\n10 20 30 40 50 60\n-1\n',
      expectedOutput: '20 30 40 50 60 10',
    },
  ],
};
