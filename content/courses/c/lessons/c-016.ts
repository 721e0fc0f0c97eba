import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-016's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Dynamic Memory

Every array so far had a size fixed in the source code: \`int scores[100];\`. But a program often learns how much data there is only while it runs. Maybe the user types 3 numbers, maybe 30,000. Guessing a big size wastes memory and still fails when the guess is too small. And local variables disappear when their function returns, so a function cannot hand a local array back to its caller.

*Dynamic memory* solves both problems. While the program runs, you ask for exactly as many bytes as you need, use them for as long as you like, and give them back when you are done. This memory comes from a region called the *heap*, and all the functions for it are declared in \`<stdlib.h>\`.

## malloc: asking for memory

\`malloc\` (memory allocate) takes a number of bytes and returns a pointer to the start of a new block of that size:

\`\`\`c
size_t count = 5;
int *values = malloc(count * sizeof *values);
\`\`\`

\`sizeof *values\` is the size of one element, the thing \`values\` points to, so the block has room for 5 ints. Writing \`sizeof *values\` instead of \`sizeof(int)\` keeps the code correct if you later change the element type. The result has type \`void *\`, a pointer to "something", which C converts to \`int *\` automatically; no cast is needed.

You then use the block exactly like an array: \`values[0] = 4;\`. The new memory is *not* initialised: until you write to an element, its value is *indeterminate* (unpredictable), and reading it is a bug.

## Always check for NULL

If the memory cannot be provided, \`malloc\` returns \`NULL\`. Using that null pointer is undefined behaviour, usually a crash, so check every allocation:

\`\`\`c
if (values == NULL) {
    printf("Out of memory\\n");
    return 1;
}
\`\`\`

## free: giving it back

Memory from \`malloc\` stays reserved until you release it with \`free\`:

\`\`\`c
free(values);
values = NULL;
\`\`\`

After \`free\`, the pointer still holds the old address, but the memory no longer belongs to you: the pointer is *dangling*. Reading or writing through it ("use after free") and freeing the same block twice ("double free") are both undefined behaviour. Setting the pointer to \`NULL\` afterwards is a good habit, because \`free(NULL)\` is defined to do nothing.

Memory you never free is a *memory leak*. The operating system reclaims everything when the program ends, but a long-running program that keeps leaking eventually runs out of memory.

## calloc: zero-filled memory

\`calloc\` takes the number of elements and the size of one element, and sets every byte of the block to zero:

\`\`\`c
int *counts = calloc(26, sizeof *counts);   // 26 ints, all 0
\`\`\`

Use it when you want a clean start, such as counters or running totals. Like \`malloc\`, it returns \`NULL\` on failure. Asking either function for 0 bytes is allowed, but whether you get \`NULL\` or a pointer you must not use is implementation-defined, so avoid it.

## realloc: growing a block

\`realloc(p, new_size)\` resizes the block that \`p\` points to. If the block cannot grow where it is, \`realloc\` allocates a new one, copies the old contents across, frees the old block and returns the new address. So always continue with the pointer it returns.

If \`realloc\` fails, it returns \`NULL\` and leaves the old block untouched. That is why you must not write \`values = realloc(values, ...)\`: on failure, you would overwrite your only pointer to the old block with \`NULL\` and leak it. Use a temporary:

\`\`\`c
int *bigger = realloc(values, new_capacity * sizeof *values);
if (bigger == NULL) {
    free(values);          // the old block is still ours
    return 1;
}
values = bigger;
capacity = new_capacity;
\`\`\`

A common pattern for reading an unknown amount of data keeps a *capacity* (how many elements fit) next to a *count* (how many are used), and doubles the capacity whenever the array is full. Doubling means the number of \`realloc\` calls grows only slowly, even for millions of elements.

## Who frees what?

A block lives until someone frees it, no matter which function allocated it. So a function can return heap memory to its caller, which is impossible with a local array:

\`\`\`c
char *copy_string(const char *text)
{
    char *copy = malloc(strlen(text) + 1);   // + 1 for the '\\0'
    if (copy != NULL) {
        strcpy(copy, text);
    }
    return copy;   // the caller must free it
}
\`\`\`

Decide for every allocation who *owns* it, meaning who is responsible for calling \`free\`, and write it in a comment next to the function.

## Common mistakes

- **Forgetting \`sizeof\`.** \`malloc(count)\` reserves \`count\` *bytes*, not \`count\` ints. Writing past the end of the block is undefined behaviour that often seems to work and then corrupts other data. Write \`malloc(count * sizeof *values)\`.
- **Forgetting the terminator.** A copy of a string needs \`strlen(text) + 1\` bytes. Without the \`+ 1\`, \`strcpy\` writes one byte past the block.
- **\`p = realloc(p, ...)\`.** Leaks the old block when \`realloc\` fails. Use a temporary pointer.
- **Use after free.** \`free(values); printf("%d", values[0]);\` may even print the old value, which is what makes the bug so hard to find. Set pointers to \`NULL\` after \`free\`.
- **Freeing what \`malloc\` did not give you.** \`free\` on a local array, on a string literal or on a pointer into the middle of a block is undefined behaviour.
- **Leaks on early returns.** Every path out of a function, including error paths, must free what is still allocated.

Many of these bugs are silent. In the lesson on the sanitizers you will learn how they are caught on the exact line, with CodeNest's Debug run (part of Pro) or by compiling with the sanitizers yourself.

## Try it

- Run the example with more numbers in the input and watch the capacity double.
- Change the starting capacity from 2 to 1. How many times does the array grow for the same input?
- Replace \`calloc\` with \`malloc\` for \`running\`. Which element is no longer initialised, and why does that matter for the first total?
- Remove the \`+ 1\` in \`copy_string\`, run the program with the Debug run button (Pro), and read the report. On the Free plan, count the bytes by hand: where does the terminating zero go? Put it back.`,
  code: String.raw`#include <stdio.h>
#include <stdlib.h> /* malloc, calloc, realloc, free */
#include <string.h>

/* Returns a new copy of text on the heap, or NULL if memory runs out.
   The caller owns the copy and must free it. */
char *copy_string(const char *text)
{
    char *copy = malloc(strlen(text) + 1); /* + 1 for the '\0' */
    if (copy == NULL) {
        return NULL;
    }
    strcpy(copy, text);
    return copy;
}

int main(void)
{
    size_t capacity = 2;
    size_t count = 0;
    int *values = malloc(capacity * sizeof *values); /* room for 2 ints */
    if (values == NULL) {
        printf("Out of memory\n");
        return 1;
    }

    /* Read numbers until the input ends, growing the array when it is full. */
    int number;
    while (scanf("%d", &number) == 1) {
        if (count == capacity) {
            size_t new_capacity = capacity * 2;
            int *bigger = realloc(values, new_capacity * sizeof *values);
            if (bigger == NULL) { /* values is still valid here */
                free(values);
                printf("Out of memory\n");
                return 1;
            }
            printf("Growing from %zu to %zu ints\n", capacity, new_capacity);
            values = bigger;
            capacity = new_capacity;
        }
        values[count] = number;
        count++;
    }

    printf("Read %zu numbers:", count);
    for (size_t i = 0; i < count; i++) {
        printf(" %d", values[i]);
    }
    printf("\n");

    /* calloc zero-fills the memory, so running[0] starts at 0.
       running[i + 1] is the sum of the first i + 1 numbers. */
    int *running = calloc(count + 1, sizeof *running);
    if (running == NULL) {
        free(values);
        printf("Out of memory\n");
        return 1;
    }
    printf("Running totals:");
    for (size_t i = 0; i < count; i++) {
        running[i + 1] = running[i] + values[i];
        printf(" %d", running[i + 1]);
    }
    printf("\n");

    char *title = copy_string("Dynamic memory");
    if (title != NULL) {
        printf("Copied \"%s\" into %zu bytes\n", title, strlen(title) + 1);
        free(title);
    }

    free(running);
    free(values);
    values = NULL; /* the old address must not be used again */
    return 0;
}
`,
  stdin: '4 8 15 16 23 42\n',
  expectedOutput: `Growing from 2 to 4 ints
Growing from 4 to 8 ints
Read 6 numbers: 4 8 15 16 23 42
Running totals: 4 12 27 43 66 108
Copied "Dynamic memory" into 15 bytes`,
  exercise: {
    title: 'Above average, however many numbers',
    task: `Read whole numbers from standard input until the input ends, store them in an array on the heap, and print the ones that are above the average.

You do not know in advance how many numbers there are: it may be none, a few or hundreds. The starter code allocates room for 4 numbers with \`malloc\`, but when the array is full it simply stops reading. Your job is to make the array grow with \`realloc\` so that every number is stored. The printing part is already written.

The program prints \`count: \` followed by how many numbers it read. If there was at least one number, it prints a second line: \`above average:\` followed by every number that is strictly greater than the average, in input order, each preceded by a space.

Example: for the input

\`\`\`
3 8 1 9 4 5
\`\`\`

the average is 5, so the program prints

\`\`\`
count: 6
above average: 8 9
\`\`\``,
    starterCode: String.raw`#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    size_t capacity = 4;
    size_t count = 0;
    int *values = malloc(capacity * sizeof *values);
    if (values == NULL) {
        printf("Out of memory\n");
        return 1;
    }

    int number;
    while (scanf("%d", &number) == 1) {
        if (count == capacity) {
            /* Your code here: the array is full. Grow it with realloc (for example to
               twice its capacity) instead of stopping here. */
            break;
        }
        values[count] = number;
        count++;
    }

    printf("count: %zu\n", count);
    if (count > 0) {
        long long sum = 0;
        for (size_t i = 0; i < count; i++) {
            sum += values[i];
        }
        /* value > sum / count, without rounding: value * count > sum */
        printf("above average:");
        for (size_t i = 0; i < count; i++) {
            if ((long long)values[i] * (long long)count > sum) {
                printf(" %d", values[i]);
            }
        }
        printf("\n");
    }

    free(values);
    return 0;
}
`,
    hints: [
      'Everything except the growing is already written. Replace the `break;` with code that makes the array bigger, so the loop can go on storing numbers.',
      'Compute a new capacity (twice the old one is a good choice) and call `realloc(values, new_capacity * sizeof *values)`. It returns the address of the resized block, which may differ from the old one.',
      'Store the result of `realloc` in a temporary pointer such as `int *bigger`. If it is `NULL`, free `values`, print `Out of memory` and return 1; otherwise set `values = bigger;` and `capacity = new_capacity;`.',
    ],
    visibleCases: [
      {
        name: 'six numbers, more than the first block holds',
        stdin: '3 8 1 9 4 5\n',
        expectedOutput: 'count: 6\nabove average: 8 9',
      },
      {
        name: 'two numbers',
        stdin: '10 20\n',
        expectedOutput: 'count: 2\nabove average: 20',
      },
    ],
  },
};
