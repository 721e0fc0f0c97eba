import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-027',
  solution: String.raw`#include <ctype.h>
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
    int letter = isalpha((unsigned char)c) || c == '_';
    int digit = isdigit((unsigned char)c) != 0;

    switch (state) {
    case STATE_START:
        if (letter) {
            return STATE_IDENTIFIER;
        }
        if (digit) {
            return STATE_INTEGER;
        }
        if (c == '+' || c == '-') {
            return STATE_SIGN;
        }
        return STATE_INVALID;
    case STATE_IDENTIFIER:
        return letter || digit ? STATE_IDENTIFIER : STATE_INVALID;
    case STATE_SIGN:
        return digit ? STATE_INTEGER : STATE_INVALID;
    case STATE_INTEGER:
        if (digit) {
            return STATE_INTEGER;
        }
        return c == '.' ? STATE_DOT : STATE_INVALID;
    case STATE_DOT:
    case STATE_FRACTION:
        return digit ? STATE_FRACTION : STATE_INVALID;
    case STATE_INVALID:
        break;
    }
    return STATE_INVALID;
}

/* Return "identifier", "integer", "decimal" or "invalid" for token. */
const char *classify(const char *token)
{
    enum State state = STATE_START;

    for (const char *p = token; *p != '\0'; p++) {
        state = next_state(state, *p);
    }

    switch (state) {
    case STATE_IDENTIFIER:
        return "identifier";
    case STATE_INTEGER:
        return "integer";
    case STATE_FRACTION:
        return "decimal";
    default:
        return "invalid";
    }
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
  hiddenCases: [
    {
      name: 'tricky numbers',
      stdin: '3. .5 1.2.3 - +\n+0 -0.0 +7.25 007 --5\n1e10 12a 0.000 4.-2\n',
      expectedOutput: `3.: invalid
.5: invalid
1.2.3: invalid
-: invalid
+: invalid
+0: integer
-0.0: decimal
+7.25: decimal
007: integer
--5: invalid
1e10: invalid
12a: invalid
0.000: decimal
4.-2: invalid`,
    },
    {
      name: 'tricky identifiers',
      stdin: '_ __init__ A1_b2 x.y a-b\n$var e10 9lives Z camelCase snake_case_99\n',
      expectedOutput: `_: identifier
__init__: identifier
A1_b2: identifier
x.y: invalid
a-b: invalid
$var: invalid
e10: identifier
9lives: invalid
Z: identifier
camelCase: identifier
snake_case_99: identifier`,
    },
    {
      name: 'single characters',
      stdin: 'a\n7\n_\n.\n+\n',
      expectedOutput: `a: identifier
7: integer
_: identifier
.: invalid
+: invalid`,
    },
    {
      name: 'the longest tokens',
      stdin:
        '_abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijZ9\n-12345678901234567890123456789012345678901234567890123456789012\n12345678901234567890123456789012345678901234567890123456789012.\n',
      expectedOutput: `_abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijZ9: identifier
-12345678901234567890123456789012345678901234567890123456789012: integer
12345678901234567890123456789012345678901234567890123456789012.: invalid`,
    },
    {
      name: 'no tokens at all',
      stdin: '',
      expectedOutput: '',
    },
  ],
};
