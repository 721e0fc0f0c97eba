import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-015',
  instructions: `## Task

The transpose of a matrix swaps its rows and its columns: the first row becomes the first column, the second row the second column, and so on. A matrix of 2 rows and 3 columns has a transpose of 3 rows and 2 columns.

Complete \`transpose\` so that it fills \`result\` with the transpose of the \`rows\` × \`cols\` matrix stored in \`matrix\`. \`main\` is already written: it reads the matrix, calls \`transpose\` and prints the \`cols\` rows of \`result\`, each with \`rows\` numbers.

## Input

- The first line holds \`rows\` and \`cols\`, each between 1 and 10.
- Each of the next \`rows\` lines holds one row of the matrix: \`cols\` whole numbers separated by spaces.

## Output

The transposed matrix: \`cols\` lines, each with \`rows\` numbers separated by single spaces.

## Example

Input:

\`\`\`
2 3
1 2 3
4 5 6
\`\`\`

Output:

\`\`\`
1 4
2 5
3 6
\`\`\`

## Requirements

- Write the numbers into \`result\`; do not print anything in \`transpose\`.
- Work for every size from 1 × 1 to 10 × 10, including a single row and a single column.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

#define MAX 10

/* Fill result with the transpose of the rows x cols matrix: result has cols rows
   and rows columns, and row j of result is column j of matrix. */
void transpose(int rows, int cols, int matrix[MAX][MAX], int result[MAX][MAX])
{
    /* Write this function: visit every element of matrix and copy it into result
       at the place where its row and column are swapped. */
    (void)rows; /* Delete these four lines once you use the parameters. */
    (void)cols;
    (void)matrix;
    (void)result;
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
  expectedOutput: `1 4
2 5
3 6`,
  hints: [
    'The number in row i and column j of matrix moves to row j and column i of the transpose.',
    'Two nested loops visit every element of matrix: the outer one over the rows (i from 0 to rows - 1), the inner one over the columns (j from 0 to cols - 1).',
    'Inside the loops a single assignment does the work: result[j][i] = matrix[i][j];',
    'Mind which size bounds which index: i stays below rows and j below cols, even though result has cols rows.',
  ],
  visibleCases: [
    {
      name: '2 rows and 3 columns',
      stdin: '2 3\n1 2 3\n4 5 6\n',
      expectedOutput: '1 4\n2 5\n3 6',
    },
    {
      name: 'a square matrix with negative numbers',
      stdin: '3 3\n1 -2 3\n-4 5 -6\n7 -8 9\n',
      expectedOutput: '1 -4 7\n-2 5 -8\n3 -6 9',
    },
  ],
};
