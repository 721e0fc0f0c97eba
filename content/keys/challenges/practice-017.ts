import type { ChallengeKey } from '@domain/challenge-content';

/* One word of 200 characters, the longest line, and the same word reversed. */
const longest = 'abcdefghij'.repeat(20);
const longestReversed = [...longest].reverse().join('');

export const key: ChallengeKey = {
  challengeId: 'practice-017',
  solution: String.raw`#include <stdio.h>
#include <string.h>

#define MAX_LINE 200

/* Reverse the characters from *left to *right, both included, by swapping pairs
   from the outside in. */
void reverse_range(char *left, char *right)
{
    while (left < right) {
        char saved = *left;
        *left = *right;
        *right = saved;
        left++;
        right--;
    }
}

/* Reverse every word of line in place; a word is a run of characters other than
   spaces, and the spaces stay where they are. */
void reverse_words(char *line)
{
    char *p = line;

    while (*p != '\0') {
        if (*p == ' ') {
            p++;
            continue;
        }

        char *start = p; /* the first character of a word */
        while (*p != '\0' && *p != ' ') {
            p++;
        }
        reverse_range(start, p - 1); /* p is one past the last character */
    }
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
  hiddenCases: [
    { name: 'an empty line', stdin: '\n', expectedOutput: '' },
    { name: 'one character', stdin: 'a\n', expectedOutput: 'a' },
    {
      name: 'punctuation belongs to its word',
      stdin: 'Hi, there!\n',
      expectedOutput: ',iH !ereht',
    },
    { name: 'even and odd lengths', stdin: 'ab abc abcd\n', expectedOutput: 'ba cba dcba' },
    {
      name: 'palindromes stay the same',
      stdin: 'level noon 1221\n',
      expectedOutput: 'level noon 1221',
    },
    { name: 'only spaces', stdin: '     \n', expectedOutput: '' },
    { name: 'one word of 200 characters', stdin: `${longest}\n`, expectedOutput: longestReversed },
  ],
};
