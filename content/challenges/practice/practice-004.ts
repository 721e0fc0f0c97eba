import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-004',
  instructions: `## Task

Complete \`print_grid\` so that it prints an \`n\` by \`n\` multiplication grid. The number in row \`r\` and column \`c\` (both counted from 1) is \`r * c\`. Each number is right-aligned in a field 4 characters wide, so the columns line up.

## Input

One whole number \`n\`, from 1 to 12.

## Output

\`n\` lines, one per row. Each line holds \`n\` numbers, each printed in 4 characters with spaces in front: \`   6\` and \`  12\`.

## Example

Input:

\`\`\`
3
\`\`\`

Output:

\`\`\`
   1   2   3
   2   4   6
   3   6   9
\`\`\`

## Requirements

- Use two loops, one inside the other: the outer loop for the rows, the inner loop for the columns.
- End every row, including the last, with a newline.
- Keep \`main\` as it is, and delete the \`(void)\` line once your code uses \`n\`.`,
  code: String.raw`#include <stdio.h>

/* Print an n-by-n multiplication grid: row r, column c holds r * c, each number right-aligned
   in a field 4 characters wide, one row per line. */
void print_grid(int n)
{
    /* Write this function: one loop for the rows, and inside it one loop for the columns. */
    (void)n; /* Delete this line once you use n. */
}

int main(void)
{
    int n;

    if (scanf("%d", &n) != 1 || n < 1 || n > 12) {
        return 1;
    }
    print_grid(n);
    return 0;
}
`,
  expectedOutput: '   1   2   3\n   2   4   6\n   3   6   9',
  hints: [
    'Count the rows and the columns from 1 to n (inclusive), not from 0, so the first number is 1 * 1.',
    'A width between the % and the d pads a number with spaces on the left: printf("%4d", 7) prints three spaces and then 7.',
    'Print each number with printf("%4d", row * col); inside the inner loop, then printf("\\n"); after the inner loop ends.',
  ],
  visibleCases: [
    {
      name: 'a 3 by 3 grid',
      stdin: '3\n',
      expectedOutput: '   1   2   3\n   2   4   6\n   3   6   9',
    },
    {
      name: 'a 4 by 4 grid',
      stdin: '4\n',
      expectedOutput: '   1   2   3   4\n   2   4   6   8\n   3   6   9  12\n   4   8  12  16',
    },
  ],
};
