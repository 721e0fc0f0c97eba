import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-004',
  solution: String.raw`#include <stdio.h>

/* Print an n-by-n multiplication grid: row r, column c holds r * c, each number right-aligned
   in a field 4 characters wide, one row per line. */
void print_grid(int n)
{
    for (int row = 1; row <= n; row++) {
        for (int col = 1; col <= n; col++) {
            printf("%4d", row * col);
        }
        printf("\n");
    }
}

int main(void)
{
    int n;

    if (scanf("%d", &n) != 1 || n < 1 || n > 12) {
        return 1;
    }
    print_grid(n);
    return 0;
}
`,
  hiddenCases: [
    { name: 'the smallest grid', stdin: '1\n', expectedOutput: '   1' },
    {
      name: 'a 5 by 5 grid',
      stdin: '5\n',
      expectedOutput:
        '   1   2   3   4   5\n   2   4   6   8  10\n   3   6   9  12  15\n   4   8  12  16  20\n   5  10  15  20  25',
    },
    {
      name: 'the largest grid',
      stdin: '12\n',
      expectedOutput: `   1   2   3   4   5   6   7   8   9  10  11  12
   2   4   6   8  10  12  14  16  18  20  22  24
   3   6   9  12  15  18  21  24  27  30  33  36
   4   8  12  16  20  24  28  32  36  40  44  48
   5  10  15  20  25  30  35  40  45  50  55  60
   6  12  18  24  30  36  42  48  54  60  66  72
   7  14  21  28  35  42  49  56  63  70  77  84
   8  16  24  32  40  48  56  64  72  80  88  96
   9  18  27  36  45  54  63  72  81  90  99 108
  10  20  30  40  50  60  70  80  90 100 110 120
  11  22  33  44  55  66  77  88  99 110 121 132
  12  24  36  48  60  72  84  96 108 120 132 144`,
    },
  ],
};
