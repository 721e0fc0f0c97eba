import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-006',
  solution: String.raw`#include <stdio.h>

/* Print one line "C C = F F" for every Celsius temperature from start to end, going up by
   step, with the Fahrenheit value to one decimal place. */
void print_table(int start, int end, int step)
{
    for (int celsius = start; celsius <= end; celsius += step) {
        double fahrenheit = celsius * 9.0 / 5.0 + 32.0;
        printf("%d C = %.1f F\n", celsius, fahrenheit);
    }
}

int main(void)
{
    int start, end, step;

    if (scanf("%d %d %d", &start, &end, &step) != 3 || step < 1) {
        return 1;
    }
    print_table(start, end, step);
    return 0;
}
`,
  hiddenCases: [
    { name: 'a single temperature', stdin: '-40 -40 5\n', expectedOutput: '-40 C = -40.0 F' },
    {
      name: 'negative temperatures with a fraction',
      stdin: '-20 0 7\n',
      expectedOutput: '-20 C = -4.0 F\n-13 C = 8.6 F\n-6 C = 21.2 F',
    },
    {
      name: 'a step that skips the end',
      stdin: '98 103 2\n',
      expectedOutput: '98 C = 208.4 F\n100 C = 212.0 F\n102 C = 215.6 F',
    },
    {
      name: 'the widest range',
      stdin: '-100 1000 100\n',
      expectedOutput:
        '-100 C = -148.0 F\n0 C = 32.0 F\n100 C = 212.0 F\n200 C = 392.0 F\n300 C = 572.0 F\n400 C = 752.0 F\n500 C = 932.0 F\n600 C = 1112.0 F\n700 C = 1292.0 F\n800 C = 1472.0 F\n900 C = 1652.0 F\n1000 C = 1832.0 F',
    },
  ],
};
