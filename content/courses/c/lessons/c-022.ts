import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-022's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Function Pointers

A function, like a variable, lives somewhere in memory, so it has an address. A *function pointer* stores that address. Through it you can call a function that is chosen while the program runs: hand a sorting routine the rule to sort by, pick a command handler from a table, or let a library call back into your code.

## Declaring a function pointer

The declaration looks like a prototype with \`(*name)\` in place of the function's name:

\`\`\`c
int square(int x);        // a function: takes an int, returns an int
int (*op)(int);           // a pointer to such a function
op = square;              // the name of a function gives its address
printf("%d\\n", op(7));    // calls square(7): prints 49
\`\`\`

The parentheses around \`*op\` matter. Without them, \`int *op(int);\` declares a *function* that returns an \`int *\`.

The type must match: \`op\` can point to any function that takes one \`int\` and returns an \`int\`, and to nothing else. Calling a function through a pointer of a different type is undefined behaviour.

You may write \`op = &square;\` and call with \`(*op)(7)\`. Both spellings mean the same thing; most code uses the short ones.

## typedef makes them readable

The syntax becomes hard to read quickly, especially for parameters. Give the type a name with \`typedef\`, as you did for structs:

\`\`\`c
typedef int (*transform_fn)(int);

void apply(int *values, int n, transform_fn f);   // f is a function pointer
\`\`\`

Now \`transform_fn\` reads like any other type.

## Callbacks

A function that receives another function as a parameter can leave one step of its work to the caller. That passed-in function is a *callback*:

\`\`\`c
void apply(int *values, int n, transform_fn f)
{
    for (int i = 0; i < n; i++) {
        values[i] = f(values[i]);
    }
}

apply(values, n, double_it);   // doubles every element
apply(values, n, negate);      // negates every element
\`\`\`

\`apply\` is written once; what it does to each element is decided by whoever calls it. Note that you pass \`double_it\`, the name, not \`double_it()\`, which would call the function and pass its result.

## Sorting with qsort

The standard library's \`qsort\`, declared in \`<stdlib.h>\`, sorts an array of any type. Because it cannot know how to compare your elements, you give it a *comparator* callback:

\`\`\`c
qsort(values, n, sizeof values[0], ascending);
\`\`\`

The arguments are the array, the number of elements, the size of one element, and the comparator. \`qsort\` calls the comparator with pointers to two elements, as \`const void *\`: "a pointer to something, type unknown", which is how one \`qsort\` can serve every type. The comparator converts them back to the real type and returns a negative number if the first element belongs before the second, a positive number if after, and 0 if they are equal:

\`\`\`c
int ascending(const void *a, const void *b)
{
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y);
}
\`\`\`

\`(x > y) - (x < y)\` gives -1, 0 or 1. The shortcut \`return x - y;\` looks the same but is wrong for large values: with \`x = -2000000000\` and \`y = 2000000000\` the subtraction overflows, which is undefined behaviour, and in practice flips the sign, so the array comes out wrongly sorted. Sorting in the other order needs no new logic: \`descending\` calls \`ascending(b, a)\`.

## Tables of functions

Function pointers can be stored in arrays and structs like any other value. A *dispatch table* pairs each command with the function that carries it out:

\`\`\`c
struct operation {
    char symbol;
    int (*fn)(int, int);
};

static const struct operation operations[] = {
    {'+', add}, {'-', subtract}, {'*', multiply},
};
\`\`\`

To run a command, search the table for its symbol and call \`operations[i].fn(a, b)\`. Adding an operation means adding a function and one table row, instead of another branch in a long \`switch\`.

## NULL function pointers

A function pointer can be \`NULL\`, which is a useful way to say "no function": a lookup that finds nothing can return \`NULL\`. Calling a \`NULL\` function pointer is undefined behaviour and usually crashes the program, so check before calling:

\`\`\`c
if (fn != NULL) {
    result = fn(a, b);
}
\`\`\`

## Common mistakes

- **Calling instead of passing.** \`apply(values, n, double_it(3))\` calls \`double_it\` and passes an \`int\` where a function pointer is expected; gcc reports *passing argument 3 of apply makes pointer from integer without a cast*. Pass the name without parentheses.
- **A comparator with the wrong parameter types.** \`int cmp(const int *a, const int *b)\` does not match what \`qsort\` expects, and gcc warns *incompatible pointer type*. Take \`const void *\` parameters and convert inside.
- **Subtracting in a comparator.** \`return x - y;\` overflows for values far apart. Use comparisons.
- **Missing parentheses in the declaration.** \`int *fn(int);\` declares a function, not a pointer. Write \`int (*fn)(int);\`, or use a \`typedef\`.

## Try it

- Write \`static int triple(int x)\` and pass it to \`apply\`.
- Add a division row \`{'/', divide}\` to the table. What should \`divide\` do when the second number is 0?
- Make \`op\` point to \`negate\` instead of \`square\` and run again.
- Write a comparator that sorts even numbers before odd ones, and sort \`values\` with it.`,
  code: String.raw`#include <stdio.h>
#include <stdlib.h>

/* A name for the type "pointer to a function taking an int and returning an int". */
typedef int (*transform_fn)(int);

static int double_it(int x) { return 2 * x; }
static int square(int x) { return x * x; }
static int negate(int x) { return -x; }

/* A callback: apply does not know which function it calls, only its type. */
static void apply(int *values, int n, transform_fn f)
{
    for (int i = 0; i < n; i++) {
        values[i] = f(values[i]);
    }
}

static void print_array(const char *label, const int *values, int n)
{
    printf("%-11s", label);
    for (int i = 0; i < n; i++) {
        printf(" %d", values[i]);
    }
    printf("\n");
}

/* qsort comparators: negative, zero or positive, like strcmp. */
static int ascending(const void *a, const void *b)
{
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y); /* safer than x - y, which can overflow */
}

static int descending(const void *a, const void *b)
{
    return ascending(b, a);
}

/* A dispatch table: each operator character with the function that does it. */
static int add(int a, int b) { return a + b; }
static int subtract(int a, int b) { return a - b; }
static int multiply(int a, int b) { return a * b; }

struct operation {
    char symbol;
    int (*fn)(int, int);
};

static const struct operation operations[] = {
    {'+', add}, {'-', subtract}, {'*', multiply},
};

int main(void)
{
    int (*op)(int) = square; /* a function's name gives its address */
    printf("op(7) = %d, (*op)(7) = %d\n", op(7), (*op)(7));

    int values[] = {4, -1, 3, 7, 2};
    int n = (int)(sizeof values / sizeof values[0]);
    print_array("start:", values, n);
    apply(values, n, double_it);
    print_array("doubled:", values, n);
    apply(values, n, negate);
    print_array("negated:", values, n);

    qsort(values, (size_t)n, sizeof values[0], ascending);
    print_array("ascending:", values, n);
    qsort(values, (size_t)n, sizeof values[0], descending);
    print_array("descending:", values, n);

    size_t count = sizeof operations / sizeof operations[0];
    for (size_t i = 0; i < count; i++) {
        printf("12 %c 5 = %d\n", operations[i].symbol, operations[i].fn(12, 5));
    }
    return 0;
}
`,
  expectedOutput: `op(7) = 49, (*op)(7) = 49
start:      4 -1 3 7 2
doubled:    8 -2 6 14 4
negated:    -8 2 -6 -14 -4
ascending:  -14 -8 -6 -4 2
descending: 2 -4 -6 -8 -14
12 + 5 = 17
12 - 5 = 7
12 * 5 = 60`,
  exercise: {
    title: 'Sorting Modes',
    task: `\`qsort\` can sort in any order you like, as long as you hand it the right comparator. Complete the program so that it sorts a list of integers in one of three modes:

- \`asc\`: smallest first (\`compare_asc\` is already written),
- \`desc\`: largest first,
- \`abs\`: by distance from zero, smallest first; when two numbers have the same distance, the negative one comes first.

Write \`compare_desc\` and \`compare_abs\`, and \`pick_comparator\`, which returns a pointer to the right comparator for a mode name, or \`NULL\` for an unknown name. \`main\` is finished.

**Input:** a mode word, then a count \`n\` (0 to 1000), then \`n\` integers. Every number fits in an \`int\`; in \`abs\` mode they are between -1000000 and 1000000.

**Output:** the sorted numbers on one line, separated by single spaces (an empty line if \`n\` is 0). For a mode that is not \`asc\`, \`desc\` or \`abs\`, print \`unknown mode: \` followed by the mode.

**Example.** For the input

\`\`\`
abs 6
3 -2 2 -5 0 1
\`\`\`

the program prints

\`\`\`
0 1 -2 2 3 -5
\`\`\``,
    starterCode: String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_VALUES 1000

typedef int (*compare_fn)(const void *, const void *);

/* Smallest first. This one is finished: use it as a model. */
int compare_asc(const void *a, const void *b)
{
    int x = *(const int *)a;
    int y = *(const int *)b;
    return (x > y) - (x < y);
}

/* Largest first. */
int compare_desc(const void *a, const void *b)
{
    /* Your code here. */
    (void)a;
    (void)b;
    return 0;
}

/* Smallest absolute value first; for equal absolute values, the negative one first. */
int compare_abs(const void *a, const void *b)
{
    /* Your code here. */
    (void)a;
    (void)b;
    return 0;
}

/* Returns the comparator for "asc", "desc" or "abs", and NULL for any other mode. */
compare_fn pick_comparator(const char *mode)
{
    /* Your code here: compare mode with each name using strcmp. */
    (void)mode;
    return compare_asc;
}

int main(void)
{
    char mode[16];
    int n;
    if (scanf("%15s %d", mode, &n) != 2 || n < 0 || n > MAX_VALUES) {
        return 0;
    }
    int values[MAX_VALUES];
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 0;
        }
    }

    compare_fn cmp = pick_comparator(mode);
    if (cmp == NULL) {
        printf("unknown mode: %s\n", mode);
        return 0;
    }
    qsort(values, (size_t)n, sizeof values[0], cmp);

    for (int i = 0; i < n; i++) {
        printf(i == 0 ? "%d" : " %d", values[i]);
    }
    printf("\n");
    return 0;
}
`,
    hints: [
      '`pick_comparator` returns a function\'s name, such as `return compare_desc;`, without parentheses. Use `strcmp(mode, "desc") == 0` to test the name, and return `NULL` when nothing matches.',
      'Largest first is smallest first with the two arguments swapped, so `compare_desc` can simply return `compare_asc(b, a)`.',
      'Do not write `return y - x;`: with values like -2147483648 and 2147483647 the subtraction overflows. Compare with `<` and `>` instead, as `compare_asc` does.',
      'In `compare_abs`, compare the absolute values first (`abs` from `<stdlib.h>` works for this input range). Only if they are equal, fall back to comparing the numbers themselves, which puts the negative one first.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: 'abs 6\n3 -2 2 -5 0 1\n',
        expectedOutput: '0 1 -2 2 3 -5',
      },
      {
        name: 'largest first',
        stdin: 'desc 5\n3 -1 4 1 5\n',
        expectedOutput: '5 4 3 1 -1',
      },
      {
        name: 'smallest first',
        stdin: 'asc 4\n10 -3 7 0\n',
        expectedOutput: '-3 0 7 10',
      },
    ],
  },
};
