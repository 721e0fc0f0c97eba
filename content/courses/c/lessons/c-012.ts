import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-012's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Pointer Arithmetic

In the previous lesson a pointer pointed to one variable or to one element of an array. When a pointer points into an array, you can also *move* it: add 1 and it points to the next element, subtract 1 and it points to the previous one. This is called *pointer arithmetic*, and a great deal of C code, including much of the standard library, is written with it.

## Adding an integer to a pointer

\`\`\`c
int values[] = {4, 8, 15, 16, 23, 42};
int *p = values;        // points to values[0], the 4
printf("%d\\n", *(p + 2)); // 15: two elements further on
\`\`\`

\`p + 2\` is a new pointer, two *elements* after \`p\`, not two bytes. The compiler multiplies by the size of the element type for you: for an \`int *\` (usually 4 bytes per \`int\`) the address grows by 8 bytes, for a \`char *\` by 2 bytes, for a \`double *\` (usually 8 bytes) by 16. This is one reason why every pointer has a type.

The parentheses in \`*(p + 2)\` matter: \`*p + 2\` would follow \`p\` first and then add 2 to the value, giving 6.

## Indexing is pointer arithmetic

C *defines* the index operator with pointer arithmetic: \`a[i]\` means exactly \`*(a + i)\`. That is why brackets work on pointers as well as on arrays, and why indexes start at 0: the first element is zero elements away from the start.

\`\`\`c
p[2]        // the same as *(p + 2)
values[2]   // values converts to &values[0], so also *(values + 2)
\`\`\`

A pointer that points into the middle of an array can even use a negative index: if \`p\` points to \`values[3]\`, then \`p[-1]\` is \`values[2]\`.

## Moving a pointer

The operators \`++\`, \`--\`, \`+=\` and \`-=\` move the pointer itself:

\`\`\`c
p++;     // now points to values[1]
p += 3;  // now points to values[4]
p--;     // now points to values[3]
\`\`\`

A very common idiom reads an element and moves on in one step: \`x = *p++;\`. The \`++\` applies to \`p\`, not to the element, and because it is the postfix form, \`*\` uses the old address. So \`*p++\` means "give me the element \`p\` points to, then move \`p\` to the next one". To add 1 to the *element* instead, write \`(*p)++\`.

## The one-past-the-end pointer

Here is a loop that visits every element with a pointer instead of an index:

\`\`\`c
int count = 6;
int sum = 0;
for (const int *q = values; q != values + count; q++) {
    sum += *q;
}
\`\`\`

\`values + count\` points just past the last element. C explicitly allows you to *compute* and *compare* this one-past-the-end pointer, which makes it a perfect stop marker, but you must never *dereference* it: there is no element there.

Those are the only legal positions: the elements of the array plus the one place after the end. Computing a pointer before the first element, or more than one past the end, is undefined behaviour even if you never read through it.

Functions often take a range as two pointers, a *begin* pointer to the first element and an *end* pointer one past the last, instead of an array and a count. An empty range is simply one where \`begin == end\`.

## Subtracting pointers

Subtracting two pointers into the same array gives the number of elements between them:

\`\`\`c
int *found = &values[4];
ptrdiff_t index = found - values;   // 4
printf("%td\\n", index);
\`\`\`

The result has the type \`ptrdiff_t\`, a signed integer type declared in \`<stddef.h>\`, and \`printf\` prints it with \`%td\`. This is how you turn a pointer back into an index. Comparing two pointers with \`<\`, \`<=\`, \`>\` or \`>=\` is likewise only meaningful when both point into the same array (or one past its end). Adding two pointers is not allowed at all: gcc reports \`invalid operands to binary +\`.

## Walking a string with a char pointer

Strings are arrays of \`char\`, so pointer arithmetic works on them too. This function finds the length of a string the way \`strlen\` does:

\`\`\`c
size_t length(const char *s)
{
    const char *end = s;
    while (*end != '\\0') {
        end++;
    }
    return (size_t)(end - s);  // the distance from start to terminator
}
\`\`\`

Adding to a string pointer gives the rest of the string: if \`word\` points to \`"pointer"\`, then \`word + 5\` is the string \`"er"\`.

A string literal can be used to initialise a pointer: \`const char *word = "pointer";\`. The characters of a literal must never be changed, and modifying them is undefined behaviour (on most systems the program crashes). That is why the pointer should be \`const char *\`. When you need text you can change, copy it into an array: \`char word[] = "pointer";\`.

## Two pointers from both ends

Some problems are easiest with two pointers moving towards each other. This function reverses an array, given pointers to its first and last elements:

\`\`\`c
void reverse(int *left, int *right)
{
    while (left < right) {
        int tmp = *left;
        *left = *right;
        *right = tmp;
        left++;
        right--;
    }
}
\`\`\`

The loop stops when the pointers meet or cross, so each pair is swapped exactly once.

## Common mistakes

- **Leaving the array.** \`*(values + 6)\` in a 6-element array reads past the end: undefined behaviour, usually without any compiler warning. Keep pointers between the first element and one past the last, and never dereference the end pointer. The Debug run of lesson c-023 reports such reads.
- **Mixing up \`*p++\` and \`(*p)++\`.** The first moves the pointer, the second changes the element. If you only want to move, write \`p++;\`.
- **Counting in bytes.** \`p + sizeof(int)\` moves 4 *elements* on a typical system, not one. The scaling is automatic: write \`p + 1\`.
- **Printing a pointer difference with \`%d\`.** gcc warns \`format '%d' expects argument of type 'int', but argument 2 has type 'long int'\`. Use \`%td\`.
- **Changing a string literal.** \`char *s = "hello"; s[0] = 'H';\` compiles without a warning but is undefined behaviour and usually crashes. Use \`char s[] = "hello";\`.
- **Stepping before the start.** In a loop that counts a pointer down to the first element, \`p--\` past the beginning is undefined behaviour. Test the pointer *before* moving it, as \`reverse\` does with \`left < right\`.

## Try it

- Print \`*(p + 2)\` and \`*p + 2\` side by side, and explain the difference.
- Use \`sum_range\` to add only the last two elements of \`values\`.
- Change \`word\` to point to a longer text, and print \`word + 3\`.
- Write a loop that prints \`values\` backwards with a pointer that starts at \`values + count\` and moves down, testing \`q != values\` and printing \`*(q - 1)\`, so that it never steps before the first element.`,
  code: String.raw`#include <stddef.h>
#include <stdio.h>

/* Adds the elements from begin up to, but not including, end. */
int sum_range(const int *begin, const int *end)
{
    int total = 0;
    for (const int *p = begin; p != end; p++) {
        total += *p;
    }
    return total;
}

/* The length of a string: walk a pointer to the '\0', then subtract. */
size_t length(const char *s)
{
    const char *end = s;
    while (*end != '\0') {
        end++;
    }
    return (size_t)(end - s);
}

/* Swaps elements from both ends until the two pointers meet. */
void reverse(int *left, int *right)
{
    while (left < right) {
        int tmp = *left;
        *left = *right;
        *right = tmp;
        left++;
        right--;
    }
}

int main(void)
{
    int values[] = {4, 8, 15, 16, 23, 42};
    int count = sizeof values / sizeof values[0];
    int *p = values; /* the array name gives &values[0] */

    printf("*p = %d, *(p + 2) = %d, p[2] = %d\n", *p, *(p + 2), p[2]);
    p += 3;
    printf("after p += 3: *p = %d, p[-1] = %d\n", *p, p[-1]);
    printf("p is %td elements after the start\n", p - values);

    /* values + count is the one-past-the-end pointer: a stop marker. */
    printf("sum of all: %d\n", sum_range(values, values + count));
    printf("sum of values[1] to values[3]: %d\n", sum_range(values + 1, values + 4));

    /* *q++ reads the element q points to, then moves q on. */
    const int *q = values;
    int first = *q++;
    int second = *q++;
    printf("read %d and %d, q now points to %d\n", first, second, *q);

    /* Find 23, then turn the pointer back into an index. */
    for (const int *r = values; r != values + count; r++) {
        if (*r == 23) {
            printf("23 is at index %td\n", r - values);
            break;
        }
    }

    reverse(values, values + count - 1); /* first and last element */
    printf("reversed:");
    for (const int *r = values; r < values + count; r++) {
        printf(" %d", *r);
    }
    printf("\n");

    const char *word = "pointer";
    printf("\"%s\" has %zu characters; word + 5 is \"%s\"\n", word, length(word), word + 5);
    return 0;
}
`,
  expectedOutput: `*p = 4, *(p + 2) = 15, p[2] = 15
after p += 3: *p = 16, p[-1] = 15
p is 3 elements after the start
sum of all: 108
sum of values[1] to values[3]: 39
read 4 and 8, q now points to 15
23 is at index 4
reversed: 42 23 16 15 8 4
"pointer" has 7 characters; word + 5 is "er"`,
  exercise: {
    title: 'Palindrome with two pointers',
    task: `A *palindrome* reads the same forwards and backwards, like "racecar". Read one line of text (at most 200 characters) and decide whether it is a palindrome when you look only at letters and digits and ignore the difference between upper and lower case. So \`A man, a plan, a canal: Panama\` counts as a palindrome.

Print \`palindrome\` or \`not a palindrome\`. A line with no letters or digits at all, including an empty line, counts as a palindrome.

Complete \`int is_palindrome(const char *begin, const char *end)\`. \`begin\` points to the first character of the text and \`end\` points one past the last one, so the text is empty when \`begin == end\`. Return 1 for a palindrome and 0 otherwise. Solve it with two pointers that move towards each other, not with indexes. \`main\` is already written: it reads the line, removes the newline and calls your function.

Example: for the input

\`\`\`
Was it a car or a cat I saw?
\`\`\`

the program prints

\`\`\`
palindrome
\`\`\``,
    starterCode: String.raw`#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Returns 1 if the text from begin up to (not including) end reads the
   same in both directions, looking only at letters and digits and
   ignoring case; returns 0 otherwise. */
int is_palindrome(const char *begin, const char *end)
{
    /* Write this function with two pointers moving towards each other. */
    (void)begin;
    (void)end;
    return 0;
}

int main(void)
{
    char line[256];
    if (fgets(line, sizeof line, stdin) == NULL) {
        line[0] = '\0'; /* no input at all: an empty line */
    }
    size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\n') {
        line[len - 1] = '\0';
        len--;
    }
    if (is_palindrome(line, line + len)) {
        printf("palindrome\n");
    } else {
        printf("not a palindrome\n");
    }
    return 0;
}
`,
    hints: [
      'Use two pointers: left starts at begin, and right starts at end. Because end points one past the last character, the character on the right is *(right - 1). Keep going while left < right.',
      'Do not write end - 1 before checking that the text is not empty: for an empty text that pointer would be before the first character, which is undefined behaviour. The test left < right protects you.',
      'Skip characters that do not count: if isalnum((unsigned char)*left) is 0, move left on and continue the loop; do the same for the right-hand character with right--.',
      'When both characters count, compare tolower((unsigned char)*left) with tolower((unsigned char)*(right - 1)). Return 0 if they differ; otherwise move both pointers (left++, right--). Return 1 after the loop.',
    ],
    visibleCases: [
      { name: 'a simple palindrome', stdin: 'racecar\n', expectedOutput: 'palindrome' },
      { name: 'not a palindrome', stdin: 'Hello\n', expectedOutput: 'not a palindrome' },
      {
        name: 'punctuation and case are ignored',
        stdin: 'A man, a plan, a canal: Panama\n',
        expectedOutput: 'palindrome',
      },
    ],
  },
};
