import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-021',
  instructions: `## Task

In the Tower of Hanoi puzzle, \`n\` disks of different sizes sit on peg \`A\`, the largest at the bottom. Disk 1 is the smallest and disk \`n\` the largest. The goal is to move the whole stack to peg \`C\`, using peg \`B\` as a spare, with two rules:

- move one disk at a time, from the top of one peg to the top of another;
- never put a disk on top of a smaller one.

Complete the recursive function \`hanoi\` so that it prints every move of the shortest solution and returns the number of moves it printed. \`main\` reads \`n\`, calls \`hanoi(n, 'A', 'C', 'B')\` and prints the total.

## Input

One integer \`n\`, the number of disks, from 0 to 10.

## Output

One line per move, in order:

\`\`\`
Move disk <number> from <peg> to <peg>
\`\`\`

then a last line \`Total moves: <count>\`, which \`main\` prints.

## Example

Input:

\`\`\`
3
\`\`\`

Output:

\`\`\`
Move disk 1 from A to C
Move disk 2 from A to B
Move disk 1 from C to B
Move disk 3 from A to C
Move disk 1 from B to A
Move disk 2 from B to C
Move disk 1 from A to C
Total moves: 7
\`\`\`

## Requirements

- Solve it with recursion; do not hard-code any moves.
- Print the moves of the shortest solution: there is only one, so your moves must match the expected ones exactly.
- With 0 disks there is nothing to move: print no move, and return 0.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

/*
 * Move n disks from peg from to peg to, using peg spare, printing every move.
 * Return the number of moves printed.
 */
int hanoi(int n, char from, char to, char spare)
{
    /* Write this function: it calls itself for the n - 1 smaller disks. */
    (void)n; /* Delete these four lines once you use the parameters. */
    (void)from;
    (void)to;
    (void)spare;

    return 0;
}

int main(void)
{
    int n;

    if (scanf("%d", &n) != 1 || n < 0 || n > 10) {
        return 1;
    }

    int moves = hanoi(n, 'A', 'C', 'B');
    printf("Total moves: %d\n", moves);
    return 0;
}
`,
  expectedOutput: `Move disk 1 from A to C
Move disk 2 from A to B
Move disk 1 from C to B
Move disk 3 from A to C
Move disk 1 from B to A
Move disk 2 from B to C
Move disk 1 from A to C
Total moves: 7`,
  hints: [
    'Think about the largest disk: it can only move once every smaller disk is out of the way, stacked on the spare peg.',
    'Moving n disks takes three steps: move n - 1 disks from "from" to "spare", move disk n from "from" to "to", then move the n - 1 disks from "spare" to "to".',
    'The two recursive calls swap the roles of the pegs: hanoi(n - 1, from, spare, to) first, then hanoi(n - 1, spare, to, from) after printing the move of disk n.',
    'The base case is n == 0: return 0 without printing. Otherwise return the moves of both recursive calls plus 1 for disk n.',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: '3\n',
      expectedOutput: `Move disk 1 from A to C
Move disk 2 from A to B
Move disk 1 from C to B
Move disk 3 from A to C
Move disk 1 from B to A
Move disk 2 from B to C
Move disk 1 from A to C
Total moves: 7`,
    },
  ],
};
