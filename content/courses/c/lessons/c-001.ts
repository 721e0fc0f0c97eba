import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-001's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
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

- \`#include <stdio.h>\` asks the *preprocessor*, a step that runs just before compiling, to pull in the *standard input/output* header. It declares \`printf\`, \`puts\` and friends, so the compiler knows how to call them.
- \`int main(void)\` defines the function where execution begins. \`int\` is the type of value it returns, and \`void\` means it takes no arguments.
- The braces \`{\` and \`}\` wrap the function body: the statements that run, from top to bottom.
- Each statement ends with a semicolon. Forgetting one is the most common first compiler error.
- \`return 0;\` ends \`main\` and hands the value 0 back to the operating system, which by convention means "success". Any other value signals a failure.

Apart from lines that start with \`#\`, such as \`#include\`, which must each stand on a line of their own, C does not care about line breaks or indentation: the whole of \`main\` above could sit on one line. The layout is for human readers, so indent the body of every function consistently, as the examples in this course do.

## Printing with printf

\`printf\` ("print formatted") writes text to standard output, the output panel on CodeNest. Text in double quotes is a *string literal*. Inside it, a backslash starts an *escape sequence*, a way to write characters you cannot type directly into the string:

- \`\\n\` starts a new line
- \`\\t\` inserts a tab
- \`\\"\` prints a double quote, which would otherwise end the string
- \`\\\\\` prints a single backslash

\`printf\` never adds a newline on its own: without \`\\n\`, the next output continues on the same line. Two calls can therefore build one line together:

\`\`\`c
printf("One line, ");
printf("two calls.\\n");
\`\`\`

\`printf\` can also insert values into the text. A *format specifier* such as \`%d\` marks where an integer goes, and the value follows as an extra argument, after a comma:

\`\`\`c
printf("C was created in %d.\\n", 1972);
\`\`\`

Because \`%\` has this special meaning, write \`%%\` to print a literal percent sign. You will meet many more specifiers in the next lesson.

\`puts\` is a simpler cousin: it prints a string and adds the newline for you, and it gives \`%\` no special meaning.

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

\`-std=c17\` selects the 2017 edition of the C standard, the version this course teaches. The \`-Wall -Wextra\` options turn on useful warnings. On CodeNest, the Run button compiles and runs your program in one step, with these same options.

## Reading compiler messages

When the compiler finds a problem, it tells you where:

\`\`\`text
hello.c:5:29: error: expected ';' before 'return'
\`\`\`

The numbers are the line (5) and the column (29). There are two kinds of message:

- An **error** stops the build: nothing runs until you fix it.
- A **warning** lets the program build, but it almost always points at a real bug. Treat every warning as a bug report: fixing them early saves hours of debugging later.

Always fix the *first* message first. One mistake can confuse the compiler into reporting several more lines below it, and those often disappear together with the first one.

## Common mistakes

- **A missing semicolon.** Writing \`printf("Hi\\n")\` without the \`;\` gives \`error: expected ';' before 'return'\`. The message points at the start of the *next* statement, because that is where the compiler noticed. Add the semicolon at the end of the line above.
- **Forgetting \`#include <stdio.h>\`.** gcc warns \`implicit declaration of function 'printf'\`: it does not know what \`printf\` is. Put the \`#include\` line at the very top of the file.
- **Wrong capital letters.** C is case-sensitive, so \`Printf\` and \`printf\` are different names. gcc asks \`did you mean 'printf'?\`, and the build then fails with \`undefined reference to 'Printf'\`. The same goes for \`Main\` instead of \`main\`.
- **Single quotes around text.** \`printf('Hello');\` gives the warning \`character constant too long for its type\`, and the program is likely to crash. Strings always use double quotes.
- **A lone percent sign.** In \`printf("Progress: 100% done\\n");\` printf reads \`% d\`, the percent sign, the space and the "d" of "done", as one format specifier. It prints an unpredictable number in their place, then what is left of the word: something like \`Progress: 100-1024887176one\`, often different on every run. gcc warns \`format '%d' expects a matching 'int' argument\`. Write \`100%% done\`.
- **Forgetting \`\\n\`.** This is not an error, but the next output sticks to the end of the line. If two lines run together, look for a missing \`\\n\`.

## Try it

- Change the greeting to include your name.
- Remove the \`\\n\` from the first \`printf\` and run the program again. What happens to the next line?
- Delete the semicolon after one \`printf\` and read the error message. Which line does it point to?
- Print a line of your own that contains a tab, a double quote and a percent sign.`,
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

    /* Escape sequences: \t is a tab, \" a double quote, \\ a backslash. */
    printf("Course:\tC Programming\n");
    printf("The classic first program prints \"Hello, World!\"\n");
    printf("A backslash looks like this: \\\n");

    /* printf adds no newline by itself: these two calls build one line. */
    printf("One line, ");
    printf("two calls.\n");

    /* puts prints a string and adds the newline for you. */
    puts("puts adds the newline for you.");

    return 0; /* 0 tells the operating system the program succeeded */
}
`,
  expectedOutput: `Hello, World!
Welcome to C programming on CodeNest.
C was created in 1972 at Bell Labs.
Lesson progress: 100%
Course:\tC Programming
The classic first program prints "Hello, World!"
A backslash looks like this: \\
One line, two calls.
puts adds the newline for you.`,
  exercise: {
    title: 'Your first report',
    task: `Write a program that prints a short report about your first program.

The starter code already reads one whole number, a score, from the input into the variable \`score\`. Lesson c-006 explains how reading input works; for now, leave that line as it is and use \`score\` like any number.

Print exactly these three lines, with the score that was read in place of 95:

\`\`\`text
My first program printed "Hello, World!"
Type \\n to start a new line.
Score: 95%
\`\`\`

For example, if the input is \`100\`, the last line is \`Score: 100%\`. The first two lines never change. Notice that the second line shows a backslash followed by the letter n: it does not start a new line in the middle.`,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    int score = 0;

    /* This line reads a whole number from the input into score.
       Lesson c-006 explains how scanf works; leave it as it is. */
    scanf("%d", &score);

    /* Your code here: print the three lines described in the task.
       The first line is started for you, but its quotes are missing. */
    printf("My first program printed Hello, World!\n");

    return 0;
}
`,
    hints: [
      'Use one printf call per line, and end each string with \\n so the next line starts on a new line.',
      'Inside a string literal, write \\" for a double quote and \\\\ for a backslash.',
      'To print the score, put %d where the number goes and pass score after the format string, separated by a comma. A percent sign on its own is written %%.',
      'The last line is printf("Score: %d%%\\n", score); and the second one is printf("Type \\\\n to start a new line.\\n");',
    ],
    visibleCases: [
      {
        name: 'a score of 95',
        stdin: '95\n',
        expectedOutput:
          'My first program printed "Hello, World!"\nType \\n to start a new line.\nScore: 95%\n',
      },
      {
        name: 'a perfect score',
        stdin: '100\n',
        expectedOutput:
          'My first program printed "Hello, World!"\nType \\n to start a new line.\nScore: 100%\n',
      },
    ],
  },
};
