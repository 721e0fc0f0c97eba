import type { ChallengeKey } from '@domain/challenge-content';

/* A 10 x 10 matrix whose element in row i and column j is 10 * i + j, as input lines,
   and its transpose, whose element in row i and column j is 10 * j + i. */
const range = Array.from({ length: 10 }, (_, i) => i);
const largest = range.map((i) => range.map((j) => 10 * i + j).join(' ')).join('\n');
const largestTransposed = range.map((i) => range.map((j) => 10 * j + i).join(' ')).join('\n');

export const key: ChallengeKey = {
  challengeId: 'practice-015',
  solution: String.raw`#include <stdio.h>

#define MAX 10

/* Fill result with the transpose of the rows x cols matrix: result has cols rows
   and rows columns, and row j of result is column j of matrix. */
void transpose(int rows, int cols, int matrix[MAX][MAX], int result[MAX][MAX])
{
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            result[j][i] = matrix[i][j];
        }
    }
}

int main(void)
{
    int matrix[MAX][MAX] = {{0}};
    int result[MAX][MAX] = {{0}};
    int rows;
    int cols;

    if (scanf("%d %d", &rows, &cols) != 2 || rows < 1 || rows > MAX || cols < 1 || cols > MAX) {
        return 1;
    }
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            if (scanf("%d", &matrix[i][j]) != 1) {
                return 1;
            }
        }
    }

    transpose(rows, cols, matrix, result);

    /* The transpose has cols rows of rows numbers each. */
    for (int i = 0; i < cols; i++) {
        for (int j = 0; j < rows; j++) {
            if (j > 0) {
                printf(" ");
            }
            printf("%d", result[i][j]);
        }
        printf("\n");
    }
    return 0;
}
`,
  hiddenCases: [
    { name: 'a 1 x 1 matrix', stdin: '1 1\n-7\n', expectedOutput: '-7' },
    { name: 'one row becomes one column', stdin: '1 4\n1 2 3 4\n', expectedOutput: '1\n2\n3\n4' },
    { name: 'one column becomes one row', stdin: '4 1\n5\n6\n7\n8\n', expectedOutput: '5 6 7 8' },
    {
      name: '3 rows and 2 columns',
      stdin: '3 2\n0 1\n2 3\n4 5\n',
      expectedOutput: '0 2 4\n1 3 5',
    },
    {
      name: 'the largest int values',
      stdin: '2 2\n2147483647 0\n-2147483648 1\n',
      expectedOutput: '2147483647 -2147483648\n0 1',
    },
    {
      name: 'the largest size, 10 x 10',
      stdin: `10 10\n${largest}\n`,
      expectedOutput: largestTransposed,
    },
  ],
};
