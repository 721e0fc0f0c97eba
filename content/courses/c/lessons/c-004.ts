import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-004's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Control Flow: if/else and switch

So far, every program has run straight from top to bottom. Real programs make decisions: they show a different message, take a different path or reject bad data. C's tools for this are \`if\`, \`else\` and \`switch\`.

## if and else

\`\`\`c
if (temperature > 30) {
    printf("It's hot outside.\\n");
}
\`\`\`

The condition in parentheses can be any expression. C treats 0 as false and *any non-zero value* as true. If the condition is true, the block in braces runs; otherwise it is skipped.

Add \`else\` to handle the other case, and chain \`else if\` to test several conditions in order:

\`\`\`c
if (score >= 90) {
    grade = 'A';
} else if (score >= 80) {
    grade = 'B';
} else {
    grade = 'F';
}
\`\`\`

The conditions are checked from top to bottom, and only the *first* matching branch runs. That is why the order matters: a score of 95 is also \`>= 80\`, but it never reaches that test. The final \`else\` catches everything the earlier tests did not.

Use braces even around a single statement. Without them, only the very next statement belongs to the \`if\`, and a line added later can silently change what the program does.

## Combining conditions

The logical operators from the previous lesson let one \`if\` test several things at once:

\`\`\`c
if (score < 0 || score > 100) {
    printf("Invalid score\\n");
} else if (score >= 50 && passed_exam) {
    printf("Passed\\n");
}
\`\`\`

Checking for impossible values first, as here, is a good habit: the rest of the chain can then assume the data makes sense.

An \`if\` can also sit inside another \`if\` block. Nesting is useful, but more than two or three levels become hard to follow; combining conditions with \`&&\` often reads better.

## The conditional operator

For a simple choice between two values, the conditional operator \`?:\` is compact:

\`\`\`c
printf("%s\\n", n % 2 == 0 ? "even" : "odd");
\`\`\`

Read it as "if the condition holds, this value, otherwise that value". The \`%s\` specifier prints a string. Use \`?:\` to pick values, not to replace complex logic.

## switch

When you compare one integer value, including a \`char\`, against several constants, \`switch\` is often clearer than a long \`else if\` chain:

\`\`\`c
switch (grade) {
case 'A':
    printf("Excellent!\\n");
    break;
case 'B':
case 'C':
    printf("Well done.\\n");
    break;
default:
    printf("Keep practising.\\n");
    break;
}
\`\`\`

- Each \`case\` label must be a constant, such as \`'A'\` or \`3\`, and no two labels may have the same value.
- Execution jumps to the matching label and continues until it reaches a \`break\`.
- Without a \`break\`, execution *falls through* into the next case. Stacking labels with nothing between them, like \`case 'B':\` and \`case 'C':\` above, is the intended way to share code between cases.
- \`default\` runs when no case matches. Include it, even if only to catch values you did not expect.

\`switch\` cannot compare strings or floating-point values, and it cannot test ranges such as "80 to 89"; use \`if\` for those.

## Common mistakes

- **\`=\` instead of \`==\`.** \`if (x = 5)\` assigns 5 to \`x\` and is always true. gcc warns \`suggest parentheses around assignment used as truth value\`. You meant \`if (x == 5)\`.
- **A stray semicolon.** In \`if (ready);\` the semicolon is an empty statement that becomes the whole body of the \`if\`, so the block after it always runs. gcc warns \`suggest braces around empty body in an 'if' statement\`. Delete the semicolon.
- **Missing braces.** Without braces, only the first statement is guarded:

  \`\`\`c
  if (balance < 0)
      printf("Overdrawn!\\n");
      fee = 25; // runs every time, despite the indentation
  \`\`\`

  gcc warns \`this 'if' clause does not guard...\`. Put braces around both statements.
- **A forgotten \`break\`.** Execution falls through into the next case and runs its code too. With \`-Wextra\`, gcc warns \`this statement may fall through\`.
- **A variable as a case label.** \`case limit:\` fails with \`case label does not reduce to an integer constant\`. Use an \`if\` chain to compare against variables.
- **Comparing floating-point values with \`==\`.** \`0.1 + 0.2 == 0.3\` is false, because both sides are rounded binary approximations. Check whether the difference is smaller than a tiny tolerance instead.

## Try it

- Change \`temperature\` to 35, then to 5, and check which message appears.
- Set \`score\` to exactly 90. Which grade do you get, and why?
- Add an \`else if\` branch for grade \`'D'\` (60 to 69) and a matching \`case 'D':\` in the \`switch\`.
- Remove the \`break\` after \`"Excellent!"\`, set \`score\` to 95, and watch the fall-through.`,
  code: String.raw`#include <stdio.h>

int main(void)
{
    int temperature = 23;
    if (temperature > 30) {
        printf("%d degrees: it's hot outside.\n", temperature);
    } else if (temperature >= 15) {
        printf("%d degrees: a pleasant day.\n", temperature);
    } else {
        printf("%d degrees: bring a jacket.\n", temperature);
    }

    /* Only the first matching branch runs, so test the highest score first. */
    int score = 82;
    char grade = 'F';
    if (score >= 90) {
        grade = 'A';
    } else if (score >= 80) {
        grade = 'B';
    } else if (score >= 70) {
        grade = 'C';
    }
    printf("A score of %d earns grade %c.\n", score, grade);

    /* switch jumps to the matching case; break leaves the switch. */
    switch (grade) {
    case 'A':
        printf("Excellent!\n");
        break;
    case 'B':
    case 'C':
        printf("Well done.\n");
        break;
    default:
        printf("Keep practising.\n");
        break;
    }

    /* The conditional operator picks one of two values. */
    int number = 7;
    printf("%d is %s.\n", number, number % 2 == 0 ? "even" : "odd");
    return 0;
}
`,
  expectedOutput: `23 degrees: a pleasant day.
A score of 82 earns grade B.
Well done.
7 is odd.`,
  exercise: {
    title: 'Grade a score',
    task: `Turn an exam score into a letter grade and a comment.

The starter code already reads one whole number, \`score\`, from the input (lesson c-006 explains how reading input works). If the input holds no number at all, it prints \`Invalid score\` and stops.

- If the score is below 0 or above 100, print only \`Invalid score\`.
- Otherwise choose the grade with an \`if\` / \`else if\` chain: 90 to 100 is \`A\`, 80 to 89 \`B\`, 70 to 79 \`C\`, 60 to 69 \`D\`, and below 60 \`F\`. Print \`Grade:\`, a space and the letter.
- Then print a comment on a second line, chosen with a \`switch\` on the letter: \`Excellent!\` for A, \`Well done.\` for B and C, \`You passed.\` for D, and \`Keep practising.\` for F.

For the input \`85\` the output is:

\`\`\`text
Grade: B
Well done.
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    int score = 0;

    /* Read a whole number into score; lesson c-006 explains scanf.
       If there is no number, say so and stop. */
    if (scanf("%d", &score) != 1) {
        printf("Invalid score\n");
        return 0;
    }

    /* Your code here: print "Invalid score" for scores below 0 or above 100. */

    /* Your code here: extend this chain with the grades B, C, D and F. */
    char grade = 'F';
    if (score >= 90) {
        grade = 'A';
    }
    printf("Grade: %c\n", grade);

    /* Your code here: print the comment for the grade with a switch. */

    return 0;
}
`,
    hints: [
      'Test for invalid scores first, with || joining the two conditions, and return 0 right after printing "Invalid score" so nothing else is printed.',
      'In the else if chain, check the highest range first: once score >= 90 has failed, score >= 80 already means 80 to 89.',
      "In the switch, stack case 'B': and case 'C': on top of each other so they share one printf, and end every case with break.",
      'The switch looks like: switch (grade) { case \'A\': printf("Excellent!\\n"); break; case \'B\': case \'C\': printf("Well done.\\n"); break; ... default: printf("Keep practising.\\n"); break; }',
    ],
    visibleCases: [
      {
        name: 'a B grade',
        stdin: '85\n',
        expectedOutput: 'Grade: B\nWell done.\n',
      },
      {
        name: 'a D grade',
        stdin: '64\n',
        expectedOutput: 'Grade: D\nYou passed.\n',
      },
      {
        name: 'a score above 100',
        stdin: '101\n',
        expectedOutput: 'Invalid score\n',
      },
    ],
  },
};
