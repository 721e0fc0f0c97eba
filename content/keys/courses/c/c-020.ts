import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-020',
  solution: String.raw`/*
 * One file standing in for three: queue.h (the interface), main.c (the program
 * that uses it) and queue.c (the implementation). main.c comes before queue.c on
 * purpose: like a real main.c, it knows only what the header declares. As three
 * files they would be built with: gcc -std=c17 -Wall -Wextra main.c queue.c -o app
 */

/* ============================== queue.h ============================== */
#ifndef QUEUE_H
#define QUEUE_H

#include <stdbool.h>

#define QUEUE_CAPACITY 4

/*
 * A first-in, first-out queue of ints kept in a ring: the values wait in
 * items[head], items[head + 1] and so on, and the slot after the last one
 * is slot 0 again.
 */
typedef struct {
    int items[QUEUE_CAPACITY];
    int head; /* the slot of the value that has waited longest */
    int size; /* how many values are waiting */
} Queue;

/* How many values queue_push refused because the queue was full, over all queues. */
extern int queue_refused;

void queue_init(Queue *q);
bool queue_push(Queue *q, int value); /* false, and counted, when q is full */
bool queue_pop(Queue *q, int *out);   /* false when q is empty */

#endif /* QUEUE_H */

/* ============================== main.c =============================== */
#include <stdio.h>
/* #include "queue.h" */

int main(void)
{
    Queue q;
    queue_init(&q);

    char command;
    int value;
    while (scanf(" %c", &command) == 1) {
        if (command == '+' && scanf("%d", &value) == 1) {
            if (queue_push(&q, value)) {
                printf("in %d\n", value);
            } else {
                printf("full, %d refused\n", value);
            }
        } else if (command == '-') {
            if (queue_pop(&q, &value)) {
                printf("out %d\n", value);
            } else {
                printf("empty\n");
            }
        }
    }
    printf("refused: %d\n", queue_refused);
    return 0;
}

/* ============================== queue.c ============================== */
/* #include "queue.h" */

int queue_refused = 0; /* the one definition of the variable queue.h declares */

/* static: a helper of queue.c alone, not part of the interface.
   Turns a slot number that ran past the end of items into the real slot. */
static int wrap(int slot)
{
    return slot % QUEUE_CAPACITY;
}

void queue_init(Queue *q)
{
    q->head = 0;
    q->size = 0;
}

bool queue_push(Queue *q, int value)
{
    if (q->size == QUEUE_CAPACITY) {
        queue_refused++;
        return false;
    }
    q->items[wrap(q->head + q->size)] = value; /* the slot after the newest value */
    q->size++;
    return true;
}

bool queue_pop(Queue *q, int *out)
{
    if (q->size == 0) {
        return false;
    }
    *out = q->items[q->head];
    q->head = wrap(q->head + 1);
    q->size--;
    return true;
}
`,
  hiddenCases: [
    {
      name: 'no commands at all',
      stdin: '',
      expectedOutput: 'refused: 0',
    },
    {
      name: 'taking from an empty queue',
      stdin: '-\n+ -7\n-\n-\n',
      expectedOutput: `empty
in -7
out -7
empty
refused: 0`,
    },
    {
      name: 'the ring wraps around',
      stdin: '+ 1\n+ 2\n+ 3\n+ 4\n-\n-\n+ 5\n+ 6\n+ 7\n-\n-\n-\n-\n-\n',
      expectedOutput: `in 1
in 2
in 3
in 4
out 1
out 2
in 5
in 6
full, 7 refused
out 3
out 4
out 5
out 6
empty
refused: 1`,
    },
    {
      name: 'the counter adds up every refusal',
      stdin: '+ 1\n+ 2\n+ 3\n+ 4\n+ 5\n+ 6\n-\n+ 7\n+ 8\n-\n-\n-\n-\n+ 9\n-\n',
      expectedOutput: `in 1
in 2
in 3
in 4
full, 5 refused
full, 6 refused
out 1
in 7
full, 8 refused
out 2
out 3
out 4
out 7
in 9
out 9
refused: 3`,
    },
    {
      name: 'many rounds of the ring',
      stdin: '+ 1\n+ 2\n-\n+ 3\n-\n+ 4\n-\n+ 5\n-\n+ 6\n-\n+ 7\n-\n+ 8\n-\n-\n',
      expectedOutput: `in 1
in 2
out 1
in 3
out 2
in 4
out 3
in 5
out 4
in 6
out 5
in 7
out 6
in 8
out 7
out 8
refused: 0`,
    },
  ],
};
