import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-003',
  solution: String.raw`#include <stdio.h>

int main(void)
{
    int total = 0;

    /* Reads a whole number from the input into total. */
    scanf("%d", &total);

    int hours = total / 3600;          /* an hour has 3600 seconds */
    int minutes = total % 3600 / 60;   /* what is left after the hours, in minutes */
    int seconds = total % 60;          /* what is left after the minutes */

    printf("%d seconds is %d h %d min %d s\n", total, hours, minutes, seconds);
    printf("In minutes: %.2f\n", (double)total / 60);

    return 0;
}
`,
  hiddenCases: [
    {
      name: 'zero seconds',
      stdin: '0\n',
      expectedOutput: '0 seconds is 0 h 0 min 0 s\nIn minutes: 0.00\n',
    },
    {
      name: 'exactly one day',
      stdin: '86400\n',
      expectedOutput: '86400 seconds is 24 h 0 min 0 s\nIn minutes: 1440.00\n',
    },
    {
      name: 'one second short of an hour',
      stdin: '3599\n',
      expectedOutput: '3599 seconds is 0 h 59 min 59 s\nIn minutes: 59.98\n',
    },
    {
      name: 'the largest int',
      stdin: '2147483647\n',
      expectedOutput: '2147483647 seconds is 596523 h 14 min 7 s\nIn minutes: 35791394.12\n',
    },
  ],
};
