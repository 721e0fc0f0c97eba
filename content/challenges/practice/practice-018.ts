import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-018',
  instructions: `## Task

A teacher has three test scores for every student and wants a ranking table. Complete \`print_ranking\` so that it:

1. computes each student's \`total\`, the sum of their three scores;
2. sorts the students by total, highest first; students with the same total are listed in alphabetical order of their names;
3. prints one line per student: the rank, a dot, the name, the total and the average of the three scores with two decimals.

Students with the same total share the same rank, and the next rank skips the places they took: totals of 271, 270, 270 and 225 have the ranks 1, 2, 2 and 4. When there are no students at all, print \`No students\`.

\`main\` is already written: it reads the students into an array of \`struct Student\` and calls \`print_ranking\`.

## Input

- The first line holds \`n\`, the number of students, between 0 and 50.
- Each of the next \`n\` lines holds a name and three scores, separated by spaces. A name is one word of 1 to 19 letters: an upper-case letter followed by lower-case letters, and no two students have the same name. Each score is a whole number from 0 to 100.

## Output

One line per student, best first: \`rank. name total average\`, with the average printed with two decimals (\`%.2f\`). Or the single line \`No students\` when \`n\` is 0.

## Example

Input:

\`\`\`
5
Alice 90 85 95
Bob 70 80 75
Chloe 88 92 91
Dan 95 90 85
Eve 60 70 66
\`\`\`

Output:

\`\`\`
1. Chloe 271 90.33
2. Alice 270 90.00
2. Dan 270 90.00
4. Bob 225 75.00
5. Eve 196 65.33
\`\`\`

## Requirements

- Store the total in each student's struct and sort the structs themselves, so that each name stays with its own scores.
- Compute the average with floating-point division: 271 / 3 is 90 in integer arithmetic, but 90.33 is expected.
- Keep \`struct Student\` and \`main\` as they are, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STUDENTS 50
#define SCORE_COUNT 3

struct Student {
    char name[20];
    int scores[SCORE_COUNT];
    int total; /* the sum of the scores: print_ranking computes it */
};

/* Compute every total, sort the students by total (highest first, equal totals by
   name), and print "rank. name total average" for each, or "No students". */
void print_ranking(struct Student students[], int count)
{
    /* Write this function: fill in each total, sort the array, then print it
       with ranks that equal totals share. */
    (void)students; /* Delete these two lines once you use the parameters. */
    (void)count;
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
  expectedOutput: `1. Chloe 271 90.33
2. Alice 270 90.00
2. Dan 270 90.00
4. Bob 225 75.00
5. Eve 196 65.33`,
  hints: [
    'Do the three steps one after the other: a loop that sets students[i].total, then the sort, then a loop that prints.',
    'qsort from <stdlib.h> sorts an array of structs: qsort(students, (size_t)count, sizeof students[0], compare_students); compare_students receives two const void * pointers that you convert to const struct Student *.',
    'The comparison returns a negative number when the first student must come first: compare the totals (the larger total first), and only when they are equal return strcmp of the names.',
    "While printing, keep the rank of the previous line: student i gets rank i + 1, unless their total equals the previous student's total, in which case they share that rank. Print the average as total / 3.0 with %.2f.",
  ],
  visibleCases: [
    {
      name: 'two students share a rank',
      stdin: '5\nAlice 90 85 95\nBob 70 80 75\nChloe 88 92 91\nDan 95 90 85\nEve 60 70 66\n',
      expectedOutput:
        '1. Chloe 271 90.33\n2. Alice 270 90.00\n2. Dan 270 90.00\n4. Bob 225 75.00\n5. Eve 196 65.33',
    },
    {
      name: 'no ties, not in order',
      stdin: '3\nMia 50 60 70\nLeo 100 90 80\nAna 75 75 75\n',
      expectedOutput: '1. Leo 270 90.00\n2. Ana 225 75.00\n3. Mia 180 60.00',
    },
  ],
};
