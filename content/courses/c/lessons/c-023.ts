import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-023's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Debugging with the Sanitizers

Memory bugs are the hardest bugs in C, because the program often does not crash where the mistake is. Writing one element past the end of an array may change a neighbouring variable, and the wrong result shows up much later, somewhere else. Or nothing visible happens today, and the program fails next month on another computer. All of these are *undefined behaviour*: the C standard makes no promise at all about what happens.

*Sanitizers* are tools built into gcc and clang that make such bugs visible. The compiler adds checks around every memory access and every risky operation, and when a check fails, the program reports what went wrong and on which line.

## Turning them on

\`\`\`sh
gcc -std=c17 -Wall -Wextra -g -fsanitize=address,undefined main.c -o main
./main
\`\`\`

- \`-fsanitize=address\` enables **AddressSanitizer** (ASan). It catches reads and writes outside an array or a \`malloc\` block, use of memory after \`free\` and freeing twice, and stops the program at the first of them. On Linux it also reports memory that was never freed (leaks) when the program ends.
- \`-fsanitize=undefined\` enables **UndefinedBehaviorSanitizer** (UBSan). It catches signed integer overflow, division by zero, invalid shifts, array indexes out of range and more.
- \`-g\` keeps line numbers in the program, so reports can name \`main.c:9\` instead of a bare address.

On CodeNest you do not type any of this: the **Debug run** button (part of Pro) builds your program with these sanitizers, \`-g\` and \`-O0\` (no optimisation), and runs it. It sums up each problem in one plain message with its line, or says *No memory errors or undefined behaviour found*; the sanitizers' full report, the kind this lesson teaches you to read, is behind **Details**. One thing it does not do is look for leaks (see below). On the Free plan, this lesson shows the reports the sanitizers print, and the same flags work with gcc or clang on your own computer. The checks make the program slower and use more memory, so use them while developing and testing, not in the finished program.

A sanitizer reports only bugs that *happen* during the run. If no input reaches the faulty line, nothing is reported, so test with several inputs, including the edge cases.

## Out of bounds: heap-buffer-overflow

This loop runs one step too far: with \`i <= n\` it writes \`scores[5]\`, but only \`scores[0]\` to \`scores[4]\` exist.

\`\`\`c
int n = 5;
int *scores = malloc(n * sizeof *scores);   // line 7
for (int i = 0; i <= n; i++) {
    scores[i] = 10 * i;                     // line 9
}
\`\`\`

A normal run usually prints nothing unusual. Built with the sanitizers, the program stops at once with this report; a Debug run names line 9 in its message and keeps the report under **Details** (addresses change from run to run; here paths are shortened, some lines are replaced by \`...\`, and the long table of "shadow bytes" at the end is left out):

\`\`\`
==6271==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x603000000054 ...
WRITE of size 4 at 0x603000000054 thread T0
    #0 0x555daf6582fa in main main.c:9
    ...
0x603000000054 is located 0 bytes to the right of 20-byte region [0x603000000040,0x603000000054)
allocated by thread T0 here:
    #0 0x7f0c5eeb89cf in __interceptor_malloc ...
    #1 0x555daf65821b in main main.c:7
SUMMARY: AddressSanitizer: heap-buffer-overflow main.c:9 in main
\`\`\`

Read it from the top:

1. **The kind of bug**: \`heap-buffer-overflow\`, an access outside a block from \`malloc\`. The stack version, for local arrays, is \`stack-buffer-overflow\`.
2. **What happened**: a \`WRITE of size 4\`, so the program stored a 4-byte \`int\`.
3. **Where**: the *stack trace* below it lists the chain of function calls, innermost first. Frame \`#0\` is where it happened: \`main.c:9\`. When your code calls a library function, look for the first frame in your own file.
4. **Which memory**: "0 bytes to the right of 20-byte region" means just past the end of a 20-byte block, which is exactly 5 \`int\`s. One element too far is the classic sign of \`<=\` where \`<\` was meant.
5. **Where that memory came from**: "allocated by ... main.c:7", the \`malloc\` line.

## Use after free: heap-use-after-free

\`\`\`c
int *scores = malloc(3 * sizeof *scores);   // line 6
int *best = scores;
scores[0] = 42;
free(scores);                               // line 9
printf("best: %d\\n", *best);                // line 10
\`\`\`

\`best\` still holds the address, but the memory was given back at line 9. A normal run may print 42, may print garbage, or may crash. ASan says:

\`\`\`
==6346==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010 ...
READ of size 4 at 0x602000000010 thread T0
    #0 0x562606a7a2ba in main main.c:10
0x602000000010 is located 0 bytes inside of 12-byte region [0x602000000010,0x60200000001c)
freed by thread T0 here:
    #0 0x7f31740b76a8 in __interceptor_free ...
    #1 0x562606a7a25b in main main.c:9
previously allocated by thread T0 here:
    #0 0x7f31740b89cf in __interceptor_malloc ...
    #1 0x562606a7a1da in main main.c:6
SUMMARY: AddressSanitizer: heap-use-after-free main.c:10 in main
\`\`\`

This time you get three places: the bad read (line 10), the \`free\` (line 9) and the \`malloc\` (line 6). The fix is to finish using memory before freeing it, and to set pointers to \`NULL\` after \`free\`, so that a mistaken later use fails clearly instead of silently. In a case this simple, gcc 12 and newer already warn at compile time: *pointer best used after free*. Once the pointer passes through other functions or a struct, only the sanitizer can tell.

## Leaks: memory that is never freed

\`\`\`c
int *scores = malloc(5 * sizeof *scores);   // line 6
scores[0] = 42;
printf("first score: %d\\n", scores[0]);
return 0;                                   // scores is never freed
\`\`\`

Nothing visibly goes wrong: the block simply stays allocated until the program ends. That is a *leak*: harmless in a short program, but a program that runs for days and keeps leaking eventually runs out of memory. On Linux, AddressSanitizer includes *LeakSanitizer*: when the program ends, it reports every block that was never freed, with the line that allocated it (shortened as before):

\`\`\`
==12660==ERROR: LeakSanitizer: detected memory leaks

Direct leak of 20 byte(s) in 1 object(s) allocated from:
    #0 0x7eff4aab89cf in __interceptor_malloc ...
    #1 0x563d226b31ba in main main.c:6
SUMMARY: AddressSanitizer: 20 byte(s) leaked in 1 allocation(s).
\`\`\`

The Debug run cannot show you this: its sandbox cannot run LeakSanitizer, so a clean Debug run says nothing about leaks. Look for them on your own computer: on Linux, build with \`-fsanitize=address\` as above and run the program, or run an ordinary build under valgrind with \`valgrind --leak-check=full ./main\`, which reports "20 bytes in 1 blocks are definitely lost" and names line 6 too.

## Signed integer overflow

\`\`\`c
int total = INT_MAX;          // from <limits.h>: 2147483647 here
int bonus = 1;
total = total + bonus;        // line 8
\`\`\`

The true sum does not fit in an \`int\`. A normal run typically prints -2147483648, but this is undefined behaviour, and optimised code may do something else entirely. UBSan reports it in a single line:

\`\`\`
main.c:8:11: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'
\`\`\`

Read it as *file:line:column*, then the problem, with the actual values. When you run the program yourself, UBSan messages go to standard error, so they may appear before or after lines that your program printed. Unlike ASan, UBSan does not stop the program: it reports the problem and lets the program go on, in a Debug run too, so one run can show several problems. The fixes: use a wider type such as \`long long\`, or check before the operation, as \`add_checked\` does in the example. Unsigned integers never overflow in this sense; they wrap around, which is well defined.

## Array index out of bounds

UBSan also checks indexes into arrays whose size the compiler knows:

\`\`\`
main.c:12:14: runtime error: index 6 out of bounds for type 'int [6]'
\`\`\`

This one matters where ASan sees nothing: an array inside a struct. One element past a struct's array is usually the *next member* of the same struct, which is memory ASan considers valid, so ASan stays silent. UBSan's index check catches it because it knows the array has 6 elements.

## A debugging routine

1. Run the failing input with **Debug run**.
2. Read the first problem only: later ones are often consequences of the first.
3. Go to the line it names (in the full report, frame \`#0\`, or the first frame in your own file) and ask which index, pointer or value is wrong there.
4. For memory bugs, open **Details** and look at the "allocated" and "freed" lines too.
5. Fix, then Debug run again with every test input until it says *No memory errors or undefined behaviour found*.

## Common mistakes

- **Trusting a run that "works".** Undefined behaviour often produces the right output by luck. Trust a program only once a Debug run also finds nothing, on every test input.
- **Taking a clean Debug run as leak-free.** The Debug run does not look for leaks. Free every block you allocate, and check with valgrind or \`-fsanitize=address\` on your own Linux computer.
- **Fixing the symptom.** If the wrong number is printed, adjusting the printing code hides the bug; the overflow or stray write is still there. Fix the line the report names.
- **Reading only the last line.** The \`SUMMARY\` names the line, but the lines above say whether it was a read or a write, how big the block was and where it was allocated or freed.
- **Debugging without \`-g\`.** Reports then show raw addresses instead of \`main.c:9\`. Debug run always adds it; remember it when compiling yourself.

## Try it

- Change \`i < n\` to \`i <= n\` in \`sum\` and press Debug run. Find the line and the region size in the report.
- Change \`strlen(text) + 1\` to \`strlen(text)\` in \`copy_string\` and see what ASan says about \`strcpy\`.
- Move \`free(scores);\` above the \`printf\` of the sum and read the use-after-free report.
- Replace the body of \`add_checked\` with a plain \`*result = a + b; return 1;\` and read UBSan's message.
- Delete \`free(name);\` and press Debug run: it finds nothing, because it does not look for leaks. On your own Linux computer, build the program with \`-fsanitize=address\` and read LeakSanitizer's report.`,
  code: String.raw`#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * This program is correct: a Debug run reports nothing. Each function is the
 * fixed version of a classic bug, and its comment says what the bug was.
 */

/* Bug: a loop with i <= n read one element past the end (heap-buffer-overflow). */
static long sum(const int *values, int n)
{
    long total = 0;
    for (int i = 0; i < n; i++) {
        total += values[i];
    }
    return total;
}

/* Bug: malloc(strlen(text)) left no room for the '\0' (heap-buffer-overflow). */
static char *copy_string(const char *text)
{
    char *copy = malloc(strlen(text) + 1);
    if (copy != NULL) {
        strcpy(copy, text);
    }
    return copy;
}

/* Bug: a + b overflowed for large values (signed integer overflow).
   Checking against the limits before adding never overflows. */
static int add_checked(int a, int b, int *result)
{
    if ((b > 0 && a > INT_MAX - b) || (b < 0 && a < INT_MIN - b)) {
        return 0;
    }
    *result = a + b;
    return 1;
}

int main(void)
{
    int n = 5;
    int *scores = malloc(n * sizeof *scores);
    if (scores == NULL) {
        return 1;
    }
    for (int i = 0; i < n; i++) {
        scores[i] = 10 * (i + 1);
    }
    printf("sum of %d scores: %ld\n", n, sum(scores, n));
    /* Bug: reading scores[0] after this free (heap-use-after-free).
       Use the memory first, free it last, then forget the pointer. */
    free(scores);
    scores = NULL;

    char *name = copy_string("Grace Hopper");
    if (name == NULL) {
        return 1;
    }
    printf("copied \"%s\" (%zu characters)\n", name, strlen(name));
    free(name);

    int pairs[][2] = {{2000000000, 100000000}, {2000000000, 200000000}, {-5, INT_MIN}};
    for (int i = 0; i < 3; i++) {
        int result;
        if (add_checked(pairs[i][0], pairs[i][1], &result)) {
            printf("%d + %d = %d\n", pairs[i][0], pairs[i][1], result);
        } else {
            printf("%d + %d does not fit in an int\n", pairs[i][0], pairs[i][1]);
        }
    }
    return 0;
}
`,
  expectedOutput: `sum of 5 scores: 150
copied "Grace Hopper" (12 characters)
2000000000 + 100000000 = 2100000000
2000000000 + 200000000 does not fit in an int
-5 + -2147483648 does not fit in an int`,
  exercise: {
    title: 'Fix the Dice Tally',
    task: `This program tallies dice rolls, but its counts are wrong, and the cause is a memory bug: somewhere it writes outside an array. Your job is to find the bug and fix it. With Pro, press **Debug run** with the example input below and read the report: it names the line and says what went wrong there. On the Free plan, follow a roll of 6 through \`tally_add\` by hand, or print the index it writes to. The fix is small; do not rewrite the program.

**Input:** any number of integers separated by white space. Each value from 1 to 6 is a roll. Any other value is not a roll: the program prints \`ignored: N\` for it as soon as it reads it, and does not count it.

**Output:** after the \`ignored\` lines, one line \`F: C\` for each face \`F\` from 1 to 6, where \`C\` is how often it was rolled; then \`rolls: N\`, the number of valid rolls; then \`most common: F\`, the face rolled most often (the smaller face on a tie), or \`most common: none\` if there were no rolls.

**Example.** For the input \`3 6 2 6 1 6 4\` the fixed program prints

\`\`\`
1: 1
2: 1
3: 1
4: 1
5: 0
6: 3
rolls: 7
most common: 6
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

#define FACES 6

typedef struct {
    int counts[FACES]; /* counts[0] counts the 1s, ..., counts[5] the 6s */
    int rolls;         /* how many valid rolls were recorded */
} Tally;

static void tally_add(Tally *t, int roll)
{
    t->counts[roll]++;
    t->rolls++;
}

/* The face rolled most often; on a tie, the smaller face. */
static int most_common(const Tally *t)
{
    int best = 0;
    for (int i = 1; i < FACES; i++) {
        if (t->counts[i] > t->counts[best]) {
            best = i;
        }
    }
    return best + 1;
}

int main(void)
{
    Tally tally = {0};
    int roll;
    while (scanf("%d", &roll) == 1) {
        if (roll < 1 || roll > FACES) {
            printf("ignored: %d\n", roll);
            continue;
        }
        tally_add(&tally, roll);
    }

    for (int face = 1; face <= FACES; face++) {
        printf("%d: %d\n", face, tally.counts[face - 1]);
    }
    printf("rolls: %d\n", tally.rolls);
    if (tally.rolls > 0) {
        printf("most common: %d\n", most_common(&tally));
    } else {
        printf("most common: none\n");
    }
    return 0;
}
`,
    hints: [
      "Run the example input with Debug run (Pro): it names the line where the program goes wrong, and its Details show UBSan's own message with the line and the column. On the Free plan, add a printf of the index in `tally_add` and run it.",
      'UBSan says *index 6 out of bounds for type int [6]*. Which roll produces index 6, and what are the valid indexes of `counts`?',
      'Read the comment on `counts`: a roll of 1 belongs in `counts[0]` and a roll of 6 in `counts[5]`. The index in `tally_add` must be `roll - 1`.',
      "Why can `rolls` be wrong too? Writing `counts[6]` is undefined behaviour, so C promises nothing about what happens. In this struct `rolls` sits right after `counts`, and in a build without optimisation (gcc's default) each 6 also adds 1 to `rolls`. That is one build's result, not a rule: built with `gcc -O2`, the same program can print `rolls: 7` and still lose every 6.",
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '3 6 2 6 1 6 4\n',
        expectedOutput: `1: 1
2: 1
3: 1
4: 1
5: 0
6: 3
rolls: 7
most common: 6`,
      },
      {
        name: 'one roll of each face but 6',
        stdin: '1 2 3 4 5\n',
        expectedOutput: `1: 1
2: 1
3: 1
4: 1
5: 1
6: 0
rolls: 5
most common: 1`,
      },
    ],
  },
};
