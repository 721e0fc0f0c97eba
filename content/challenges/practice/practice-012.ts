import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-012',
  instructions: `## Task

The Caesar cipher hides a message by moving every letter the same number of places along the alphabet. With a shift of 3, \`a\` becomes \`d\`, \`b\` becomes \`e\`, and the alphabet wraps around at the end: \`x\` becomes \`a\`, \`y\` becomes \`b\`, \`z\` becomes \`c\`. A negative shift moves the letters back, which decrypts a message: with a shift of -3, \`d\` becomes \`a\` and \`a\` becomes \`x\`.

Complete \`shift_letter\` so that it returns the character \`c\` encrypted with \`shift\`:

- a lower-case letter stays lower case, and an upper-case letter stays upper case;
- every other character (digits, spaces, punctuation) is returned unchanged.

\`main\` is already written: it reads the shift and the message, calls \`shift_letter\` on every character and prints the result.

## Input

- The first line holds the shift, a whole number between -1000 and 1000.
- The second line holds the message, at most 200 characters. It may be empty.

## Output

One line: the encrypted message.

## Example

Input:

\`\`\`
3
Hello, World!
\`\`\`

Output:

\`\`\`
Khoor, Zruog!
\`\`\`

## Requirements

- A shift of 26 moves every letter round the whole alphabet and back to itself, so a shift of 29 does the same as a shift of 3.
- Work with the position of the letter in the alphabet (\`c - 'a'\` is 0 for \`a\` and 25 for \`z\`) rather than a list of 26 cases.
- Keep \`main\` as it is, and delete the \`(void)\` line once your code uses \`shift\`.`,
  code: String.raw`#include <stdio.h>
#include <string.h>

#define MAX_MESSAGE 200

/* Return c moved shift places along the alphabet, wrapping around from z to a
   (or from a to z when shift is negative). Letters keep their case; every other
   character is returned unchanged. */
char shift_letter(char c, int shift)
{
    /* Write this function: find the position of c in the alphabet, add the shift,
       wrap the result back into 0..25, and turn it into a letter again. */
    (void)shift; /* Delete this line once you use shift. */

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
  expectedOutput: 'Khoor, Zruog!',
  hints: [
    "Check which kind of character c is first: c >= 'a' && c <= 'z' for a lower-case letter, c >= 'A' && c <= 'Z' for an upper-case one. Return anything else as it is.",
    "For a lower-case letter, c - 'a' is its position from 0 to 25. Add the shift, bring the result back into 0..25 with % 26, and add 'a' again to get a letter.",
    'In C, % keeps the sign of the left operand: -3 % 26 is -3, not 23. Reduce the shift once with shift % 26 and add 26 when the result is negative; then every sum is positive.',
    "Convert back with a cast, because the arithmetic happens in int: return (char)('a' + (c - 'a' + offset) % 26);",
  ],
  visibleCases: [
    {
      name: 'encrypt with a shift of 3',
      stdin: '3\nHello, World!\n',
      expectedOutput: 'Khoor, Zruog!',
    },
    {
      name: 'decrypt with a shift of -3',
      stdin: '-3\nKhoor, Zruog!\n',
      expectedOutput: 'Hello, World!',
    },
  ],
};
