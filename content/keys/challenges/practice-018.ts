import type { ChallengeKey } from '@domain/challenge-content';

/*
 * A full class of 50 students, Pupilaa to Pupilbx, listed in a shuffled order with
 * scores from a fixed formula, and the ranking computed here in TypeScript.
 */
const letters = 'abcdefghijklmnopqrstuvwxyz';
const fullClass = Array.from({ length: 50 }, (_, i) => {
  const k = (i * 17) % 50; /* 17 and 50 share no divisor, so every k appears once */
  const scores = [(k * 37) % 101, (k * 53 + 11) % 101, (k * 29 + 7) % 101];
  return { name: `Pupil${letters[Math.floor(k / 26)]}${letters[k % 26]}`, scores };
});
const fullClassInput = `50\n${fullClass.map((s) => `${s.name} ${s.scores.join(' ')}`).join('\n')}\n`;
const fullClassRanking = fullClass
  .map((s) => ({ name: s.name, total: s.scores[0]! + s.scores[1]! + s.scores[2]! }))
  .sort((a, b) => b.total - a.total || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  .map((s, i, sorted) => {
    let rank = i + 1;
    while (rank > 1 && sorted[rank - 2]!.total === s.total) rank--;
    return `${rank}. ${s.name} ${s.total} ${(s.total / 3).toFixed(2)}`;
  })
  .join('\n');

export const key: ChallengeKey = {
  challengeId: 'practice-018',
  solution: String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STUDENTS 50
#define SCORE_COUNT 3

struct Student {
    char name[20];
    int scores[SCORE_COUNT];
    int total; /* the sum of the scores: print_ranking computes it */
};

/* qsort order: the larger total first, equal totals in alphabetical order of name. */
static int compare_students(const void *a, const void *b)
{
    const struct Student *first = a;
    const struct Student *second = b;

    if (first->total != second->total) {
        return first->total > second->total ? -1 : 1;
    }
    return strcmp(first->name, second->name);
}

/* Compute every total, sort the students by total (highest first, equal totals by
   name), and print "rank. name total average" for each, or "No students". */
void print_ranking(struct Student students[], int count)
{
    if (count == 0) {
        printf("No students\n");
        return;
    }

    for (int i = 0; i < count; i++) {
        students[i].total = 0;
        for (int j = 0; j < SCORE_COUNT; j++) {
            students[i].total += students[i].scores[j];
        }
    }

    qsort(students, (size_t)count, sizeof students[0], compare_students);

    int rank = 0;
    for (int i = 0; i < count; i++) {
        if (i == 0 || students[i].total != students[i - 1].total) {
            rank = i + 1; /* a new total: the rank skips the places of a tie */
        }
        printf("%d. %s %d %.2f\n", rank, students[i].name, students[i].total,
               students[i].total / (double)SCORE_COUNT);
    }
}

int main(void)
{
    struct Student students[MAX_STUDENTS];
    int count;

    if (scanf("%d", &count) != 1 || count < 0 || count > MAX_STUDENTS) {
        return 1;
    }
    for (int i = 0; i < count; i++) {
        struct Student *s = &students[i];
        if (scanf("%19s %d %d %d", s->name, &s->scores[0], &s->scores[1], &s->scores[2]) != 4) {
            return 1;
        }
        s->total = 0;
    }

    print_ranking(students, count);
    return 0;
}
`,
  hiddenCases: [
    { name: 'no students', stdin: '0\n', expectedOutput: 'No students' },
    { name: 'one student with zeros', stdin: '1\nZed 0 0 0\n', expectedOutput: '1. Zed 0 0.00' },
    {
      name: 'everyone tied, listed in reverse order',
      stdin: '4\nDora 80 80 80\nCleo 90 70 80\nBea 100 60 80\nAbe 70 90 80\n',
      expectedOutput: '1. Abe 240 80.00\n1. Bea 240 80.00\n1. Cleo 240 80.00\n1. Dora 240 80.00',
    },
    {
      name: 'perfect scores and two ties',
      stdin: '5\nMax 100 100 100\nIvy 100 100 100\nKai 99 100 100\nJo 100 99 100\nAl 1 0 0\n',
      expectedOutput:
        '1. Ivy 300 100.00\n1. Max 300 100.00\n3. Jo 299 99.67\n3. Kai 299 99.67\n5. Al 1 0.33',
    },
    {
      name: 'a name of 19 letters',
      stdin: '2\nChristophermorrison 67 68 68\nBo 68 67 68\n',
      expectedOutput: '1. Bo 203 67.67\n1. Christophermorrison 203 67.67',
    },
    { name: 'a class of 50', stdin: fullClassInput, expectedOutput: fullClassRanking },
  ],
};
