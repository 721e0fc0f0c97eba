import type { ExerciseKey } from '../../../../src/domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-014',
  solution: String.raw`#include <stdio.h>

struct Student {
    char name[20];
    int score;
};

/* Returns the index of the student with the highest score.
   If several share the highest score, returns the first of them. */
int find_top(const struct Student list[], int count)
{
    int top = 0;
    for (int i = 1; i < count; i++) {
        if (list[i].score > list[top].score) { /* > keeps the first on a tie */
            top = i;
        }
    }
    return top;
}

/* Returns the average score of the count students in list. */
double average_score(const struct Student list[], int count)
{
    int total = 0;
    for (int i = 0; i < count; i++) {
        total += list[i].score;
    }
    return (double)total / count;
}

int main(void)
{
    struct Student list[100];
    int count = 0;
    if (scanf("%d", &count) != 1 || count < 0 || count > 100) {
        return 1;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%19s %d", list[i].name, &list[i].score) != 2) {
            return 1;
        }
    }

    if (count == 0) {
        printf("No students\n");
        return 0;
    }
    int top = find_top(list, count);
    printf("Top: %s %d\n", list[top].name, list[top].score);
    printf("Average: %.1f\n", average_score(list, count));
    return 0;
}
`,
  hiddenCases: [
    { name: 'one student', stdin: '1\nSolo 42\n', expectedOutput: 'Top: Solo 42\nAverage: 42.0' },
    {
      name: 'a tie keeps the first',
      stdin: '3\nCara 75\nAnna 90\nBen 90\n',
      expectedOutput: 'Top: Anna 90\nAverage: 85.0',
    },
    {
      name: 'all scores zero',
      stdin: '2\nZero 0\nNil 0\n',
      expectedOutput: 'Top: Zero 0\nAverage: 0.0',
    },
    {
      name: 'average rounds up',
      stdin: '3\nAl 100\nBo 99\nCy 100\n',
      expectedOutput: 'Top: Al 100\nAverage: 99.7',
    },
    { name: 'no students', stdin: '0\n', expectedOutput: 'No students' },
  ],
};
