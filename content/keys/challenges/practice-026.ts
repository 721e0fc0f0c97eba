import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-026',
  solution: String.raw`#include <stdio.h>
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
    if (a->count == a->capacity) {
        size_t new_capacity = a->capacity * 2;
        int *bigger = realloc(a->data, new_capacity * sizeof *a->data);

        if (bigger == NULL) {
            return -1;
        }
        printf("Capacity: %zu -> %zu\n", a->capacity, new_capacity);
        a->data = bigger;
        a->capacity = new_capacity;
    }

    a->data[a->count++] = value;
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
  hiddenCases: [
    {
      name: 'no numbers at all',
      stdin: '',
      expectedOutput: `Count: 0, capacity: 2
Reversed:`,
    },
    {
      name: 'exactly the starting capacity',
      stdin: '10 20\n',
      expectedOutput: `Count: 2, capacity: 2
Reversed: 20 10`,
    },
    {
      name: 'one value more than the starting capacity',
      stdin: '10 20 30\n',
      expectedOutput: `Capacity: 2 -> 4
Count: 3, capacity: 4
Reversed: 30 20 10`,
    },
    {
      name: 'seventeen values on several lines, with negatives and int limits',
      stdin: '12 -7 0 33 -2147483648 2147483647\n5 5 5 -1 8 19\n-40 2 77 100 -3\n',
      expectedOutput: `Capacity: 2 -> 4
Capacity: 4 -> 8
Capacity: 8 -> 16
Capacity: 16 -> 32
Count: 17, capacity: 32
Reversed: -3 100 77 2 -40 19 8 -1 5 5 5 2147483647 -2147483648 33 0 -7 12`,
    },
  ],
};
