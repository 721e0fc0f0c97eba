import type { AssessmentItem } from '@domain/assessment-content';

/** The final assessment's coding tasks; their solutions and hidden cases are in content/keys. */
export const codeItems: AssessmentItem[] = [
  {
    id: 'a-061',
    kind: 'code',
    concept: 'control-flow',
    lessonId: 'c-005',
    prompt: `Read a positive integer \`n\` (from 1 to 100000) from standard input. While \`n\` is not 1, replace it: by \`n / 2\` if it is even, by \`3 * n + 1\` if it is odd. Print how many replacements it takes to reach 1, on one line.

For \`6\` the values are 6, 3, 10, 5, 16, 8, 4, 2, 1, so the program prints \`8\`. For \`1\` it prints \`0\`.`,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    int n;
    if (scanf("%d", &n) != 1) {
        return 1;
    }
    int steps = 0;
    /* Replace n until it is 1, counting the replacements in steps. */
    printf("%d\n", steps);
    return 0;
}
`,
    visibleCases: [
      { name: 'six', stdin: '6\n', expectedOutput: '8' },
      { name: 'a power of two', stdin: '16\n', expectedOutput: '4' },
      { name: 'twenty-seven', stdin: '27\n', expectedOutput: '111' },
    ],
  },
  {
    id: 'a-062',
    kind: 'code',
    concept: 'functions',
    lessonId: 'c-007',
    prompt: `Each line of standard input holds two integers \`a\` and \`b\`, from 0 to 1000000 and never both 0. For each line, print the greatest common divisor of \`a\` and \`b\` on a line of its own, until the input ends.

Complete the function \`int gcd(int a, int b)\`; \`main\` is already written. The greatest common divisor of a number and 0 is the number itself: for \`5 0\` the program prints \`5\`.`,
    starterCode: String.raw`#include <stdio.h>

/* The greatest common divisor of a and b, which are not both 0. */
int gcd(int a, int b)
{
    /* Write this function. */
    (void)b;
    return a;
}

int main(void)
{
    int a, b;
    while (scanf("%d %d", &a, &b) == 2) {
        printf("%d\n", gcd(a, b));
    }
    return 0;
}
`,
    visibleCases: [
      { name: 'a common factor', stdin: '12 18\n', expectedOutput: '6' },
      { name: 'no common factor', stdin: '7 5\n', expectedOutput: '1' },
      { name: 'two lines', stdin: '48 36\n100 75\n', expectedOutput: '12\n25' },
    ],
  },
  {
    id: 'a-063',
    kind: 'code',
    concept: 'arrays',
    lessonId: 'c-009',
    prompt: `The first line of standard input holds \`n\` (from 1 to 100) and \`k\` (from 0 to 1000); the second line holds \`n\` integers. Print the \`n\` integers rotated \`k\` places to the right, on one line, separated by single spaces: each value moves \`k\` places towards the end, and a value that passes the end comes back in at the start.

For the input

\`\`\`
5 2
1 2 3 4 5
\`\`\`

the program prints \`4 5 1 2 3\`.`,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    int n, k;
    int values[100];
    if (scanf("%d %d", &n, &k) != 2 || n < 1 || n > 100 || k < 0) {
        return 1;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }
    /* Rotate here: the value at index i must end up k places to the right. */
    for (int i = 0; i < n; i++) {
        if (i > 0) {
            printf(" ");
        }
        printf("%d", values[i]);
    }
    printf("\n");
    return 0;
}
`,
    visibleCases: [
      { name: 'two places', stdin: '5 2\n1 2 3 4 5\n', expectedOutput: '4 5 1 2 3' },
      { name: 'one place', stdin: '4 1\n10 20 30 40\n', expectedOutput: '40 10 20 30' },
    ],
  },
  {
    id: 'a-064',
    kind: 'code',
    concept: 'strings',
    lessonId: 'c-010',
    prompt: `Read one line of text (at most 200 characters) from standard input and print it *run-length encoded*: each run of one character repeated is written as that character followed by the length of the run.

