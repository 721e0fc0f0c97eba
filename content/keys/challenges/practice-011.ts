import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-011',
  solution: String.raw`#include <stdio.h>
#include <string.h>

#define MAX_LINE 1000

/* The opening bracket that the closing bracket closing closes. */
static char opening_for(char closing)
{
    switch (closing) {
    case ')':
        return '(';
    case ']':
        return '[';
    default:
        return '{';
    }
}

/* Check the brackets ( ) [ ] { } of line and print one verdict:
   "Balanced", "Unexpected C at position P" or "Unclosed C at position P".
   Positions count every character of line, starting from 1. */
void check_brackets(const char *line)
{
    /* The opening brackets still open, oldest first, and their positions.
       fgets stores at most MAX_LINE + 1 characters before the null character. */
    char open[MAX_LINE + 1];
    size_t positions[MAX_LINE + 1];
    size_t count = 0;

    for (size_t i = 0; line[i] != '\0'; i++) {
        char c = line[i];

        if (c == '(' || c == '[' || c == '{') {
            open[count] = c;
            positions[count] = i + 1;
            count++;
        } else if (c == ')' || c == ']' || c == '}') {
            if (count == 0 || open[count - 1] != opening_for(c)) {
                printf("Unexpected %c at position %zu\n", c, i + 1);
                return;
            }
            count--;
        }
    }

    if (count > 0) {
        printf("Unclosed %c at position %zu\n", open[0], positions[0]);
    } else {
        printf("Balanced\n");
    }
}

int main(void)
{
    char line[MAX_LINE + 2]; /* the characters, the newline and the null character */

    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0'; /* no input at all: an empty line */
    }
    line[strcspn(line, "\r\n")] = '\0'; /* remove the end of the line */

    check_brackets(line);
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'balanced code',
      stdin: 'if (a[i] > 0) { total += a[i]; }\n',
      expectedOutput: 'Balanced',
    },
    { name: 'an empty line', stdin: '\n', expectedOutput: 'Balanced' },
    { name: 'no brackets at all', stdin: 'hello world\n', expectedOutput: 'Balanced' },
    {
      name: 'a closing bracket first',
      stdin: ')(\n',
      expectedOutput: 'Unexpected ) at position 1',
    },
    { name: 'a lone }', stdin: '}\n', expectedOutput: 'Unexpected } at position 1' },
    { name: 'crossed pairs', stdin: '([)]\n', expectedOutput: 'Unexpected ) at position 3' },
    { name: 'nested pairs', stdin: '{[()()]}\n', expectedOutput: 'Balanced' },
    {
      name: 'the leftmost unclosed bracket, not the first one',
      stdin: 'a(b)c(d\n',
      expectedOutput: 'Unclosed ( at position 6',
    },
    {
      name: 'one opening bracket too many',
      stdin: '((a)\n',
      expectedOutput: 'Unclosed ( at position 1',
    },
    {
      name: 'a } closes a [',
      stdin: 'x = {1, 2, [3, 4}\n',
      expectedOutput: 'Unexpected } at position 17',
    },
    {
      name: '500 levels deep',
      stdin: `${'('.repeat(500)}${')'.repeat(500)}\n`,
      expectedOutput: 'Balanced',
    },
    {
      name: '1000 brackets never closed',
      stdin: `${'['.repeat(1000)}\n`,
      expectedOutput: 'Unclosed [ at position 1',
    },
    {
      name: 'a wrong bracket at the last position',
      stdin: `${'('.repeat(999)}]\n`,
      expectedOutput: 'Unexpected ] at position 1000',
    },
  ],
};
