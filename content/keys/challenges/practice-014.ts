import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-014',
  solution: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define MAX_LINE 200

/* Add step to the counter of every letter of text, ignoring case and non-letters. */
static void count_letters(const char *text, int counts[26], int step)
{
    for (size_t i = 0; text[i] != '\0'; i++) {
        unsigned char c = (unsigned char)text[i];
        if (isalpha(c)) {
            counts[tolower(c) - 'a'] += step;
        }
    }
}

/* Return 1 if first and second contain the same letters the same number of times,
   ignoring case and every character that is not a letter; 0 otherwise. */
int are_anagrams(const char *first, const char *second)
{
    int counts[26] = {0};

    count_letters(first, counts, 1);
    count_letters(second, counts, -1);

    for (int letter = 0; letter < 26; letter++) {
        if (counts[letter] != 0) {
            return 0;
        }
    }
    return 1;
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
  hiddenCases: [
    {
      name: 'case, spaces and punctuation ignored',
      stdin: 'Dormitory\nDirty room!\n',
      expectedOutput: 'Anagrams',
    },
    {
      name: 'same letters, different counts',
      stdin: 'aab\nabb\n',
      expectedOutput: 'Not anagrams',
    },
    { name: 'one letter too many', stdin: 'abc\nabcd\n', expectedOutput: 'Not anagrams' },
    {
      name: 'a longer phrase',
      stdin: 'Tom Marvolo Riddle\nI am Lord Voldemort\n',
      expectedOutput: 'Anagrams',
    },
    { name: 'digits do not count', stdin: '123 go!\nOG\n', expectedOutput: 'Anagrams' },
    { name: 'an empty line and a letter', stdin: '\na\n', expectedOutput: 'Not anagrams' },
    { name: 'two empty lines', stdin: '\n\n', expectedOutput: 'Anagrams' },
  ],
};
