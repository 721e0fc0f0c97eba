import type { LessonBody } from '../../lesson-parts';

/** Lesson c-020's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Headers and Multi-File Programs

Every program so far has lived in a single file. Real projects are split into many: a text editor might have one file for the screen, one for the keyboard and one for saving documents. Each file stays small enough to understand, and a piece that works, such as a stack or a list, can be reused in the next project.

CodeNest compiles exactly one file, so this lesson's program is one file with three clearly marked sections, \`stack.h\`, \`stack.c\` and \`main.c\`. Read it as three files glued together; the comments show what each real file would contain.

## Declarations and definitions

Splitting a program rests on one distinction:

- A **declaration** tells the compiler that something exists and what its type is. \`bool stack_push(Stack *s, int value);\` is a declaration: a function prototype, with no body.
- A **definition** creates the thing itself: the function with its body, or the variable with its storage.

A program may *declare* a name as often as it likes, but must *define* it exactly once. To call a function, a file needs only its declaration. The definition may sit in another file, and a later step finds it.

## From source files to a program

Each \`.c\` file is compiled on its own, into an *object file* (\`.o\`). Then the *linker* joins all object files into one program, connecting each call to the definition of the function, in whichever file it is:

\`\`\`sh
gcc -std=c17 -Wall -Wextra -c stack.c      # makes stack.o
gcc -std=c17 -Wall -Wextra -c main.c       # makes main.o
gcc stack.o main.o -o app                   # links them
\`\`\`

Or all at once: \`gcc -std=c17 -Wall -Wextra main.c stack.c -o app\`. When you change one file, only that file needs compiling again, which matters in projects with hundreds of files.

## Headers: the shared declarations

While compiling \`main.c\`, the compiler has never seen \`stack.c\`. It still needs to know the \`Stack\` type and what \`stack_push\` expects. A *header* (\`.h\` file) collects those declarations, and every file that needs them includes it:

\`\`\`c
/* stack.h */
#define STACK_CAPACITY 4

typedef struct {
    int items[STACK_CAPACITY];
    int size;
} Stack;

