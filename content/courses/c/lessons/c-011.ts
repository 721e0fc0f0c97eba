import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-011's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Pointers

Every variable lives somewhere in memory, and every place in memory has a number, its *address*. A *pointer* is a variable whose value is an address: instead of holding a value such as 42, it holds the location of another variable. Pointers are what let a function work on your data (lesson c-013), let a program ask for memory while it runs (c-016), and build linked structures (c-017). They take some getting used to, so go slowly and run the example often.

## Addresses and the & operator

The *address-of* operator \`&\` gives the address of a variable:

\`\`\`c
int score = 42;
&score   // the address where score is stored
\`\`\`

You have already used it: \`scanf("%d", &score)\` passes the address of \`score\` so that \`scanf\` knows where to store the number.

You can print an address with \`%p\`, converting it to \`void *\` (a pointer to "anything"): \`printf("%p\\n", (void *)&score);\`. The number changes from run to run and from machine to machine, so this lesson's program does not print any.

## Declaring a pointer

\`\`\`c
int *p = &score;
\`\`\`

Read the declaration as "\`p\` is a pointer to \`int\`, and it starts with the address of \`score\`". We say \`p\` *points to* \`score\`. The type before the \`*\` is the type of the thing pointed to. It matters: through an \`int *\` the compiler reads and writes an \`int\`, through a \`double *\` a \`double\`. A pointer must point to a variable of its own type; \`double *d = &score;\` makes gcc warn about an \`incompatible pointer type\`.

## Following a pointer with *

In an expression, \`*p\` means "the variable that \`p\` points to". This is called *dereferencing*. You can read through the pointer and write through it:

\`\`\`c
printf("%d\\n", *p); // 42: reads score
*p = 50;            // writes score: score is now 50
(*p)++;             // score is now 51
\`\`\`

\`*p\` is not a copy: it *is* \`score\`, reached by another route. The parentheses in \`(*p)++\` matter, because \`*p++\` means something else, as the next lesson shows.

The star has two jobs. In a declaration (\`int *p\`) it says that \`p\` is a pointer. In an expression (\`*p = 50\`) it follows the pointer. (And between two values, \`a * b\` is still multiplication.)

## Changing where a pointer points

Without a star, an assignment changes the pointer itself, not the variable it points to:

\`\`\`c
int bonus = 7;
p = &bonus;   // p now points to bonus; score is untouched
*p += 3;      // bonus is now 10
\`\`\`

Several pointers may point to the same variable. A change made through one of them is seen through all the others, and through the variable's own name, because there is only one variable.

## NULL: pointing nowhere

Sometimes a pointer has nothing to point to yet. Give it the value \`NULL\`, a null pointer constant defined in \`<stdio.h>\`, \`<stddef.h>\` and several other headers:

\`\`\`c
int *found = NULL;
if (found != NULL) {
    printf("%d\\n", *found); // only follow pointers that point somewhere
}
\`\`\`

Dereferencing a null pointer is undefined behaviour; on most systems the program crashes with a *segmentation fault*. Functions often return \`NULL\` to say "nothing found" or "nothing read", as \`fgets\` does at the end of the input. Always check before you follow such a pointer.

## Never use an uninitialised pointer

A local pointer without an initialiser holds a garbage address, like any local variable:

\`\`\`c
int *q;   // points who knows where
*q = 5;   // undefined behaviour: writes to a random place
\`\`\`

gcc warns \`'q' is used uninitialized\` in simple cases like this one. The program may crash, or worse, quietly damage another variable. Initialise every pointer, with an address or with \`NULL\`.

## Pointers and arrays

A pointer can point to an element of an array:

\`\`\`c
int marks[] = {70, 85, 62};
int *m = &marks[1];  // points to the 85
*m = 88;             // marks[1] is now 88
\`\`\`

When you use an array's name in an expression, it is converted to a pointer to its first element, so \`int *first = marks;\` means the same as \`int *first = &marks[0];\`. This is the "location of the first element" that a function receives when you pass it an array (lesson c-009): a parameter written \`int values[]\` really is a pointer, \`int *values\`. Brackets work on pointers too: \`first[2]\` is the element two places after the one \`first\` points to. The next lesson shows what happens when you do arithmetic with pointers.

A function may return a pointer to one of the elements of an array it was given, or \`NULL\` when there is no suitable element:

\`\`\`c
int *find(int values[], int count, int target)
{
    for (int i = 0; i < count; i++) {
        if (values[i] == target) {
            return &values[i];
        }
    }
    return NULL;
}
\`\`\`

The caller can then read or change that element through the pointer. But never return the address of one of the function's own local variables: they are destroyed when the function returns (lesson c-008), so the pointer would point to memory that no longer belongs to anything. gcc warns \`function returns address of local variable\`.

## Pointers to const

\`\`\`c
const int *view = &score;
printf("%d\\n", *view); // reading is fine
*view = 0;             // error: assignment of read-only location '*view'
\`\`\`

A pointer to \`const int\` lets you read the variable but not change it through this pointer. It is how functions promise to only look at your data, just like \`const int values[]\` in lesson c-009.

## Common mistakes

- **One star per pointer.** \`int *a, b;\` declares a pointer \`a\` and a plain \`int\` \`b\`. Write \`int *a, *b;\`, or better, one declaration per line.
- **Forgetting the &.** \`int *p = score;\` gives \`initialization of 'int *' from 'int' makes pointer from integer without a cast\`. You meant \`&score\`.
- **Forgetting the * when writing.** \`p = 50;\` tries to make 50 the address (gcc warns \`makes pointer from integer without a cast\`). To change the variable, write \`*p = 50;\`.
- **Following NULL or an uninitialised pointer.** Undefined behaviour, usually a crash. Initialise pointers and check for \`NULL\`.
- **Returning the address of a local variable.** The pointer dangles as soon as the function returns. Return the value instead, or a pointer into data that the caller owns.

## Try it

- After the line \`p = &bonus;\`, add \`int *r = &score;\` and \`*r = 60;\`, then print \`score\` and \`*p\`. Which of the two changed, and why?
- Remove the parentheses from \`(*p)++\` and compare the output. (The \`-Wall\` warning you get is a hint about what happened.)
- Call \`find\` with a value that appears twice in \`marks\`. Which element does it return?
- Try to assign through \`view\` and read the compiler's message.`,
  code: String.raw`#include <stdio.h>

/* Returns a pointer to the first element equal to target, or NULL. */
int *find(int values[], int count, int target)
{
    for (int i = 0; i < count; i++) {
        if (values[i] == target) {
            return &values[i];
        }
    }
    return NULL;
}

int main(void)
{
    int score = 42;
    int *p = &score; /* p holds the address of score */
    printf("score = %d, *p = %d\n", score, *p);

    *p = 50; /* writes to score through p */
    printf("after *p = 50: score = %d\n", score);
    (*p)++;
    printf("after (*p)++: score = %d\n", score);
    printf("p points to score: %d\n", p == &score);

    int bonus = 7;
    p = &bonus; /* re-aim p: score is not changed */
    *p += 3;
    printf("bonus = %d, score is still %d\n", bonus, score);

    /* A pointer can point to an array element. */
    int marks[] = {70, 85, 62, 90, 78};
    int *best = &marks[0];
    for (int i = 1; i < 5; i++) {
        if (marks[i] > *best) {
            best = &marks[i];
        }
    }
    printf("best mark: %d\n", *best);
    *best = 100; /* changes the element inside the array */
    printf("marks[3] is now %d\n", marks[3]);

    int *first = marks; /* the array name gives &marks[0] */
    printf("*first = %d, first[1] = %d\n", *first, first[1]);

    int *found = find(marks, 5, 62);
    if (found != NULL) {
        *found = 65;
        printf("found 62 and raised it: marks[2] = %d\n", marks[2]);
    }
    if (find(marks, 5, 99) == NULL) {
        printf("99 is not in the array\n");
    }

    const int *view = &score; /* read-only access to score */
    printf("through a const pointer: %d\n", *view);
    return 0;
}
`,
  expectedOutput: `score = 42, *p = 42
after *p = 50: score = 50
after (*p)++: score = 51
p points to score: 1
bonus = 10, score is still 51
best mark: 90
marks[3] is now 100
*first = 70, first[1] = 85
found 62 and raised it: marks[2] = 65
99 is not in the array
through a const pointer: 51`,
  exercise: {
    title: 'Double the largest',
    task: `Read a list of numbers, find the largest one with a pointer, and double it *in the array* through that pointer.

The input is a count \`n\` (from 0 to 100) followed by \`n\` whole numbers, each between -1000000 and 1000000. \`main\` already reads them into an array.

1. Complete \`int *largest(int values[], int count)\`. It returns a pointer to the largest element. If several elements share the largest value, it returns a pointer to the first of them. If \`count\` is 0, it returns \`NULL\`.
2. In \`main\`, at the marked place, write one statement that doubles the element that \`big\` points to. Do not use an index: go through the pointer.

\`main\` then prints the largest value (before doubling) and the whole array after the change, or \`no numbers\` if \`n\` is 0.

Example: for the input

\`\`\`
3
3 9 2
\`\`\`

the program prints

\`\`\`
largest: 9
after: 3 18 2
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

/* Returns a pointer to the first largest element of values,
   or NULL if count is 0. */
int *largest(int values[], int count)
{
    /* Write this function. */
    (void)values;
    (void)count;
    return NULL;
}

int main(void)
{
    int values[100];
    int n;
    if (scanf("%d", &n) != 1 || n < 0 || n > 100) {
        printf("invalid input\n");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            printf("invalid input\n");
            return 0;
        }
    }

    int *big = largest(values, n);
    if (big == NULL) {
        printf("no numbers\n");
        return 0;
    }
    printf("largest: %d\n", *big);

    /* Write one statement here: double the element that big points to. */

    printf("after:");
    for (int i = 0; i < n; i++) {
        printf(" %d", values[i]);
    }
    printf("\n");
    return 0;
}
`,
    hints: [
      'Handle the empty case first: if count is 0, return NULL straight away.',
      'Otherwise start with a pointer to the first element, int *best = &values[0];, and loop over the other elements.',
      'Inside the loop, compare values[i] with *best. Only when values[i] is strictly greater, re-aim the pointer: best = &values[i];. Using > rather than >= keeps the first of several equal values.',
      'In main, *big is the element itself, so *big *= 2; (or *big = *big * 2;) doubles it inside the array.',
    ],
    visibleCases: [
      { name: 'the example', stdin: '3\n3 9 2\n', expectedOutput: 'largest: 9\nafter: 3 18 2' },
      {
        name: 'largest at the end',
        stdin: '4\n1 2 3 4\n',
        expectedOutput: 'largest: 4\nafter: 1 2 3 8',
      },
    ],
  },
};
