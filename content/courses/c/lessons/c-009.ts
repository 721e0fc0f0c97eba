import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-009's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Arrays

Suppose you want to store the temperature of every day of a week. Seven variables called \`day1\` to \`day7\` would work, but you could not loop over them, and a month would need thirty. An *array* solves this: it is a single variable that holds a fixed number of values of the same type, stored one after another in memory, and numbered so that a loop can visit them all.

## Declaring an array

\`\`\`c
int temps[7];
\`\`\`

This declares an array called \`temps\` of 7 \`int\` values, called its *elements*. The number in brackets is the array's *length*; in this course it is always a constant written in the program. (C also allows a length taken from a variable, a *variable-length array*, but such an array cannot have an initialiser, and C17 makes the feature optional for compilers.)

You reach an element with its *index* in square brackets. Indexes start at **0**, so the elements of \`temps\` are \`temps[0]\` to \`temps[6]\`:

\`\`\`c
temps[0] = 12;           // the first element
temps[6] = 16;           // the last element: index 6, not 7
temps[3] = temps[0] + 5; // an element works like any int variable
\`\`\`

The index can be any integer expression, such as \`temps[i]\` or \`temps[count - 1]\`. That is what makes arrays powerful.

## Initialising

Give the values in braces when you declare the array:

\`\`\`c
int temps[7] = {12, 15, 11, 18, 21, 19, 16};
int scores[5] = {90, 85};   // scores[2] to scores[4] are 0
int counts[100] = {0};      // all 100 elements are 0
int primes[] = {2, 3, 5, 7}; // length 4, counted for you
\`\`\`

If the list is shorter than the array, the remaining elements become 0. If you leave out the length, the compiler counts the values. A local array declared *without* an initialiser, like \`int temps[7];\`, holds indeterminate values, just like any local variable, until you assign them.

## Looping over an array

A \`for\` loop whose index runs from 0 up to, but not including, the length visits every element:

\`\`\`c
int sum = 0;
for (int i = 0; i < 7; i++) {
    sum += temps[i];
}
\`\`\`

Instead of writing 7 by hand, let the compiler work out the length. \`sizeof temps\` is the size of the whole array in bytes, and \`sizeof temps[0]\` the size of one element, so:

\`\`\`c
int count = sizeof temps / sizeof temps[0]; // 7
\`\`\`

This trick only works where the array itself was declared, not inside a function that receives it as a parameter (see below).

## Staying inside the bounds

C does **not** check indexes. Reading or writing \`temps[7]\`, \`temps[-1]\` or \`temps[1000]\` is undefined behaviour: the program may print garbage, crash, or silently overwrite another variable and fail much later somewhere else. The compiler usually says nothing. It is your job to keep every index between 0 and length - 1, which is why loops over an array use \`i < count\`, never \`i <= count\`. The Debug run button, covered in lesson c-023, can catch these mistakes while your program runs.

## Arrays as a whole

You cannot assign one array to another with \`=\`, or compare two arrays' contents with \`==\`. To copy an array, copy it element by element in a loop:

\`\`\`c
for (int i = 0; i < 7; i++) {
    backup[i] = temps[i];
}
\`\`\`

## Passing arrays to functions

A function can take an array parameter. Because the function cannot find out the length by itself, pass the number of elements as a second parameter:

\`\`\`c
double average(const int values[], int count)
{
    int sum = 0;
    for (int i = 0; i < count; i++) {
        sum += values[i];
    }
    return (double)sum / count;
}

double avg = average(temps, 7); // pass the array's name, no brackets
\`\`\`

Unlike an \`int\` argument, an array is **not copied** when you pass it. The function receives the location of the caller's first element (lesson c-011 explains how), so:

- the function works directly on the caller's array, and any element it changes is changed for the caller too;
- \`sizeof values\` inside the function gives the size of that location, not of the array, which is why the count must be passed in.

Writing \`const\` before the element type promises that the function only reads the elements. The compiler then rejects any assignment such as \`values[0] = 1;\` inside the function, and callers know their data is safe. Leave \`const\` out when changing the array is the function's job, as in a function that fills or reverses it.

## Two-dimensional arrays

An array's elements can themselves be arrays. This gives a table with rows and columns:

\`\`\`c
int grid[2][3] = {
    {1, 2, 3},   // row 0
    {4, 5, 6},   // row 1
};
printf("%d\\n", grid[1][2]); // row 1, column 2: prints 6
\`\`\`

Use one nested loop per dimension to visit every element, rows on the outside and columns on the inside.

## Common mistakes

- **Going one past the end.** \`for (int i = 0; i <= 7; i++)\` reads \`temps[7]\`, which does not exist. This is undefined behaviour, usually without any warning. Use \`i < 7\`.
- **Too many initial values.** \`int a[3] = {1, 2, 3, 4};\` gives \`warning: excess elements in array initializer\`, and the 4 is dropped. Make the array larger or leave out the length.
- **Assigning a whole array.** \`backup = temps;\` fails with \`assignment to expression with array type\`. Copy the elements in a loop.
- **Using sizeof on an array parameter.** Inside a function, \`sizeof values / sizeof values[0]\` does not give the length; gcc warns \`'sizeof' on array function parameter 'values' will return size of 'const int *'\`. Pass the count as a parameter.
- **Summing into an uninitialised variable.** \`int sum;\` followed by \`sum += values[i];\` starts from garbage. Write \`int sum = 0;\`.

## Try it

- Add an eighth temperature to the initialiser. Which lines of output change, and did you have to change any other line?
- Change \`int scores[5] = {90, 85};\` to \`int scores[5] = {0};\` and predict the output.
- Write a function \`int count_above(const int values[], int count, int limit)\` that counts the days warmer than \`limit\`, and print its result for 15 degrees.
- Add a third row \`{7, 8, 9}\` to \`grid\`. What else must change?`,
  code: String.raw`#include <stdio.h>

/* An array parameter needs its length passed separately.
   const promises that the function only reads the elements. */
double average(const int values[], int count)
{
    int sum = 0;
    for (int i = 0; i < count; i++) {
        sum += values[i];
    }
    return (double)sum / count;
}

/* Returns the index of the largest element. */
int index_of_max(const int values[], int count)
{
    int best = 0;
    for (int i = 1; i < count; i++) {
        if (values[i] > values[best]) {
            best = i;
        }
    }
    return best;
}

/* No const: this function changes the caller's array. */
void reverse(int values[], int count)
{
    for (int i = 0; i < count / 2; i++) {
        int tmp = values[i];
        values[i] = values[count - 1 - i];
        values[count - 1 - i] = tmp;
    }
}

void print_array(const int values[], int count)
{
    for (int i = 0; i < count; i++) {
        printf(" %d", values[i]);
    }
    printf("\n");
}

int main(void)
{
    int temps[] = {12, 15, 11, 18, 21, 19, 16}; /* length 7, counted for us */
    int count = sizeof temps / sizeof temps[0];

    printf("%d temperatures:", count);
    print_array(temps, count);
    printf("first: %d, last: %d\n", temps[0], temps[count - 1]);
    printf("average: %.2f\n", average(temps, count));

    int hottest = index_of_max(temps, count);
    printf("hottest: day %d with %d degrees\n", hottest + 1, temps[hottest]);

    temps[2] = 14; /* an element is an ordinary int variable */
    reverse(temps, count);
    printf("changed and reversed:");
    print_array(temps, count);

    int scores[5] = {90, 85}; /* the missing elements become 0 */
    printf("scores:");
    print_array(scores, 5);

    /* A two-dimensional array: 2 rows of 3 columns. */
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    for (int row = 0; row < 2; row++) {
        for (int col = 0; col < 3; col++) {
            printf("%3d", grid[row][col]);
        }
        printf("\n");
    }
    return 0;
}
`,
  expectedOutput: `7 temperatures: 12 15 11 18 21 19 16
first: 12, last: 16
average: 16.00
hottest: day 5 with 21 degrees
changed and reversed: 16 19 21 18 14 15 12
scores: 90 85 0 0 0
  1  2  3
  4  5  6`,
  exercise: {
    title: 'Above the average',
    task: `Read a list of numbers and print the ones that are greater than their average. You need an array here: the average is only known after the last number is read, and then you have to look at every number again.

The input is a count \`n\` (from 0 to 100) followed by \`n\` whole numbers, each between -1000000 and 1000000. \`main\` already reads them into an array. Complete two functions:

- \`double average(const int values[], int count)\` returns the average of the first \`count\` elements.
- \`void print_above(const int values[], int count, double avg)\` prints \`above:\` followed by every element that is strictly greater than \`avg\`, in their original order, each preceded by a space, then a newline. If no element is greater, it prints \`above: none\`.

\`main\` prints the average with two decimal places before calling \`print_above\`, and prints \`no numbers\` when \`n\` is 0.

Example: for the input

\`\`\`
4
2 7 5 4
\`\`\`

the program prints

\`\`\`
average: 4.50
above: 7 5
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

/* Returns the average of the first count elements of values. */
double average(const int values[], int count)
{
    /* Write this function: add up the elements, then divide. */
    (void)values;
    (void)count;
    return 0.0;
}

/* Prints "above:" and every element greater than avg, or "above: none". */
void print_above(const int values[], int count, double avg)
{
    /* Write this function. */
    (void)values;
    (void)count;
    (void)avg;
    printf("above: none\n");
}

int main(void)
{
    int values[100];
    int n;
    if (scanf("%d", &n) != 1 || n < 0 || n > 100) {
        printf("invalid input\n");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &values[i]) != 1) {
            printf("invalid input\n");
            return 0;
        }
    }
    if (n == 0) {
        printf("no numbers\n");
        return 0;
    }
    double avg = average(values, n);
    printf("average: %.2f\n", avg);
    print_above(values, n, avg);
    return 0;
}
`,
    hints: [
      'In average, start a sum at 0 and add values[i] for every i from 0 to count - 1, then divide by count.',
      'The sum is an int and so is count, so sum / count would be integer division. Write (double)sum / count to keep the fraction.',
      'In print_above, print "above:" first, then loop over the array and print " %d" for each element greater than avg. Count how many you printed.',
      'After the loop, if you printed none, print " none". Finish with "\\n" in every case.',
    ],
    visibleCases: [
      { name: 'the example', stdin: '4\n2 7 5 4\n', expectedOutput: 'average: 4.50\nabove: 7 5' },
      { name: 'three numbers', stdin: '3\n1 2 3\n', expectedOutput: 'average: 2.00\nabove: 3' },
    ],
  },
};
