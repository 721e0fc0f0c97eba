import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-019's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# The Preprocessor

Before the compiler sees a single line of your program, another tool runs over it: the *preprocessor*. It does not understand C at all. It works on the text, following the instructions on lines that start with \`#\`, called *directives*. It pastes in files, replaces names with text and removes whole blocks of code, then hands the result to the compiler.

You have used it since your first program: \`#include <stdio.h>\` is a directive. To see what the preprocessor produces from a file, run \`gcc -E program.c\`; the output is long, because it contains every header you included.

## #include

\`#include\` replaces the line with the whole contents of another file:

\`\`\`c
#include <stdio.h>   // a standard header: searched in the system folders
#include "stack.h"   // your own header: searched next to your file first
\`\`\`

Angle brackets are for the standard library, double quotes for headers you write. The next lesson shows how to write your own.

## Object-like macros

\`#define NAME text\` creates a *macro*. From that line to the end of the file, every time \`NAME\` appears as a separate word, the preprocessor replaces it with \`text\`:

\`\`\`c
#define MAX_SCORE 100
#define GREETING "The preprocessor at work"

int scores[MAX_SCORE];   // the compiler sees: int scores[100];
\`\`\`

Macro names are written in capitals by convention, so readers can tell them from variables. A name inside a string literal or inside a longer word (\`MAX_SCORES\`) is not replaced. \`#undef NAME\` forgets a macro.

For a typed constant, a \`const\` variable or an \`enum\` is often better, because the compiler knows its type. Macros remain the usual way to give array sizes and settings a name in C.

## Function-like macros

A macro can take parameters. There must be no space between the name and the \`(\`:

\`\`\`c
#define SQUARE(x) ((x) * (x))
\`\`\`

\`SQUARE(5)\` becomes \`((5) * (5))\`. This is pure text substitution, which is why all those parentheses matter. Compare a careless version:

\`\`\`c
#define BAD_SQUARE(x) x * x

BAD_SQUARE(2 + 3)   // becomes 2 + 3 * 2 + 3, which is 11, not 25
\`\`\`

The rule: put parentheses around **every use of every parameter** and around **the whole body**. Without the outer pair, an operator next to the macro can take part of the body away. With \`#define SQUARE(x) (x) * (x)\`, \`100 / SQUARE(3)\` becomes \`100 / (3) * (3)\`. \`/\` and \`*\` have the same precedence and are worked out from left to right, so that is \`(100 / 3) * 3\`, which is 99; with the outer pair, \`100 / ((3) * (3))\` is 11. Not every expression shows the difference: \`100 - SQUARE(3)\` is 91 either way, because \`*\` binds tighter than \`-\`. So do not trust one test; put the parentheses in.

A second trap has no fix by parentheses: the argument is pasted in as many times as the parameter appears. \`SQUARE(i++)\` becomes \`((i++) * (i++))\`, which modifies \`i\` twice in one expression: undefined behaviour. Never pass an argument with a side effect (\`++\`, \`--\`, an assignment, a function call that prints) to a macro. A real function does not have these problems, so use one when speed is not critical.

A macro that must run several statements is wrapped in \`do { ... } while (0)\`, so that it behaves like one statement after an \`if\`. A long macro can continue on the next line when the line ends with a backslash \`\\\`.

## Turning arguments into strings and gluing names

Two operators work only inside macro definitions:

- \`#param\` turns the argument into a string literal, exactly as it was written.
- \`a##b\` glues two pieces into one name.

\`\`\`c
#define SHOW(expr) printf("%s = %d\\n", #expr, (expr))
#define MAKE_COUNTER(name) int name##_count = 0

SHOW(SQUARE(2 + 3));   // prints: SQUARE(2 + 3) = 25
MAKE_COUNTER(apple);   // declares: int apple_count = 0;
\`\`\`

\`SHOW\` is handy for debugging: it prints an expression and its value without typing it twice.

## Conditional compilation

Some directives decide which lines reach the compiler at all:

\`\`\`c
#define DEBUG 1

#if DEBUG
    printf("debug: x = %d\\n", x);
#endif
\`\`\`

- \`#if expression\` keeps the lines up to the matching \`#endif\` only if the expression is not zero. It may use integer constants, macros and \`defined(NAME)\`; a name that is not a macro counts as 0.
- \`#ifdef NAME\` and \`#ifndef NAME\` test whether a macro is defined, or not defined.
- \`#elif\` and \`#else\` add more branches, as in an \`if\` chain.
- \`#error message\` stops the compilation with your message, for settings that make no sense.

Lines that are left out are never compiled, so they may even contain code that would not compile. This is how one source file supports different systems, and how debug output is switched on and off without editing every line. On the command line, \`gcc -DDEBUG program.c\` defines \`DEBUG\` (as 1) before the file is read, so a file that tests \`#ifdef DEBUG\` can be switched without editing it.

## Predefined macros

The compiler defines some macros for you:

- \`__LINE__\`: the current line number, as an integer.
- \`__FILE__\`: the name of the source file, as a string.
- \`__DATE__\` and \`__TIME__\`: when the program was compiled.
- \`__STDC_VERSION__\`: the C standard in use; \`201710L\` for C17.

In the example, \`LOG\` uses \`__LINE__\`. It expands where \`LOG\` is *used*, so each message names the line that logged it.

## Common mistakes

- **A semicolon at the end of a \`#define\`.** \`#define LIMIT 10;\` pastes \`10;\` everywhere, so \`int a[LIMIT];\` becomes \`int a[10;];\` and gcc reports \`expected ']' before ';' token\`, pointing at the macro. Directives end at the end of the line, without a semicolon.
- **A space before the parameter list.** \`#define SQUARE (x) ((x) * (x))\` defines an object-like macro whose text starts with \`(x)\`, so \`SQUARE(3)\` fails with \`'x' undeclared\`. Write \`SQUARE(x)\` with no space.
- **Missing parentheses.** The program compiles and quietly computes the wrong value, like \`BAD_SQUARE(2 + 3)\` giving 11. Parenthesise every parameter and the whole body.
- **Side effects in arguments.** \`MAX(i++, j)\` may increment \`i\` twice. Increment in a separate statement, or write a function instead.

## Try it

- Change \`DEBUG\` to \`0\` and run the program: the debug line disappears, and nothing else changes.
- Add \`SHOW(100 / SQUARE(3));\` and \`SHOW(100 - SQUARE(3));\`, then remove the outer parentheses of \`SQUARE\` and run the program again. Explain why the first result changes from 11 to 99 and the second stays 91.
- Write a macro \`CUBE(x)\` and test it with \`SHOW(CUBE(1 + 1));\`. The answer must be 8.
- Use \`MAKE_COUNTER(pear);\` to create a second counter, and print \`pear_count\`.`,
  code: String.raw`#include <stdio.h>

/* Object-like macros: the preprocessor replaces each name with its text. */
#define MAX_SCORE 100
#define GREETING "The preprocessor at work"

/* Function-like macros: parenthesise every parameter and the whole body. */
#define SQUARE(x) ((x) * (x))
#define BAD_SQUARE(x) x * x
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* # turns a macro argument into a string literal. */
#define SHOW(expr) printf("%s = %d\n", #expr, (expr))

/* ## glues two tokens into a single name. */
#define MAKE_COUNTER(name) int name##_count = 0

/* Change DEBUG to 0 and the LOG lines disappear from the program. */
#define DEBUG 1

#if DEBUG
#define LOG(msg) printf("[debug, line %d] %s\n", __LINE__, msg)
#else
#define LOG(msg) ((void)0)
#endif

int main(void)
{
    puts(GREETING);
    printf("Maximum score: %d\n", MAX_SCORE);

    SHOW(SQUARE(5));
    SHOW(SQUARE(2 + 3));
    SHOW(BAD_SQUARE(2 + 3)); /* expands to 2 + 3 * 2 + 3 */
    SHOW(MAX(7, 12));

    MAKE_COUNTER(apple); /* becomes: int apple_count = 0; */
    apple_count += 3;
    printf("apple_count = %d\n", apple_count);

    LOG("checking which C standard we were compiled with");
#if __STDC_VERSION__ >= 201710L
    puts("Compiled as C17 or newer.");
#else
    puts("Compiled as an older C standard.");
#endif

#ifdef MAX_SCORE
    puts("MAX_SCORE is defined.");
#endif
#undef MAX_SCORE
#ifndef MAX_SCORE
    puts("After #undef, MAX_SCORE is no longer defined.");
#endif

    return 0;
}
`,
  expectedOutput: `The preprocessor at work
Maximum score: 100
SQUARE(5) = 25
SQUARE(2 + 3) = 25
BAD_SQUARE(2 + 3) = 11
MAX(7, 12) = 12
apple_count = 3
[debug, line 41] checking which C standard we were compiled with
Compiled as C17 or newer.
MAX_SCORE is defined.
After #undef, MAX_SCORE is no longer defined.`,
  exercise: {
    title: 'Macros for a tiler',
    task: `A tiler covers a rectangular floor with square tiles. Each tile is \`tile\` cm wide and is followed by a grout gap of \`gap\` cm, so it takes up \`tile + gap\` cm along each side. Along a side of \`side\` cm the tiler needs \`side / (tile + gap)\` tiles, *rounded up*: a tile cut to fit at the end still counts as a whole tile.

\`main\` is finished and uses three macros. The starter code has first versions of them that compile but do not do their job. Rewrite the three, and do not change \`main\`:

- \`CEIL_DIV(a, b)\` divides \`a\` by \`b\` and rounds up. For \`a >= 0\` and \`b > 0\`, that is \`(a + b - 1) / b\` in integer arithmetic: 10 / 5 gives 2, 11 / 5 gives 3. \`main\` calls it with an expression as \`b\` and multiplies two calls, so parenthesise every parameter and the whole body.
- \`SWAP_INT(a, b)\` swaps the values of two \`int\` variables. It takes several statements, and \`main\` uses it between an \`if\` and its \`else\`: wrap it in \`do { ... } while (0)\`, as the lesson explains.
- \`REPORT(expr)\` prints the text of \`expr\` exactly as \`main\` writes it, then \` = \` and its value, then a newline. Get the text with the \`#\` operator.

**Input:** any number of lines, each with four whole numbers: the floor's \`width\` and \`length\` (1 to 10000 cm), \`tile\` (1 to 1000 cm) and \`gap\` (0 to 100 cm).

**Output:** for each floor, \`main\` prints its sides with the longer one first (with \` (turned)\` when it had to swap them), then three \`REPORT\` lines: the tiles along each side and the tiles in all. For the input

\`\`\`
300 450 30 0
\`\`\`

the program prints

\`\`\`
floor 450 x 300 cm (turned)
CEIL_DIV(width, tile + gap) = 15
CEIL_DIV(length, tile + gap) = 10
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 150
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

/*
 * Your code here: finish the three macros the task describes.
 * These first versions compile, but none of them does its job yet.
 */
#define CEIL_DIV(a, b) ((a) / (b))
#define SWAP_INT(a, b) ((void)0)
#define REPORT(expr) printf("%d\n", (expr))

int main(void)
{
    int width, length, tile, gap;
    while (scanf("%d %d %d %d", &width, &length, &tile, &gap) == 4) {
        const char *note = " (turned)";
        if (width < length)
            SWAP_INT(width, length); /* the longer side comes first */
        else
            note = "";
        printf("floor %d x %d cm%s\n", width, length, note);
        REPORT(CEIL_DIV(width, tile + gap));
        REPORT(CEIL_DIV(length, tile + gap));
        REPORT(CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap));
    }
    return 0;
}
`,
    hints: [
      '`REPORT` is the lesson\'s `SHOW`: `#define REPORT(expr) printf("%s = %d\\n", #expr, (expr))`. `#expr` becomes a string literal holding the argument as written in `main`, before any macro in it is expanded.',
      "Write `CEIL_DIV` as `(((a) + (b) - 1) / (b))`. Without the parentheses around `b`, `CEIL_DIV(width, tile + gap)` would divide by `tile` alone and then add `gap`. Without the outer pair, `CEIL_DIV(...) * CEIL_DIV(...)` would multiply the first result by the second call's `(a) + (b) - 1` and only then divide by `b`.",
      'A swap needs a third variable: `int swap_ = (a); (a) = (b); (b) = swap_;`. Put it inside `do { ... } while (0)`, and end each line of the macro but the last with a backslash.',
      "With plain braces, `{ ... };` is a block followed by an empty statement, and gcc stops at the `else` with *'else' without a previous 'if'*. `do { ... } while (0)` is one statement that needs exactly the semicolon `main` writes after it.",
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '300 450 30 0\n',
        expectedOutput: `floor 450 x 300 cm (turned)
CEIL_DIV(width, tile + gap) = 15
CEIL_DIV(length, tile + gap) = 10
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 150`,
      },
      {
        name: 'cut tiles and a gap',
        stdin: '245 120 20 2\n',
        expectedOutput: `floor 245 x 120 cm
CEIL_DIV(width, tile + gap) = 12
CEIL_DIV(length, tile + gap) = 6
CEIL_DIV(width, tile + gap) * CEIL_DIV(length, tile + gap) = 72`,
      },
    ],
  },
};
