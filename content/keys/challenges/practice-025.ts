import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-025',
  solution: String.raw`#include <stdio.h>

#define MAX_WORDS 100
#define MAX_LENGTH 50

/* Return the length of the longest prefix shared by words[0] .. words[count - 1]. */
int common_prefix_length(char words[][MAX_LENGTH + 1], int count)
{
    int length = 0;

    while (words[0][length] != '\0') {
        for (int k = 1; k < count; k++) {
            if (words[k][length] != words[0][length]) {
                return length;
            }
        }
        length++;
    }

    return length;
}

int main(void)
{
    char words[MAX_WORDS][MAX_LENGTH + 1];
    int n;

    if (scanf("%d", &n) != 1 || n < 1 || n > MAX_WORDS) {
        return 1;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%50s", words[i]) != 1) {
            return 1;
        }
    }

    int length = common_prefix_length(words, n);
    if (length == 0) {
        printf("No common prefix\n");
    } else {
        printf("Longest common prefix: %.*s\n", length, words[0]);
    }
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'a single word',
      stdin: '1\nalgorithm\n',
      expectedOutput: 'Longest common prefix: algorithm',
    },
    {
      name: 'the whole first word is the prefix',
      stdin: '3\ninter internet interval\n',
      expectedOutput: 'Longest common prefix: inter',
    },
    {
      name: 'a shorter word later in the list',
      stdin: '4\nprogramming program progress pro\n',
      expectedOutput: 'Longest common prefix: pro',
    },
    {
      name: 'identical words',
      stdin: '3\nsame\nsame\nsame\n',
      expectedOutput: 'Longest common prefix: same',
    },
    {
      name: 'only the last word differs at the start',
      stdin: '4\nbanana band bandit cabana\n',
      expectedOutput: 'No common prefix',
    },
    {
      name: 'one-letter words and the longest words',
      stdin:
        '3\naaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\naaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab\na\n',
      expectedOutput: 'Longest common prefix: a',
    },
    {
      name: 'two words of full length',
      stdin:
        '2\nabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwx\nabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwy\n',
      expectedOutput: 'Longest common prefix: abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvw',
    },
  ],
};
