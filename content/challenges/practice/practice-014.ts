import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-014',
  instructions: `## Task

Two phrases are anagrams when one uses exactly the letters of the other, each the same number of times, only in a different order: \`Listen\` and \`Silent\` are anagrams, and so are \`Dormitory\` and \`Dirty room!\`.

Complete \`are_anagrams\` so that it returns 1 when \`first\` and \`second\` are anagrams and 0 otherwise. Only the letters \`a\` to \`z\` count, and an upper-case letter counts as its lower-case one: spaces, digits and punctuation are ignored. So \`aab\` and \`abb\` are not anagrams (the same letters, but not the same number of times), and two phrases without any letters are anagrams of each other.

\`main\` is already written: it reads the two lines and prints the verdict.

## Input

Two lines of at most 200 characters each. Either may be empty.

## Output

One line: \`Anagrams\` or \`Not anagrams\`.

## Example

Input:

\`\`\`
Listen
Silent
\`\`\`

Output:

\`\`\`
Anagrams
\`\`\`

## Requirements

- Count the letters; do not try every rearrangement of the first phrase.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define MAX_LINE 200

/* Return 1 if first and second contain the same letters the same number of times,
   ignoring case and every character that is not a letter; 0 otherwise. */
int are_anagrams(const char *first, const char *second)
{
    /* Write this function: count how often each letter appears in both phrases,
       then compare the counts. */
    (void)first; /* Delete these two lines once you use the parameters. */
    (void)second;

    return 0;
}

/* Read one line into buffer without its newline; an empty string when there is none. */
static void read_line(char *buffer, int size)
{
    if (fgets(buffer, size, stdin) == NULL) {
        buffer[0] = '\0';
    }
    buffer[strcspn(buffer, "\r\n")] = '\0';
}

int main(void)
{
    char first[MAX_LINE + 2]; /* the characters, the newline and the null character */
    char second[MAX_LINE + 2];

    read_line(first, (int)sizeof first);
    read_line(second, (int)sizeof second);

    if (are_anagrams(first, second)) {
        printf("Anagrams\n");
    } else {
        printf("Not anagrams\n");
    }
    return 0;
}
`,
  expectedOutput: 'Anagrams',
  hints: [
    'Two phrases are anagrams exactly when every letter from a to z appears the same number of times in both. An array of 26 counters, int counts[26] = {0};, can hold one count per letter.',
    'Walk through first and add 1 to the counter of each letter; walk through second and subtract 1. The phrases are anagrams when every counter ends at 0.',
    "isalpha from <ctype.h> tells whether a character is a letter, and tolower turns it into lower case; then tolower(c) - 'a' is its counter's index, from 0 to 25.",
    'Pass the characters to the <ctype.h> functions as unsigned char: isalpha((unsigned char)first[i]). A negative char value is undefined behaviour for them.',
  ],
  visibleCases: [
    { name: 'two anagrams', stdin: 'Listen\nSilent\n', expectedOutput: 'Anagrams' },
    { name: 'different letters', stdin: 'apple\npaper\n', expectedOutput: 'Not anagrams' },
  ],
};
