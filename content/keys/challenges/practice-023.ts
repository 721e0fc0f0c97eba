import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-023',
  solution: String.raw`#include <stdio.h>
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
    long stack[MAX_TOKENS];
    int top = 0; /* the number of values on the stack */

    for (int i = 0; i < count; i++) {
        const char *token = tokens[i];

        if (strlen(token) != 1 || strchr("+-*/", token[0]) == NULL) {
            stack[top++] = strtol(token, NULL, 10);
            continue;
        }

        if (top < 2) {
            return EVAL_NOT_ENOUGH_OPERANDS;
        }
        long right = stack[--top];
        long left = stack[--top];
        long value;

        switch (token[0]) {
        case '+':
            value = left + right;
            break;
        case '-':
            value = left - right;
            break;
        case '*':
            value = left * right;
            break;
        default:
            if (right == 0) {
                return EVAL_DIVISION_BY_ZERO;
            }
            value = left / right;
            break;
        }
        stack[top++] = value;
    }

    if (top == 0) {
        return EVAL_NOT_ENOUGH_OPERANDS;
    }
    if (top > 1) {
        return EVAL_TOO_MANY_OPERANDS;
    }
    *result = stack[0];
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
  hiddenCases: [
    {
      name: 'negative numbers and truncating division',
      stdin: '-5 3 -\n5 -3 -\n-7 2 /\n7 -2 /\n0 -4 *\n2 3 4 5 + - *\n',
      expectedOutput: `-8
8
-3
-3
0
-12`,
    },
    {
      name: 'a single number and the int limits',
      stdin: '42\n2147483647\n-2147483647 1 -\n1000 1000 * 1000 * 2 *\n',
      expectedOutput: `42
2147483647
-2147483648
2000000000`,
    },
    {
      name: 'the first error wins, blank lines are skipped',
      stdin: '+\n\n1 2 3 * + 4\n0 0 /\n4 0 / 1 2\n1 2 + +\n8 2 2 / /\n',
      expectedOutput: `Error: not enough operands
Error: too many operands
Error: division by zero
Error: division by zero
Error: not enough operands
8`,
    },
    {
      name: 'a deep stack and extra spaces',
      stdin: '1 2 3 4 5 6 7 8 9 10 + + + + + + + + +\n  6   3  /  \n',
      expectedOutput: `55
2`,
    },
  ],
};
