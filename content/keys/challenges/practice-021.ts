import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-021',
  solution: String.raw`#include <stdio.h>

/*
 * Move n disks from peg from to peg to, using peg spare, printing every move.
 * Return the number of moves printed.
 */
int hanoi(int n, char from, char to, char spare)
{
    if (n == 0) {
        return 0;
    }

    int moves = hanoi(n - 1, from, spare, to);
    printf("Move disk %d from %c to %c\n", n, from, to);
    moves += 1;
    moves += hanoi(n - 1, spare, to, from);

    return moves;
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
  hiddenCases: [
    {
      name: 'no disks',
      stdin: '0\n',
      expectedOutput: `Total moves: 0`,
    },
    {
      name: 'a single disk',
      stdin: '1\n',
      expectedOutput: `Move disk 1 from A to C
Total moves: 1`,
    },
    {
      name: 'two disks',
      stdin: '2\n',
      expectedOutput: `Move disk 1 from A to B
Move disk 2 from A to C
Move disk 1 from B to C
Total moves: 3`,
    },
    {
      name: 'five disks',
      stdin: '5\n',
      expectedOutput: `Move disk 1 from A to C
Move disk 2 from A to B
Move disk 1 from C to B
Move disk 3 from A to C
Move disk 1 from B to A
Move disk 2 from B to C
Move disk 1 from A to C
Move disk 4 from A to B
Move disk 1 from C to B
Move disk 2 from C to A
Move disk 1 from B to A
Move disk 3 from C to B
Move disk 1 from A to C
Move disk 2 from A to B
Move disk 1 from C to B
Move disk 5 from A to C
Move disk 1 from B to A
Move disk 2 from B to C
Move disk 1 from A to C
Move disk 3 from B to A
Move disk 1 from C to B
Move disk 2 from C to A
Move disk 1 from B to A
Move disk 4 from B to C
Move disk 1 from A to C
Move disk 2 from A to B
Move disk 1 from C to B
Move disk 3 from A to C
Move disk 1 from B to A
Move disk 2 from B to C
Move disk 1 from A to C
Total moves: 31`,
    },
  ],
};
