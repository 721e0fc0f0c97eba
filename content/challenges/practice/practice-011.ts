import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-011',
  instructions: `## Task

Compilers reject code such as \`sum = (a[0] + b];\` because its brackets do not match. Complete \`check_brackets\` so that it checks the brackets of one line and prints a verdict.

There are three pairs of brackets: \`( )\`, \`[ ]\` and \`{ }\`. Every other character is ignored. The line is balanced when every closing bracket closes a bracket of its own kind, namely the most recently opened bracket that is still open, and no bracket is left open at the end of the line.

Positions count every character of the line, starting from 1. Check the line from left to right and print the first problem you find:

- a closing bracket with no open bracket left to close, or that does not match the most recently opened bracket still open: \`Unexpected\`, the bracket and its position;
- otherwise, brackets still open at the end of the line: \`Unclosed\`, the leftmost of them and its position.

When there is no problem, print \`Balanced\`: \`if (a[i] > 0) { total += a[i]; }\` is balanced, and so is an empty line.

## Input

One line of at most 1000 characters. It may be empty.

## Output

One line, in one of these forms:

- \`Balanced\`
- \`Unexpected C at position P\`, where \`C\` is the closing bracket;
- \`Unclosed C at position P\`, where \`C\` is the opening bracket.

## Example

Input:

\`\`\`
sum = (a[0] + b];
\`\`\`

Output:

\`\`\`
Unexpected ] at position 16
\`\`\`

The \`]\` at position 16 tries to close the \`(\` at position 7. In the second visible case, \`while (x) { if (y[0]) { z(); }\`, the \`{\` at position 11 is the leftmost bracket never closed.

## Requirements

- Handle up to 1000 brackets open at the same time, such as a line of 1000 \`[\`.
- Print exactly one line, and stop at the first closing bracket that does not fit.
- Keep \`main\` as it is, and delete the \`(void)\` line once your code uses \`line\`.`,
  code: String.raw`#include <stdio.h>
#include <string.h>

#define MAX_LINE 1000

/* Check the brackets ( ) [ ] { } of line and print one verdict:
   "Balanced", "Unexpected C at position P" or "Unclosed C at position P".
   Positions count every character of line, starting from 1. */
void check_brackets(const char *line)
{
    /* Write this function: remember the opening brackets that are still open, and check
       each closing bracket against the most recent of them. */
    (void)line; /* Delete this line once you use line. */
}

int main(void)
{
    char line[MAX_LINE + 2]; /* the characters, the newline and the null character */

    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0'; /* no input at all: an empty line */
    }
    line[strcspn(line, "\r\n")] = '\0'; /* remove the end of the line */

    check_brackets(line);
    return 0;
}
`,
  expectedOutput: 'Unexpected ] at position 16',
  hints: [
    'The bracket that must be closed next is always the one opened most recently. That is a stack: an array of opening brackets plus a count of how many are in it. Push onto the end, pop from the end.',
    'On (, [ or {, push the bracket together with its position i + 1 (a second array of the same size works). On ), ] or }, the stack must not be empty and its top must be the matching opening bracket: then pop it; otherwise print Unexpected and return.',
    'A small helper such as char opening_for(char closing), which returns ( for ), [ for ] and { for }, keeps the comparison short.',
    'After the loop, a non-empty stack means brackets were left open. The leftmost of them was pushed first, so it sits at index 0 of the stack, with its position at index 0 of the positions array.',
  ],
  visibleCases: [
    {
      name: 'a ] closes a (',
      stdin: 'sum = (a[0] + b];\n',
      expectedOutput: 'Unexpected ] at position 16',
    },
    {
      name: 'a { is never closed',
      stdin: 'while (x) { if (y[0]) { z(); }\n',
      expectedOutput: 'Unclosed { at position 11',
    },
  ],
};
