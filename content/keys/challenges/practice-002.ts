import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-002',
  solution: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Return how many vowels (a, e, i, o, u, in either case) text contains. */
int count_vowels(const char *text)
{
    int count = 0;

    for (size_t i = 0; text[i] != '\0'; i++) {
        switch (tolower((unsigned char)text[i])) {
        case 'a':
        case 'e':
        case 'i':
        case 'o':
        case 'u':
            count++;
            break;
        default:
            break;
        }
    }

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
  hiddenCases: [
    { name: 'an empty line', stdin: '\n', expectedOutput: 'Vowels: 0' },
    { name: 'no input at all', stdin: '', expectedOutput: 'Vowels: 0' },
    { name: 'no vowels, only y', stdin: 'Rhythm myths\n', expectedOutput: 'Vowels: 0' },
    {
      name: 'a long sentence with digits',
      stdin: 'The QUICK brown fox jumps over 2 lazy dogs, again and again.\n',
      expectedOutput: 'Vowels: 17',
    },
  ],
};
