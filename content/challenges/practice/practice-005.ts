import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-005',
  instructions: `## Task

Complete \`say\` so that it prints the line for one number, following these rules:

- If the number is divisible by 3, the line contains \`Fizz\`.
- If it is divisible by 5, the line contains \`Buzz\`.
- If it is divisible by 7, the line contains \`Bazz\`.
- When several rules apply, the words are joined in that order with nothing between them: 15 says \`FizzBuzz\`, 21 says \`FizzBazz\`, 105 says \`FizzBuzzBazz\`.
- If no rule applies, the line is the number itself.

\`main\` already reads the range and calls \`say\` for every number in it.

## Input

Two whole numbers \`start\` and \`end\`, with 1 ≤ \`start\` ≤ \`end\` ≤ 1000.

## Output

One line for every number from \`start\` to \`end\`, in order.

## Example

Input:

\`\`\`
1 15
\`\`\`

Output:

\`\`\`
1
2
Fizz
4
Buzz
Fizz
Bazz
8
Fizz
Buzz
11
Fizz
13
Bazz
FizzBuzz
\`\`\`

## Requirements

- Use the remainder operator \`%\`: a number is divisible by 3 when \`number % 3 == 0\`.
- Do not write a separate case for every combination of words; let the three rules add their words one after another.
- Keep \`main\` as it is, and end every line with a newline.`,
  code: String.raw`#include <stdio.h>

/* Print the line for one number: Fizz if it is divisible by 3, Buzz if by 5, Bazz if by 7,
   the words joined in that order, or the number itself if none apply. */
void say(int number)
{
    /* Your code here: print the words that apply, or the number if none do. */
    printf("%d\n", number);
}

int main(void)
{
    int start, end;

    if (scanf("%d %d", &start, &end) != 2) {
        return 1;
    }
    for (int number = start; number <= end; number++) {
        say(number);
    }
    return 0;
}
`,
  expectedOutput: `1
2
Fizz
4
Buzz
Fizz
Bazz
8
Fizz
Buzz
11
Fizz
13
Bazz
FizzBuzz`,
  hints: [
    'Test the three rules with three separate if statements, not an if / else if chain, so that more than one of them can print its word.',
    'Print each word with printf, without a newline, so the words join up on the same line.',
    'Keep a variable such as int said = 0; and set it to 1 whenever a rule prints a word. At the end, print the number only if said is still 0.',
    'Whatever was printed, finish the line with printf("\\n");',
  ],
  visibleCases: [
    {
      name: 'one to fifteen',
      stdin: '1 15\n',
      expectedOutput:
        '1\n2\nFizz\n4\nBuzz\nFizz\nBazz\n8\nFizz\nBuzz\n11\nFizz\n13\nBazz\nFizzBuzz',
    },
  ],
};
