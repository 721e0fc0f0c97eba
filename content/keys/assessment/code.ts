import type { AssessmentKey } from '@domain/assessment-content';

/** Solutions, hidden cases and explanations of the final assessment's coding tasks. */
export const codeItemKeys: AssessmentKey[] = [
  {
    id: 'a-061',
    kind: 'code',
    solution: String.raw`#include <stdio.h>

int main(void)
{
    int n;
    if (scanf("%d", &n) != 1) {
        return 1;
    }
    int steps = 0;
    while (n != 1) {
        if (n % 2 == 0) {
            n = n / 2;
        } else {
            n = 3 * n + 1;
        }
        steps++;
    }
    printf("%d\n", steps);
    return 0;
}
`,
    hiddenCases: [
      { name: 'one needs no replacement', stdin: '1\n', expectedOutput: '0' },
      { name: 'two', stdin: '2\n', expectedOutput: '1' },
      { name: 'ninety-seven', stdin: '97\n', expectedOutput: '118' },
      { name: 'the longest run below 100000', stdin: '77031\n', expectedOutput: '350' },
      { name: 'the highest value below 100000', stdin: '77671\n', expectedOutput: '231' },
      { name: 'the largest input', stdin: '100000\n', expectedOutput: '128' },
    ],
    explanation:
      'A `while (n != 1)` loop tests before each replacement, so for 1 it does nothing and prints 0; a `do`-`while` loop would replace 1 once before testing. Inside the loop, `if (n % 2 == 0)` chooses between the two replacements, and `steps++` counts each one.',
  },
  {
    id: 'a-062',
    kind: 'code',
    solution: String.raw`#include <stdio.h>

/* The greatest common divisor of a and b, which are not both 0. */
int gcd(int a, int b)
{
    while (b != 0) {
        int rest = a % b;
        a = b;
        b = rest;
    }
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
    hiddenCases: [
      { name: 'b is 0', stdin: '5 0\n', expectedOutput: '5' },
      { name: 'a is 0', stdin: '0 9\n', expectedOutput: '9' },
      { name: 'neighbours', stdin: '1000000 999999\n', expectedOutput: '1' },
      { name: 'equal numbers', stdin: '1000000 1000000\n', expectedOutput: '1000000' },
      {
        name: 'three lines, the last without a newline',
        stdin: '17 34\n81 27\n14 15',
        expectedOutput: '17\n27\n1',
      },
    ],
    explanation:
      "Euclid's algorithm: the greatest common divisor of `a` and `b` is that of `b` and `a % b`, and that of `a` and 0 is `a`. Testing `b != 0` before computing `a % b` is what keeps an input such as `5 0` from dividing by zero, which stops the program.",
  },
  {
    id: 'a-063',
    kind: 'code',
    solution: String.raw`#include <stdio.h>

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
    int rotated[100];
    for (int i = 0; i < n; i++) {
        rotated[(i + k) % n] = values[i];
    }
    for (int i = 0; i < n; i++) {
        if (i > 0) {
            printf(" ");
        }
        printf("%d", rotated[i]);
    }
    printf("\n");
    return 0;
}
`,
    hiddenCases: [
      { name: 'k is 0', stdin: '3 0\n7 8 9\n', expectedOutput: '7 8 9' },
      { name: 'k equals n', stdin: '3 3\n7 8 9\n', expectedOutput: '7 8 9' },
      { name: 'k larger than n', stdin: '3 7\n1 2 3\n', expectedOutput: '3 1 2' },
      { name: 'a single value', stdin: '1 1000\n-5\n', expectedOutput: '-5' },
      {
        name: 'negative values',
        stdin: '6 4\n-1 -2 -3 -4 -5 -6\n',
        expectedOutput: '-3 -4 -5 -6 -1 -2',
      },
    ],
    explanation:
      'The value at index `i` goes to index `(i + k) % n` of a second array: the remainder brings back to the start a value that passes the end, however large `k` is. Writing into the same array while reading from it would overwrite values before they are moved.',
  },
  {
    id: 'a-064',
    kind: 'code',
    solution: String.raw`#include <stdio.h>
#include <string.h>

/* Prints s run-length encoded, then a newline. */
void print_encoded(const char s[])
{
    int i = 0;
    while (s[i] != '\0') {
        int run = 1;
        while (s[i + run] == s[i]) {
            run++;
        }
        printf("%c%d", s[i], run);
        i += run;
    }
    printf("\n");
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
    hiddenCases: [
      { name: 'empty input', stdin: '', expectedOutput: '' },
      { name: 'a single character', stdin: 'x\n', expectedOutput: 'x1' },
      { name: 'a run of spaces', stdin: 'a  b\n', expectedOutput: 'a1 2b1' },
      { name: 'a run longer than nine', stdin: 'zzzzzzzzzzzz\n', expectedOutput: 'z12' },
      { name: 'upper and lower case differ', stdin: 'AaAA\n', expectedOutput: 'A1a1A2' },
      { name: 'a line without a final newline', stdin: 'aab', expectedOutput: 'a2b1' },
    ],
    explanation:
      "From the first character of a run, count how many following characters are the same; the terminator `'\\0'` differs from every character of the run, so the count stops at the end of the string. Print the character and the count, then jump past the whole run (`i += run`), not just one character.",
  },
  {
    id: 'a-065',
    kind: 'code',
    solution: String.raw`#include <stdio.h>

/* Stores the smallest of the n values in *min and the largest in *max. */
void min_max(const int values[], int n, int *min, int *max)
{
    *min = values[0];
    *max = values[0];
    for (int i = 1; i < n; i++) {
        if (values[i] < *min) {
            *min = values[i];
        }
        if (values[i] > *max) {
            *max = values[i];
        }
    }
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
    hiddenCases: [
      { name: 'a single value', stdin: '1\n42\n', expectedOutput: '42 42' },
      { name: 'all negative', stdin: '4\n-5 -1 -9 -3\n', expectedOutput: '-9 -1' },
      { name: 'all positive', stdin: '3\n8 3 5\n', expectedOutput: '3 8' },
      { name: 'all equal', stdin: '3\n7 7 7\n', expectedOutput: '7 7' },
      {
        name: 'the limits of int',
        stdin: '2\n2147483647 -2147483648\n',
        expectedOutput: '-2147483648 2147483647',
      },
    ],
    explanation:
      'A function returns one value, but through pointers it can store two: `*min = ...` writes into `main`\'s variable `smallest`. Start both from `values[0]`, not from 0: with only positive values a start at 0 stays the "smallest", and with only negative ones the "largest".',
  },
  {
    id: 'a-066',
    kind: 'code',
    solution: String.raw`#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int k;
    if (scanf("%d", &k) != 1 || k < 0) {
        return 1;
    }
    if (k == 0) {
        printf("\n");
        return 0;
    }
    /* The last k values, used as a ring: value number i is kept in last[i % k]. */
    int *last = malloc((size_t)k * sizeof *last);
    if (last == NULL) {
        return 1;
    }
    int count = 0;
    int value;
    while (scanf("%d", &value) == 1) {
        last[count % k] = value;
        count++;
    }
    int first = count > k ? count - k : 0;
    for (int i = first; i < count; i++) {
        if (i > first) {
            printf(" ");
        }
        printf("%d", last[i % k]);
    }
    printf("\n");
    free(last);
    return 0;
}
`,
    hiddenCases: [
      { name: 'k is 0', stdin: '0\n1 2 3\n', expectedOutput: '' },
      { name: 'no values', stdin: '4\n', expectedOutput: '' },
      { name: 'exactly k values', stdin: '3\n7 8 9\n', expectedOutput: '7 8 9' },
      { name: 'the ring wraps an odd time', stdin: '2\n1 2 3 4 5\n', expectedOutput: '4 5' },
      { name: 'k is 1', stdin: '1\n-3 -2 -1\n', expectedOutput: '-1' },
      { name: 'the largest k', stdin: '1000000\n5 6\n', expectedOutput: '5 6' },
      { name: 'one value a line', stdin: '3\n1\n2\n3\n4\n', expectedOutput: '2 3 4' },
    ],
    explanation:
      'The count of values is not known in advance, but `k` is: `malloc` gives room for `k` integers, and value number `i` goes to `last[i % k]`, overwriting the one read `k` values before. The oldest value kept is then number `count - k` (or 0 when fewer came), so printing starts there, not at index 0. `k` of 0 needs no room at all, and `free` gives the room back.',
  },
  {
    id: 'a-067',
    kind: 'code',
    solution: String.raw`#include <stdio.h>

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
    struct fraction sum = {a.num * b.den + b.num * a.den, a.den * b.den};
    int divisor = gcd(sum.num < 0 ? -sum.num : sum.num, sum.den);
    sum.num /= divisor;
    sum.den /= divisor;
    return sum;
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
    hiddenCases: [
      { name: 'a negative sum', stdin: '-1/2 1/3\n', expectedOutput: '-1/6' },
      { name: 'a sum of zero', stdin: '1/2 -1/2\n', expectedOutput: '0/1' },
      { name: 'two negative fractions', stdin: '-3/4 -5/6\n', expectedOutput: '-19/12' },
      { name: 'fractions not in lowest terms', stdin: '2/4 3/6\n', expectedOutput: '1/1' },
      { name: 'the largest numbers', stdin: '1000/1 1000/1\n', expectedOutput: '2000/1' },
      {
        name: 'a sum that cannot be reduced',
        stdin: '999/1000 1/999\n',
        expectedOutput: '999001/999000',
      },
    ],
    explanation:
      "`p/q + r/s` is `(p*s + r*q) / (q*s)`; dividing both by their greatest common divisor puts the sum in lowest terms, and zero becomes `0/1` because the gcd of 0 and `q*s` is `q*s`. The gcd is taken of the numerator's absolute value: with a negative numerator, `%` gives negative remainders and the gcd can come out negative, which moves the sign to the denominator.",
  },
  {
    id: 'a-068',
    kind: 'code',
    solution: String.raw`#include <stdio.h>

int main(void)
{
    int lines = 0;
    int words = 0;
    int chars = 0;
    int in_word = 0; /* 1 while inside a word */
    int c;
    while ((c = getchar()) != EOF) {
        chars++;
        if (c == '\n') {
            lines++;
        }
        if (c == ' ' || c == '\t' || c == '\n') {
            in_word = 0;
        } else if (!in_word) {
            in_word = 1;
            words++;
        }
    }
    printf("%d %d %d\n", lines, words, chars);
    return 0;
}
`,
    hiddenCases: [
      { name: 'empty input', stdin: '', expectedOutput: '0 0 0' },
      { name: 'no final newline', stdin: 'last line', expectedOutput: '0 2 9' },
      { name: 'runs of spaces', stdin: '  a   b  \n', expectedOutput: '1 2 10' },
      { name: 'tabs between words', stdin: 'a\tb\tc\n', expectedOutput: '1 3 6' },
      { name: 'only empty lines', stdin: '\n\n\n', expectedOutput: '3 0 3' },
    ],
    explanation:
      '`getchar` returns each character in turn, and `EOF` once the input ends; it returns an `int` so that `EOF` differs from every character. A word is counted where it starts: at a character that is not a space, tab or newline while `in_word` is 0. Counting separators instead goes wrong with runs of spaces and with a last word that no separator follows.',
  },
];
