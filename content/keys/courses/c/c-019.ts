import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-019',
  solution: String.raw`#include <stdio.h>

/* a / b rounded up, for a >= 0 and b > 0: a cut tile still counts as a tile. */
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))

/* Several statements made into one, so that the macro fits between an if and its else. */
#define SWAP_INT(a, b)   \
    do {                 \
        int swap_ = (a); \
        (a) = (b);       \
        (b) = swap_;     \
    } while (0)

/* #expr is the argument's text, exactly as main writes it. */
#define REPORT(expr) printf("%s = %d\n", #expr, (expr))

int main(void)
{
    int width, length, tile, gap;
    while (scanf("%d %d %d %d", &width, &length, &tile, &gap) == 4) {
        const char *note = " (turned)";
        if (width < length)
            SWAP_INT(width, length); /* the longer side comes first */
        else
            note = "";
        printf("floor %d x %d cm%s\n", width, length, note);
        REPORT(CEIL_DIV(width, tile + gap));
        REPORT(CEIL_DIV(length, tile + gap));
        REPORT(CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap));
    }
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'tiles that fit exactly',
      stdin: '300 300 30 0\n',
      expectedOutput: `floor 300 x 300 cm
CEIL_DIV(width, tile + gap) = 10
CEIL_DIV(length, tile + gap) = 10
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 100`,
    },
    {
      name: 'a floor smaller than one tile',
      stdin: '20 25 30 5\n',
      expectedOutput: `floor 25 x 20 cm (turned)
CEIL_DIV(width, tile + gap) = 1
CEIL_DIV(length, tile + gap) = 1
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 1`,
    },
    {
      name: 'several floors, turned and not',
      stdin: '100 101 9 1\n101 100 9 1\n61 200 60 0\n',
      expectedOutput: `floor 101 x 100 cm (turned)
CEIL_DIV(width, tile + gap) = 11
CEIL_DIV(length, tile + gap) = 10
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 110
floor 101 x 100 cm
CEIL_DIV(width, tile + gap) = 11
CEIL_DIV(length, tile + gap) = 10
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 110
floor 200 x 61 cm (turned)
CEIL_DIV(width, tile + gap) = 4
CEIL_DIV(length, tile + gap) = 2
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 8`,
    },
    {
      name: 'the largest floor with the smallest tiles',
      stdin: '10000 10000 1 0\n',
      expectedOutput: `floor 10000 x 10000 cm
CEIL_DIV(width, tile + gap) = 10000
CEIL_DIV(length, tile + gap) = 10000
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 100000000`,
    },
    {
      name: 'wide gaps',
      stdin: '1 10000 1000 100\n',
      expectedOutput: `floor 10000 x 1 cm (turned)
CEIL_DIV(width, tile + gap) = 10
CEIL_DIV(length, tile + gap) = 1
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 10`,
    },
  ],
};
