import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-007's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Functions

A *function* is a named block of code that does one job. You have been using functions since your first program: \`main\` is a function, and so are \`printf\` and \`scanf\`. In this lesson you write your own, so that a long program becomes a set of small, named pieces that are easy to read, test and reuse.

## Defining a function

\`\`\`c
int square(int n)
{
    return n * n;
}
\`\`\`

A function definition has four parts:

- the **return type** (\`int\`): the type of the value the function hands back;
- the **name** (\`square\`), which follows the same rules as variable names;
- the **parameter list** in parentheses (\`int n\`): the values the function needs, each with a type and a name. Separate several parameters with commas: \`int max_of(int a, int b)\`;
- the **body** in braces: the statements that run when the function is called.

\`return\` ends the function immediately and gives the value of its expression back to the caller. A function may contain several \`return\` statements, for example one in each branch of an \`if\`:

\`\`\`c
int max_of(int a, int b)
{
    if (a > b) {
        return a;
    }
    return b;
}
\`\`\`

## Calling a function

To *call* a function, write its name followed by the *arguments* in parentheses:

\`\`\`c
int area = square(5);                // area is 25
printf("%d\\n", max_of(12, 30) + 1); // prints 31
\`\`\`

Each argument is evaluated, and its value is used to initialise the matching parameter: the first argument goes to the first parameter, and so on. A call is an expression, so you can use its result wherever a value of that type fits: in an assignment, in a calculation, as the argument of another call (\`square(max_of(3, -8))\`) or in the condition of an \`if\`.

If the argument has a different type from the parameter, C converts it, just as in an assignment: passing \`7.9\` to an \`int\` parameter gives the function \`7\`.

## Parameters are copies

C passes arguments *by value*: the parameter is a new variable that holds a copy of the argument. Changing the parameter inside the function does not touch the caller's variable:

\`\`\`c
void try_to_change(int n)
{
    n = 100; // changes only the copy
}

int x = 5;
try_to_change(x);
// x is still 5
\`\`\`

This makes functions safe to call: they cannot change your variables behind your back. Lesson c-013 shows how a function can change a caller's variable on purpose, using pointers.

## void functions and empty parameter lists

A function that only *does* something, such as printing, and has no result to give back has the return type \`void\`:

\`\`\`c
void print_line(char symbol, int length)
{
    for (int i = 0; i < length; i++) {
        printf("%c", symbol);
    }
    printf("\\n");
}
\`\`\`

It ends when it reaches its closing brace, or earlier at a plain \`return;\`. You call it as a statement on its own: \`print_line('=', 20);\`.

A function that takes no arguments has \`void\` as its parameter list, like \`int main(void)\`. Always write the \`void\`: in C17, empty parentheses such as \`int get_answer()\` mean "parameters not specified", and the compiler then does not check the arguments of any call.

## Prototypes: declare before you call

The compiler reads your file from top to bottom, and it must know a function's name, return type and parameter types before it meets a call to it. You can define every function above \`main\`, or you can put a *prototype* near the top of the file: the function's header followed by a semicolon.

\`\`\`c
int square(int n); // prototype: the definition comes later

int main(void)
{
    printf("%d\\n", square(4)); // fine: square has been declared
    return 0;
}

int square(int n)
{
    return n * n;
}
\`\`\`

With prototypes, \`main\` can come first and the file reads like a table of contents. The header files you include are mostly prototypes: \`stdio.h\` declares \`printf\` so that your calls can be checked.

## Recursion

A function may call itself. This is called *recursion*, and it suits problems defined in terms of a smaller version of themselves, such as the factorial: 5! = 5 × 4!, and 1! = 1.

\`\`\`c
int factorial(int n)
{
    if (n <= 1) {
        return 1;                // base case: stops the recursion
    }
    return n * factorial(n - 1); // a smaller version of the same problem
}
\`\`\`

Each call gets its own copy of \`n\`. Every recursive function needs a *base case* that does not call itself; without one, the calls never stop, and the program crashes when it runs out of the memory set aside for function calls, called the *stack*. A loop is often simpler, so use recursion when it makes the code clearer.

## Common mistakes

- **Calling a function the compiler has not seen yet.** gcc reports \`implicit declaration of function 'square'\`. Since C99 every call needs a declaration first, so treat this as an error: add a prototype above \`main\` or move the definition up.
- **Forgetting a \`return\`.** If a non-\`void\` function can reach its closing brace without returning, \`-Wall\` warns \`control reaches end of non-void function\`. If the caller then uses the result, the behaviour is undefined. Make sure every path returns a value.
- **Passing the wrong number of arguments.** \`square(2, 3)\` stops the build with \`too many arguments to function 'square'\`. Check the call against the prototype.
- **A semicolon after the header of a definition.** \`int square(int n); { ... }\` turns the header into a prototype and leaves a stray block, and gcc reports \`expected identifier or '(' before '{' token\`. Only prototypes end with a semicolon.
- **Expecting a function to change its argument.** As shown above, a parameter is a copy. Return the new value instead: \`x = double_it(x);\`.
- **Ignoring the result.** A call like \`square(5);\` on its own computes 25 and throws it away. Store or print the value.

## Try it

- Add a function \`int cube(int n)\` and print \`cube(3)\`. Does it need a prototype where you put it?
- Remove the prototype of \`square\` from the top of the program and read the compiler's message.
- Change \`try_to_change\` to return the new value, and use \`x = try_to_change(x);\` in \`main\`.
- Print \`factorial(13)\`. The true value, 6227020800, does not fit in an \`int\` (usually at most 2147483647), and signed overflow is undefined behaviour: in practice you get a wrong number.`,
  code: String.raw`#include <stdio.h>

/* Prototypes: they let main call functions that are defined further down. */
int square(int n);
int max_of(int a, int b);
double average(int a, int b, int c);
void print_line(char symbol, int length);
int factorial(int n);
void try_to_change(int n);

int main(void)
{
    print_line('=', 30);
    printf("square(7) = %d\n", square(7));
    printf("max_of(12, 30) = %d\n", max_of(12, 30));

    /* The result of one call can be the argument of another. */
    printf("square(max_of(3, -8)) = %d\n", square(max_of(3, -8)));
    printf("average(4, 5, 7) = %.2f\n", average(4, 5, 7));

    for (int n = 1; n <= 5; n++) {
        printf("%d! = %d\n", n, factorial(n));
    }

    int x = 5;
    try_to_change(x); /* the function gets a copy of x */
    printf("x after try_to_change(x): %d\n", x);
    print_line('=', 30);
    return 0;
}

/* Returns n multiplied by itself. */
int square(int n)
{
    return n * n;
}

/* Returns the larger of two numbers. */
int max_of(int a, int b)
{
    if (a > b) {
        return a;
    }
    return b;
}

/* Dividing by 3.0 (a double) avoids integer division. */
double average(int a, int b, int c)
{
    return (a + b + c) / 3.0;
}

/* A void function: it prints, but returns no value. */
void print_line(char symbol, int length)
{
    for (int i = 0; i < length; i++) {
        printf("%c", symbol);
    }
    printf("\n");
}

/* Recursion: n! = n * (n - 1)!, and 1! = 1 is the base case. */
int factorial(int n)
{
    if (n <= 1) {
        return 1;
    }
    return n * factorial(n - 1);
}

/* n is a local copy: changing it does not affect the caller. */
void try_to_change(int n)
{
    n = 100;
    printf("inside try_to_change: n = %d\n", n);
}
`,
  expectedOutput: `==============================
square(7) = 49
max_of(12, 30) = 30
square(max_of(3, -8)) = 9
average(4, 5, 7) = 5.33
1! = 1
2! = 2
3! = 6
4! = 24
5! = 120
inside try_to_change: n = 100
x after try_to_change(x): 5
==============================`,
  exercise: {
    title: 'Digits in any base',
    task: `We write numbers in base 10, but any whole number from 2 up can be the base. In base 2 (binary) the digits are 0 and 1, and 13 is written \`1101\`: 1 × 8 + 1 × 4 + 0 × 2 + 1 × 1.

The digits come out of a number from the right: \`n % base\` is the last digit, and \`n / base\` is the number written by all the digits before it. For 13 in base 2, the last digit is \`13 % 2\`, which is 1, and the digits before it write \`13 / 2\`, which is 6 (\`110\`). But the digits must be *printed* from the left. Recursion solves this: print the digits of \`n / base\` first, with a recursive call, and only then the last digit.

Complete two recursive functions in the starter code:

- \`void print_in_base(int n, int base)\` prints \`n\` written in \`base\`, with no leading zeros. A number smaller than \`base\`, zero included, is a single digit: it is the base case.
- \`int count_digits(int n, int base)\` returns how many digits \`n\` has in \`base\`: 1 for a number smaller than \`base\`, otherwise one more than \`n / base\` has.

Each function calls itself, as \`factorial\` does in the lesson; use no loop in them.

**Input:** any number of lines, each with two whole numbers: \`n\`, from 0 to 2147483647 (the largest \`int\` on CodeNest), and \`base\`, from 2 to 10. \`main\` is already written: it reads the lines and prints \`out of range\` for a pair outside these limits.

**Output:** for each line, \`n in base B: DIGITS (K digits)\`, with \`digit\` instead of \`digits\` when K is 1. For the input

\`\`\`
13 2
255 8
\`\`\`

the program prints

\`\`\`
13 in base 2: 1101 (4 digits)
255 in base 8: 377 (3 digits)
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

void print_in_base(int n, int base);
int count_digits(int n, int base);

int main(void)
{
    int n, base;
    while (scanf("%d %d", &n, &base) == 2) {
        if (n < 0 || base < 2 || base > 10) {
            printf("out of range: %d %d\n", n, base);
            continue;
        }
        printf("%d in base %d: ", n, base);
        print_in_base(n, base);
        int digits = count_digits(n, base);
        printf(" (%d %s)\n", digits, digits == 1 ? "digit" : "digits");
    }
    return 0;
}

/* Prints n written in base, most significant digit first, with no leading zeros. */
void print_in_base(int n, int base)
{
    /* Write this function: if n is smaller than base, print it as one digit.
       Otherwise print the digits of n / base with a recursive call, then n % base. */
    (void)n;
    (void)base;
}

/* Returns how many digits n has in base. */
int count_digits(int n, int base)
{
    /* Write this function: 1 if n is smaller than base, otherwise one more
       than the digits of n / base. */
    (void)n;
    (void)base;
    return 0;
}
`,
    hints: [
      'Start with the base case of `print_in_base`: when `n < base`, `n` is a single digit, so `printf("%d", n);` and `return;`.',
      'Otherwise call `print_in_base(n / base, base);` first, which prints every digit but the last, and then print the last digit, `n % base`. Print the last digit before the call instead, and the digits come out backwards: `1011` for 13 in base 2.',
      '`count_digits` follows the same pattern: `if (n < base) { return 1; }` and then `return 1 + count_digits(n / base, base);`.',
      'Zero needs no special case: it is smaller than every base, so the base case prints `0` and counts 1 digit. Check that `base` itself gives `10`: it is not smaller than the base.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '13 2\n255 8\n',
        expectedOutput: '13 in base 2: 1101 (4 digits)\n255 in base 8: 377 (3 digits)',
      },
      {
        name: 'base 10 gives the number back',
        stdin: '2024 10\n',
        expectedOutput: '2024 in base 10: 2024 (4 digits)',
      },
      {
        name: 'a single digit',
        stdin: '6 7\n',
        expectedOutput: '6 in base 7: 6 (1 digit)',
      },
    ],
  },
};
