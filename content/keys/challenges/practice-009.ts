import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-009',
  solution: String.raw`#include <stdio.h>
#include <string.h>

/* Print the run-length encoding of text, without a newline: every run of the same character
   as the character followed by the length of the run, so "aaabcc" prints a3b1c2. */
void print_encoding(const char *text)
{
    size_t i = 0;

    while (text[i] != '\0') {
        char current = text[i];
        int run = 0;

        while (text[i] == current) {
            run++;
            i++;
        }
        printf("%c%d", current, run);
    }
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
  hiddenCases: [
    { name: 'an empty line', stdin: '\n', expectedOutput: '' },
    { name: 'a single character', stdin: 'z\n', expectedOutput: 'z1' },
    { name: 'a two-digit run', stdin: 'aaaaaaaaaaaaXYZ\n', expectedOutput: 'a12X1Y1Z1' },
    { name: 'case and punctuation', stdin: 'aAAbbB!!\n', expectedOutput: 'a1A2b2B1!2' },
    {
      name: 'the longest line, one run',
      stdin: `${'q'.repeat(200)}\n`,
      expectedOutput: 'q200',
    },
  ],
};
