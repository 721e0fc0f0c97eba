import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-002',
  instructions: `## Task

Complete \`count_vowels\` so that it returns how many vowels \`text\` contains. The vowels are \`a\`, \`e\`, \`i\`, \`o\` and \`u\`, in lowercase or uppercase; \`y\` does not count.

## Input

One line of text, at most 200 characters long. It may contain spaces, digits and punctuation, and it may be empty.

## Output

One line: \`Vowels: \` followed by the count.

## Example

Input:

\`\`\`
Hello, World!
\`\`\`

Output:

\`\`\`
Vowels: 3
\`\`\`

## Requirements

- Look at every character of \`text\`, up to the terminating null character.
- Count uppercase vowels too: \`AEIOU\` has 5 vowels.
- Keep \`main\` as it is, and delete the \`(void)\` line once your code uses \`text\`.`,
  code: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Return how many vowels (a, e, i, o, u, in either case) text contains. */
int count_vowels(const char *text)
{
    int count = 0;

    /* Write this function: visit each character and add 1 to count for every vowel. */
    (void)text; /* Delete this line once you use text. */

    return count;
}

int main(void)
{
    char line[256];

    /* Read one line; an empty input counts as an empty line. */
    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0';
    }
    line[strcspn(line, "\r\n")] = '\0'; /* Remove the newline at the end. */

    printf("Vowels: %d\n", count_vowels(line));
    return 0;
}
`,
  expectedOutput: 'Vowels: 3',
  hints: [
    "A string ends with the null character '\\0', so a loop can run while text[i] != '\\0'.",
    'tolower from <ctype.h> turns an uppercase letter into lowercase and leaves other characters alone, so you only need to test five letters.',
    "Pass it an unsigned char: tolower((unsigned char)text[i]). Then compare the result with 'a', 'e', 'i', 'o' and 'u'.",
    'A switch with five case labels sharing one count++ is a tidy way to test for the vowels.',
  ],
  visibleCases: [
    { name: 'a greeting', stdin: 'Hello, World!\n', expectedOutput: 'Vowels: 3' },
    { name: 'uppercase vowels', stdin: 'AEIOU and y\n', expectedOutput: 'Vowels: 6' },
  ],
};
