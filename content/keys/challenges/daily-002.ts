import type { DailyChallengeKey } from '@domain/challenge-content';

export const key: DailyChallengeKey = {
  challengeId: 'daily-002',
  signature: 'int is_palindrome(const char *word)',
  about:
    'This check reads one word, calls is_palindrome on it and prints what it returned: 1 for a palindrome, 0 otherwise.',
  checkMain: String.raw`#include <stdio.h>
#include <string.h>

int main(void)
{
    char word[256];

    if (fgets(word, sizeof word, stdin) == NULL) {
        return 2;
    }
    word[strcspn(word, "\n")] = '\0';
    printf("is_palindrome(\"%s\") returned %d\n", word, is_palindrome(word));
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'level is a palindrome (the task says so)',
      stdin: 'level\n',
      expectedOutput: 'is_palindrome("level") returned 1',
      secret: false,
    },
    {
      name: 'hello is not a palindrome (the task says so)',
      stdin: 'hello\n',
      expectedOutput: 'is_palindrome("hello") returned 0',
      secret: false,
    },
    { name: 'a single letter', stdin: 'q\n', expectedOutput: 'is_palindrome("q") returned 1' },
    {
      name: 'two different letters',
      stdin: 'ab\n',
      expectedOutput: 'is_palindrome("ab") returned 0',
    },
    {
      name: 'a palindrome of even length',
      stdin: 'noon\n',
      expectedOutput: 'is_palindrome("noon") returned 1',
    },
    {
      name: 'even length, only the middle pair differs',
      stdin: 'abca\n',
      expectedOutput: 'is_palindrome("abca") returned 0',
    },
    {
      name: 'only the first and last letters differ',
      stdin: 'xabay\n',
      expectedOutput: 'is_palindrome("xabay") returned 0',
    },
    {
      name: 'a long palindrome',
      stdin: 'amanaplanacanalpanama\n',
      expectedOutput: 'is_palindrome("amanaplanacanalpanama") returned 1',
    },
  ],
};
