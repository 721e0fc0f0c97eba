import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-003's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Operators and Expressions

An *expression* combines values, variables and operators to produce a new value. \`a + b * 2\` is an expression, and so is \`score >= 50\`. C has a rich set of operators, and knowing exactly how they behave saves you from subtle bugs.

## Arithmetic

- \`+\` addition, \`-\` subtraction, \`*\` multiplication
- \`/\` division
- \`%\` remainder (modulo), for integers only

When both operands of \`/\` are integers, C performs *integer division* and discards the fractional part:

\`\`\`c
int a = 17, b = 5;
printf("%d\\n", a / b); // 3, not 3.4
printf("%d\\n", a % b); // 2, the remainder
\`\`\`

Integer division always truncates *towards zero*, also for negative numbers: \`-17 / 5\` is \`-3\`, and the remainder takes the sign of the left operand, so \`-17 % 5\` is \`-2\`. The two always fit together: \`(a / b) * b + a % b\` equals \`a\`.

Dividing an integer by zero, or taking a remainder by zero, is undefined behaviour: the program may crash or produce any result. Check any divisor that comes from data before you divide.

## Mixing types and casts

When one operand is a \`double\` and the other an \`int\`, C converts the \`int\` to \`double\` first, and the result is a \`double\`. To get a fractional result from two integers, make at least one operand floating point with a *cast*, a type name in parentheses in front of a value:

\`\`\`c
printf("%.1f\\n", (double)a / b); // 3.4
printf("%.1f\\n", (double)(a / b)); // 3.0: the division already happened
\`\`\`

The position of the cast matters. In the second line the integer division runs first, and only its result, 3, is converted.

## Assignment and compound assignment

\`=\` stores a value in a variable. The compound operators combine an operation with assignment:

\`\`\`c
int score = 10;
score += 5;  // same as score = score + 5, now 15
score *= 2;  // now 30
score -= 1;  // now 29
score /= 2;  // integer division again: now 14
\`\`\`

There is also \`%=\`, which replaces a variable with its remainder.

## Increment and decrement

\`x++\` and \`++x\` both add 1 to \`x\`; \`x--\` and \`--x\` subtract 1. As statements on their own they do the same thing. The difference shows up inside a larger expression: \`x++\` yields the *old* value, \`++x\` the *new* one.

Never modify the same variable twice in one expression, as in \`i = i++ + 1\`: the result is undefined behaviour. Keep increments in statements of their own.

## Comparison and logic

Relational operators compare two values and produce an \`int\`: 1 for true, 0 for false.

- \`==\` equal, \`!=\` not equal
- \`<\`, \`<=\`, \`>\` and \`>=\`

Logical operators combine conditions:

- \`&&\` (and) is true only if both sides are true
- \`||\` (or) is true if at least one side is true
- \`!\` (not) turns true into false and false into true

\`&&\` and \`||\` *short-circuit*: if the left side already decides the answer, the right side is not evaluated at all. That makes \`count != 0 && total / count > 10\` safe, because the division only happens when \`count\` is not zero.

## Precedence

As in mathematics, some operators bind tighter than others. \`*\`, \`/\` and \`%\` come before \`+\` and \`-\`, which come before comparisons, which come before \`&&\`, which comes before \`||\`. Assignment comes after all of these.

\`\`\`c
2 + 3 * 4    // 14
(2 + 3) * 4  // 20
\`\`\`

When in doubt, add parentheses. They cost nothing and make your intent obvious to the next reader.

## Common mistakes

- **\`=\` instead of \`==\`.** \`x = 5\` *stores* 5 in \`x\`; \`x == 5\` *compares*. Used as a condition, \`x = 5\` is always true. gcc warns \`suggest parentheses around assignment used as truth value\`.
- **Integer division by accident.** \`double half = 1 / 2;\` stores 0.0, because \`1 / 2\` is an integer division that gives 0 before the conversion to \`double\` happens. Write \`1.0 / 2\` or cast one operand.
- **\`%\` with floating-point values.** \`7.5 % 2\` stops the build with \`error: invalid operands to binary %\`. The remainder operator only works on integers.
- **Chained comparisons.** \`0 < x < 10\` does not mean "x is between 0 and 10": C compares \`0 < x\` first, gets 0 or 1, and compares *that* with 10, so the result is always 1. gcc warns \`comparisons like 'X<=Y<=Z' do not have their mathematical meaning\`. Write \`0 < x && x < 10\`.
- **\`^\` for powers.** In C, \`2 ^ 3\` is a bitwise operation (lesson c-021) and gives 1, not 8, without any warning. Multiply (\`x * x\`) instead.
- **Overflow.** If a calculation on \`int\` values goes past the largest \`int\`, about 2.1 billion, the behaviour is undefined. Use a larger type such as \`long long\` when numbers can grow that big.

## Try it

- Change \`b\` to 4 and predict every line of output before you run the program.
- Print \`-17 / 5\` and \`-17 % 5\`, and check that you see -3 and -2.
- Write an expression that is 1 when \`a\` is even and 0 otherwise.
- Move the cast to \`(double)(a / b)\` and explain the new result.`,
  code: String.raw`#include <stdio.h>

int main(void)
{
    int a = 17;
    int b = 5;

    printf("a + b = %d\n", a + b);
    printf("a - b = %d\n", a - b);
    printf("a * b = %d\n", a * b);
    printf("a / b = %d\n", a / b); /* integer division drops the fraction */
    printf("a %% b = %d\n", a % b); /* the remainder */
    printf("(double)a / b = %.1f\n", (double)a / b);

    int score = 10;
    score += 5; /* 15 */
    score *= 2; /* 30 */
    score--;    /* 29 */
    printf("score = %d\n", score);

    int x = 5;
    int before = x++; /* before gets 5, then x becomes 6 */
    int after = ++x;  /* x becomes 7, then after gets 7 */
    printf("before = %d, after = %d, x = %d\n", before, after, x);

    printf("a > b: %d\n", a > b);
    printf("a == b: %d\n", a == b);
    printf("a is between 10 and 20: %d\n", a > 10 && a < 20);
    printf("2 + 3 * 4 = %d\n", 2 + 3 * 4);
    printf("(2 + 3) * 4 = %d\n", (2 + 3) * 4);

    return 0;
}
`,
  expectedOutput: `a + b = 22
a - b = 12
a * b = 85
a / b = 3
a % b = 2
(double)a / b = 3.4
score = 29
before = 5, after = 7, x = 7
a > b: 1
a == b: 0
a is between 10 and 20: 1
2 + 3 * 4 = 14
(2 + 3) * 4 = 20`,
  exercise: {
    title: 'Seconds to hours and minutes',
    task: `Convert a number of seconds into hours, minutes and seconds.

The starter code already reads one whole number, \`total\`, from the input: a number of seconds between 0 and 2147483647 (lesson c-006 explains how reading input works).

Print two lines:

1. \`<total> seconds is <h> h <m> min <s> s\`, where \`h\` is the number of whole hours, \`m\` the whole minutes left over, and \`s\` the seconds left over after that.
2. \`In minutes: <value>\`, the total expressed in minutes, with 2 decimal places.

For the input \`3725\` the output is:

\`\`\`text
3725 seconds is 1 h 2 min 5 s
In minutes: 62.08
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    int total = 0;

    /* This line reads a whole number from the input into total.
       Lesson c-006 explains scanf; leave it as it is. */
    scanf("%d", &total);

    int hours = total / 3600; /* an hour has 3600 seconds */
    int minutes = 0; /* Your code here: the whole minutes left over after the hours */
    int seconds = 0; /* Your code here: the seconds left over after the minutes */

    printf("%d seconds is %d h %d min %d s\n", total, hours, minutes, seconds);

    /* Your code here: print the second line: total in minutes, with 2 decimal places. */

    return 0;
}
`,
    hints: [
      'The remainder operator % gives what is left over after a division: total % 3600 is the number of seconds that do not make up a whole hour.',
      'Divide the seconds left over after the hours by 60 to get the minutes; the remainder of total divided by 60 gives the seconds.',
      'total / 60 is an integer division and loses the fraction. Cast first: (double)total / 60, and print it with %.2f.',
      'minutes = total % 3600 / 60; seconds = total % 60; then printf("In minutes: %.2f\\n", (double)total / 60);',
    ],
    visibleCases: [
      {
        name: 'the example from the task',
        stdin: '3725\n',
        expectedOutput: '3725 seconds is 1 h 2 min 5 s\nIn minutes: 62.08\n',
      },
      {
        name: 'less than a minute',
        stdin: '59\n',
        expectedOutput: '59 seconds is 0 h 0 min 59 s\nIn minutes: 0.98\n',
      },
    ],
  },
};
