import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-026',
  instructions: `## Task

The program does not know in advance how many numbers it will read, so it keeps them in a dynamic array: a \`struct IntArray\` holding a pointer to memory from \`malloc\`, the number of values stored (\`count\`) and the number of values that memory can hold (\`capacity\`). \`array_init\` starts it with a capacity of 2.

Complete \`array_push\`, which adds \`value\` at the end of the array. When the array is full (\`count == capacity\`), it first doubles the capacity with \`realloc\` and prints the growth:

\`\`\`
Capacity: <old capacity> -> <new capacity>
\`\`\`

It returns 0, or -1 when \`realloc\` fails, leaving the array as it was. \`main\` pushes every number it reads, then prints the count, the capacity and the numbers in reverse order.

## Input

Integers separated by spaces or newlines, as many as there are until the end of the input (possibly none). Every value fits in an \`int\`.

## Output

The growth lines, printed by \`array_push\` while the numbers are read, then two lines printed by \`main\`:

\`\`\`
Count: <count>, capacity: <capacity>
Reversed: <the numbers from last to first, each after a space>
\`\`\`

With no numbers at all, the array never grows, and the last line is just \`Reversed:\`.

## Example

Input:

\`\`\`
3 1 4 1 5 9 2
\`\`\`

Output:

\`\`\`
Capacity: 2 -> 4
Capacity: 4 -> 8
Count: 7, capacity: 8
Reversed: 2 9 5 1 4 1 3
\`\`\`

## Requirements

- Grow only when the array is full, and always double the capacity.
- Assign the result of \`realloc\` to a temporary pointer first: if it returns \`NULL\`, the old memory is still yours and \`a->data\` must keep pointing to it.
- Print the sizes with \`%zu\`, the \`printf\` format for \`size_t\`.
- Keep \`main\`, \`array_init\` and \`array_free\` as they are, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>
#include <stdlib.h>

#define INITIAL_CAPACITY 2

struct IntArray {
    int *data;       /* memory for capacity values */
    size_t count;    /* how many values are stored */
    size_t capacity; /* how many values fit in data */
};

/* Start an empty array with room for INITIAL_CAPACITY values. Return 0, or -1 if malloc fails. */
int array_init(struct IntArray *a)
{
    a->data = malloc(INITIAL_CAPACITY * sizeof *a->data);
    if (a->data == NULL) {
        return -1;
    }
    a->count = 0;
    a->capacity = INITIAL_CAPACITY;
    return 0;
}

/*
 * Add value at the end of the array. When it is full, double the capacity with realloc
 * and print "Capacity: old -> new" first. Return 0, or -1 if realloc fails.
 */
int array_push(struct IntArray *a, int value)
{
    /* Write this function: grow when a->count == a->capacity, then store value. */
    (void)a; /* Delete these two lines once you use the parameters. */
    (void)value;

    return 0;
}

void array_free(struct IntArray *a)
{
    free(a->data);
    a->data = NULL;
    a->count = 0;
    a->capacity = 0;
}

int main(void)
{
    struct IntArray numbers;
    int value;

    if (array_init(&numbers) != 0) {
        return 1;
    }

    while (scanf("%d", &value) == 1) {
        if (array_push(&numbers, value) != 0) {
            array_free(&numbers);
            return 1;
        }
    }

    printf("Count: %zu, capacity: %zu\n", numbers.count, numbers.capacity);
    printf("Reversed:");
    for (size_t i = numbers.count; i > 0; i--) {
        printf(" %d", numbers.data[i - 1]);
    }
    printf("\n");

    array_free(&numbers);
    return 0;
}
`,
  expectedOutput: `Capacity: 2 -> 4
Capacity: 4 -> 8
Count: 7, capacity: 8
Reversed: 2 9 5 1 4 1 3`,
  hints: [
    'Check for a full array before storing: if (a->count == a->capacity) { ... grow ... }. Then store the value with a->data[a->count++] = value;',
    'The new size in bytes is new_capacity * sizeof *a->data, where new_capacity = a->capacity * 2.',
    'Write int *bigger = realloc(a->data, new_capacity * sizeof *a->data); and return -1 if bigger is NULL. Only then set a->data = bigger; and a->capacity = new_capacity;',
    'Print the growth line while a->capacity still holds the old value: printf("Capacity: %zu -> %zu\\n", a->capacity, new_capacity);',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: '3 1 4 1 5 9 2\n',
      expectedOutput: `Capacity: 2 -> 4
Capacity: 4 -> 8
Count: 7, capacity: 8
Reversed: 2 9 5 1 4 1 3`,
    },
  ],
};
