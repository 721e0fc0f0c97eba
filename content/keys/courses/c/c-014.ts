import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-014',
  solution: String.raw`#include <stdio.h>
#include <string.h>

struct Player {
    char name[20];
    int total;  /* the sum of the player's results */
    int rounds; /* how many results were added */
    int best;   /* the highest single result (meaningless while rounds is 0) */
};

/* Returns a pointer to the player in list whose name is name, or NULL if none is. */
struct Player *find_player(struct Player list[], int count, const char *name)
{
    for (int i = 0; i < count; i++) {
        if (strcmp(list[i].name, name) == 0) {
            return &list[i];
        }
    }
    return NULL;
}

/* Adds one result to the player p points to: its total, its rounds and its best. */
void add_result(struct Player *p, int points)
{
    if (p->rounds == 0 || points > p->best) {
        p->best = points; /* the first result is the best so far */
    }
    p->total += points;
    p->rounds++;
}

/* Prints one line about the player p points to. */
void print_player(const struct Player *p)
{
    if (p->rounds == 0) {
        printf("%s: no results\n", p->name);
        return;
    }
    printf("%s: total %d in %d %s, best %d\n", p->name, p->total, p->rounds,
           p->rounds == 1 ? "round" : "rounds", p->best);
}

int main(void)
{
    struct Player list[10];
    int count = 0;
    if (scanf("%d", &count) != 1 || count < 1 || count > 10) {
        printf("Give a number of players from 1 to 10.\n");
        return 1;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%19s", list[i].name) != 1) {
            return 1;
        }
        list[i].total = 0;
        list[i].rounds = 0;
        list[i].best = 0;
    }

    char name[20];
    int points;
    while (scanf("%19s %d", name, &points) == 2) {
        struct Player *player = find_player(list, count, name);
        if (player == NULL) {
            printf("unknown player: %s\n", name);
        } else {
            add_result(player, points);
        }
    }

    for (int i = 0; i < count; i++) {
        print_player(&list[i]);
    }
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'only penalties',
      stdin: '1\nSolo\nSolo -5\nSolo -3\nSolo -9\n',
      expectedOutput: 'Solo: total -17 in 3 rounds, best -3',
    },
    {
      name: 'names that start alike',
      stdin: '3\nAl Alan Alba\nAlan 4\nAlba 6\nAl 2\nAla 9\nalan 1\n',
      expectedOutput:
        'unknown player: Ala\nunknown player: alan\nAl: total 2 in 1 round, best 2\nAlan: total 4 in 1 round, best 4\nAlba: total 6 in 1 round, best 6',
    },
    {
      name: 'the last player of the list',
      stdin: '4\nA B C D\nD 1\nD 1\nC 0\n',
      expectedOutput:
        'A: no results\nB: no results\nC: total 0 in 1 round, best 0\nD: total 2 in 2 rounds, best 1',
    },
    {
      name: 'no results at all',
      stdin: '2\nKim Lee\n',
      expectedOutput: 'Kim: no results\nLee: no results',
    },
    {
      name: 'the best result comes first',
      stdin: '1\nRay\nRay 100\nRay -100\nRay 50\nRay 0\n',
      expectedOutput: 'Ray: total 50 in 4 rounds, best 100',
    },
  ],
};
