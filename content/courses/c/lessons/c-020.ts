import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-020's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Headers and Multi-File Programs

Every program so far has lived in a single file. Real projects are split into many: a text editor might have one file for the screen, one for the keyboard and one for saving documents. Each file stays small enough to understand, and a piece that works, such as a stack or a list, can be reused in the next project.

CodeNest compiles exactly one file, so this lesson's program is one file with three clearly marked sections, \`stack.h\`, \`stack.c\` and \`main.c\`. Read it as three files glued together; the comments show what each real file would contain.

## Declarations and definitions

Splitting a program rests on one distinction:

- A **declaration** tells the compiler that something exists and what its type is. \`bool stack_push(Stack *s, int value);\` is a declaration: a function prototype, with no body.
- A **definition** creates the thing itself: the function with its body, or the variable with its storage.

A program may *declare* a name as often as it likes, but must *define* it exactly once. To call a function, a file needs only its declaration. The definition may sit in another file, and a later step finds it.

## From source files to a program

Each \`.c\` file is compiled on its own, into an *object file* (\`.o\`). Then the *linker* joins all object files into one program, connecting each call to the definition of the function, in whichever file it is:

\`\`\`sh
gcc -std=c17 -Wall -Wextra -c stack.c      # makes stack.o
gcc -std=c17 -Wall -Wextra -c main.c       # makes main.o
gcc stack.o main.o -o app                   # links them
\`\`\`

Or all at once: \`gcc -std=c17 -Wall -Wextra main.c stack.c -o app\`. When you change one file, only that file needs compiling again, which matters in projects with hundreds of files.

## Headers: the shared declarations

While compiling \`main.c\`, the compiler has never seen \`stack.c\`. It still needs to know the \`Stack\` type and what \`stack_push\` expects. A *header* (\`.h\` file) collects those declarations, and every file that needs them includes it:

\`\`\`c
/* stack.h */
#define STACK_CAPACITY 4

typedef struct {
    int items[STACK_CAPACITY];
    int size;
} Stack;

void stack_init(Stack *s);
bool stack_push(Stack *s, int value);
\`\`\`

\`stack.c\` and \`main.c\` both start with \`#include "stack.h"\`. Including it in \`stack.c\` as well lets the compiler check that the definitions match the declarations.

A header holds **declarations**: prototypes, types (\`struct\`, \`typedef\`, \`enum\`), macros and \`extern\` variable declarations. It should not hold function bodies or variable definitions: every \`.c\` file that includes it would then define them again.

## Sharing a variable with extern

A global variable shared between files is *defined* in one \`.c\` file and *declared* with \`extern\` in the header:

\`\`\`c
/* stack.h */
extern int stack_total_pushes;   // declaration: no storage created

/* stack.c */
int stack_total_pushes = 0;      // definition: the one real variable
\`\`\`

Shared globals make programs harder to follow, so use them sparingly. Passing values through parameters is usually better.

## Keeping things private with static

A function marked \`static\` at file level can be called only from its own file. \`stack_is_full\` is a helper that only \`stack.c\` needs, so it is \`static\`. Other files cannot call it, and another file may use the same name for its own helper without a clash. Mark everything \`static\` that is not part of the header's interface.

## Include guards

Headers often include other headers, so one file can end up including the same header twice. Pasting \`typedef struct { ... } Stack;\` twice is an error: gcc reports *conflicting types for Stack*, because each copy creates a new struct type. An *include guard* makes the second copy vanish:

\`\`\`c
#ifndef STACK_H
#define STACK_H

/* ... the whole header ... */

#endif /* STACK_H */
\`\`\`

The first time, \`STACK_H\` is not defined, so the preprocessor keeps the contents and defines \`STACK_H\`. Any later time, \`#ifndef STACK_H\` is false and everything up to \`#endif\` is skipped. Name the macro after the file, in capitals, so that no two headers use the same one. Many compilers also accept \`#pragma once\` for the same purpose, but it is an extension, not standard C.

The example proves the guard works: the \`main.c\` section checks that \`STACK_H\` is still defined, and the \`#error\` inside would stop the compilation if it were not.

## Common mistakes

- **A function defined in a header.** If \`stack.h\` contains a body and two \`.c\` files include it, the linker reports *multiple definition of stack_init*. Keep only the prototype in the header.
- **Forgetting a file when linking.** \`gcc main.c -o app\` without \`stack.c\` compiles, then fails with *undefined reference to stack_push*: the declaration was there, but no definition. List every \`.c\` file.
- **A variable defined in a header.** \`int count = 0;\` in a header gives every including file its own definition, and the linker complains again. Use \`extern int count;\` in the header and define it in one \`.c\` file.
- **No include guard.** The second inclusion fails with errors such as *conflicting types for Stack* or *redefinition of struct point*. Give every header a guard.
- **Including a \`.c\` file.** \`#include "stack.c"\` seems to work until two files do it. Include headers, compile \`.c\` files.

## Try it

- Change \`STACK_CAPACITY\` to 6 and run the program again: every use changes with it.
- In the \`main.c\` section, try calling \`stack_is_full(&s)\`. Here it compiles, because everything is one file; in a real \`main.c\` it would fail. Explain why.
- Add a function \`int stack_size(const Stack *s)\`: its prototype in the header section, its body in the \`stack.c\` section. Print the size after the pushes.
- Change \`#ifndef STACK_H\` in the \`main.c\` section to \`#ifdef STACK_H\` and read the error message you get.`,
  code: String.raw`/*
 * One file standing in for three: stack.h (the interface), stack.c (the
 * implementation) and main.c (the program using it). As three real files they
 * would be built with: gcc -std=c17 -Wall -Wextra main.c stack.c -o app
 */

/* ============================== stack.h ============================== */
#ifndef STACK_H /* include guard: the first copy defines STACK_H ... */
#define STACK_H /* ... so any later copy of this header is skipped */

#include <stdbool.h>

#define STACK_CAPACITY 4

typedef struct {
    int items[STACK_CAPACITY];
    int size;
} Stack;

extern int stack_total_pushes; /* a declaration: the variable lives in stack.c */

void stack_init(Stack *s);
bool stack_push(Stack *s, int value);
bool stack_pop(Stack *s, int *out);

#endif /* STACK_H */

/* ============================== stack.c ============================== */
/* #include "stack.h"   <- the first line of the real stack.c */

int stack_total_pushes = 0; /* the definition: exactly one .c file has it */

/* static: a private helper that other files cannot call */
static bool stack_is_full(const Stack *s)
{
    return s->size == STACK_CAPACITY;
}

void stack_init(Stack *s)
{
    s->size = 0;
}

bool stack_push(Stack *s, int value)
{
    if (stack_is_full(s)) {
        return false;
    }
    s->items[s->size++] = value;
    stack_total_pushes++;
    return true;
}

bool stack_pop(Stack *s, int *out)
{
    if (s->size == 0) {
        return false;
    }
    *out = s->items[--s->size];
    return true;
}

/* ============================== main.c =============================== */
#include <stdio.h>
/* #include "stack.h"   <- main.c includes the header too. Pasting it again
   here would change nothing: STACK_H is defined, so the guard skips it. */
#ifndef STACK_H
#error "never happens: the guard macro is already defined"
#endif

int main(void)
{
    Stack s;
    stack_init(&s);

    for (int value = 10; value <= 60; value += 10) {
        if (stack_push(&s, value)) {
            printf("pushed %d\n", value);
        } else {
            printf("stack full, %d not pushed\n", value);
        }
    }

    int top;
    while (stack_pop(&s, &top)) {
        printf("popped %d\n", top);
    }
    printf("successful pushes: %d\n", stack_total_pushes);
    return 0;
}
`,
  expectedOutput: `pushed 10
pushed 20
pushed 30
pushed 40
stack full, 50 not pushed
stack full, 60 not pushed
popped 40
popped 30
popped 20
popped 10
successful pushes: 4`,
  exercise: {
    title: 'A Queue Module',
    task: `The lesson's stack gives back the newest value first. A *queue* gives back the one that has waited longest, like a line at a counter. The program below is split into the sections of three files: the header \`queue.h\`, then \`main.c\`, then \`queue.c\`. \`main.c\` comes before \`queue.c\` on purpose: like a real \`main.c\`, it can use only what the header declares.

The queue keeps its values in a ring of \`QUEUE_CAPACITY\` (4) slots: the oldest value is in \`items[head]\`, the next ones follow it, and the slot after the last one is slot 0 again. Complete the module, section by section:

1. **queue.h:** declare the shared counter \`queue_refused\`, an \`int\`, with \`extern\`. A declaration creates no variable; it lets \`main.c\` use one that another file defines.
2. **queue.c:** define \`queue_refused\`, starting at 0: the one definition of the program. Leave it out, and the build fails just as the linker would, with *undefined reference to queue_refused*.
3. **queue.c:** write a helper \`wrap(slot)\` that turns a slot number that ran past the end of \`items\` into the real slot (4 becomes 0, 5 becomes 1), and make it \`static\`: it belongs to \`queue.c\` alone, so it is not in the header.
4. **queue.c:** complete \`queue_push\` and \`queue_pop\` as the header's comments promise. \`queue_push\` refuses a value when the queue is full, adds 1 to \`queue_refused\` and returns \`false\`; otherwise it stores the value in the slot after the newest one. \`queue_pop\` gives back the oldest value through \`out\`, or returns \`false\` when the queue is empty.
5. **main.c:** finish \`main\` by printing \`refused: N\`, with N read from \`queue_refused\`.

**Input:** one command per line: \`+ V\` adds the whole number V, \`-\` takes a value out.

**Output:** \`main\` prints \`in V\`, \`full, V refused\`, \`out V\` or \`empty\` for each command, and \`refused: N\` at the end. For the input

\`\`\`
+ 1
+ 2
-
+ 3
\`\`\`

the program prints

\`\`\`
in 1
in 2
out 1
in 3
refused: 0
\`\`\``,
    starterCode: String.raw`/*
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

/* Your code here: declare the shared counter queue_refused (an int). */

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
    /* Your code here: print "refused: N" with the counter queue.h declares. */
    return 0;
}

/* ============================== queue.c ============================== */
/* #include "queue.h" */

/* Your code here: the definition of queue_refused and the static helper wrap. */

void queue_init(Queue *q)
{
    q->head = 0;
    q->size = 0;
}

bool queue_push(Queue *q, int value)
{
    /* Your code here: refuse and count the value when q is full; otherwise
       store it in the slot after the newest value. */
    (void)q;
    (void)value;
    return false;
}

bool queue_pop(Queue *q, int *out)
{
    /* Your code here: give back the value that has waited longest. */
    (void)q;
    (void)out;
    return false;
}
`,
    hints: [
      'The header gets the declaration, `extern int queue_refused;`, and `queue.c` the definition, `int queue_refused = 0;`. `main.c` sees the declaration, so `printf("refused: %d\\n", queue_refused);` compiles; the definition further down is the variable it uses.',
      'The helper is `static int wrap(int slot) { return slot % QUEUE_CAPACITY; }`. Define it above `queue_push`, which calls it.',
      'In `queue_push`, the slot after the newest value is `wrap(q->head + q->size)`. Check `q->size == QUEUE_CAPACITY` first: then count the refusal and return `false` without storing anything.',
      'In `queue_pop`, the oldest value is `q->items[q->head]`. After taking it, move `head` on with `q->head = wrap(q->head + 1);` and reduce `size`. Taking `items[size - 1]` instead would give back the newest value, as a stack does.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '+ 1\n+ 2\n-\n+ 3\n',
        expectedOutput: `in 1
in 2
out 1
in 3
refused: 0`,
      },
      {
        name: 'a full queue refuses',
        stdin: '+ 10\n+ 20\n+ 30\n+ 40\n+ 50\n-\n-\n',
        expectedOutput: `in 10
in 20
in 30
in 40
full, 50 refused
out 10
out 20
refused: 1`,
      },
    ],
  },
};
