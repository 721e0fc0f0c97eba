import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-002',
  solution: String.raw`#include <stdio.h>

int main(void)
{
    double reading = 0.0;
    int code = 0;

    /* Reads a decimal number and a whole number. */
    scanf("%lf %d", &reading, &code);

    printf("reading: %.3f (%zu bytes)\n", reading, sizeof(reading));

    /* Each initialisation converts the value to the variable's type. */
    int whole = reading; /* the fraction is dropped, towards zero */
    char letter = code;  /* a char holds the character code */
    double code_as_double = code;

    printf("as an int: %d (%zu bytes)\n", whole, sizeof(whole));
    printf("code: %d (%zu bytes)\n", code, sizeof(code));
    printf("as a char: %c (%zu byte)\n", letter, sizeof(letter));
    printf("as a double: %.2f (%zu bytes)\n", code_as_double, sizeof(code_as_double));

    return 0;
}
`,
  hiddenCases: [
    {
      name: 'a fraction just below one whole number',
      stdin: '7.999 97\n',
      expectedOutput:
        'reading: 7.999 (8 bytes)\nas an int: 7 (4 bytes)\ncode: 97 (4 bytes)\nas a char: a (1 byte)\nas a double: 97.00 (8 bytes)\n',
    },
    {
      name: 'a small negative reading becomes 0',
      stdin: '-0.5 48\n',
      expectedOutput:
        'reading: -0.500 (8 bytes)\nas an int: 0 (4 bytes)\ncode: 48 (4 bytes)\nas a char: 0 (1 byte)\nas a double: 48.00 (8 bytes)\n',
    },
    {
      name: 'the ends of both ranges',
      stdin: '-1000000 126\n',
      expectedOutput:
        'reading: -1000000.000 (8 bytes)\nas an int: -1000000 (4 bytes)\ncode: 126 (4 bytes)\nas a char: ~ (1 byte)\nas a double: 126.00 (8 bytes)\n',
    },
    {
      name: 'a negative reading halfway between two whole numbers',
      stdin: '-7.5\n33\n',
      expectedOutput:
        'reading: -7.500 (8 bytes)\nas an int: -7 (4 bytes)\ncode: 33 (4 bytes)\nas a char: ! (1 byte)\nas a double: 33.00 (8 bytes)\n',
    },
    {
      name: 'the largest reading',
      stdin: '1000000 90\n',
      expectedOutput:
        'reading: 1000000.000 (8 bytes)\nas an int: 1000000 (4 bytes)\ncode: 90 (4 bytes)\nas a char: Z (1 byte)\nas a double: 90.00 (8 bytes)\n',
    },
  ],
};
