import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-002's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Variables and Data Types

A *variable* is a named piece of memory that holds a value. C is *statically typed*: every variable has a type that is fixed when you declare it, and the type decides which values it can hold and how much memory it takes.

## Declaring and initialising

\`\`\`c
int age = 25;  // declare and initialise in one step
int count;     // declared, but holds no meaningful value yet
count = 0;     // assign a value before you read it
age = 26;      // a variable can be given a new value at any time
\`\`\`

Reading a local variable before giving it a value is *undefined behaviour*: the C standard makes no promise about what happens, so the program may print any number, or behave differently from one run to the next. Make a habit of initialising variables where you declare them.

Names may contain letters, digits and underscores, must not start with a digit, and are case-sensitive: \`total\` and \`Total\` are two different variables. Words that C reserves for itself, such as \`int\`, \`return\` or \`if\`, cannot be used as names. Pick names that say what the value means: \`price\` is better than \`p\`.

## The basic types

- \`int\`: whole numbers such as \`42\` or \`-7\`. Usually 4 bytes, which gives a range of about plus or minus 2.1 billion.
- \`float\`: single-precision floating-point numbers such as \`19.99f\`, with about 7 significant digits.
- \`double\`: double-precision floating-point numbers with about 15 significant digits. Prefer it to \`float\` unless memory is tight.
- \`char\`: a single character such as \`'A'\`, stored as a small integer, its character code.

A literal like \`3.14\` is a \`double\`; add an \`f\` suffix (\`3.14f\`) to make it a \`float\`. Characters use single quotes (\`'A'\`), while double quotes make a string (\`"A"\`).

Floating-point numbers are stored in binary, so most decimal fractions are only approximated: \`0.1\` is really a number extremely close to 0.1. Printing with a fixed number of decimals hides the tiny difference.

## More integer types

When \`int\` is too small, or negative values make no sense, C offers more integer types:

- \`short\`, \`long\` and \`long long\` differ in size. \`long long\` has at least 64 bits, enough for about plus or minus 9.2 quintillion.
- Putting \`unsigned\` in front, as in \`unsigned int\`, gives a type with no negative values and a larger positive range.

The exact sizes are *implementation-defined*: each compiler and platform chooses them and documents its choice, within minimums set by the standard. If a calculation on a signed type such as \`int\` goes past its largest value (*overflow*), the behaviour is undefined, so choose a type that is large enough for your data.

## Format specifiers

\`printf\` needs to know the type of every value you pass, and each specifier must match its argument:

- \`%d\` for an \`int\`
- \`%f\` for a \`double\`, and for a \`float\`, which is converted to \`double\` when passed to \`printf\`
- \`%.2f\` for a floating-point value rounded to 2 decimal places
- \`%c\` for a \`char\`, printed as a character
- \`%lld\` for a \`long long\`, and \`%u\` for an \`unsigned int\`
- \`%zu\` for a \`size_t\`, the type that \`sizeof\` produces

A mismatched specifier, such as \`%d\` with a \`double\`, is undefined behaviour: the program may print garbage. \`-Wall\` warns about it, so keep warnings on.

## Constants

Add \`const\` to a variable whose value must never change:

\`\`\`c
const int days_in_week = 7;
\`\`\`

The compiler rejects any later assignment to it, and readers know at a glance that the value is fixed.

## Converting between types

C converts between number types automatically when you assign a value of one type to a variable of another. Going from \`int\` to \`double\` is safe. Going from a floating-point value to an integer type throws away the fraction, rounding *towards zero*:

\`\`\`c
double pi = 3.14159;
int whole = pi;    // whole is 3
int minus = -2.7;  // minus is -2
\`\`\`

gcc does not warn about this with \`-Wall -Wextra\`, so watch out for it. If the whole-number part does not fit in the integer type, the behaviour is undefined.

## Measuring types with sizeof

\`sizeof\` gives the size of a type or variable in bytes:

\`\`\`c
printf("%zu\\n", sizeof(int));
\`\`\`

\`sizeof(char)\` is 1 by definition. The sizes of the other types depend on the platform. The values this lesson's program prints (4 bytes for \`int\` and \`float\`, 8 for \`double\` and \`long long\`) are what you will see on typical 64-bit systems, including CodeNest.

## Characters are numbers

A \`char\` stores a character code, so you can print the same value as a character or as a number:

\`\`\`c
char grade = 'A';
printf("%c %d\\n", grade, grade); // A 65
\`\`\`

On practically every system in use today, \`'A'\` has the code 65, \`'B'\` 66, and the lowercase \`'a'\` 97.

## Common mistakes

- **Using a variable before giving it a value.** \`int total; printf("%d\\n", total);\` prints whatever happens to be in memory. gcc warns \`'total' is used uninitialized\`. Initialise it: \`int total = 0;\`.
- **The wrong format specifier.** \`printf("%d\\n", price);\` with a \`double\` price gives \`format '%d' expects argument of type 'int', but argument 2 has type 'double'\`, and a nonsense number at run time. Use \`%f\` for \`double\`.
- **Printing sizeof with %d.** \`sizeof\` produces a \`size_t\`, not an \`int\`, so gcc warns \`format '%d' expects argument of type 'int', but argument 2 has type 'long unsigned int'\`. Use \`%zu\`.
- **Double quotes for a character.** \`char c = "A";\` gives \`initialization of 'char' from 'char *' makes integer from pointer without a cast\`. A single character needs single quotes: \`'A'\`.
- **Changing a constant.** Assigning to a \`const\` variable stops the build with \`error: assignment of read-only variable\`. If the value really has to change, it should not be \`const\`.
- **Expecting a fraction from an int.** \`int half = 7.5;\` stores 7, silently. Use a \`double\` when you need the fraction.

## Try it

- Change \`price\` to \`4.5f\` and see how \`%.2f\` prints it.
- Print \`pi\` with \`%f\`, \`%.2f\` and \`%.10f\`, and compare the results.
- Add a \`char\` variable holding your initial, and print both the character and its code.
- Assign \`-pi\` to \`whole\` and predict what it prints before you run the program.`,
  code: String.raw`#include <stdio.h>

int main(void)
{
    /* Give every variable a type and, straight away, a value. */
    int age = 25;
    float price = 19.99f;          /* the f suffix makes a float literal */
    double pi = 3.141592653589793;
    char grade = 'A';              /* single quotes: one character */
    const int days_in_week = 7;    /* const: this value never changes */

    printf("Age: %d\n", age);
    printf("Price: %.2f\n", price);
    printf("Pi to 5 decimal places: %.5f\n", pi);
    printf("Grade: %c (character code %d)\n", grade, grade);
    printf("Days in a week: %d\n", days_in_week);

    /* A variable that is not const can be given a new value with =. */
    age = 26;
    printf("Age next year: %d\n", age);

    /* Storing a double in an int drops the fraction. */
    int whole = pi;
    printf("Pi stored in an int: %d\n", whole);

    /* long long holds much larger whole numbers than int. */
    long long world_population = 8000000000;
    printf("People on Earth: about %lld\n", world_population);

    /* sizeof yields a size_t, which is printed with %zu. */
    printf("char: %zu byte\n", sizeof(char));
    printf("int: %zu bytes\n", sizeof(int));
    printf("float: %zu bytes\n", sizeof(float));
    printf("double: %zu bytes\n", sizeof(double));
    printf("long long: %zu bytes\n", sizeof(long long));

    return 0;
}
`,
  expectedOutput: `Age: 25
Price: 19.99
Pi to 5 decimal places: 3.14159
Grade: A (character code 65)
Days in a week: 7
Age next year: 26
Pi stored in an int: 3
People on Earth: about 8000000000
char: 1 byte
int: 4 bytes
float: 4 bytes
double: 8 bytes
long long: 8 bytes`,
  exercise: {
    title: 'One value, several types',
    task: `Store two input values in variables of other types, and show what each conversion keeps, what it loses and how much memory each variable takes.

The starter code already reads the values into two variables (lesson c-006 explains how reading input works; leave that line as it is):

- \`reading\`, a \`double\`: a measurement between -1000000 and 1000000;
- \`code\`, an \`int\`: a character code between 33 and 126, the codes of the printable characters.

Then:

1. Declare an \`int\` initialised with \`reading\`. The conversion drops the fraction, rounding towards zero: 2.75 becomes 2, and -2.75 becomes -2.
2. Declare a \`char\` initialised with \`code\`, and a \`double\` initialised with \`code\`.
3. Print five lines: each variable's value, then its size in bytes, taken from \`sizeof\` and printed with \`%zu\`. Do not type the sizes yourself: they depend on the platform, and \`sizeof\` always gives the right one. The starter already prints the first line.

For the input \`2.75 65\` the output is:

\`\`\`text
reading: 2.750 (8 bytes)
as an int: 2 (4 bytes)
code: 65 (4 bytes)
as a char: A (1 byte)
as a double: 65.00 (8 bytes)
\`\`\`

Print each line from the variable it names: the int's value with \`%d\`, the char as a character with \`%c\`, and the double with 2 decimal places.`,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    double reading = 0.0;
    int code = 0;

    /* This line reads a decimal number and a whole number, in that order.
       Lesson c-006 explains scanf; leave it as it is. */
    scanf("%lf %d", &reading, &code);

    printf("reading: %.3f (%zu bytes)\n", reading, sizeof(reading));

    /* Your code here: declare an int initialised with reading, and a char and a
       double initialised with code. Then print the other four lines, each with
       the size of its variable from sizeof. */

    return 0;
}
`,
    hints: [
      'Initialising a variable of one type with a value of another converts the value: `int whole = reading;` keeps the whole-number part of `reading`, and `char letter = code;` stores the code in a `char`.',
      'Printing `reading` with `%.0f` is not the same as converting it: `%.0f` rounds 2.75 up to 3, while the conversion to `int` drops the fraction and gives 2.',
      '`sizeof(whole)` is the size of the variable `whole`, a `size_t`, so print it with `%zu`: `printf("as an int: %d (%zu bytes)\\n", whole, sizeof(whole));`',
      'The char line is `printf("as a char: %c (%zu byte)\\n", letter, sizeof(letter));` and the double is printed with `%.2f`.',
    ],
    visibleCases: [
      {
        name: 'the example from the task',
        stdin: '2.75 65\n',
        expectedOutput:
          'reading: 2.750 (8 bytes)\nas an int: 2 (4 bytes)\ncode: 65 (4 bytes)\nas a char: A (1 byte)\nas a double: 65.00 (8 bytes)\n',
      },
      {
        name: 'a negative reading is cut towards zero',
        stdin: '-2.75 122\n',
        expectedOutput:
          'reading: -2.750 (8 bytes)\nas an int: -2 (4 bytes)\ncode: 122 (4 bytes)\nas a char: z (1 byte)\nas a double: 122.00 (8 bytes)\n',
      },
    ],
  },
};
