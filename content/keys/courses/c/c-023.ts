import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-023',
  solution: String.raw`#include <stdio.h>

#define FACES 6

typedef struct {
    int counts[FACES]; /* counts[0] counts the 1s, ..., counts[5] the 6s */
    int rolls;         /* how many valid rolls were recorded */
} Tally;

static void tally_add(Tally *t, int roll)
{
    t->counts[roll - 1]++; /* face 1 is counted in counts[0] */
    t->rolls++;
}

/* The face rolled most often; on a tie, the smaller face. */
static int most_common(const Tally *t)
{
    int best = 0;
    for (int i = 1; i < FACES; i++) {
        if (t->counts[i] > t->counts[best]) {
            best = i;
        }
    }
    return best + 1;
}

int main(void)
{
    Tally tally = {0};
    int roll;
    while (scanf("%d", &roll) == 1) {
        if (roll < 1 || roll > FACES) {
            printf("ignored: %d\n", roll);
            continue;
        }
        tally_add(&tally, roll);
    }

    for (int face = 1; face <= FACES; face++) {
        printf("%d: %d\n", face, tally.counts[face - 1]);
    }
    printf("rolls: %d\n", tally.rolls);
    if (tally.rolls > 0) {
        printf("most common: %d\n", most_common(&tally));
    } else {
        printf("most common: none\n");
    }
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'only sixes',
      stdin: '6 6 6\n',
      expectedOutput: `1: 0
2: 0
3: 0
4: 0
5: 0
6: 3
rolls: 3
most common: 6`,
    },
    {
      name: 'values that are not rolls',
      stdin: '0 7 -1 3\n',
      expectedOutput: `ignored: 0
ignored: 7
ignored: -1
1: 0
2: 0
3: 1
4: 0
5: 0
6: 0
rolls: 1
most common: 3`,
    },
    {
      name: 'no input',
      stdin: '',
      expectedOutput: `1: 0
2: 0
3: 0
4: 0
5: 0
6: 0
rolls: 0
most common: none`,
    },
    {
      name: 'a tie between faces',
      stdin: '5 2 5 2 6\n',
      expectedOutput: `1: 0
2: 2
3: 0
4: 0
5: 2
6: 1
rolls: 5
most common: 2`,
    },
  ],
};
