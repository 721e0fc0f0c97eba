import type { Challenge } from '@domain/learning';

/*
 * The three built-in daily challenges of SPEC §3. `code` is the starter shown in the
 * editor: it compiles but does not pass the output check yet. Their reference answers, which
 * print exactly `expectedOutput`, live in keys/daily-challenge-solutions.ts for the server only.
 * content/content.test.ts compiles and runs both.
 */

export const challenges: Challenge[] = [
  {
    id: 'daily-001',
    title: 'Array Sum Calculator',
    description:
      'Write a function that adds up every element of an integer array, then print the total.',
    difficulty: 'Beginner',
    language: 'C',
    points: 50,
    timeLimit: 30,
    instructions: `## Task

Complete \`sum_array\` so that it returns the sum of the first \`count\` elements of \`values\`. The program calls it with the array \`{1, 2, 3, 4, 5}\` and prints the result.

## Requirements

- Use a loop to visit every element; do not hard-code the answer.
- Keep the signature of \`sum_array\` and the code in \`main\` as they are.
- Delete the \`(void)\` lines once your code uses the parameters.
- Make the function work for any array and any \`count\`, including a \`count\` of 0.

## Expected output

\`\`\`
Sum: 15
\`\`\``,
    code: String.raw`#include <stdio.h>

/* Return the sum of the first count elements of values. */
int sum_array(const int values[], int count)
{
    int total = 0;

    /* Your code here: loop over the array and add each element to total. */
    (void)values; /* Delete these two lines once you use the parameters. */
    (void)count;

    return total;
}

int main(void)
{
    int numbers[] = {1, 2, 3, 4, 5};
    int count = (int)(sizeof numbers / sizeof numbers[0]);

    printf("Sum: %d\n", sum_array(numbers, count));
    return 0;
}
`,
    expectedOutput: 'Sum: 15',
    hints: [
      'Start with a running total of 0 and add one element on every pass through the loop.',
      'A for loop that starts at i = 0 and runs while i < count visits every index exactly once.',
      'Inside the loop, add the current element with total += values[i];',
      'main works out count with sizeof numbers / sizeof numbers[0], so your function works for arrays of any length.',
    ],
  },
  {
    id: 'daily-002',
    title: 'Palindrome Checker',
    description:
      'Decide whether a word reads the same forwards and backwards, and print the verdict.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    instructions: `## Task

Complete \`is_palindrome\` so that it returns 1 when \`word\` reads the same forwards and backwards, and 0 otherwise. The program checks the word \`racecar\` and prints the verdict.

## Requirements

- Compare characters from both ends of the string, moving towards the middle.
- Return 0 as soon as a pair of characters differs, and 1 if every pair matches.
- Make it work for any word, not only \`racecar\`: \`level\` is a palindrome, \`hello\` is not.
- Keep \`main\` as it is, and delete the \`(void)\` line once your code uses \`word\`.

## Expected output

\`\`\`
racecar is a palindrome
\`\`\``,
    code: String.raw`#include <stdio.h>
#include <string.h>

/* Return 1 if word reads the same forwards and backwards, 0 otherwise. */
int is_palindrome(const char *word)
{
    /* Your code here: compare each character with the one at the mirrored position. */
    (void)word; /* Delete this line once you use word. */

    return 0;
}

int main(void)
{
    const char *word = "racecar";

    if (is_palindrome(word)) {
        printf("%s is a palindrome\n", word);
    } else {
        printf("%s is not a palindrome\n", word);
    }
    return 0;
}
`,
    expectedOutput: 'racecar is a palindrome',
    hints: [
      'strlen(word) from <string.h> returns the number of characters, not counting the terminating null character.',
      'In a word of length n, the character at index i pairs with the one at index n - 1 - i.',
      'You only need to check the first half of the word: loop while i < n / 2.',
      'Use size_t for lengths and indexes, because that is the type strlen returns.',
    ],
  },
  {
    id: 'daily-003',
    title: 'Fibonacci Sequence',
    description:
      'Generate the Fibonacci sequence, in which every number is the sum of the two before it, and print its first ten numbers.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    instructions: `## Task

The Fibonacci sequence starts with 0 and 1, and every number after that is the sum of the two before it. Complete \`print_fibonacci\` so that it prints the first \`count\` numbers of the sequence on one line, separated by single spaces.

## Requirements

- Compute the numbers in a loop; do not hard-code them.
- Separate the numbers with exactly one space, with no space before the first number or after the last.
- Handle small counts correctly: a \`count\` of 1 prints \`0\`, and a \`count\` of 2 prints \`0 1\`.
- Keep the heading line that \`main\` prints, and delete the \`(void)\` line once your code uses \`count\`.

## Expected output

\`\`\`
First 10 Fibonacci numbers:
0 1 1 2 3 5 8 13 21 34
\`\`\``,
    code: String.raw`#include <stdio.h>

/* Print the first count Fibonacci numbers on one line, separated by single spaces. */
void print_fibonacci(int count)
{
    /* Your code here: start from 0 and 1; each new number is the sum of the previous two. */
    (void)count; /* Delete this line once you use count. */
}

int main(void)
{
    printf("First 10 Fibonacci numbers:\n");
    print_fibonacci(10);
    printf("\n");
    return 0;
}
`,
    expectedOutput: `First 10 Fibonacci numbers:
0 1 1 2 3 5 8 13 21 34`,
    hints: [
      'Keep two variables for the two most recent numbers, starting at 0 and 1.',
      'On each pass, print the older of the two numbers, then compute next = a + b and move both forward: a = b; b = next;',
      'Print a space before every number except the first, so the line has no trailing space.',
      'For longer sequences, switch to unsigned long long and %llu: the 48th Fibonacci number is too large for a 32-bit int.',
    ],
  },
];

/** The built-in challenge with the given id, or undefined. */
export function findChallenge(id: string): Challenge | undefined {
  return challenges.find((challenge) => challenge.id === id);
}
