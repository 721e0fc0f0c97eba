import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-005's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Loops: for, while and do-while

Computers excel at repetition. A *loop* runs a block of code again and again while a condition holds. Each run of the body is called an *iteration*. C has three loop statements, and each fits a slightly different situation.

## The for loop

Use \`for\` when you know in advance how many times to repeat:

\`\`\`c
for (int i = 1; i <= 5; i++) {
    printf("%d ", i);
}
\`\`\`

The header has three parts, separated by semicolons:

1. The **initialisation** (\`int i = 1\`) runs once, before the loop starts.
2. The **condition** (\`i <= 5\`) is checked before every iteration; the loop stops as soon as it is false.
3. The **update** (\`i++\`) runs after every iteration.

A variable declared in the header, like \`i\`, exists only inside the loop. The update can be anything: \`i--\` counts down, and \`i += 2\` takes steps of two.

## The while loop

\`while\` repeats as long as its condition is true. Use it when the number of iterations depends on what happens inside the loop:

\`\`\`c
int n = 100;
int steps = 0;
while (n > 1) {
    n /= 2;
    steps++;
}
\`\`\`

The condition is checked *before* each iteration, so if it is false from the start, the body never runs.

## The do-while loop

\`do-while\` checks its condition *after* the body, so the body always runs at least once:

\`\`\`c
int countdown = 3;
do {
    printf("%d... ", countdown);
    countdown--;
} while (countdown > 0);
\`\`\`

Note the semicolon after \`while (...)\`. This loop suits tasks such as showing a menu at least once before deciding whether to show it again.

## Counters and running totals

Two patterns appear in almost every loop you will write. A *counter* starts at 0 and goes up by one each time something happens. A *running total* starts at 0 and adds each value as the loop meets it:

\`\`\`c
int total = 0;
for (int i = 1; i <= 100; i++) {
    total += i;
}
// total is 5050
\`\`\`

Declare and initialise the counter or total *before* the loop. Declared inside the body, it would start again from 0 on every iteration.

## break and continue

- \`break\` leaves the innermost loop immediately.
- \`continue\` skips the rest of the current iteration and moves on to the next one. In a \`for\` loop, the update still runs.

\`\`\`c
int sum = 0;
for (int i = 1; i <= 10; i++) {
    if (i % 2 == 0) {
        continue; // skip even numbers
    }
    sum += i;
}
// sum is now 1 + 3 + 5 + 7 + 9 = 25
\`\`\`

\`break\` is handy when you search for something and can stop as soon as you find it. A loop written as \`while (1)\` never ends on its own, so a \`break\` inside it must eventually run.

## Nested loops

A loop can contain another loop. The inner loop runs completely for every single iteration of the outer one, which makes nested loops a natural fit for grids and tables, like the multiplication table in this lesson's program. The \`%4d\` specifier pads each number to a width of 4 characters so the columns line up.

The inner loop's limit may depend on the outer loop's variable. This prints a triangle of 1, 2 and 3 stars:

\`\`\`c
for (int row = 1; row <= 3; row++) {
    for (int col = 1; col <= row; col++) {
        printf("*");
    }
    printf("\\n");
}
\`\`\`

## Common mistakes

- **Infinite loops.** Something in the body must move the condition towards false. A \`while (i < 5)\` loop whose body never changes \`i\` runs forever, and the compiler does not warn. On CodeNest, the run is stopped when it hits the time limit.
- **Off-by-one errors.** \`i < 5\` and \`i <= 5\` differ by one iteration. When unsure, trace the first and last values by hand.
- **A stray semicolon.** \`for (int i = 0; i < 5; i++);\` has an empty body, so the block after it runs only once, after the loop has finished. With \`while (i < 5);\` the empty loop never ends if the condition starts out true, because nothing in it changes \`i\`. gcc sometimes warns \`this 'for' clause does not guard...\`, but not always, so look for a semicolon right after the parentheses.
- **Forgetting the semicolon of do-while.** \`} while (countdown > 0)\` without \`;\` gives \`error: expected ';' before ...\`.
- **Using the loop variable after the loop.** A variable declared in the \`for\` header no longer exists afterwards: \`printf("%d", i);\` below the loop gives \`error: 'i' undeclared\`. Declare it before the loop if you need its final value.
- **Resetting a total inside the loop.** \`int total = 0;\` inside the body throws the previous sum away on every iteration. Move it above the loop.

## Try it

- Change the first \`for\` loop to count down from 5 to 1.
- Change the \`while\` loop to count how many times 1000 can be halved before it reaches 1.
- Use \`continue\` to print only the odd numbers in the counting loop.
- Extend the multiplication table to 5 rows and 5 columns.`,
  code: String.raw`#include <stdio.h>

int main(void)
{
    /* for: a fixed number of repetitions */
    printf("Counting up:");
    for (int i = 1; i <= 5; i++) {
        printf(" %d", i);
    }
    printf("\n");

    /* while: repeat until the condition becomes false */
    int n = 100;
    int steps = 0;
    while (n > 1) {
        n /= 2;
        steps++;
    }
    printf("Halving 100 until it reaches 1 takes %d steps.\n", steps);

    /* do-while: the body always runs at least once */
    int countdown = 3;
    do {
        printf("%d... ", countdown);
        countdown--;
    } while (countdown > 0);
    printf("Liftoff!\n");

    /* nested loops: a small multiplication table */
    for (int row = 1; row <= 3; row++) {
        for (int col = 1; col <= 3; col++) {
            printf("%4d", row * col);
        }
        printf("\n");
    }

    return 0;
}
`,
  expectedOutput: `Counting up: 1 2 3 4 5
Halving 100 until it reaches 1 takes 6 steps.
3... 2... 1... Liftoff!
   1   2   3
   2   4   6
   3   6   9`,
  exercise: {
    title: 'A triangle of stars',
    task: `Draw a triangle of stars with nested loops, and count the stars.

The starter code already reads one whole number, \`n\`, from the input (lesson c-006 explains how reading input works). It is at most 100.

- If \`n\` is 0 or less, print only \`Nothing to draw\`.
- Otherwise print \`n\` rows: row 1 has one \`*\`, row 2 has two, and so on up to row \`n\`. Print no spaces between the stars. After the triangle, print \`Total stars:\`, a space and the number of stars drawn.

For the input \`4\` the output is:

\`\`\`text
*
**
***
****
Total stars: 10
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    int n = 0;

    /* Read a whole number into n; lesson c-006 explains scanf.
       If there is no number, n stays 0. */
    if (scanf("%d", &n) != 1) {
        n = 0;
    }

    /* Your code here: if n is 0 or less, print "Nothing to draw" and stop. */

    int total = 0;
    for (int row = 1; row <= n; row++) {
        /* Your code here: print row stars with an inner loop, counting them in total. */
        printf("*");
        printf("\n");
    }
    printf("Total stars: %d\n", total);

    return 0;
}
`,
    hints: [
      'Handle n <= 0 first with an if: print the message and return 0 so nothing else is printed.',
      'The inner loop runs once per star in the current row, so its condition compares its own counter with row.',
      'Add 1 to total every time you print a star, inside the inner loop; print the newline after the inner loop ends.',
      'Replace the single printf("*") with: for (int col = 1; col <= row; col++) { printf("*"); total++; }',
    ],
    visibleCases: [
      {
        name: 'four rows',
        stdin: '4\n',
        expectedOutput: '*\n**\n***\n****\nTotal stars: 10\n',
      },
      {
        name: 'zero rows',
        stdin: '0\n',
        expectedOutput: 'Nothing to draw\n',
      },
    ],
  },
};
