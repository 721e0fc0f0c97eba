import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-007',
  instructions: `## Task

A word is a run of characters that are not spaces or tabs. Complete two functions:

- \`count_words\` returns the number of words in \`text\`.
- \`find_longest\` copies the longest word of \`text\` into \`longest\`, as a string. If several words are equally long, it copies the first of them.

Words may be separated by several spaces or tabs, and the line may start or end with spaces. \`main\` already reads the line and prints the results.

## Input

One line of text, at most 200 characters long. It may be empty or contain only spaces.

## Output

\`Words: \` followed by the number of words. If there is at least one word, a second line: \`Longest: \` followed by the longest word.

## Example

Input:

\`\`\`
The quick brown fox jumps
\`\`\`

Output:

\`\`\`
Words: 5
Longest: quick
\`\`\`

## Requirements

- Do not count empty words: two spaces in a row, or spaces at the start or end of the line, do not add a word.
- Punctuation belongs to the word it touches: \`fox,\` is a word of 4 characters.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Return the number of words in text: runs of characters that are not spaces or tabs. */
int count_words(const char *text)
{
    /* Write this function: count the places where a word starts. */
    (void)text; /* Delete this line once you use text. */

    return 0;
}

/* Copy the longest word of text into longest (the first one if several are equally long),
   or an empty string if text has no words. */
void find_longest(const char *text, char longest[])
{
    /* Write this function: find where the longest word starts and how long it is, then copy it. */
    (void)text; /* Delete this line once you use text. */

    longest[0] = '\0';
}

int main(void)
{
    char line[256];
    char longest[256];

    /* Read one line; an empty input counts as an empty line. */
    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0';
    }
    line[strcspn(line, "\r\n")] = '\0'; /* Remove the newline at the end. */

    int words = count_words(line);
    printf("Words: %d\n", words);
    if (words > 0) {
        find_longest(line, longest);
        printf("Longest: %s\n", longest);
    }
    return 0;
}
`,
  expectedOutput: 'Words: 5\nLongest: quick',
  hints: [
    'isspace from <ctype.h> is true for spaces and tabs. Call it as isspace((unsigned char)text[i]).',
    'A word starts where a character is not a space and the character before it is a space, or it is the first character. Keep a flag such as in_word to remember whether the previous character was inside a word.',
    'For find_longest, remember the start index and the length of the best word so far, and only replace them when a new word is strictly longer: that keeps the first of equally long words.',
    "Copy the best word with memcpy(longest, text + best_start, best_length); then end the string with longest[best_length] = '\\0';",
  ],
  visibleCases: [
    {
      name: 'a simple sentence',
      stdin: 'The quick brown fox jumps\n',
      expectedOutput: 'Words: 5\nLongest: quick',
    },
    {
      name: 'extra spaces everywhere',
      stdin: '   lots   of    spaces   \n',
      expectedOutput: 'Words: 3\nLongest: spaces',
    },
  ],
};
