import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-008's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Scope and Storage Duration

Every variable in C answers two questions:

- **Scope**: in which part of the source code can its name be used?
- **Storage duration**: for how long, while the program runs, does the variable exist and keep its value?

The two are related but not the same. Understanding both explains why a variable "disappears" after a loop, why a function forgets everything between calls, and how to make it remember.

## Block scope

A *block* is code between a pair of braces: a function body, the body of an \`if\` or a loop, or even a pair of braces on their own. A variable declared inside a block has *block scope*: its name can be used from its declaration to the closing brace of that block, and nowhere else.

\`\`\`c
int main(void)
{
    int total = 0;
    for (int i = 0; i < 3; i++) {
        int doubled = i * 2;   // visible only inside the loop body
        total += doubled;
    }
    printf("%d\\n", total);    // fine: total is still in scope
    // printf("%d\\n", i);     // error: i only exists in the for loop
    return 0;
}
\`\`\`

A variable declared in the header of a \`for\` loop, like \`i\`, belongs to the loop. A function's parameters have block scope too: they belong to the function body.

Because scopes are separate, two functions can each have a local variable called \`count\`, and they have nothing to do with each other. Variables declared inside functions are called *local variables*.

## Shadowing

An inner block may declare a variable with the same name as one in an outer block. The inner one then *shadows* (hides) the outer one until the inner block ends:

\`\`\`c
int x = 1;
{
    int x = 2;            // a different variable
    printf("%d\\n", x);   // 2
}
printf("%d\\n", x);       // 1: the outer x was never touched
\`\`\`

This is legal, but it makes code hard to read, and neither \`-Wall\` nor \`-Wextra\` warns about it (gcc's separate \`-Wshadow\` option does). Give different things different names.

## File scope and global variables

A variable declared outside every function has *file scope*: it can be used from its declaration to the end of the file, by every function below it. Such variables are often called *global variables*.

\`\`\`c
int calls = 0; // file scope

void greet(void)
{
    calls++;   // any function below can read and change it
}
\`\`\`

Globals are convenient, but any function can change them, so when one holds a wrong value you have to search the whole program for the culprit. Prefer passing values as parameters and returning results; keep globals for the rare data that really is shared by everything, or for constants.

## Storage duration: how long a variable lives

**Automatic storage duration** is what local variables have by default. The variable is created when execution enters its block and destroyed when execution leaves it. Every call of a function gets brand-new local variables, so a function cannot remember anything in them from one call to the next.

An automatic variable without an initialiser holds an *indeterminate* value: whatever happened to be in that memory. Reading it before assigning a value is undefined behaviour, so always initialise locals.

**Static storage duration** belongs to variables declared at file scope, and to local variables declared with the keyword \`static\`. Such a variable exists for the whole run of the program and keeps its value all the time. It is initialised once, before \`main\` starts, and if you give no initialiser it starts at 0. Its initialiser must be a constant, such as \`100\`, not the value of another variable.

C has two more kinds: *allocated* storage, which you request with \`malloc\` in lesson c-016, and *thread* storage, which this course does not need.

## static local variables

Put \`static\` in front of a local variable to give it static storage duration while keeping its block scope:

\`\`\`c
int next_id(void)
{
    static int id = 0; // set to 0 once, before the program starts
    id++;
    return id;         // 1, then 2, then 3...
}
\`\`\`

The line \`static int id = 0;\` does not reset \`id\` on each call: the initialisation happened once, before \`main\`. The variable survives between calls, yet no other function can see or change it. This is usually better than a global: the function remembers, and the memory stays private.

So scope and lifetime really are different things: \`id\` can only be *named* inside \`next_id\`, but it *lives* for the whole program.

## static at file scope

At file scope, \`static\` means something else. Every variable there already has static storage duration; adding \`static\` makes the *name* private to this source file:

\`\`\`c
static int hits;                 // only this file can use the name hits
static void log_hit(void) { hits++; }  // functions can be static too
\`\`\`

This only matters when a program is built from several \`.c\` files, which you will do in lesson c-020. Until then, it is a good habit for helpers that no other file needs.

## Common mistakes

- **Using a variable outside its block.** Printing a loop variable after the loop stops the build with \`error: 'i' undeclared (first use in this function)\`. Declare the variable before the loop if you need it afterwards.
- **Expecting a local variable to remember.** A plain \`int count = 0;\` inside a function is set to 0 on every call, so a counter built on it is always 1. Make it \`static\`, or keep the value in the caller and pass it in.
- **Reading an uninitialised local.** \`int sum; sum += 5;\` starts from garbage. gcc often warns \`'sum' is used uninitialized\`, but not in every case. Initialise every local where you declare it.
- **A non-constant static initialiser.** \`static int start = limit;\`, where \`limit\` is a variable, fails with \`initializer element is not constant\`. Use a constant, or assign the value in a statement.
- **Shadowing by accident.** Writing \`int total = 0;\` again inside a loop creates a second \`total\`; the outer one never changes. Remove the inner \`int\` to assign to the outer variable.

## Try it

- Remove \`static\` from \`ticket\` in \`next_ticket\`. Every round now gets ticket 101: why?
- Add \`static\` to \`count\` in \`fresh_count\` and predict the new output before running it.
- Try to print \`i\` after the \`for\` loop in \`main\` and read the compiler's message.
- Rename the inner \`x\` to \`y\` and check that the output stays the same.`,
  code: String.raw`#include <stdio.h>

/* File scope and static storage duration: calls exists for the whole
   run and, with no initialiser, starts at 0. Every function below can
   use it. */
int calls;

/* static at file scope: the name rounds is private to this file. */
static const int rounds = 3;

/* A static local: initialised once, before main starts, and it keeps
   its value from one call to the next. Only next_ticket can use it. */
int next_ticket(void)
{
    static int ticket = 100;
    calls++;
    ticket++;
    return ticket;
}

/* An automatic local: a brand-new count, set to 0, on every call. */
int fresh_count(void)
{
    int count = 0;
    calls++;
    count++;
    return count;
}

/* This x is a parameter of twice: it has nothing to do with main's x. */
int twice(int x)
{
    return x * 2;
}

int main(void)
{
    printf("calls before anything: %d\n", calls);

    for (int i = 1; i <= rounds; i++) {
        int ticket = next_ticket();
        int count = fresh_count();
        printf("round %d: ticket %d, fresh count %d\n", i, ticket, count);
    }
    /* i, ticket and count do not exist any more here. */
    printf("calls after the loop: %d\n", calls);

    int x = 1;
    printf("outer x = %d\n", x);
    {
        int x = 2; /* a second x that shadows the outer one */
        printf("inner x = %d\n", x);
    }
    printf("outer x again = %d\n", x);
    printf("twice(21) = %d, main's x is still %d\n", twice(21), x);
    return 0;
}
`,
  expectedOutput: `calls before anything: 0
round 1: ticket 101, fresh count 1
round 2: ticket 102, fresh count 1
round 3: ticket 103, fresh count 1
calls after the loop: 6
outer x = 1
inner x = 2
outer x again = 1
twice(21) = 42, main's x is still 1`,
  exercise: {
    title: 'Running total and maximum',
    task: `Write two functions that remember values between calls, using \`static\` local variables:

- \`int running_total(int value)\` adds \`value\` to a total kept between calls and returns the total so far.
- \`int running_max(int value)\` returns the largest value it has been given so far, including this one.

Do not use global variables: each function keeps its own state.

\`main\` is already written. It reads whole numbers from standard input until the input ends, and for each number prints one line with the number, the running total and the running maximum. If the input contains no numbers at all, it prints \`no numbers\`.

Example: for the input

\`\`\`
3 -1 7
\`\`\`

the program prints

\`\`\`
3: total 3, max 3
-1: total 2, max 3
7: total 9, max 7
\`\`\`

Watch out: the numbers may all be negative, and the maximum must still be correct.`,
    starterCode: String.raw`#include <stdio.h>

/* Adds value to a total kept between calls; returns the total so far. */
int running_total(int value)
{
    /* Write this function: keep the total in a static local variable. */
    return value;
}

/* Returns the largest value given so far, including this one. */
int running_max(int value)
{
    /* Write this function: keep the largest value in a static local
       variable. The very first value must become the maximum. */
    return value;
}

int main(void)
{
    int value;
    int count = 0;
    /* scanf returns 1 while it manages to read a number. */
    while (scanf("%d", &value) == 1) {
        int total = running_total(value);
        int max = running_max(value);
        printf("%d: total %d, max %d\n", value, total, max);
        count++;
    }
    if (count == 0) {
        printf("no numbers\n");
    }
    return 0;
}
`,
    hints: [
      'A local declared as static int total = 0; is set to 0 only once, before main starts. On every later call it still holds the value from the previous call.',
      'running_total only needs two statements: add value to the static total, then return it.',
      'For running_max, starting the maximum at 0 gives a wrong answer when every number is negative. Keep a second static variable, such as static int seen = 0;, that records whether a first value has arrived.',
      'In running_max: if seen is 0 or value is greater than the stored maximum, store value and set seen to 1. Then return the stored maximum.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '3 -1 7\n',
        expectedOutput: '3: total 3, max 3\n-1: total 2, max 3\n7: total 9, max 7',
      },
      {
        name: 'numbers on separate lines',
        stdin: '5\n10\n2\n',
        expectedOutput: '5: total 5, max 5\n10: total 15, max 10\n2: total 17, max 10',
      },
    ],
  },
};