void stack_init(Stack *s);
bool stack_push(Stack *s, int value);
\`\`\`

\`stack.c\` and \`main.c\` both start with \`#include "stack.h"\`. Including it in \`stack.c\` as well lets the compiler check that the definitions match the declarations.

A header holds **declarations**: prototypes, types (\`struct\`, \`typedef\`, \`enum\`), macros and \`extern\` variable declarations. It should not hold function bodies or variable definitions: every \`.c\` file that includes it would then define them again.

## Sharing a variable with extern

A global variable shared between files is *defined* in one \`.c\` file and *declared* with \`extern\` in the header:

\`\`\`c
/* stack.h */
extern int stack_total_pushes;   // declaration: no storage created

/* stack.c */
int stack_total_pushes = 0;      // definition: the one real variable
\`\`\`

Shared globals make programs harder to follow, so use them sparingly. Passing values through parameters is usually better.

## Keeping things private with static

A function marked \`static\` at file level can be called only from its own file. \`stack_is_full\` is a helper that only \`stack.c\` needs, so it is \`static\`. Other files cannot call it, and another file may use the same name for its own helper without a clash. Mark everything \`static\` that is not part of the header's interface.

## Include guards

Headers often include other headers, so one file can end up including the same header twice. Pasting \`typedef struct { ... } Stack;\` twice is an error: gcc reports *conflicting types for Stack*, because each copy creates a new struct type. An *include guard* makes the second copy vanish:

\`\`\`c
#ifndef STACK_H
#define STACK_H

/* ... the whole header ... */

#endif /* STACK_H */
\`\`\`

The first time, \`STACK_H\` is not defined, so the preprocessor keeps the contents and defines \`STACK_H\`. Any later time, \`#ifndef STACK_H\` is false and everything up to \`#endif\` is skipped. Name the macro after the file, in capitals, so that no two headers use the same one. Many compilers also accept \`#pragma once\` for the same purpose, but it is an extension, not standard C.

The example proves the guard works: the \`main.c\` section checks that \`STACK_H\` is still defined, and the \`#error\` inside would stop the compilation if it were not.

## Common mistakes

- **A function defined in a header.** If \`stack.h\` contains a body and two \`.c\` files include it, the linker reports *multiple definition of stack_init*. Keep only the prototype in the header.
- **Forgetting a file when linking.** \`gcc main.c -o app\` without \`stack.c\` compiles, then fails with *undefined reference to stack_push*: the declaration was there, but no definition. List every \`.c\` file.
- **A variable defined in a header.** \`int count = 0;\` in a header gives every including file its own definition, and the linker complains again. Use \`extern int count;\` in the header and define it in one \`.c\` file.
- **No include guard.** The second inclusion fails with errors such as *conflicting types for Stack* or *redefinition of struct point*. Give every header a guard.
- **Including a \`.c\` file.** \`#include "stack.c"\` seems to work until two files do it. Include headers, compile \`.c\` files.

## Try it

- Change \`STACK_CAPACITY\` to 6 and run the program again: every use changes with it.
- In the \`main.c\` section, try calling \`stack_is_full(&s)\`. Here it compiles, because everything is one file; in a real \`main.c\` it would fail. Explain why.
- Add a function \`int stack_size(const Stack *s)\`: its prototype in the header section, its body in the \`stack.c\` section. Print the size after the pushes.
- Change \`#ifndef STACK_H\` in the \`main.c\` section to \`#ifdef STACK_H\` and read the error message you get.`,
  code: String.raw`/*
 * One file standing in for three: stack.h (the interface), stack.c (the
 * implementation) and main.c (the program using it). As three real files they
 * would be built with: gcc -std=c17 -Wall -Wextra main.c stack.c -o app
 */

/* ============================== stack.h ============================== */
#ifndef STACK_H /* include guard: the first copy defines STACK_H ... */
#define STACK_H /* ... so any later copy of this header is skipped */

#include <stdbool.h>

#define STACK_CAPACITY 4

typedef struct {
    int items[STACK_CAPACITY];
    int size;
} Stack;

extern int stack_total_pushes; /* a declaration: the variable lives in stack.c */

void stack_init(Stack *s);
bool stack_push(Stack *s, int value);
bool stack_pop(Stack *s, int *out);

#endif /* STACK_H */

/* ============================== stack.c ============================== */
/* #include "stack.h"   <- the first line of the real stack.c */

int stack_total_pushes = 0; /* the definition: exactly one .c file has it */

/* static: a private helper that other files cannot call */
static bool stack_is_full(const Stack *s)
{
    return s->size == STACK_CAPACITY;
}

void stack_init(Stack *s)
{
    s->size = 0;
}

bool stack_push(Stack *s, int value)
{
    if (stack_is_full(s)) {
        return false;
    }
    s->items[s->size++] = value;
    stack_total_pushes++;
    return true;
}

bool stack_pop(Stack *s, int *out)
{
    if (s->size == 0) {
        return false;
    }
    *out = s->items[--s->size];
    return true;
}

/* ============================== main.c =============================== */
#include <stdio.h>
/* #include "stack.h"   <- main.c includes the header too. Pasting it again
   here would change nothing: STACK_H is defined, so the guard skips it. */
#ifndef STACK_H
#error "never happens: the guard macro is already defined"
#endif

int main(void)
{
    Stack s;
    stack_init(&s);

    for (int value = 10; value <= 60; value += 10) {
        if (stack_push(&s, value)) {
            printf("pushed %d\n", value);
        } else {
            printf("stack full, %d not pushed\n", value);
        }
    }

    int top;
    while (stack_pop(&s, &top)) {
        printf("popped %d\n", top);
    }
    printf("successful pushes: %d\n", stack_total_pushes);
    return 0;
}
`,
  expectedOutput: `pushed 10
pushed 20
pushed 30
pushed 40
stack full, 50 not pushed
stack full, 60 not pushed
popped 40
popped 30
popped 20
popped 10
successful pushes: 4`,
  exercise: {
    title: 'A Statistics Module',
    task: `The program below is split, like this lesson's example, into the sections of three files: the header \`stats.h\`, its implementation \`stats.c\` and \`main.c\`. The header and \`main\` are finished. Complete the two unfinished functions in the \`stats.c\` section so that they do what the header promises:

- \`stats_add(s, value)\` records one more value: it counts it, adds it to \`sum\` and updates \`min\` and \`max\`.
- \`stats_average(s)\` returns the average of the values added so far as a \`double\`, or \`0.0\` if there are none.

**Input:** any number of integers, separated by white space. Each fits in an \`int\`.

**Output:** if there were no numbers, the single line \`no data\`. Otherwise four lines: \`count: N\`, \`min: X\`, \`max: Y\` and \`average: A\`, with the average rounded to 2 decimal places (\`main\` already prints them).

**Example.** For the input \`4 8 15 16 23 42\` the program prints

\`\`\`
count: 6
min: 4
max: 42
average: 18.00
\`\`\``,
    starterCode: String.raw`/*
 * One file standing in for three: stats.h, stats.c and main.c.
 * Only the stats.c section needs your work.
 */

/* ============================== stats.h ============================== */
#ifndef STATS_H
#define STATS_H

typedef struct {
    int count;     /* how many values were added */
    long long sum; /* their total: long long, so big values cannot overflow it */
    int min;       /* the smallest value so far (meaningless while count is 0) */
    int max;       /* the largest value so far (meaningless while count is 0) */
} Stats;

void stats_init(Stats *s);
void stats_add(Stats *s, int value);
double stats_average(const Stats *s);

#endif /* STATS_H */

/* ============================== stats.c ============================== */
/* #include "stats.h" */

void stats_init(Stats *s)
{
    s->count = 0;
    s->sum = 0;
    s->min = 0;
    s->max = 0;
}

void stats_add(Stats *s, int value)
{
    /* Your code here: count the value, add it to the sum, and update min and max.
       The first value is both the smallest and the largest so far. */
    (void)s;
    (void)value;
}

double stats_average(const Stats *s)
{
    /* Your code here: return the sum divided by the count, as a double.
       Return 0.0 when no values were added. */
    (void)s;
    return 0.0;
}

/* ============================== main.c =============================== */
#include <stdio.h>
/* #include "stats.h" */

int main(void)
{
    Stats stats;
    stats_init(&stats);

    int value;
    while (scanf("%d", &value) == 1) {
        stats_add(&stats, value);
    }

    if (stats.count == 0) {
        printf("no data\n");
        return 0;
    }
    printf("count: %d\n", stats.count);
    printf("min: %d\n", stats.min);
    printf("max: %d\n", stats.max);
    printf("average: %.2f\n", stats_average(&stats));
    return 0;
}
`,
    hints: [
      '`main` calls `stats_add` once per number. Each call changes the `Stats` struct through the pointer `s`, with `s->count`, `s->sum`, `s->min` and `s->max`.',
      '`stats_init` sets `min` and `max` to 0, which is not a real value. When `s->count` is still 0, the new value is both the smallest and the largest so far.',
      'For the average, convert before dividing: `(double)s->sum / s->count`. Without the cast, C divides two integers and drops the fraction.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '4 8 15 16 23 42\n',
        expectedOutput: `count: 6
min: 4
max: 42
average: 18.00`,
      },
      {
        name: 'an average with a fraction',
        stdin: '1 2\n',
        expectedOutput: `count: 2
min: 1
max: 2
average: 1.50`,
      },
    ],
  },
};
