import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-004',
  solution: String.raw`#include <stdio.h>

int main(void)
{
    int score = 0;

    if (scanf("%d", &score) != 1) {
        printf("Invalid score\n");
        return 0;
    }

    if (score < 0 || score > 100) {
        printf("Invalid score\n");
        return 0;
    }

    char grade;
    if (score >= 90) {
        grade = 'A';
    } else if (score >= 80) {
        grade = 'B';
    } else if (score >= 70) {
        grade = 'C';
    } else if (score >= 60) {
        grade = 'D';
    } else {
        grade = 'F';
    }
    printf("Grade: %c\n", grade);

    switch (grade) {
    case 'A':
        printf("Excellent!\n");
        break;
    case 'B':
    case 'C':
        printf("Well done.\n");
        break;
    case 'D':
        printf("You passed.\n");
        break;
    default:
        printf("Keep practising.\n");
        break;
    }

    return 0;
}
`,
  hiddenCases: [
    { name: 'a perfect score', stdin: '100\n', expectedOutput: 'Grade: A\nExcellent!\n' },
    { name: 'exactly 90', stdin: '90\n', expectedOutput: 'Grade: A\nExcellent!\n' },
    { name: 'just below 90', stdin: '89\n', expectedOutput: 'Grade: B\nWell done.\n' },
    { name: 'exactly 80', stdin: '80\n', expectedOutput: 'Grade: B\nWell done.\n' },
    { name: 'just below 80', stdin: '79\n', expectedOutput: 'Grade: C\nWell done.\n' },
    { name: 'exactly 70', stdin: '70\n', expectedOutput: 'Grade: C\nWell done.\n' },
    { name: 'just below 70', stdin: '69\n', expectedOutput: 'Grade: D\nYou passed.\n' },
    { name: 'exactly 60', stdin: '60\n', expectedOutput: 'Grade: D\nYou passed.\n' },
    { name: 'just below 60', stdin: '59\n', expectedOutput: 'Grade: F\nKeep practising.\n' },
    { name: 'zero', stdin: '0\n', expectedOutput: 'Grade: F\nKeep practising.\n' },
    { name: 'a negative score', stdin: '-1\n', expectedOutput: 'Invalid score\n' },
    { name: 'not a number', stdin: 'abc\n', expectedOutput: 'Invalid score\n' },
  ],
};
