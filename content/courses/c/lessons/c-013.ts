import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-013's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Pointers and Functions (pass by reference)

In the lesson on functions, every argument you passed was *copied* into the function's parameter. That keeps functions safe, but it also means a function cannot change the variables of the code that called it. Pointers remove that limit: if you give a function the *address* of a variable, the function can reach the original variable through it.

## Pass by value: the function gets a copy

C always passes arguments *by value*: the parameter is a new local variable that starts with a copy of the argument.

\`\`\`c
void try_to_reset(int n)
{
    n = 0;          // changes the copy only
}

int score = 42;
try_to_reset(score);
// score is still 42
\`\`\`

When \`try_to_reset\` returns, its copy \`n\` disappears, and \`score\` was never touched.

## Passing an address

To let a function change a variable, pass the variable's address with \`&\` and declare the parameter as a pointer. Inside the function, \`*\` (the dereference operator from the lesson on pointers) reaches the variable the pointer points to.

\`\`\`c
void swap(int *a, int *b)
{
    int temp = *a;  // the value a points to
    *a = *b;
    *b = temp;
}

int x = 3, y = 8;
swap(&x, &y);       // now x is 8 and y is 3
\`\`\`

Strictly speaking, C still passes by value here: \`a\` is a copy of the address \`&x\`. But a copy of an address points to the same place, so writing to \`*a\` writes to \`x\`. This technique is what people mean by *pass by reference* in C.

You have already used it: \`scanf("%d", &n)\` needs \`&n\` because \`scanf\` must store the number it reads into your variable.

## Output parameters: more than one result

A function can \`return\` only one value. When it has several results, the caller passes the addresses of variables to fill in. These are called *output parameters*:

\`\`\`c
void split_time(int total_seconds, int *minutes, int *seconds)
{
    *minutes = total_seconds / 60;
    *seconds = total_seconds % 60;
}

int m = 0, s = 0;
split_time(135, &m, &s);   // m is 2, s is 15
\`\`\`

A common pattern combines both: the return value reports success or failure, and output parameters carry the results.

## Arrays are passed as pointers

When you pass an array to a function, C does not copy the array. The array name *decays* into a pointer to its first element, so these two declarations mean exactly the same thing:

\`\`\`c
void double_all(int values[], size_t count);
void double_all(int *values, size_t count);
\`\`\`

Two consequences follow:

- The function works on the caller's elements, so \`values[i] *= 2\` changes the original array.
- The function cannot find out how long the array is. Inside it, \`sizeof values\` is the size of a *pointer* (typically 8 bytes), not of the array. Always pass the number of elements as a separate parameter, usually of type \`size_t\`, the unsigned type C uses for sizes and counts.

## const pointer parameters

If a function only *reads* through a pointer, say so with \`const\`:

\`\`\`c
int sum(const int *values, size_t count);
\`\`\`

\`const int *\` means "a pointer to ints that must not be changed through this pointer". The compiler rejects any attempt such as \`values[0] = 1;\` inside \`sum\`, and a reader knows at a glance that calling \`sum\` leaves the array alone.

## Never return the address of a local variable

A function's local variables cease to exist when it returns. Returning a pointer to one gives the caller a *dangling pointer*, and using it is undefined behaviour: the program may print the right value, garbage, or crash.

\`\`\`c
int *broken(void)
{
    int result = 42;
    return &result;  // gcc warns: function returns address of local variable
}
\`\`\`

Returning a pointer *that was passed in* (such as a pointer into the caller's array) is fine, because that memory belongs to the caller. In the lesson on dynamic memory you will see another safe way.

## Common mistakes

- **Forgetting \`&\` at the call.** \`swap(x, y)\` passes two ints where pointers are expected. gcc reports "passing argument 1 of 'swap' makes pointer from integer without a cast" (an error in recent versions). If the program runs at all, it treats 3 and 8 as addresses and crashes. Write \`swap(&x, &y)\`.
- **Forgetting \`*\` inside the function.** \`minutes = total_seconds / 60;\` tries to store a number in the pointer itself, and gcc complains about making a pointer from an integer. Worse, \`a = b;\` is valid C, so at most you get a vague warning: it changes the local copy of the address, not the caller's variable. Write \`*minutes = ...\` and \`*a = *b\`.
- **Adding \`&\` to something that is already a pointer.** Inside \`sort3(int *a, ...)\`, call \`swap(a, b)\`, not \`swap(&a, &b)\`: \`&a\` is an \`int **\`, and the compiler warns about incompatible pointer types.
- **Using \`sizeof\` on an array parameter.** It gives the pointer's size, not the array's. Do not count on a warning: gcc warns \`'sizeof' on array function parameter 'values' will return size of 'int *'\` only when the parameter is written \`int values[]\`. Written \`int *values\`, as in \`double_all\`, a plain \`sizeof values\` compiles without a word, even with \`-Wall -Wextra\`; only the whole formula \`sizeof values / sizeof values[0]\` draws a warning there. Pass the count instead.
- **Passing an uninitialised or \`NULL\` pointer.** Dereferencing it is undefined behaviour, typically a crash. Only pass addresses of real variables.

## Try it

- Remove the \`*\` from \`*minutes\` in \`split_time\` and read the compiler's message. Put it back.
- Write a function \`void reset(int *n)\` that really sets the caller's variable to 0, and call it on \`score\`.
- Add a \`const\` parameter function \`int largest(const int *values, size_t count)\` and print the largest of \`numbers\`.
- Try writing \`values[0] = 0;\` inside \`sum\` and see how \`const\` stops you.`,
  code: String.raw`#include <stdio.h>

/* Pass by value: n is a copy, so the caller's variable does not change. */
void try_to_reset(int n)
{
    n = 0;
    printf("Inside try_to_reset: n = %d\n", n);
}

/* Pass by reference: a and b hold the addresses of the caller's variables. */
void swap(int *a, int *b)
{
    int temp = *a; /* *a is the variable a points to */
    *a = *b;
    *b = temp;
}

/* Output parameters: one call produces two results. */
void split_time(int total_seconds, int *minutes, int *seconds)
{
    *minutes = total_seconds / 60;
    *seconds = total_seconds % 60;
}

/* An array argument arrives as a pointer to its first element,
   so the function can change the caller's elements. */
void double_all(int *values, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        values[i] *= 2;
    }
}

/* const promises that sum only reads the elements. */
int sum(const int *values, size_t count)
{
    int total = 0;
    for (size_t i = 0; i < count; i++) {
        total += values[i];
    }
    return total;
}

int main(void)
{
    int score = 42;
    try_to_reset(score);
    printf("After try_to_reset: score = %d\n", score);

    int x = 3;
    int y = 8;
    swap(&x, &y); /* & passes the addresses, not the values */
    printf("After swap: x = %d, y = %d\n", x, y);

    int minutes = 0;
    int seconds = 0;
    split_time(135, &minutes, &seconds);
    printf("135 seconds = %d min %d s\n", minutes, seconds);

    int numbers[] = {1, 2, 3, 4, 5};
    size_t count = sizeof numbers / sizeof numbers[0]; /* works here, not in a function */
    printf("Sum before: %d\n", sum(numbers, count));
    double_all(numbers, count);
    printf("Sum after doubling: %d\n", sum(numbers, count));

    printf("Numbers:");
    for (size_t i = 0; i < count; i++) {
        printf(" %d", numbers[i]);
    }
    printf("\n");
    return 0;
}
`,
  expectedOutput: `Inside try_to_reset: n = 0
After try_to_reset: score = 42
After swap: x = 8, y = 3
135 seconds = 2 min 15 s
Sum before: 15
Sum after doubling: 30
Numbers: 2 4 6 8 10`,
  exercise: {
    title: 'Sort three numbers in place',
    task: `Write the function \`void sort3(int *a, int *b, int *c)\`. It receives the addresses of three \`int\` variables and rearranges their values so that \`*a <= *b <= *c\`. The function returns nothing: it changes the caller's variables through the pointers.

The program reads three integers from standard input, separated by spaces, calls \`sort3(&x, &y, &z)\` and prints the three values in ascending order on one line, separated by single spaces. The \`swap\` function from the lesson is already written for you, and \`main\` is complete.

Example: for the input

\`\`\`
9 2 5
\`\`\`

the program prints

\`\`\`
2 5 9
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

/* Exchanges the values of the two variables a and b point to. */
void swap(int *a, int *b)
{
    int temp = *a;
    *a = *b;
    *b = temp;
}

/* Rearranges the three variables so that *a <= *b <= *c. */
void sort3(int *a, int *b, int *c)
{
    /* Your code here: compare the values and call swap to put them in order. */
    (void)a;
    (void)b;
    (void)c;
}

int main(void)
{
    int x, y, z;
    if (scanf("%d %d %d", &x, &y, &z) != 3) {
        return 1;
    }
    sort3(&x, &y, &z);
    printf("%d %d %d\n", x, y, z);
    return 0;
}
`,
    hints: [
      'Remove the three `(void)` lines once you use the parameters. Compare the values the pointers point to, `*a` and `*b`, not the pointers themselves.',
      'Think of a tiny bubble sort: compare a pair of neighbours and swap them when they are in the wrong order. Three such compare-and-swap steps are enough for three values.',
      'Inside `sort3`, `a`, `b` and `c` are already pointers, so call `swap(a, b)` without `&`. The steps are: if `*a > *b` swap a and b; if `*b > *c` swap b and c; then if `*a > *b` swap a and b again.',
    ],
    visibleCases: [
      { name: 'mixed order', stdin: '9 2 5\n', expectedOutput: '2 5 9' },
      { name: 'already sorted', stdin: '1 2 3\n', expectedOutput: '1 2 3' },
      { name: 'reverse order', stdin: '3 2 1\n', expectedOutput: '1 2 3' },
    ],
  },
};
