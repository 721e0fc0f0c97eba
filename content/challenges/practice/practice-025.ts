import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-025',
  instructions: `## Task

The longest common prefix of a list of words is the longest string that every word starts with: for \`flower\`, \`flow\` and \`flight\` it is \`fl\`. Complete \`common_prefix_length\` so that it returns the length of the longest common prefix of the first \`count\` words. \`main\` reads the words and prints the prefix.

## Input

A count \`n\` (1 to 100), then \`n\` words separated by spaces or newlines. Each word has 1 to 50 lowercase letters.

## Output

One line: \`Longest common prefix: <prefix>\`, or \`No common prefix\` when the words do not all start with the same letter (\`main\` prints both for you, from the length you return).

## Example

Input:

\`\`\`
3
flower
flow
flight
\`\`\`

Output:

\`\`\`
Longest common prefix: fl
\`\`\`

## Requirements

- Compare characters position by position; stop at the first position where a word differs from the first word, or where a word ends.
- A single word is its own longest common prefix, and so is a word that appears in full at the start of every other word (\`inter\`, \`internet\`, \`interval\` give \`inter\`).
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

#define MAX_WORDS 100
#define MAX_LENGTH 50

/* Return the length of the longest prefix shared by words[0] .. words[count - 1]. */
int common_prefix_length(char words[][MAX_LENGTH + 1], int count)
{
    int length = 0;

    /* Write this function: grow length while every word has the same character at that position. */
    (void)words; /* Delete these two lines once you use the parameters. */
    (void)count;

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
  expectedOutput: 'Longest common prefix: fl',
  hints: [
    'The prefix can never be longer than the first word, so use words[0] as the reference and check its characters one position at a time.',
    'For position i, the character is shared when words[k][i] == words[0][i] for every word k from 1 to count - 1.',
    'You do not need strlen: every word ends with a null character, which differs from any letter, so a shorter word stops the search by itself. Also stop when words[0][i] is the null character.',
    'Use two nested loops: the outer one over positions, the inner one over words. Return i as soon as one word does not match; if the first word ends, return its length.',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: '3\nflower\nflow\nflight\n',
      expectedOutput: 'Longest common prefix: fl',
    },
    {
      name: 'no common prefix',
      stdin: '3\ndog racecar car\n',
      expectedOutput: 'No common prefix',
    },
  ],
};
