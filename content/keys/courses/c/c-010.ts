import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-010',
  solution: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Changes s in place: the first character of every word to upper case,
   all other letters to lower case. A word starts at the beginning of the
   string or right after a space. */
void title_case(char s[])
{
    int at_word_start = 1;
    for (int i = 0; s[i] != '\0'; i++) {
        if (s[i] == ' ') {
            at_word_start = 1;
        } else {
            if (at_word_start) {
                s[i] = (char)toupper((unsigned char)s[i]);
            } else {
                s[i] = (char)tolower((unsigned char)s[i]);
            }
            at_word_start = 0;
        }
    }
}

int main(void)
{
    char line[256];
    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0'; /* no input at all: use an empty string */
    }
    size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\n') {
        line[len - 1] = '\0';
    }
    title_case(line);
    printf("%s\n", line);
    return 0;
}
`,
  hiddenCases: [
    { name: 'empty input', stdin: '', expectedOutput: '' },
    { name: 'a single letter', stdin: 'x\n', expectedOutput: 'X' },
    {
      name: 'several spaces between words',
      stdin: '  many   spaces  here\n',
      expectedOutput: '  Many   Spaces  Here',
    },
    {
      name: 'words starting with digits',
      stdin: '3rd place, 2ND try\n',
      expectedOutput: '3rd Place, 2nd Try',
    },
    {
      name: 'a hyphen does not start a word',
      stdin: 'mIxEd-CASE words\n',
      expectedOutput: 'Mixed-case Words',
    },
    {
      name: 'a line without a final newline',
      stdin: 'no newline at END',
      expectedOutput: 'No Newline At End',
    },
  ],
};
