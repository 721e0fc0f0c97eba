import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-005',
  solution: String.raw`#include <stdio.h>

/* Print the line for one number: Fizz if it is divisible by 3, Buzz if by 5, Bazz if by 7,
   the words joined in that order, or the number itself if none apply. */
void say(int number)
{
    int said = 0;

    if (number % 3 == 0) {
        printf("Fizz");
        said = 1;
    }
    if (number % 5 == 0) {
        printf("Buzz");
        said = 1;
    }
    if (number % 7 == 0) {
        printf("Bazz");
        said = 1;
    }
    if (!said) {
        printf("%d", number);
    }
    printf("\n");
}

int main(void)
{
    int start, end;

    if (scanf("%d %d", &start, &end) != 2) {
        return 1;
    }
    for (int number = start; number <= end; number++) {
        say(number);
    }
    return 0;
}
`,
  hiddenCases: [
    { name: 'a single plain number', stdin: '1 1\n', expectedOutput: '1' },
    { name: 'Fizz and Bazz together', stdin: '21 21\n', expectedOutput: 'FizzBazz' },
    { name: 'Buzz and Bazz together', stdin: '33 35\n', expectedOutput: 'Fizz\n34\nBuzzBazz' },
    {
      name: 'all three words at 105',
      stdin: '100 106\n',
      expectedOutput: 'Buzz\n101\nFizz\n103\n104\nFizzBuzzBazz\n106',
    },
    {
      name: 'the end of the range',
      stdin: '994 1000\n',
      expectedOutput: 'Bazz\nBuzz\nFizz\n997\n998\nFizz\nBuzz',
    },
  ],
};
