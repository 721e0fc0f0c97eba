import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-027',
  instructions: `## Task

A compiler's first step, the lexer, sorts the words of a program into kinds of tokens. Write a small one as a finite state machine: it starts in \`STATE_START\`, reads the token one character at a time, and each character moves it to a new state. The state after the last character decides the kind of token.

A token is:

- an **identifier** when it starts with a letter or \`_\`, followed by any number of letters, digits and \`_\` (\`count\`, \`_tmp2\`);
- an **integer** when it is one or more digits, with an optional \`+\` or \`-\` sign in front (\`42\`, \`-17\`, \`007\`);
- a **decimal** when it is an integer, then \`.\`, then one or more digits (\`3.14\`, \`-0.5\`);
- **invalid** otherwise (\`2nd\`, \`3.\`, \`.5\`, \`1.2.3\`, \`-\`, \`a-b\`).

These are the transitions of the machine; every character not listed leads to \`STATE_INVALID\`, which it never leaves:

- \`STATE_START\`: a letter or \`_\` goes to \`STATE_IDENTIFIER\`, a digit to \`STATE_INTEGER\`, \`+\` or \`-\` to \`STATE_SIGN\`.
- \`STATE_IDENTIFIER\`: a letter, a digit or \`_\` stays in \`STATE_IDENTIFIER\`.
- \`STATE_SIGN\`: a digit goes to \`STATE_INTEGER\`.
- \`STATE_INTEGER\`: a digit stays in \`STATE_INTEGER\`, \`.\` goes to \`STATE_DOT\`.
- \`STATE_DOT\`: a digit goes to \`STATE_FRACTION\`.
- \`STATE_FRACTION\`: a digit stays in \`STATE_FRACTION\`.

Complete \`next_state\`, which returns the state the machine moves to from \`state\` when it reads \`c\`, and \`classify\`, which runs the machine over a token and returns \`"identifier"\`, \`"integer"\`, \`"decimal"\` or \`"invalid"\` from the final state. Only \`STATE_IDENTIFIER\`, \`STATE_INTEGER\` and \`STATE_FRACTION\` accept a token.

## Input

Tokens separated by spaces or newlines, until the end of the input. Each token has 1 to 63 printable characters and no spaces.

## Output

One line per token, in input order: \`<token>: <kind>\`.

## Example

Input:

\`\`\`
count
_tmp2
42
-17
3.14
2nd
\`\`\`

Output:

\`\`\`
count: identifier
_tmp2: identifier
42: integer
-17: integer
3.14: decimal
2nd: invalid
\`\`\`

## Requirements

- Write \`next_state\` as a \`switch\` on the current state; do not use \`strtol\`, \`sscanf\` or other parsing functions.
- Use \`isalpha\` and \`isdigit\` from \`<ctype.h>\`, passing the character converted to \`unsigned char\`.
- Keep the \`enum State\` and \`main\` as they are, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <ctype.h>
#include <stdio.h>

enum State {
    STATE_START,      /* nothing read yet */
    STATE_IDENTIFIER, /* a valid identifier so far */
    STATE_SIGN,       /* just a + or - */
    STATE_INTEGER,    /* an optional sign and one or more digits */
    STATE_DOT,        /* an integer followed by '.' */
    STATE_FRACTION,   /* an integer, '.', and one or more digits */
    STATE_INVALID     /* not a valid token, whatever comes next */
};

/* Return the state the machine moves to from state when it reads the character c. */
enum State next_state(enum State state, char c)
{
    /* Write this function: switch on state, then look at c. */
    (void)state; /* Delete these two lines once you use the parameters. */
    (void)c;

    return STATE_INVALID;
}

/* Return "identifier", "integer", "decimal" or "invalid" for token. */
const char *classify(const char *token)
{
    /* Write this function: start in STATE_START, feed every character to next_state. */
    (void)token; /* Delete this line once you use token. */

    return "invalid";
}

int main(void)
{
    char token[64];

    while (scanf("%63s", token) == 1) {
        printf("%s: %s\n", token, classify(token));
    }
    return 0;
}
`,
  expectedOutput: `count: identifier
_tmp2: identifier
42: integer
-17: integer
3.14: decimal
2nd: invalid`,
  hints: [
    'In next_state, give every state its own case, and end each case with return STATE_INVALID; for the characters that case does not accept.',
    "Write the tests as small conditions: isalpha((unsigned char)c) || c == '_' for the start of an identifier, isdigit((unsigned char)c) for a digit, c == '+' || c == '-' for a sign.",
    "In classify, loop over the characters with for (const char *p = token; *p != '\\0'; p++) and update state = next_state(state, *p); on each one.",
    'After the loop, a second switch on the final state picks the answer: STATE_IDENTIFIER gives "identifier", STATE_INTEGER "integer", STATE_FRACTION "decimal", and every other state "invalid".',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: 'count\n_tmp2\n42\n-17\n3.14\n2nd\n',
      expectedOutput: `count: identifier
_tmp2: identifier
42: integer
-17: integer
3.14: decimal
2nd: invalid`,
    },
  ],
};
