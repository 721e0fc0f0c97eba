import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-013',
  instructions: `## Task

Complete \`binary_search\` so that it returns the index of \`target\` in the sorted array \`values\`, or -1 when \`target\` is not in the array. Indexes start at 0.

Use binary search: look at the element in the middle of the part of the array that can still hold \`target\`. If it is \`target\`, you are done. If it is smaller, \`target\` can only be to its right; if it is larger, only to its left. Every step halves the part left to search, so even 1000 elements need at most 10 steps.

\`main\` is already written: it reads the array and the numbers to look for, and prints one line for each.

## Input

- The first line holds \`n\`, the number of elements, between 0 and 1000.
- The second line holds the \`n\` elements in strictly increasing order (no element appears twice), each a whole number that fits in an \`int\`. The line is empty when \`n\` is 0.
- The third line holds \`q\`, the number of targets to look for, between 1 and 100.
- Each of the next \`q\` lines holds one target.

## Output

One line per target, in the order they were given: \`T found at index I\` or \`T not found\`.

## Example

Input:

\`\`\`
7
-5 0 3 8 12 20 31
3
12
-5
7
\`\`\`

Output:

\`\`\`
12 found at index 4
-5 found at index 0
7 not found
\`\`\`

## Requirements

- Use binary search, not a loop that visits every element.
- Work for an empty array, for an array of one element, and for the smallest and largest \`int\` values.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

#define MAX_VALUES 1000

/* Return the index of target in values[0..n-1], which is sorted in increasing
   order, or -1 when target is not there. */
int binary_search(const int values[], int n, int target)
{
    /* Write this function: keep the range of indexes where target can still be,
       and halve it at every step by looking at its middle element. */
    (void)values; /* Delete these three lines once you use the parameters. */
    (void)n;
    (void)target;

    return -1;
}

int main(void)
{
    int values[MAX_VALUES];
    int n;
    int q;

    if (scanf("%d", &n) != 1 || n < 0 || n > MAX_VALUES) {
        return 1;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }
    if (scanf("%d", &q) != 1) {
        return 1;
    }

    for (int i = 0; i < q; i++) {
        int target;
        if (scanf("%d", &target) != 1) {
            return 1;
        }
        int index = binary_search(values, n, target);
        if (index >= 0) {
            printf("%d found at index %d\n", target, index);
        } else {
            printf("%d not found\n", target);
        }
    }
    return 0;
}
`,
  expectedOutput: `12 found at index 4
-5 found at index 0
7 not found`,
  hints: [
    'Keep two indexes, low = 0 and high = n - 1: target, if it is there at all, lies between them. Loop while low <= high; when they cross, the range is empty and target is not there.',
    'The middle index is low + (high - low) / 2. Compare values[middle] with target: equal means return middle.',
    'If values[middle] is smaller than target, everything up to middle is too small as well: set low = middle + 1. If it is larger, set high = middle - 1. Forgetting the + 1 or - 1 can make the loop run forever.',
    'An empty array needs no special case: with n = 0, high starts at -1, so the loop never runs and the function returns -1.',
  ],
  visibleCases: [
    {
      name: 'found and not found',
      stdin: '7\n-5 0 3 8 12 20 31\n3\n12\n-5\n7\n',
      expectedOutput: '12 found at index 4\n-5 found at index 0\n7 not found',
    },
    {
      name: 'the ends and beyond them',
      stdin: '5\n2 4 6 8 10\n4\n10\n2\n1\n11\n',
      expectedOutput: '10 found at index 4\n2 found at index 0\n1 not found\n11 not found',
    },
  ],
};
