import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-006's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Reading Input with scanf

Until now, every value a program used was written into its code, and the exercises read their input with a line you were told to leave alone. Now you will learn what that line does. A program reads from *standard input*: the keyboard when you run it in a terminal, or the input text given to the program when it runs on CodeNest.

## scanf reads formatted input

\`scanf\` ("scan formatted") is the mirror image of \`printf\`. Its format string says what to expect, using the same kind of specifiers:

\`\`\`c
int age = 0;
scanf("%d", &age);
\`\`\`

The \`&\` in \`&age\` means "the address of \`age\`": where the variable lives in memory. \`printf\` only needs a copy of a value, but \`scanf\` has to know *where* to store what it reads. Lesson c-011 explains addresses in depth; for now, put \`&\` in front of every variable you pass to \`scanf\`, except for the words described below.

## The return value

\`scanf\` returns the number of values it successfully stored. If the input ends before it could store anything, it returns \`EOF\`, a negative constant from \`<stdio.h>\` (\`-1\` on practically every system). Always compare the result with the number you asked for:

\`\`\`c
int width = 0, height = 0;
if (scanf("%d %d", &width, &height) != 2) {
    printf("Please enter two whole numbers.\\n");
    return 1;
}
\`\`\`

Given \`12 abc\`, this \`scanf\` stores 12, fails on \`a\` and returns 1. \`height\` keeps its old value, and \`abc\` stays in the input, waiting for the next read. Reading a number too large for its type, such as \`99999999999\` with \`%d\`, is undefined behaviour; the checks in this lesson cannot catch it.

## The conversion specifiers

- \`%d\` reads an \`int\`: an optional sign and digits.
- \`%lf\` reads a \`double\`. Note the \`l\`: in \`scanf\`, \`%f\` means \`float\`. (\`printf\` uses \`%f\` for both, because a \`float\` passed to it becomes a \`double\`; \`scanf\` receives an address, so the exact type matters.)
- \`%c\` reads exactly one character, whatever it is, including a space or a newline.
- \`%s\` reads a *word*: characters up to the next space, tab or newline.

A word is stored in a *character array*, a row of \`char\` variables:

\`\`\`c
char name[20];          // room for 20 characters
scanf("%19s", name);    // no & for an array
\`\`\`

Lessons c-009 and c-010 cover arrays and strings. Two facts matter already: a string ends with a hidden end marker, the character \`'\\0'\`, so 20 \`char\`s hold a word of at most 19; and the *width* 19 in \`%19s\` stops \`scanf\` from writing past the end. A longer word is cut after 19 characters, and the rest stays in the input.

## Whitespace

Spaces, tabs and newlines are *whitespace*. \`%d\`, \`%lf\` and \`%s\` skip any whitespace in front of what they read, so input may be spread over lines or spaced out as the user likes. \`%c\` does not skip anything. A space in the format string matches any amount of whitespace, including none, so write \`" %c"\` to read the next character that is not whitespace.

Any other character in the format must appear in the input exactly: \`scanf("%d:%d", &hours, &minutes)\` reads \`12:30\`.

## Reading until the end of the input

To process any number of values, loop while reading succeeds:

\`\`\`c
int x = 0, sum = 0;
while (scanf("%d", &x) == 1) {
    sum += x;
}
\`\`\`

The loop stops at the end of the input, or at the first thing that is not a number. In a terminal you end the input with Ctrl+D (Ctrl+Z then Enter on Windows).

\`getchar()\` reads a single character and returns it, or \`EOF\` at the end. It returns an \`int\`, not a \`char\`, so that \`EOF\` differs from every real character: store its result in an \`int\`.

## Reading whole lines with fgets

\`%s\` stops at the first space, so it cannot read "Ada Lovelace" in one go. \`fgets\` reads a whole line:

\`\`\`c
char line[100];
if (fgets(line, sizeof line, stdin) != NULL) {
    line[strcspn(line, "\\n")] = '\\0';
}
\`\`\`

\`sizeof line\` is the size of the array in bytes, here 100, so \`fgets\` knows how much room it has, and \`stdin\` names standard input as the place to read from. It reads up to and including the newline, but never more than \`sizeof line - 1\` characters, and adds the \`'\\0'\`. A line that is too long is split: the rest waits for the next call. At the end of the input \`fgets\` returns \`NULL\`, a special value that means "nothing". \`fgets\` *keeps* the newline; the line inside the \`if\` overwrites it with the end marker (\`strcspn\`, from \`<string.h>\`, counts the characters before the first newline).

Mixing the two needs care: \`scanf\` stops right after the last thing it read, so the newline that ended that line is still waiting, and a following \`fgets\` returns an empty line. Throw the rest of the line away first:

\`\`\`c
int c;
while ((c = getchar()) != '\\n' && c != EOF) {
}
\`\`\`

The condition stores the next character in \`c\` and tests it in one go. The inner parentheses are needed because \`!=\` binds tighter than \`=\`. The loop body is empty: reading the character is all the work.

## Validating input

When \`%d\` fails, the offending characters stay in the input. Reading again with \`%d\` fails on the same characters, forever. Remove them, then try again. \`%*s\` reads a word and throws it away; the \`*\` means "do not store", and such a read is not counted in the return value:

\`\`\`c
int result;
while ((result = scanf("%d", &x)) != EOF) {
    if (result == 1) {
        // use x
    } else {
        scanf("%*s"); // skip the word that is not a number
    }
}
\`\`\`

After a value is read, check that it makes sense with \`if\`, for example that an age is not negative.

## Common mistakes

- **Forgetting \`&\`.** \`scanf("%d", age)\` hands over the value of \`age\` instead of its address: gcc warns \`format '%d' expects argument of type 'int *', but argument 2 has type 'int'\`, and the program usually crashes.
- **\`%f\` for a \`double\`.** gcc warns \`format '%f' expects argument of type 'float *', but argument 2 has type 'double *'\`, and the value comes out wrong. Use \`%lf\`.
- **\`&\` in front of an array.** \`scanf("%19s", &name)\` gives \`expects argument of type 'char *', but argument 2 has type 'char (*)[20]'\`. Write \`name\`.
- **\`%s\` without a width.** gcc says nothing, but a word longer than the array writes past its end: undefined behaviour, and a classic security hole.
- **\`%c\` reading a newline.** \`scanf("%c", &answer)\` after an earlier \`scanf\` picks up the leftover \`'\\n'\`. Write \`" %c"\`.
- **Looping on a failed read.** \`while (scanf("%d", &x) != EOF)\` with no skipping loops forever on \`abc\`, because \`scanf\` keeps returning 0. Compare with \`== 1\`, or skip the bad word.
- **A space or \`\\n\` at the end of the format.** \`scanf("%d\\n", &x)\` keeps waiting in a terminal, because trailing whitespace in the format only ends once something that is not whitespace arrives.

## Try it

- In the example's input, replace \`36\` with \`old\` and see what \`scanf\` returns.
- Change \`%19s\` to \`%2s\`. Why does the program now stop with an error message?
- Delete the line \`int c;\` and the \`getchar\` loop below it. What does the motto line print, and what happens to the words of the motto?
- Add the word \`twelve\` between the numbers on the last lines.`,
  code: String.raw`#include <stdio.h>
#include <string.h>

int main(void)
{
    /* Line 1 of the input: a name, an age, a height and a grade. */
    char name[20]; /* room for a word of up to 19 characters */
    int age = 0;
    double height = 0.0;
    char grade = '?';

    /* scanf returns how many values it stored: check that all 4 arrived.
       %19s stops before name overflows; " %c" skips spaces first. */
    int stored = scanf("%19s %d %lf %c", name, &age, &height, &grade);
    if (stored != 4) {
        printf("Expected a name, an age, a height and a grade; got %d.\n", stored);
        return 1;
    }
    printf("Name: %s\n", name);
    printf("Age: %d\n", age);
    printf("Height: %.2f m\n", height);
    printf("Grade: %c\n", grade);

    /* scanf stopped right after the grade, so the newline is still
       waiting. Throw away the rest of the line before using fgets. */
    int c;
    while ((c = getchar()) != '\n' && c != EOF) {
        /* nothing to do: getchar already removed the character */
    }

    /* Line 2: a whole line of text, spaces included. */
    char motto[100];
    if (fgets(motto, sizeof motto, stdin) != NULL) {
        motto[strcspn(motto, "\n")] = '\0'; /* cut off the newline fgets keeps */
        printf("Motto: %s\n", motto);
    }

    /* The rest: whole numbers until the end of the input. */
    int number = 0;
    int count = 0;
    int sum = 0;
    int result;
    while ((result = scanf("%d", &number)) != EOF) {
        if (result == 1) {
            count++;
            sum += number;
            printf("Read %d\n", number);
        } else {
            /* Not a number, and it is still waiting in the input.
               %*s reads one word and throws it away. */
            scanf("%*s");
            printf("Skipped a word that is not a number\n");
        }
    }
    printf("Read %d numbers, total %d\n", count, sum);

    return 0;
}
`,
  stdin: `Ada 36 1.75 A
Programs must be written for people to read.
10 20 oops 30
-5
`,
  expectedOutput: `Name: Ada
Age: 36
Height: 1.75 m
Grade: A
Motto: Programs must be written for people to read.
Read 10
Read 20
Skipped a word that is not a number
Read 30
Read -5
Read 4 numbers, total 55`,
  exercise: {
    title: 'Numbers among words',
    task: `Read everything on standard input and summarise the whole numbers in it.

The input holds whole numbers and words, separated by spaces, tabs or newlines. A word is made of letters only, such as \`oops\`. The input may also be empty. Keep reading until the end of the input: a word must not stop your program, it is skipped and counted.

Print four lines, each a label, a space and a value:

- \`Numbers:\` and how many numbers were read
- \`Sum:\` and their total (it always fits in an \`int\`)
- \`Largest:\` and the largest number, or \`none\` when there were no numbers
- \`Skipped words:\` and how many words were skipped

For the input \`10 20 oops 30\` the output is:

\`\`\`text
Numbers: 3
Sum: 60
Largest: 30
Skipped words: 1
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    int number = 0;
    int count = 0;
    int sum = 0;

    /* This loop stops at the end of the input, but also at the
       first word, because scanf("%d") then returns 0. */
    while (scanf("%d", &number) == 1) {
        count++;
        sum += number;
    }

    /* Your code here: keep reading past words: skip each one, count it, and stop
       only when scanf returns EOF.
       Your code here: keep track of the largest number read. */

    printf("Numbers: %d\n", count);
    printf("Sum: %d\n", sum);
    printf("Largest: none\n");
    printf("Skipped words: 0\n");

    return 0;
}
`,
    hints: [
      'Keep the result of scanf in a variable and loop until it is EOF. A result of 1 means a number was stored; 0 means a word is waiting in the input.',
      'A word that made %d fail is still in the input. scanf("%*s") reads one word and throws it away, so the next %d can move on.',
      'Do not start the largest number at 0: if every number is negative, 0 would wrongly win. Take the first number read as the largest so far (when count is still 0).',
      'Inside the loop: if (result == 1) { if (count == 0 || number > largest) { largest = number; } count++; sum += number; } else { scanf("%*s"); skipped++; }',
    ],
    visibleCases: [
      {
        name: 'the example from the task',
        stdin: '10 20 oops 30\n',
        expectedOutput: 'Numbers: 3\nSum: 60\nLargest: 30\nSkipped words: 1\n',
      },
      {
        name: 'numbers on several lines',
        stdin: '4\n8 15\n16\t23 42\n',
        expectedOutput: 'Numbers: 6\nSum: 108\nLargest: 42\nSkipped words: 0\n',
      },
    ],
  },
};
