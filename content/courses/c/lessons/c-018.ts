import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-018's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Working with Files

Everything a program keeps in variables disappears when it ends. To keep data for next time, or to process data that another program produced, you read and write *files*. The functions for this are in \`<stdio.h>\`, the same header as \`printf\`, and they work much like the ones you already know.

## FILE pointers and fopen

You never touch a file directly. Instead, \`fopen\` opens it and returns a pointer to a \`FILE\`, a structure from the standard library that keeps track of the open file: where you are in it, what is waiting in its buffer, whether an error happened. You pass this pointer to every other file function.

\`\`\`c
FILE *out = fopen("scores.txt", "w");
\`\`\`

The first argument is the file's *path*. A plain name like \`"scores.txt"\` is *relative*: it refers to a file in the program's current directory. A path starting with \`/\`, such as \`"/tmp/scores.txt"\`, is *absolute*. The second argument is the *mode*, which says what you want to do:

- \`"r"\`: read. The file must already exist.
- \`"w"\`: write. Creates the file, or **empties it** if it exists.
- \`"a"\`: append. Creates the file if needed; everything you write goes to the end, after the existing contents.
- \`"r+"\`, \`"w+"\`, \`"a+"\`: the same three, but allowing both reading and writing.

Adding \`b\`, as in \`"rb"\` or \`"wb"\`, opens the file in *binary* mode. On Linux there is no difference; on Windows, text mode translates line endings, so use binary mode for anything that is not text.

## Checking for errors

\`fopen\` returns \`NULL\` when it fails: the file does not exist, you lack permission, the directory is missing. Passing that \`NULL\` on to \`fprintf\` or \`fscanf\` is undefined behaviour, usually a crash. So check every \`fopen\`:

\`\`\`c
FILE *in = fopen("scores.txt", "r");
if (in == NULL) {
    perror("fopen scores.txt");
    return 1;
}
\`\`\`

\`perror\` prints your message followed by the reason the last library call failed, such as "No such file or directory". It writes to *standard error* (\`stderr\`), a second output stream meant for error messages, so they do not get mixed into the program's normal output.

## Writing: fprintf and fputs

\`fprintf\` is \`printf\` with a \`FILE *\` in front:

\`\`\`c
fprintf(out, "%s %d\\n", "Ada", 91);
\`\`\`

\`fputs(text, out)\` writes a string exactly as it is. Unlike \`puts\`, it does *not* add a newline. And \`fputc(c, out)\` writes a single character.

In fact \`printf(...)\` is just \`fprintf(stdout, ...)\`: the three standard streams \`stdin\`, \`stdout\` and \`stderr\` are \`FILE *\` values that are already open when \`main\` starts.

## Closing: fclose

\`\`\`c
fclose(out);
\`\`\`

For speed, output is *buffered*: \`fprintf\` collects text in memory and writes it to the disk in larger pieces. \`fclose\` writes whatever is still in the buffer and releases the file. It returns 0 on success and \`EOF\` (a negative constant from \`<stdio.h>\`) if writing the last data failed, for example because the disk is full. After \`fclose\`, the \`FILE *\` must not be used again; doing so is undefined behaviour. If you need the data on disk without closing, \`fflush(out)\` empties the buffer.

A program can only have a limited number of files open at once, so close each file as soon as you are done with it.

## Reading: fscanf and fgets

\`fscanf\` is \`scanf\` with a \`FILE *\`. It returns the number of values it stored, or \`EOF\` when the file ends before it stores anything. That makes a natural loop condition:

\`\`\`c
char name[20];
int score;
while (fscanf(in, "%19s %d", name, &score) == 2) {
    printf("%s scored %d\\n", name, score);
}
\`\`\`

The \`19\` stops \`%s\` from writing more than 19 characters plus the \`'\\0'\` into the 20-byte array.

To read a whole line at a time, use \`fgets\`:

\`\`\`c
char line[64];
while (fgets(line, sizeof line, in) != NULL) {
    line[strcspn(line, "\\n")] = '\\0';
    printf("[%s]\\n", line);
}
\`\`\`

\`fgets\` reads up to and *including* the newline, but never more than \`sizeof line - 1\` characters, and always adds the \`'\\0'\`. A line too long for the buffer arrives in several pieces. It returns \`NULL\` at the end of the file or on an error. \`strcspn(line, "\\n")\` (from \`<string.h>\`) counts the characters before the first newline, so storing \`'\\0'\` there cuts the newline off; if there is no newline, it overwrites the existing \`'\\0'\` and changes nothing.

Reading moves a *position* forward through the file. \`rewind(in)\` moves it back to the start, so you can read the file again without reopening it.

## Deleting a file

\`remove(path)\` deletes a file and returns 0 on success. The example uses it to clean up after itself.

## Common mistakes

- **Not checking \`fopen\`.** A typo in the name or a missing file gives \`NULL\`, and the next \`fscanf(NULL, ...)\` crashes. Check, and report the problem with \`perror\`.
- **Opening with \`"w"\` by accident.** \`"w"\` destroys the existing contents the moment the file is opened. Use \`"a"\` to add to a file and \`"r"\` to read it.
- **\`while (!feof(in))\`.** \`feof\` only becomes true *after* a read has already failed, so this loop runs one extra time and processes the last values twice, or garbage. Loop on the return value of the reading function instead.
- **Forgetting the newline that \`fgets\` keeps.** Comparing \`line\` with \`"Ada 91"\` fails because it is \`"Ada 91\\n"\`. Strip it with \`strcspn\`.
- **Mixing up argument orders.** It is \`fputs(text, file)\` but \`fprintf(file, format, ...)\`. With the order wrong, gcc reports "passing argument 1 of 'fputs' from incompatible pointer type".
- **Forgetting \`fclose\`.** Buffered data may never reach the file if the program crashes or runs out of file handles later.

## Try it

- Change the mode \`"a"\` to \`"w"\` and run the program. Which scores are left, and why?
- Add a fifth student with \`fputs\`, and check that both reading loops see it.
- Change \`fopen(path, "r")\` to open \`"scores.tx"\` and run the program. Read the \`perror\` message.
- Shrink \`line\` to \`char line[6];\` and watch how \`fgets\` splits the longer lines into pieces.`,
  code: String.raw`#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *path = "scores.txt"; /* created in the current directory */

    /* "w": create the file, or empty it if it exists, and write to it. */
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        perror("fopen scores.txt for writing"); /* prints the reason to stderr */
        return 1;
    }
    fprintf(out, "%s %d\n", "Ada", 91); /* like printf, into the file */
    fprintf(out, "%s %d\n", "Grace", 85);
    fputs("Linus 78\n", out); /* writes the string exactly as it is */
    fclose(out);

    /* "a": append to the end, keeping what is already there. */
    FILE *more = fopen(path, "a");
    if (more == NULL) {
        perror("fopen scores.txt for appending");
        return 1;
    }
    fprintf(more, "%s %d\n", "Dennis", 88);
    if (fclose(more) != 0) { /* fclose reports errors too */
        perror("fclose");
        return 1;
    }

    /* "r": read it back, one name and score at a time. */
    FILE *in = fopen(path, "r");
    if (in == NULL) {
        perror("fopen scores.txt for reading");
        return 1;
    }
    char name[20];
    int score;
    int count = 0;
    int total = 0;
    while (fscanf(in, "%19s %d", name, &score) == 2) {
        printf("%-7s %d\n", name, score); /* %-7s: left-aligned, 7 wide */
        count++;
        total += score;
    }
    if (count > 0) {
        printf("%d scores, average %.2f\n", count, (double)total / count);
    }

    /* rewind goes back to the start; fgets reads whole lines. */
    rewind(in);
    char line[64];
    int line_number = 0;
    while (fgets(line, sizeof line, in) != NULL) {
        line[strcspn(line, "\n")] = '\0'; /* cut off the newline fgets keeps */
        line_number++;
        printf("line %d: [%s]\n", line_number, line);
    }
    fclose(in);

    /* Opening a file that does not exist for reading fails. */
    FILE *missing = fopen("no-such-file.txt", "r");
    if (missing == NULL) {
        printf("no-such-file.txt could not be opened, as expected\n");
    } else {
        fclose(missing);
    }

    remove(path); /* delete the file so the example leaves nothing behind */
    return 0;
}
`,
  expectedOutput: `Ada     91
Grace   85
Linus   78
Dennis  88
4 scores, average 85.50
line 1: [Ada 91]
line 2: [Grace 85]
line 3: [Linus 78]
line 4: [Dennis 88]
no-such-file.txt could not be opened, as expected`,
  exercise: {
    title: 'Pass or fail, from a file',
    task: `Save a list of grades to a file, then read the file back and report who passed.

Standard input contains pairs of a name (one word, at most 19 characters) and a whole-number score from 0 to 100, for example \`Ada 91\`. There may be any number of pairs, including none.

The function \`save_grades\` is already written: it copies every pair from standard input into the file \`grades.txt\` in the current directory, one \`name score\` pair per line, using \`fopen\`, \`fprintf\` and \`fclose\`.

Write the function \`report\`. It must:

1. open the file at \`path\` for reading, and return 1 if \`fopen\` fails;
2. read the pairs back with \`fscanf\`, and for each one print the name, a colon and \`PASS\` if the score is 50 or more, otherwise \`FAIL\`;
3. close the file, print \`passed: \` followed by the number of passes, \` of \` and the number of students, and return 0.

Example: for the input

\`\`\`
Ada 91
Bob 42
Cy 50
\`\`\`

the program prints

\`\`\`
Ada: PASS
Bob: FAIL
Cy: PASS
passed: 2 of 3
\`\`\`

With no input at all, it prints \`passed: 0 of 0\`.`,
    starterCode: String.raw`#include <stdio.h>

/* Copies "name score" pairs from standard input into the file at path.
   Returns the number of pairs written, or -1 if the file cannot be opened. */
int save_grades(const char *path)
{
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        return -1;
    }
    char name[20];
    int score;
    int count = 0;
    while (scanf("%19s %d", name, &score) == 2) {
        fprintf(out, "%s %d\n", name, score);
        count++;
    }
    if (fclose(out) != 0) {
        return -1;
    }
    return count;
}

/* Reads the file at path and prints PASS or FAIL for each student, then a summary.
   Returns 0 on success, or 1 if the file cannot be opened. */
int report(const char *path)
{
    /* Your code here: open the file for reading and check the result, read each
       name and score with fscanf, print PASS or FAIL, close the file and
       print the summary line. */
    (void)path;
    return 0;
}

int main(void)
{
    const char *path = "grades.txt";
    if (save_grades(path) < 0 || report(path) != 0) {
        printf("could not use %s\n", path);
        return 1;
    }
    remove(path);
    return 0;
}
`,
    hints: [
      'Look at `save_grades`: `report` follows the same shape, with mode `"r"` instead of `"w"` and `fscanf` instead of `fprintf`. Remove the `(void)path;` line once you use `path`.',
      'Open with `FILE *in = fopen(path, "r");` and return 1 if `in == NULL`. Then loop with `while (fscanf(in, "%19s %d", name, &score) == 2)`, using a `char name[20]` and an `int score`.',
      'Inside the loop, count every student and count the passes (`score >= 50`), printing `%s: PASS` or `%s: FAIL`. After the loop, call `fclose(in);`, print `passed: %d of %d` and return 0.',
    ],
    visibleCases: [
      {
        name: 'three students',
        stdin: 'Ada 91\nBob 42\nCy 50\n',
        expectedOutput: 'Ada: PASS\nBob: FAIL\nCy: PASS\npassed: 2 of 3',
      },
      {
        name: 'one student just below the line',
        stdin: 'Dee 49\n',
        expectedOutput: 'Dee: FAIL\npassed: 0 of 1',
      },
    ],
  },
};
