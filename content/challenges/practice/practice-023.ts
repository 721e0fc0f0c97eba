import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-023',
  instructions: `## Task

In postfix notation (also called Reverse Polish Notation) an operator comes after its two operands: \`3 4 +\` means 3 + 4, and \`3 4 + 2 *\` means (3 + 4) * 2. No parentheses are needed, and a stack is all it takes to evaluate it. Read the tokens from left to right:

- a number is pushed onto the stack;
- an operator pops the top value (the right operand), then the next one (the left operand), and pushes the result of \`left operator right\`.

At the end, the only value left on the stack is the result.

\`main\` reads the input line by line and splits each line into tokens. Complete \`evaluate\` so that it evaluates one line's tokens: on success it stores the value in \`*result\` and returns \`EVAL_OK\`; otherwise it returns the status of the first problem it meets:

- \`EVAL_NOT_ENOUGH_OPERANDS\` when an operator finds fewer than two values on the stack;
- \`EVAL_DIVISION_BY_ZERO\` when \`/\` has a right operand of 0;
- \`EVAL_TOO_MANY_OPERANDS\` when more than one value is left on the stack at the end.

## Input

One expression per line, tokens separated by spaces. A token is either an integer, possibly negative such as \`-5\`, or one of the operators \`+\`, \`-\`, \`*\` and \`/\`. Lines are at most 255 characters long, and every number and every intermediate result fits in a 32-bit \`int\`. Blank lines are skipped.

## Output

One line per expression (\`main\` prints it from the status you return): the value, or \`Error: not enough operands\`, \`Error: division by zero\` or \`Error: too many operands\`.

## Example

Input:

\`\`\`
3 4 + 2 *
10 2 8 * + 3 -
7 2 /
\`\`\`

Output:

\`\`\`
14
23
3
\`\`\`

## Requirements

- Use an array as the stack, with a variable counting the values on it.
- \`/\` is integer division that truncates towards zero, like C's \`/\`: \`7 2 /\` is 3 and \`-7 2 /\` is -3.
- A token is an operator only when it is a single character among \`+-*/\`: \`-5\` is a number, \`-\` alone is the operator.
- Stop at the first error: \`4 0 / 1 2\` reports the division by zero.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 256
#define MAX_TOKENS 128

enum Status {
    EVAL_OK,
    EVAL_NOT_ENOUGH_OPERANDS,
    EVAL_DIVISION_BY_ZERO,
    EVAL_TOO_MANY_OPERANDS
};

/*
 * Evaluate the postfix expression tokens[0] .. tokens[count - 1].
 * On success, store its value in *result and return EVAL_OK; otherwise return the
 * status of the first problem found.
 */
enum Status evaluate(char *tokens[], int count, long *result)
{
    /*
     * Write this function: use an array of MAX_TOKENS longs as the stack.
     * strtol(token, NULL, 10) turns a number token into a long.
     */
    (void)tokens; /* Delete these two lines once you use the parameters. */
    (void)count;

    *result = 0;
    return EVAL_OK;
}

int main(void)
{
    char line[MAX_LINE];

    while (fgets(line, sizeof line, stdin) != NULL) {
        char *tokens[MAX_TOKENS];
        int count = 0;

        for (char *token = strtok(line, " \t\r\n"); token != NULL && count < MAX_TOKENS;
             token = strtok(NULL, " \t\r\n")) {
            tokens[count++] = token;
        }
        if (count == 0) {
            continue; /* a blank line */
        }

        long result;
        switch (evaluate(tokens, count, &result)) {
        case EVAL_OK:
            printf("%ld\n", result);
            break;
        case EVAL_NOT_ENOUGH_OPERANDS:
            printf("Error: not enough operands\n");
            break;
        case EVAL_DIVISION_BY_ZERO:
            printf("Error: division by zero\n");
            break;
        case EVAL_TOO_MANY_OPERANDS:
            printf("Error: too many operands\n");
            break;
        }
    }
    return 0;
}
`,
  expectedOutput: `14
23
3`,
  hints: [
    'Declare long stack[MAX_TOKENS]; and int top = 0; where top is the number of values on the stack. Push with stack[top++] = value; and pop with value = stack[--top];',
    'To tell operators from numbers, check strlen(token) == 1 && strchr("+-*/", token[0]) != NULL. Everything else is a number for strtol.',
    'Before an operator pops anything, check that top >= 2. Pop the right operand first: right = stack[--top]; left = stack[--top];',
    'After the loop, top == 1 means success: *result = stack[0]. If more values are left, return EVAL_TOO_MANY_OPERANDS.',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: '3 4 + 2 *\n10 2 8 * + 3 -\n7 2 /\n',
      expectedOutput: `14
23
3`,
    },
    {
      name: 'the three errors',
      stdin: '4 0 /\n1 +\n1 2 3 +\n',
      expectedOutput: `Error: division by zero
Error: not enough operands
Error: too many operands`,
    },
  ],
};
