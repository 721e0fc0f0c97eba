import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-006',
  solution: String.raw`#include <stdio.h>

int main(void)
{
    int number = 0;
    int count = 0;
    int sum = 0;
    int largest = 0;
    int skipped = 0;
    int result;

    /* Read until the end of the input; skip words that are not numbers. */
    while ((result = scanf("%d", &number)) != EOF) {
        if (result == 1) {
            if (count == 0 || number > largest) {
                largest = number;
            }
            count++;
            sum += number;
        } else {
            scanf("%*s"); /* throw the word away */
            skipped++;
        }
    }

    printf("Numbers: %d\n", count);
    printf("Sum: %d\n", sum);
    if (count > 0) {
        printf("Largest: %d\n", largest);
    } else {
        printf("Largest: none\n");
    }
    printf("Skipped words: %d\n", skipped);

    return 0;
}
`,
  hiddenCases: [
    {
      name: 'empty input',
      stdin: '',
      expectedOutput: 'Numbers: 0\nSum: 0\nLargest: none\nSkipped words: 0\n',
    },
    {
      name: 'only words',
      stdin: 'no numbers here\n',
      expectedOutput: 'Numbers: 0\nSum: 0\nLargest: none\nSkipped words: 3\n',
    },
    {
      name: 'only negative numbers',
      stdin: '-7 -3 -12\n',
      expectedOutput: 'Numbers: 3\nSum: -22\nLargest: -3\nSkipped words: 0\n',
    },
    {
      name: 'words first and last, no final newline',
      stdin: 'start 5 middle 0 -2 end',
      expectedOutput: 'Numbers: 3\nSum: 3\nLargest: 5\nSkipped words: 3\n',
    },
    {
      name: 'the largest int',
      stdin: '  \n\n2147483647\n\n',
      expectedOutput: 'Numbers: 1\nSum: 2147483647\nLargest: 2147483647\nSkipped words: 0\n',
    },
    {
      name: 'several words in a row',
      stdin: 'one two three 3\nfour 4\n',
      expectedOutput: 'Numbers: 2\nSum: 7\nLargest: 4\nSkipped words: 4\n',
    },
  ],
};
