import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-022',
  instructions: `## Task

Two lists of integers arrive already sorted from smallest to largest. Complete \`merge\` so that it copies every value of both lists into \`out\`, in sorted order, and returns how many values it wrote. \`main\` reads both lists and prints the merged one.

## Input

Two lists, one after the other. Each list is a count (0 to 100) followed by that many integers in non-decreasing order, separated by spaces or newlines. Values fit in an \`int\`, may be negative, and may repeat.

## Output

One line with the merged values separated by single spaces. When both lists are empty, print \`empty\` instead (\`main\` does this for you).

## Example

Input:

\`\`\`
4
1 3 5 7
3
2 3 8
\`\`\`

Output:

\`\`\`
1 2 3 3 5 7 8
\`\`\`

## Requirements

- Do not sort the result: the lists are sorted already, so walk through both at the same time, each with its own index, and always copy the smaller of the two current values.
- Keep every value, duplicates included: the result has \`n + m\` values.
- Handle an empty list on either side.
- Keep \`main\` and \`read_list\` as they are, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

#define MAX_VALUES 100

/* Read a count and that many integers into values. Return the count, or -1 on bad input. */
int read_list(int values[])
{
    int count;

    if (scanf("%d", &count) != 1 || count < 0 || count > MAX_VALUES) {
        return -1;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return -1;
        }
    }
    return count;
}

/*
 * a holds n sorted values and b holds m sorted values. Copy all of them into out in
 * sorted order, and return how many values were written (n + m).
 */
int merge(const int a[], int n, const int b[], int m, int out[])
{
    int count = 0;

    /* Write this function: keep one index into a and one into b. */
    (void)a; /* Delete these five lines once you use the parameters. */
    (void)n;
    (void)b;
    (void)m;
    (void)out;

    return count;
}

int main(void)
{
    int a[MAX_VALUES];
    int b[MAX_VALUES];
    int merged[2 * MAX_VALUES];

    int n = read_list(a);
    int m = read_list(b);
    if (n < 0 || m < 0) {
        return 1;
    }

    int count = merge(a, n, b, m, merged);
    if (count == 0) {
        printf("empty\n");
        return 0;
    }
    for (int i = 0; i < count; i++) {
        printf(i == 0 ? "%d" : " %d", merged[i]);
    }
    printf("\n");
    return 0;
}
`,
  expectedOutput: '1 2 3 3 5 7 8',
  hints: [
    'Keep three indexes: i for a, j for b and k for out. They all start at 0.',
    'While both lists still have values (i < n && j < m), compare a[i] with b[j], copy the smaller one to out[k] and move forward in that list only.',
    'When one list runs out, the rest of the other is already sorted: copy what is left of a, then what is left of b, with two more loops.',
    'Use a[i] <= b[j] when comparing, so that equal values are both kept, one after the other. Return k at the end.',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: '4\n1 3 5 7\n3\n2 3 8\n',
      expectedOutput: '1 2 3 3 5 7 8',
    },
    {
      name: 'one list is empty',
      stdin: '0\n3\n4 5 6\n',
      expectedOutput: '4 5 6',
    },
  ],
};
