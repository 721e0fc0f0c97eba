import type { Course, Lesson } from '../src/domain/learning';

/*
 * The C course of SPEC §3. Only the first five lessons are published; the course
 * advertises 24 lessons, and c-005 points on to c-006, which is not shown yet.
 * Every lesson's `code` is a complete C17 program and `expectedOutput` is exactly
 * what it prints (without the final newline); content/content.test.ts compiles
 * and runs each one to keep the two in step.
 */

const lessons: Lesson[] = [
  {
    id: 'c-001',
    title: 'Hello, World!',
    description:
      'Write, compile and run your first C program, and learn the structure that every C program shares.',
    difficulty: 'beginner',
    estimatedTime: 30,
    prerequisites: [],
    concepts: [
      'Program structure',
      '#include and header files',
      'The main function',
      'printf and escape sequences',
      'Return values',
    ],
    content: `# Hello, World!

Every programmer's journey in a new language starts with the same tiny program: one that prints a greeting. It looks simple, but it already contains the skeleton that every C program you will ever write shares.

## The shape of a C program

\`\`\`c
#include <stdio.h>

int main(void)
{
    printf("Hello, World!\\n");
    return 0;
}
\`\`\`

Line by line:

- \`#include <stdio.h>\` asks the preprocessor to pull in the *standard input/output* header. It declares \`printf\`, \`puts\` and friends, so the compiler knows how to call them.
- \`int main(void)\` defines the function where execution begins. \`int\` is the type of value it returns, and \`void\` means it takes no arguments.
- The braces \`{\` and \`}\` wrap the function body: the statements that run, from top to bottom.
- Each statement ends with a semicolon. Forgetting one is the most common first compiler error.
- \`return 0;\` ends \`main\` and hands the value 0 back to the operating system, which by convention means "success". Any other value signals a failure.

## Printing with printf

\`printf\` ("print formatted") writes text to standard output. Text in double quotes is a *string literal*. Inside it, a backslash starts an *escape sequence*:

- \`\\n\` starts a new line
- \`\\t\` inserts a tab
- \`\\"\` prints a double quote, and \`\\\\\` prints a backslash

\`printf\` never adds a newline on its own: without \`\\n\`, the next output continues on the same line.

\`printf\` can also insert values into the text. A *format specifier* such as \`%d\` marks where an integer goes, and the value follows as an extra argument:

\`\`\`c
printf("C was created in %d.\\n", 1972);
\`\`\`

Because \`%\` has this special meaning, write \`%%\` to print a literal percent sign.

\`puts\` is a simpler cousin: it prints a string and adds the newline for you.

## Comments

Comments are notes for humans; the compiler ignores them.

\`\`\`c
/* A block comment can span
   several lines. */
// A line comment runs to the end of the line.
\`\`\`

Use them to explain *why* the code does something, not to repeat what it already says.

## From source code to a running program

C is a compiled language. A compiler such as \`gcc\` translates your source file into a machine-code executable, which you then run:

\`\`\`sh
gcc -std=c17 -Wall -Wextra hello.c -o hello
./hello
\`\`\`

The \`-Wall -Wextra\` options turn on useful warnings. Treat every warning as a bug report: fixing them early saves hours of debugging later. On CodeNest, the Run button compiles and runs your program in one step.

## Try it

- Change the greeting to include your name.
- Remove the \`\\n\` from the first \`printf\` and run the program again. What happens to the next line?
- Print a line that contains a tab using \`\\t\`, and another that shows a percent sign using \`%%\`.`,
    code: String.raw`#include <stdio.h>

/*
 * Every C program starts running at main.
 * int main(void) means: main takes no arguments and returns an int.
 */
int main(void)
{
    printf("Hello, World!\n");
    printf("Welcome to C programming on CodeNest.\n");

    /* %d is replaced by the integer that follows the format string. */
    printf("C was created in %d at Bell Labs.\n", 1972);

    /* %% prints a single percent sign. */
    printf("Lesson progress: %d%%\n", 100);

    /* puts prints a string and adds the newline for you. */
    puts("puts adds the newline for you.");

    return 0; /* 0 tells the operating system the program succeeded */
}
`,
    expectedOutput: `Hello, World!
Welcome to C programming on CodeNest.
C was created in 1972 at Bell Labs.
Lesson progress: 100%
puts adds the newline for you.`,
    nextLesson: 'c-002',
  },
  {
    id: 'c-002',
    title: 'Variables and Data Types',
    description:
      'Store values in typed variables, print them with the right format specifiers and measure types with sizeof.',
    difficulty: 'beginner',
    estimatedTime: 45,
    prerequisites: ['c-001'],
    concepts: [
      'Variables and initialisation',
      'int, float, double and char',
      'Format specifiers',
      'const',
      'sizeof',
    ],
    content: `# Variables and Data Types

A *variable* is a named piece of memory that holds a value. C is *statically typed*: every variable has a type that is fixed when you declare it, and the type decides which values it can hold and how much memory it takes.

## Declaring and initialising

\`\`\`c
int age = 25;  // declare and initialise in one step
int count;     // declared, but holds no meaningful value yet
count = 0;     // assign a value before you read it
\`\`\`

Reading a local variable before giving it a value is undefined behaviour, so make a habit of initialising variables where you declare them.

Names may contain letters, digits and underscores, must not start with a digit, and are case-sensitive: \`total\` and \`Total\` are two different variables.

## The basic types

- \`int\`: whole numbers such as \`42\` or \`-7\`. Usually 4 bytes, which gives a range of about plus or minus 2.1 billion.
- \`float\`: single-precision floating-point numbers such as \`19.99f\`, with about 7 significant digits.
- \`double\`: double-precision floating-point numbers with about 15 significant digits. Prefer it to \`float\` unless memory is tight.
- \`char\`: a single character such as \`'A'\`, stored as a small integer, its character code.

A literal like \`3.14\` is a \`double\`; add an \`f\` suffix (\`3.14f\`) to make it a \`float\`. Characters use single quotes (\`'A'\`), while double quotes make a string (\`"A"\`).

## Format specifiers

\`printf\` needs to know the type of every value you pass, and each specifier must match its argument:

- \`%d\` for an \`int\`
- \`%f\` for a \`double\`, and for a \`float\`, which is converted to \`double\` when passed to \`printf\`
- \`%.2f\` for a floating-point value rounded to 2 decimal places
- \`%c\` for a \`char\`, printed as a character
- \`%zu\` for a \`size_t\`, the type that \`sizeof\` produces

A mismatched specifier, such as \`%d\` with a \`double\`, is undefined behaviour: the program may print garbage. \`-Wall\` warns about it, so keep warnings on.

## Constants

Add \`const\` to a variable whose value must never change:

\`\`\`c
const int days_in_week = 7;
\`\`\`

The compiler rejects any later assignment to it, and readers know at a glance that the value is fixed.

## Measuring types with sizeof

\`sizeof\` gives the size of a type or variable in bytes:

\`\`\`c
printf("%zu\\n", sizeof(int));
\`\`\`

\`sizeof(char)\` is 1 by definition. The sizes of the other types depend on the platform. The values this lesson's program prints (4 bytes for \`int\` and \`float\`, 8 for \`double\`) are what you will see on typical 64-bit systems.

## Characters are numbers

A \`char\` stores a character code, so you can print the same value as a character or as a number:

\`\`\`c
char grade = 'A';
printf("%c %d\\n", grade, grade); // A 65
\`\`\`

On practically every system in use today, \`'A'\` has the code 65.

## Try it

- Change \`price\` to \`4.5f\` and see how \`%.2f\` prints it.
- Print \`pi\` with \`%f\`, \`%.2f\` and \`%.10f\`, and compare the results.
- Add a \`char\` variable holding your initial, and print both the character and its code.`,
    code: String.raw`#include <stdio.h>

int main(void)
{
    int age = 25;
    float price = 19.99f;
    double pi = 3.141592653589793;
    char grade = 'A';
    const int days_in_week = 7;

    printf("Age: %d\n", age);
    printf("Price: %.2f\n", price);
    printf("Pi to 5 decimal places: %.5f\n", pi);
    printf("Grade: %c (character code %d)\n", grade, grade);
    printf("Days in a week: %d\n", days_in_week);

    /* sizeof yields a size_t, which is printed with %zu. */
    printf("char: %zu byte\n", sizeof(char));
    printf("int: %zu bytes\n", sizeof(int));
    printf("float: %zu bytes\n", sizeof(float));
    printf("double: %zu bytes\n", sizeof(double));

    return 0;
}
`,
    expectedOutput: `Age: 25
Price: 19.99
Pi to 5 decimal places: 3.14159
Grade: A (character code 65)
Days in a week: 7
char: 1 byte
int: 4 bytes
float: 4 bytes
double: 8 bytes`,
    nextLesson: 'c-003',
  },
  {
    id: 'c-003',
    title: 'Operators and Expressions',
    description:
      'Calculate, compare and combine values with arithmetic, assignment, relational and logical operators.',
    difficulty: 'beginner',
    estimatedTime: 50,
    prerequisites: ['c-002'],
    concepts: [
      'Arithmetic operators',
      'Integer division and remainder',
      'Type casts',
      'Increment and decrement',
      'Relational and logical operators',
      'Operator precedence',
    ],
    content: `# Operators and Expressions

An *expression* combines values, variables and operators to produce a new value. \`a + b * 2\` is an expression, and so is \`score >= 50\`. C has a rich set of operators, and knowing exactly how they behave saves you from subtle bugs.

## Arithmetic

- \`+\` addition, \`-\` subtraction, \`*\` multiplication
- \`/\` division
- \`%\` remainder (modulo), for integers only

When both operands of \`/\` are integers, C performs *integer division* and discards the fractional part:

\`\`\`c
int a = 17, b = 5;
printf("%d\\n", a / b); // 3, not 3.4
printf("%d\\n", a % b); // 2, the remainder
\`\`\`

To get a fractional result, make at least one operand floating point with a *cast*:

\`\`\`c
printf("%.1f\\n", (double)a / b); // 3.4
\`\`\`

Dividing an integer by zero is undefined behaviour, so check any divisor that comes from data.

## Assignment and compound assignment

\`=\` stores a value in a variable. The compound operators combine an operation with assignment:

\`\`\`c
int score = 10;
score += 5;  // same as score = score + 5, now 15
score *= 2;  // now 30
score -= 1;  // now 29
\`\`\`

## Increment and decrement

\`x++\` and \`++x\` both add 1 to \`x\`; \`x--\` and \`--x\` subtract 1. As statements on their own they do the same thing. The difference shows up inside a larger expression: \`x++\` yields the *old* value, \`++x\` the *new* one.

Never modify the same variable twice in one expression, as in \`i = i++ + 1\`: the result is undefined behaviour. Keep increments in statements of their own.

## Comparison and logic

Relational operators compare two values and produce an \`int\`: 1 for true, 0 for false.

- \`==\` equal, \`!=\` not equal
- \`<\`, \`<=\`, \`>\` and \`>=\`

Logical operators combine conditions:

- \`&&\` (and) is true only if both sides are true
- \`||\` (or) is true if at least one side is true
- \`!\` (not) turns true into false and false into true

\`&&\` and \`||\` *short-circuit*: if the left side already decides the answer, the right side is not evaluated at all. That makes \`count != 0 && total / count > 10\` safe, because the division only happens when \`count\` is not zero.

A classic mistake is writing \`=\` (assignment) where you meant \`==\` (comparison). \`-Wall\` warns about many of these cases.

## Precedence

As in mathematics, some operators bind tighter than others. \`*\`, \`/\` and \`%\` come before \`+\` and \`-\`, which come before comparisons, which come before \`&&\`, which comes before \`||\`.

\`\`\`c
2 + 3 * 4    // 14
(2 + 3) * 4  // 20
\`\`\`

When in doubt, add parentheses. They cost nothing and make your intent obvious to the next reader.

## Try it

- Change \`b\` to 4 and predict every line of output before you run the program.
- Print \`-17 / 5\` and \`-17 % 5\`. Integer division in C truncates towards zero, so you should see -3 and -2.
- Write an expression that is 1 when \`a\` is even and 0 otherwise.`,
    code: String.raw`#include <stdio.h>

int main(void)
{
    int a = 17;
    int b = 5;

    printf("a + b = %d\n", a + b);
    printf("a - b = %d\n", a - b);
    printf("a * b = %d\n", a * b);
    printf("a / b = %d\n", a / b); /* integer division drops the fraction */
    printf("a %% b = %d\n", a % b); /* the remainder */
    printf("(double)a / b = %.1f\n", (double)a / b);

    int score = 10;
    score += 5; /* 15 */
    score *= 2; /* 30 */
    score--;    /* 29 */
    printf("score = %d\n", score);

    int x = 5;
    int before = x++; /* before gets 5, then x becomes 6 */
    int after = ++x;  /* x becomes 7, then after gets 7 */
    printf("before = %d, after = %d, x = %d\n", before, after, x);

    printf("a > b: %d\n", a > b);
    printf("a == b: %d\n", a == b);
    printf("a is between 10 and 20: %d\n", a > 10 && a < 20);
    printf("2 + 3 * 4 = %d\n", 2 + 3 * 4);
    printf("(2 + 3) * 4 = %d\n", (2 + 3) * 4);

    return 0;
}
`,
    expectedOutput: `a + b = 22
a - b = 12
a * b = 85
a / b = 3
a % b = 2
(double)a / b = 3.4
score = 29
before = 5, after = 7, x = 7
a > b: 1
a == b: 0
a is between 10 and 20: 1
2 + 3 * 4 = 14
(2 + 3) * 4 = 20`,
    nextLesson: 'c-004',
  },
  {
    id: 'c-004',
    title: 'Control Flow: if/else and switch',
    description:
      'Make decisions in your programs with if, else if, else, the conditional operator and switch.',
    difficulty: 'beginner',
    estimatedTime: 55,
    prerequisites: ['c-003'],
    concepts: [
      'if and else',
      'else if chains',
      'The conditional operator',
      'switch and case',
      'break and fall-through',
    ],
    content: `# Control Flow: if/else and switch

So far, every program has run straight from top to bottom. Real programs make decisions: they show a different message, take a different path or reject bad data. C's tools for this are \`if\`, \`else\` and \`switch\`.

## if and else

\`\`\`c
if (temperature > 30) {
    printf("It's hot outside.\\n");
}
\`\`\`

The condition in parentheses can be any expression. C treats 0 as false and *any non-zero value* as true. If the condition is true, the block in braces runs; otherwise it is skipped.

Add \`else\` to handle the other case, and chain \`else if\` to test several conditions in order:

\`\`\`c
if (score >= 90) {
    grade = 'A';
} else if (score >= 80) {
    grade = 'B';
} else {
    grade = 'F';
}
\`\`\`

The conditions are checked from top to bottom, and only the *first* matching branch runs. That is why the order matters: a score of 95 is also \`>= 80\`, but it never reaches that test.

Use braces even around a single statement. Without them, only the very next statement belongs to the \`if\`, and a line added later can silently change what the program does.

## The conditional operator

For a simple choice between two values, the conditional operator \`?:\` is compact:

\`\`\`c
printf("%s\\n", n % 2 == 0 ? "even" : "odd");
\`\`\`

Read it as "if the condition holds, this value, otherwise that value". The \`%s\` specifier prints a string. Use \`?:\` to pick values, not to replace complex logic.

## switch

When you compare one integer value, including a \`char\`, against several constants, \`switch\` is often clearer than a long \`else if\` chain:

\`\`\`c
switch (grade) {
case 'A':
    printf("Excellent!\\n");
    break;
case 'B':
case 'C':
    printf("Well done.\\n");
    break;
default:
    printf("Keep practising.\\n");
    break;
}
\`\`\`

- Each \`case\` label must be a constant, such as \`'A'\` or \`3\`.
- Execution jumps to the matching label and continues until it reaches a \`break\`.
- Without a \`break\`, execution *falls through* into the next case. Stacking labels with nothing between them, like \`case 'B':\` and \`case 'C':\` above, is the intended way to share code between cases.
- \`default\` runs when no case matches. Include it, even if only to catch values you did not expect.

\`switch\` cannot compare strings or floating-point values; use \`if\` for those.

## Common pitfalls

- \`if (x = 5)\` assigns 5 to \`x\` and is always true. You meant \`if (x == 5)\`.
- A stray semicolon, as in \`if (ready);\`, ends the \`if\` on the spot, so the block after it always runs.
- Floating-point values are rarely exactly equal. Compare them with a small tolerance rather than with \`==\`.

## Try it

- Change \`temperature\` to 35, then to 5, and check which message appears.
- Set \`score\` to exactly 90. Which grade do you get, and why?
- Add an \`else if\` branch for grade \`'D'\` (60 to 69) and a matching \`case 'D':\` in the \`switch\`.`,
    code: String.raw`#include <stdio.h>

int main(void)
{
    int temperature = 23;
    if (temperature > 30) {
        printf("%d degrees: it's hot outside.\n", temperature);
    } else if (temperature >= 15) {
        printf("%d degrees: a pleasant day.\n", temperature);
    } else {
        printf("%d degrees: bring a jacket.\n", temperature);
    }

    int score = 82;
    char grade = 'F';
    if (score >= 90) {
        grade = 'A';
    } else if (score >= 80) {
        grade = 'B';
    } else if (score >= 70) {
        grade = 'C';
    }
    printf("A score of %d earns grade %c.\n", score, grade);

    switch (grade) {
    case 'A':
        printf("Excellent!\n");
        break;
    case 'B':
    case 'C':
        printf("Well done.\n");
        break;
    default:
        printf("Keep practising.\n");
        break;
    }
    int number = 7;
    printf("%d is %s.\n", number, number % 2 == 0 ? "even" : "odd");
    return 0;
}
`,
    expectedOutput: `23 degrees: a pleasant day.
A score of 82 earns grade B.
Well done.
7 is odd.`,
    nextLesson: 'c-005',
  },
  {
    id: 'c-005',
    title: 'Loops: for, while and do-while',
    description:
      'Repeat work with for, while and do-while loops, steer them with break and continue, and nest them.',
    difficulty: 'beginner',
    estimatedTime: 55,
    prerequisites: ['c-004'],
    concepts: ['for loops', 'while loops', 'do-while loops', 'break and continue', 'Nested loops'],
    content: `# Loops: for, while and do-while

Computers excel at repetition. A *loop* runs a block of code again and again while a condition holds. C has three loop statements, and each fits a slightly different situation.

## The for loop

Use \`for\` when you know in advance how many times to repeat:

\`\`\`c
for (int i = 1; i <= 5; i++) {
    printf("%d ", i);
}
\`\`\`

The header has three parts, separated by semicolons:

1. The **initialisation** (\`int i = 1\`) runs once, before the loop starts.
2. The **condition** (\`i <= 5\`) is checked before every iteration; the loop stops as soon as it is false.
3. The **update** (\`i++\`) runs after every iteration.

A variable declared in the header, like \`i\`, exists only inside the loop.

## The while loop

\`while\` repeats as long as its condition is true. Use it when the number of iterations depends on what happens inside the loop:

\`\`\`c
int n = 100;
int steps = 0;
while (n > 1) {
    n /= 2;
    steps++;
}
\`\`\`

The condition is checked *before* each iteration, so if it is false from the start, the body never runs.

## The do-while loop

\`do-while\` checks its condition *after* the body, so the body always runs at least once:

\`\`\`c
int countdown = 3;
do {
    printf("%d... ", countdown);
    countdown--;
} while (countdown > 0);
\`\`\`

Note the semicolon after \`while (...)\`. This loop suits tasks such as showing a menu at least once before deciding whether to show it again.

## break and continue

- \`break\` leaves the innermost loop immediately.
- \`continue\` skips the rest of the current iteration and moves on to the next one. In a \`for\` loop, the update still runs.

\`\`\`c
int sum = 0;
for (int i = 1; i <= 10; i++) {
    if (i % 2 == 0) {
        continue; // skip even numbers
    }
    sum += i;
}
// sum is now 1 + 3 + 5 + 7 + 9 = 25
\`\`\`

## Nested loops

A loop can contain another loop. The inner loop runs completely for every single iteration of the outer one, which makes nested loops a natural fit for grids and tables, like the multiplication table in this lesson's program. The \`%4d\` specifier pads each number to a width of 4 characters so the columns line up.

## Avoiding common bugs

- **Infinite loops**: make sure something in the body moves the condition towards false. A \`while\` loop that never changes its variable runs forever.
- **Off-by-one errors**: \`i < 5\` and \`i <= 5\` differ by one iteration. When unsure, trace the first and last values by hand.
- **Stray semicolons**: \`for (int i = 0; i < 5; i++);\` has an empty body, so the block after it runs only once.

## Try it

- Change the first \`for\` loop to count down from 5 to 1.
- Change the \`while\` loop to count how many times 1000 can be halved before it reaches 1.
- Use \`continue\` to print only the odd numbers in the counting loop.
- Extend the multiplication table to 5 rows and 5 columns.`,
    code: String.raw`#include <stdio.h>

int main(void)
{
    /* for: a fixed number of repetitions */
    printf("Counting up:");
    for (int i = 1; i <= 5; i++) {
        printf(" %d", i);
    }
    printf("\n");

    /* while: repeat until the condition becomes false */
    int n = 100;
    int steps = 0;
    while (n > 1) {
        n /= 2;
        steps++;
    }
    printf("Halving 100 until it reaches 1 takes %d steps.\n", steps);

    /* do-while: the body always runs at least once */
    int countdown = 3;
    do {
        printf("%d... ", countdown);
        countdown--;
    } while (countdown > 0);
    printf("Liftoff!\n");

    /* nested loops: a small multiplication table */
    for (int row = 1; row <= 3; row++) {
        for (int col = 1; col <= 3; col++) {
            printf("%4d", row * col);
        }
        printf("\n");
    }

    return 0;
}
`,
    expectedOutput: `Counting up: 1 2 3 4 5
Halving 100 until it reaches 1 takes 6 steps.
3... 2... 1... Liftoff!
   1   2   3
   2   4   6
   3   6   9`,
    nextLesson: 'c-006',
  },
];

export const cCourse: Course = {
  id: 'c-programming',
  name: 'C Programming',
  description:
    'Learn C from the ground up by writing and running real programs. Start with your first line of output, then master variables, operators, decisions and loops, and build towards functions, arrays, pointers and memory management: the foundations that operating systems, databases and embedded devices are built on.',
  difficulty: 'beginner',
  totalLessons: 24,
  estimatedHours: 40,
  lessons,
  certificate: {
    name: 'CodeNest Certified C Programmer',
    description:
      'Awarded to learners who finish the complete C Programming course and show they can design, write, compile and debug C programs on their own.',
    requirements: [
      'Complete all 24 lessons',
      'Pass all coding exercises',
      'Complete a final project',
      'Score 80% or higher on the final assessment',
    ],
  },
};

export const courses: Course[] = [cCourse];

/** The lesson with the given id in the given course, or undefined if either is unknown. */
export function findLesson(courseId: string, lessonId: string): Lesson | undefined {
  return courses
    .find((course) => course.id === courseId)
    ?.lessons.find((lesson) => lesson.id === lessonId);
}