For \`aaabccddd\` the program prints \`a3b1c2d3\`. Spaces are characters like any other: \`a  b\` becomes \`a1 2b1\`. Upper and lower case letters are different characters. For an empty input the program prints an empty line.

Complete the function \`void print_encoded(const char s[])\`; \`main\` is already written: it reads the line with \`fgets\`, removes the newline and calls it.`,
    starterCode: String.raw`#include <stdio.h>
#include <string.h>

/* Prints s run-length encoded, then a newline. */
void print_encoded(const char s[])
{
    /* Write this function. */
    printf("%s\n", s);
}

int main(void)
{
    char line[256];
    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0'; /* no input at all: use an empty string */
    }
    size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\n') {
        line[len - 1] = '\0';
    }
    print_encoded(line);
    return 0;
}
`,
    visibleCases: [
      { name: 'runs of several lengths', stdin: 'aaabccddd\n', expectedOutput: 'a3b1c2d3' },
      { name: 'a word', stdin: 'hello\n', expectedOutput: 'h1e1l2o1' },
    ],
  },
  {
    id: 'a-065',
    kind: 'code',
    concept: 'pointers',
    lessonId: 'c-013',
    prompt: `The first line of standard input holds \`n\` (from 1 to 100), the second line \`n\` integers. The program prints the smallest and the largest of them, separated by a space.

Complete the function \`void min_max(const int values[], int n, int *min, int *max)\`: it stores the smallest of the \`n\` values where \`min\` points and the largest where \`max\` points. \`main\` is already written.

For \`3 9 -2 7 4\` the program prints \`-2 9\`.`,
    starterCode: String.raw`#include <stdio.h>

/* Stores the smallest of the n values in *min and the largest in *max. */
void min_max(const int values[], int n, int *min, int *max)
{
    /* Write this function. */
    (void)values;
    (void)n;
    (void)min;
    (void)max;
}

int main(void)
{
    int n;
    int values[100];
    if (scanf("%d", &n) != 1 || n < 1 || n > 100) {
        return 1;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            return 1;
        }
    }
    int smallest = 0;
    int largest = 0;
    min_max(values, n, &smallest, &largest);
    printf("%d %d\n", smallest, largest);
    return 0;
}
`,
    visibleCases: [
      { name: 'mixed signs', stdin: '5\n3 9 -2 7 4\n', expectedOutput: '-2 9' },
      { name: 'in increasing order', stdin: '3\n10 20 30\n', expectedOutput: '10 30' },
    ],
  },
  {
    id: 'a-066',
    kind: 'code',
    concept: 'memory',
    lessonId: 'c-016',
    prompt: `The first number on standard input is \`k\` (from 0 to 1000000); after it come integers until the end of the input, any number of them. Print the last \`k\` of those integers in the order they were read, on one line, separated by single spaces. If fewer than \`k\` came, print all of them; if none came (or \`k\` is 0), print an empty line.

Keep no more than \`k\` values at a time: once you know \`k\`, allocate room for \`k\` integers with \`malloc\`, and free it before the program ends.

For the input \`3\` followed by \`1 2 3 4 5 6\` the program prints \`4 5 6\`.`,
    starterCode: String.raw`#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int k;
    if (scanf("%d", &k) != 1 || k < 0) {
        return 1;
    }
    /* Allocate room for k integers, keep the last k read, print them and free the room.
       For now this prints the first k. */
    int printed = 0;
    int value;
    while (scanf("%d", &value) == 1) {
        if (printed < k) {
            if (printed > 0) {
                printf(" ");
            }
            printf("%d", value);
            printed++;
        }
    }
    printf("\n");
    return 0;
}
`,
    visibleCases: [
      { name: 'more values than k', stdin: '3\n1 2 3 4 5 6\n', expectedOutput: '4 5 6' },
      { name: 'fewer values than k', stdin: '5\n10 20\n', expectedOutput: '10 20' },
    ],
  },
  {
    id: 'a-067',
    kind: 'code',
    concept: 'structs',
    lessonId: 'c-014',
    prompt: `Standard input holds two fractions written \`p/q\` and separated by a space, such as \`1/2 1/3\`: numerators from -1000 to 1000, denominators from 1 to 1000. Print their sum in lowest terms as \`p/q\` with a positive denominator: for \`1/2 1/3\` the program prints \`5/6\`. A whole number keeps the denominator 1 (\`3/1\`), and zero is \`0/1\`.

Complete the function \`struct fraction add(struct fraction a, struct fraction b)\`, which returns the sum of \`a\` and \`b\` in lowest terms. The struct, a \`gcd\` function and \`main\` are already written.`,
    starterCode: String.raw`#include <stdio.h>

struct fraction {
    int num;
    int den; /* always positive */
};

/* The greatest common divisor of a and b, for a >= 0 and b > 0. */
int gcd(int a, int b)
{
    while (b != 0) {
        int rest = a % b;
        a = b;
        b = rest;
    }
    return a;
}

/* a + b in lowest terms, with a positive denominator. */
struct fraction add(struct fraction a, struct fraction b)
{
    /* Write this function. */
    (void)b;
    return a;
}

int main(void)
{
    struct fraction a;
    struct fraction b;
    if (scanf("%d/%d %d/%d", &a.num, &a.den, &b.num, &b.den) != 4) {
        return 1;
    }
    struct fraction sum = add(a, b);
    printf("%d/%d\n", sum.num, sum.den);
    return 0;
}
`,
    visibleCases: [
      { name: 'halves and thirds', stdin: '1/2 1/3\n', expectedOutput: '5/6' },
      { name: 'a whole number', stdin: '3/4 1/4\n', expectedOutput: '1/1' },
    ],
  },
  {
    id: 'a-068',
    kind: 'code',
    concept: 'files-and-io',
    lessonId: 'c-006',
    prompt: `Read standard input to its end and print three counts on one line, separated by spaces: lines, words and characters.

- *Lines* are the newline characters read: a last line without a newline does not count, as with the Unix \`wc\` command.
- A *word* is a run of characters that are not spaces, tabs or newlines.
- *Characters* are all characters read, newlines included. The input is plain ASCII text.

For the input \`hello world\` followed by a newline the program prints \`1 2 12\`; for an empty input it prints \`0 0 0\`.`,
    starterCode: String.raw`#include <stdio.h>

int main(void)
{
    int lines = 0;
    int words = 0;
    int chars = 0;
    int c;
    while ((c = getchar()) != EOF) {
        chars++;
        /* Count the lines and the words too. */
    }
    printf("%d %d %d\n", lines, words, chars);
    return 0;
}
`,
    visibleCases: [
      { name: 'one line', stdin: 'hello world\n', expectedOutput: '1 2 12' },
      { name: 'two lines', stdin: 'one\ntwo three\n', expectedOutput: '2 3 14' },
    ],
  },
];
