import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-017',
  instructions: `## Task

Reverse every word of a line, keeping the words in their order and every space where it was: \`Hello world from C\` becomes \`olleH dlrow morf C\`. A word is a run of characters other than spaces, so punctuation belongs to its word: \`Hi, there!\` becomes \`,iH !ereht\`.

Do it in place, without a second array, by completing two functions:

- \`reverse_range(left, right)\` reverses the characters from \`*left\` to \`*right\`, both included. Use two pointers: swap the characters they point to, move \`left\` one character forward and \`right\` one character back, and stop when they meet or cross.
- \`reverse_words(line)\` finds each word of \`line\` and calls \`reverse_range\` with pointers to its first and last characters.

\`main\` is already written: it reads the line, calls \`reverse_words\` and prints the result.

## Input

One line of at most 200 characters. It may be empty, and words may be separated by more than one space.

## Output

One line: the same line with every word reversed.

## Example

Input:

\`\`\`
Hello world from C
\`\`\`

Output:

\`\`\`
olleH dlrow morf C
\`\`\`

## Requirements

- Change \`line\` in place: no second array and no copy of the string.
- Keep every space where it was, including several spaces in a row and spaces at the start of the line.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>
#include <string.h>

#define MAX_LINE 200

/* Reverse the characters from *left to *right, both included, by swapping pairs
   from the outside in. */
void reverse_range(char *left, char *right)
{
    /* Write this function: swap *left and *right, then move the two pointers
       towards each other until they meet. */
    (void)left; /* Delete these two lines once you use the parameters. */
    (void)right;
}

/* Reverse every word of line in place; a word is a run of characters other than
   spaces, and the spaces stay where they are. */
void reverse_words(char *line)
{
    /* Write this function: find where each word starts and ends, and call
       reverse_range on it. */
    (void)line; /* Delete this line once you use line. */
}

int main(void)
{
    char line[MAX_LINE + 2]; /* the characters, the newline and the null character */

    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0'; /* no input at all: an empty line */
    }
    line[strcspn(line, "\r\n")] = '\0'; /* remove the end of the line */

    reverse_words(line);
    printf("%s\n", line);
    return 0;
}
`,
  expectedOutput: 'olleH dlrow morf C',
  hints: [
    'Swapping two characters needs a third variable: char saved = *left; *left = *right; *right = saved;',
    'In reverse_range, loop while left < right: after each swap, left++ and right--. When the word has an odd length, the middle character stays where it is.',
    "In reverse_words, walk a pointer p along the line. Skip spaces; at any other character, remember start = p, then move p forward while *p is neither ' ' nor '\\0'. The word ends at p - 1.",
    'Call reverse_range(start, p - 1) and keep walking from p. The loop ends when *p is the null character, so an empty line needs no special case.',
  ],
  visibleCases: [
    { name: 'four words', stdin: 'Hello world from C\n', expectedOutput: 'olleH dlrow morf C' },
    {
      name: 'several spaces in a row',
      stdin: '  keep   the  gaps\n',
      expectedOutput: '  peek   eht  spag',
    },
  ],
};
