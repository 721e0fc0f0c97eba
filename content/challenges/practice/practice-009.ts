import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-009',
  instructions: `## Task

Run-length encoding shortens text with long runs of the same character. Each run of one character repeated one or more times is written as the character followed by the length of the run: \`aaabccdddd\` becomes \`a3b1c2d4\`.

Complete \`print_encoding\` so that it prints the encoding of \`text\`. \`main\` already reads the line and prints the newline at the end.

## Input

One line of at most 200 characters: letters and punctuation, with no digits and no spaces. It may be empty.

## Output

One line: the encoding. An empty input line gives an empty output line.

## Example

Input:

\`\`\`
aaabccdddd
\`\`\`

Output:

\`\`\`
a3b1c2d4
\`\`\`

## Requirements

- Write the count even when it is 1: \`z\` becomes \`z1\`.
- Counts can have more than one digit: twelve \`a\`s become \`a12\`.
- Uppercase and lowercase letters are different characters: \`aAA\` becomes \`a1A2\`.
- Keep \`main\` as it is, and delete the \`(void)\` line once your code uses \`text\`.`,
  code: String.raw`#include <stdio.h>
#include <string.h>

/* Print the run-length encoding of text, without a newline: every run of the same character
   as the character followed by the length of the run, so "aaabcc" prints a3b1c2. */
void print_encoding(const char *text)
{
    /* Write this function: for each run, count how long it is, then print it. */
    (void)text; /* Delete this line once you use text. */
}

int main(void)
{
    char line[256];

    /* Read one line; an empty input counts as an empty line. */
    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0';
    }
    line[strcspn(line, "\r\n")] = '\0'; /* Remove the newline at the end. */

    print_encoding(line);
    printf("\n");
    return 0;
}
`,
  expectedOutput: 'a3b1c2d4',
  hints: [
    'Think in runs rather than single characters: a run starts at some index i and continues while the characters equal text[i].',
    'Use an outer loop that runs until the end of the string, and an inner loop that moves forward and counts while the character stays the same.',
    "The inner loop stops at the null character '\\0' by itself, because '\\0' is never equal to the run's character.",
    'printf("%c%d", current, run); prints the character and its count together, whatever the number of digits.',
  ],
  visibleCases: [
    { name: 'runs of different lengths', stdin: 'aaabccdddd\n', expectedOutput: 'a3b1c2d4' },
    { name: 'no repeats', stdin: 'abab\n', expectedOutput: 'a1b1a1b1' },
  ],
};
