import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-012',
  solution: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Returns 1 if the text from begin up to (not including) end reads the
   same in both directions, looking only at letters and digits and
   ignoring case; returns 0 otherwise. */
int is_palindrome(const char *begin, const char *end)
{
    const char *left = begin;
    const char *right = end; /* the character to compare is *(right - 1) */
    while (left < right) {
        if (!isalnum((unsigned char)*left)) {
            left++;
        } else if (!isalnum((unsigned char)*(right - 1))) {
            right--;
        } else {
            if (tolower((unsigned char)*left) != tolower((unsigned char)*(right - 1))) {
                return 0;
            }
            left++;
            right--;
        }
    }
    return 1;
}

int main(void)
{
    char line[256];
    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0'; /* no input at all: an empty line */
    }
    size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\n') {
        line[len - 1] = '\0';
        len--;
    }
    if (is_palindrome(line, line + len)) {
        printf("palindrome\n");
    } else {
        printf("not a palindrome\n");
    }
    return 0;
}
`,
  hiddenCases: [
    { name: 'empty input', stdin: '', expectedOutput: 'palindrome' },
    { name: 'an empty line', stdin: '\n', expectedOutput: 'palindrome' },
    { name: 'no letters or digits', stdin: '!!! ???\n', expectedOutput: 'palindrome' },
    { name: 'a single character', stdin: 'x\n', expectedOutput: 'palindrome' },
    { name: 'two different letters', stdin: 'ab\n', expectedOutput: 'not a palindrome' },
    { name: 'equal ends, different middle', stdin: 'abca\n', expectedOutput: 'not a palindrome' },
    { name: 'digits', stdin: '12321\n', expectedOutput: 'palindrome' },
    { name: 'quotes and mixed case', stdin: "No 'x' in Nixon\n", expectedOutput: 'palindrome' },
    {
      name: 'a question without a final newline',
      stdin: 'Was it a car or a cat I saw?',
      expectedOutput: 'palindrome',
    },
  ],
};
