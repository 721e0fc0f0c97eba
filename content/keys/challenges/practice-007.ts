import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-007',
  solution: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Return the number of words in text: runs of characters that are not spaces or tabs. */
int count_words(const char *text)
{
    int count = 0;
    int in_word = 0;

    for (size_t i = 0; text[i] != '\0'; i++) {
        if (isspace((unsigned char)text[i])) {
            in_word = 0;
        } else if (!in_word) {
            in_word = 1;
            count++;
        }
    }

    return count;
}

/* Copy the longest word of text into longest (the first one if several are equally long),
   or an empty string if text has no words. */
void find_longest(const char *text, char longest[])
{
    size_t best_start = 0;
    size_t best_length = 0;
    size_t i = 0;

    while (text[i] != '\0') {
        if (isspace((unsigned char)text[i])) {
            i++;
            continue;
        }

        size_t start = i;
        while (text[i] != '\0' && !isspace((unsigned char)text[i])) {
            i++;
        }
        if (i - start > best_length) {
            best_start = start;
            best_length = i - start;
        }
    }

    memcpy(longest, text + best_start, best_length);
    longest[best_length] = '\0';
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
  hiddenCases: [
    { name: 'an empty line', stdin: '\n', expectedOutput: 'Words: 0' },
    { name: 'only spaces and tabs', stdin: '  \t   \t \n', expectedOutput: 'Words: 0' },
    { name: 'a single word', stdin: 'hello\n', expectedOutput: 'Words: 1\nLongest: hello' },
    {
      name: 'tabs between words',
      stdin: '\ttabs\tand  spaces\t\n',
      expectedOutput: 'Words: 3\nLongest: spaces',
    },
    {
      name: 'a tie keeps the first word',
      stdin: 'cat dog emu\n',
      expectedOutput: 'Words: 3\nLongest: cat',
    },
    {
      name: 'punctuation counts, no newline at the end',
      stdin: 'Wait, what?! It works... finally',
      expectedOutput: 'Words: 5\nLongest: works...',
    },
  ],
};
