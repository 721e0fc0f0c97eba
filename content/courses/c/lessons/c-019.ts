import type { LessonBody } from '../../lesson-parts';

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

The rule: put parentheses around **every use of every parameter** and around **the whole body**. Without the outer pair, \`100 - SQUARE(3)\` could be split up by operator precedence in the same way.

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
- Add \`SHOW(100 - SQUARE(3));\` and then the same with a \`SQUARE\` that has no outer parentheses. Explain the difference.
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
    title: 'A Clamping Macro',
    task: `A thermostat accepts a target temperature only between a lower and an upper limit. Values outside that range are *clamped*: a value below the lower limit becomes the lower limit, a value above the upper limit becomes the upper limit.

The program is finished except for one macro. Write \`CLAMP(x, low, high)\` using the \`MIN\` and \`MAX\` macros that are already defined. Do not change \`main\`.

**Input:** two integers \`low\` and \`high\` (with \`low <= high\`), followed by any number of integer readings, all separated by white space.

**Output:** for every reading, one line \`reading -> clamped (distance below max)\`, where the distance is \`high\` minus the clamped value. Finish with \`readings: N\`, the number of readings.

**Example.** For the input

\`\`\`
18 24
20 15 30
\`\`\`

the program prints

\`\`\`
20 -> 20 (4 below max)
15 -> 18 (6 below max)
30 -> 24 (0 below max)
readings: 3
\`\`\`

Watch the last number on each line: \`main\` uses \`high - CLAMP(...)\`, so the macro must work inside a bigger expression.`,
    starterCode: String.raw`#include <stdio.h>

/* These two are finished: use them to build CLAMP. */
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

/*
 * Your code here: CLAMP(x, low, high) must give low if x is below low, high if x is
 * above high, and x otherwise. Parenthesise every parameter and the whole body.
 */
#define CLAMP(x, low, high) (x)

int main(void)
{
    int low, high;
    if (scanf("%d %d", &low, &high) != 2) {
        return 0;
    }

    int count = 0;
    int reading;
    while (scanf("%d", &reading) == 1) {
        printf("%d -> %d (%d below max)\n", reading, CLAMP(reading, low, high),
               high - CLAMP(reading, low, high));
        count++;
    }
    printf("readings: %d\n", count);
    return 0;
}
`,
    hints: [
      'A value below `low` must become `low`: that is exactly what `MAX(x, low)` gives. A value above `high` must become `high`: that is what `MIN(..., high)` gives.',
      'Nest the two macros: first lift the value with `MAX`, then cap the result with `MIN`. Macros may use other macros.',
      'If the clamped values are right but the distances are wrong, your macro is missing parentheses. `high - CLAMP(reading, low, high)` pastes your text after `high -`, so wrap every parameter and the whole body in parentheses.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '18 24\n20 15 30\n',
        expectedOutput: `20 -> 20 (4 below max)
15 -> 18 (6 below max)
30 -> 24 (0 below max)
readings: 3`,
      },
      {
        name: 'readings inside the range',
        stdin: '10 30\n10 20 30\n',
        expectedOutput: `10 -> 10 (20 below max)
20 -> 20 (10 below max)
30 -> 30 (0 below max)
readings: 3`,
      },
    ],
  },
};
