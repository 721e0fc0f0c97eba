import type { LessonBody } from '../../lesson-parts';

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
    title: 'Prime numbers up to a limit',
    task: `A *prime number* is a whole number greater than 1 whose only divisors are 1 and itself: 2, 3, 5, 7, 11 and so on.

Complete two functions in the starter code:

- \`int is_prime(int n)\` returns 1 if \`n\` is prime and 0 otherwise. Numbers below 2 (including 0 and negative numbers) are not prime.
- \`int print_primes(int limit)\` prints every prime from 2 up to and including \`limit\` on one line, separated by single spaces, followed by a newline. If there are none, it prints the line \`none\` instead. It returns how many primes it printed.

\`main\` is already written: it reads one integer, the limit, from standard input, calls \`print_primes\` and prints the count it returns.

Example: for the input

\`\`\`
10
\`\`\`

the program prints

\`\`\`
2 3 5 7
count: 4
\`\`\`

and for the input \`1\` it prints

\`\`\`
none
count: 0
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

int is_prime(int n);
int print_primes(int limit);

int main(void)
{
    int limit;
    if (scanf("%d", &limit) != 1) {
        printf("Please enter a whole number.\n");
        return 0;
    }
    int count = print_primes(limit);
    printf("count: %d\n", count);
    return 0;
}

/* Returns 1 if n is prime, 0 otherwise. */
int is_prime(int n)
{
    /* Write this function: numbers below 2 are not prime; otherwise try
       every possible divisor. */
    (void)n;
    return 0;
}

/* Prints the primes from 2 to limit on one line (or "none") and
   returns how many it printed. */
int print_primes(int limit)
{
    /* Write this function: loop from 2 to limit and use is_prime. */
    (void)limit;
    printf("none\n");
    return 0;
}
`,
    hints: [
      'Start with is_prime. A number n of at least 2 is prime when no number d with 2 <= d < n divides it, that is, when n % d is never 0. Return 0 as soon as you find a divisor, and 1 after the loop.',
      'You only need to try divisors while d * d <= n: if n had a divisor larger than its square root, it would also have one smaller than it. Write the condition as d * d <= n rather than using a square root.',
      'In print_primes, keep a counter of the primes found. Before printing a prime, print a space only if the counter is already above 0, so the line does not start with a space.',
      'After the loop, if the counter is still 0, print "none". In every case print the final "\\n", then return the counter.',
    ],
    visibleCases: [
      { name: 'primes up to 10', stdin: '10\n', expectedOutput: '2 3 5 7\ncount: 4' },
      { name: 'no primes below 2', stdin: '1\n', expectedOutput: 'none\ncount: 0' },
      {
        name: 'primes up to 30',
        stdin: '30\n',
        expectedOutput: '2 3 5 7 11 13 17 19 23 29\ncount: 10',
      },
    ],
  },
};
