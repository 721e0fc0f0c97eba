import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-012',
  solution: String.raw`#include <stdio.h>
#include <string.h>

#define MAX_MESSAGE 200

/* Return c moved shift places along the alphabet, wrapping around from z to a
   (or from a to z when shift is negative). Letters keep their case; every other
   character is returned unchanged. */
char shift_letter(char c, int shift)
{
    int offset = shift % 26;
    if (offset < 0) {
        offset += 26; /* moving back 3 places is moving forward 23 */
    }

    if (c >= 'a' && c <= 'z') {
        return (char)('a' + (c - 'a' + offset) % 26);
    }
    if (c >= 'A' && c <= 'Z') {
        return (char)('A' + (c - 'A' + offset) % 26);
    }
    return c;
}

int main(void)
{
    char message[MAX_MESSAGE + 2]; /* the characters, the newline and the null character */
    int shift;

    if (scanf("%d", &shift) != 1) {
        return 1;
    }
    int c;
    while ((c = getchar()) != '\n' && c != EOF) {
        /* skip the rest of the first line */
    }
    if (fgets(message, sizeof message, stdin) == NULL) {
        message[0] = '\0'; /* no second line: an empty message */
    }
    message[strcspn(message, "\r\n")] = '\0'; /* remove the end of the line */

    for (size_t i = 0; message[i] != '\0'; i++) {
        message[i] = shift_letter(message[i], shift);
    }
    printf("%s\n", message);
    return 0;
}
`,
  hiddenCases: [
    { name: 'a shift of 0', stdin: '0\nSame text.\n', expectedOutput: 'Same text.' },
    { name: 'a shift of 26', stdin: '26\nFull Circle\n', expectedOutput: 'Full Circle' },
    { name: 'wrapping past z and Z', stdin: '29\nxyz XYZ\n', expectedOutput: 'abc ABC' },
    {
      name: 'digits and punctuation stay',
      stdin: '13\nMeet at 10:30 (gate B)\n',
      expectedOutput: 'Zrrg ng 10:30 (tngr O)',
    },
    {
      name: 'the largest negative shift',
      stdin: '-1000\nAttack at dawn\n',
      expectedOutput: 'Ohhoqy oh rokb',
    },
    { name: 'the largest shift', stdin: '1000\nabcxyz\n', expectedOutput: 'mnojkl' },
    { name: 'a wrap backwards from a', stdin: '-1\na\n', expectedOutput: 'z' },
    { name: 'an empty message', stdin: '5\n\n', expectedOutput: '' },
  ],
};
