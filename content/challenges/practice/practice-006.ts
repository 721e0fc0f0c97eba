import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-006',
  instructions: `## Task

Complete \`print_table\` so that it prints one line for every Celsius temperature from \`start\` to \`end\`, going up by \`step\`. Each line shows the Celsius value and the Fahrenheit value, which is \`C × 9 / 5 + 32\`, with one digit after the decimal point.

## Input

Three whole numbers \`start\`, \`end\` and \`step\`, with -100 ≤ \`start\` ≤ \`end\` ≤ 1000 and 1 ≤ \`step\` ≤ 100.

## Output

One line per temperature, in the form \`25 C = 77.0 F\`. The first line is for \`start\`; the last is for the largest value of the form \`start + k × step\` that is not above \`end\` (so \`end\` itself may not appear).

## Example

Input:

\`\`\`
0 100 25
\`\`\`

Output:

\`\`\`
0 C = 32.0 F
25 C = 77.0 F
50 C = 122.0 F
75 C = 167.0 F
100 C = 212.0 F
\`\`\`

## Requirements

- Compute the Fahrenheit value in a loop; do not hard-code any temperatures.
- Print it with \`%.1f\`, and the Celsius value with \`%d\`.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

/* Print one line "C C = F F" for every Celsius temperature from start to end, going up by
   step, with the Fahrenheit value to one decimal place. */
void print_table(int start, int end, int step)
{
    /* Write this function: loop from start to end and print one converted line each time. */
    (void)start; /* Delete these three lines once you use the parameters. */
    (void)end;
    (void)step;
}

int main(void)
{
    int start, end, step;

    if (scanf("%d %d %d", &start, &end, &step) != 3 || step < 1) {
        return 1;
    }
    print_table(start, end, step);
    return 0;
}
`,
  expectedOutput: `0 C = 32.0 F
25 C = 77.0 F
50 C = 122.0 F
75 C = 167.0 F
100 C = 212.0 F`,
  hints: [
    'A for loop can go up by more than 1: for (int c = start; c <= end; c += step)',
    'In C, 9 / 5 between two ints is 1, not 1.8, because integer division drops the fraction.',
    'Write at least one of the numbers as a double, for example c * 9.0 / 5.0 + 32.0, and store the result in a double.',
    'printf("%d C = %.1f F\\n", c, fahrenheit); prints one line in the right format.',
  ],
  visibleCases: [
    {
      name: 'freezing to boiling',
      stdin: '0 100 25\n',
      expectedOutput:
        '0 C = 32.0 F\n25 C = 77.0 F\n50 C = 122.0 F\n75 C = 167.0 F\n100 C = 212.0 F',
    },
  ],
};
