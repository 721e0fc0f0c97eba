import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-008',
  solution: String.raw`#include <stdio.h>

/* If the first count elements of values hold at least two different values, store the
   second largest of them in *result and return 1; otherwise return 0. */
int second_largest(const int values[], int count, int *result)
{
    int largest = values[0];
    int second = 0;
    int found = 0;

    for (int i = 1; i < count; i++) {
        int value = values[i];
        if (value > largest) {
            second = largest;
            found = 1;
            largest = value;
        } else if (value < largest && (!found || value > second)) {
            second = value;
            found = 1;
        }
    }

    if (found) {
        *result = second;
    }
    return found;
}

int main(void)
{
    int values[100];
    int count;

    if (scanf("%d", &count) != 1 || count < 1 || count > 100) {
        return 1;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }

    int answer;
    if (second_largest(values, count, &answer)) {
        printf("Second largest: %d\n", answer);
    } else {
        printf("No second largest\n");
    }
    return 0;
}
`,
  hiddenCases: [
    { name: 'a single value', stdin: '1\n5\n', expectedOutput: 'No second largest' },
    { name: 'increasing order', stdin: '5\n1 2 3 4 5\n', expectedOutput: 'Second largest: 4' },
    { name: 'decreasing order', stdin: '5\n5 4 3 2 1\n', expectedOutput: 'Second largest: 4' },
    {
      name: 'all negative, with repeats',
      stdin: '5\n-8 -3 -3 -10 -5\n',
      expectedOutput: 'Second largest: -5',
    },
    {
      name: 'the smallest int is the answer',
      stdin: '3\n-2147483648 2147483647 -2147483648\n',
      expectedOutput: 'Second largest: -2147483648',
    },
    {
      name: 'two equal smallest ints',
      stdin: '2\n-2147483648 -2147483648\n',
      expectedOutput: 'No second largest',
    },
  ],
};
