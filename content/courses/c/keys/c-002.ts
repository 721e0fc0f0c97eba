import type { ExerciseKey } from '../../../../src/domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-002',
  solution: String.raw`#include <stdio.h>

int main(void)
{
    char initial = '?';
    int age = 0;
    double height = 0.0;

    /* Reads a character, a whole number and a decimal number. */
    scanf(" %c %d %lf", &initial, &age, &height);

    printf("Initial: %c\n", initial);
    printf("Character code: %d\n", initial);
    printf("Age: %d\n", age);
    printf("Height: %.2f m\n", height);

    return 0;
}
`,
  hiddenCases: [
    {
      name: 'a lowercase initial, age zero',
      stdin: 'a 0 0.5\n',
      expectedOutput: 'Initial: a\nCharacter code: 97\nAge: 0\nHeight: 0.50 m\n',
    },
    {
      name: 'the largest int and a height that rounds up',
      stdin: 'Z 2147483647 2.999\n',
      expectedOutput: 'Initial: Z\nCharacter code: 90\nAge: 2147483647\nHeight: 3.00 m\n',
    },
    {
      name: 'a whole-number height',
      stdin: 'K\n7\n2\n',
      expectedOutput: 'Initial: K\nCharacter code: 75\nAge: 7\nHeight: 2.00 m\n',
    },
  ],
};
