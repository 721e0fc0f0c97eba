import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-017's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# A Linked List

An array keeps its elements side by side in one block of memory. That makes \`values[i]\` fast, but it makes some jobs awkward: to insert a value at the front you must shift every element one place, and to grow the array you must \`realloc\` the whole block. A *linked list* stores each element in its own small block, a *node*, and every node remembers where the next one is. Building one brings together everything from the last few lessons: structs, pointers, pointers to pointers and dynamic memory.

## The node

\`\`\`c
struct Node {
    int value;          // the data
    struct Node *next;  // the next node, or NULL in the last one
};
\`\`\`

A struct cannot contain a whole copy of itself (it would be infinitely large), but it can contain a *pointer* to its own type. Such a struct is called *self-referential*.

The list as a whole is represented by a single pointer to its first node, the *head*. An empty list is simply a head pointer that is \`NULL\`:

\`\`\`c
struct Node *list = NULL;
\`\`\`

In memory, a list of 10, 20 and 30 looks like this: \`list\` points to the node holding 10, whose \`next\` points to the node holding 20, whose \`next\` points to the node holding 30, whose \`next\` is \`NULL\`. The nodes can be anywhere on the heap; only the pointers connect them.

## Creating a node

Every node is allocated with \`malloc\`, and every field must be set, including \`next\`:

\`\`\`c
struct Node *new_node(int value)
{
    struct Node *node = malloc(sizeof *node);
    if (node == NULL) {
        printf("Out of memory\\n");
        exit(1);
    }
    node->value = value;
    node->next = NULL;
    return node;
}
\`\`\`

\`exit\`, declared in \`<stdlib.h>\`, ends the whole program immediately with the given status, from any function. It keeps the example short: a real program might return \`NULL\` and let the caller decide.

## Adding at the front

To add a node at the front, the new node's \`next\` points to the old first node, and the head pointer then points to the new node. That changes the caller's head pointer, so, as in the lesson on pointers and functions, the function needs its *address*. The address of a \`struct Node *\` is a \`struct Node **\`, a pointer to a pointer:

\`\`\`c
void push_front(struct Node **head, int value)
{
    struct Node *node = new_node(value);
    node->next = *head;   // *head is the caller's head pointer
    *head = node;
}

push_front(&list, 10);
\`\`\`

This takes the same time however long the list is: no elements are shifted.

## Walking the list

To visit every node, start at the head and follow the \`next\` pointers until you reach \`NULL\`:

\`\`\`c
for (const struct Node *n = head; n != NULL; n = n->next) {
    printf("%d -> ", n->value);
}
\`\`\`

This loop pattern is the heart of every list function: printing, counting, searching and summing all look like this. Note that finding the 100th element means walking past the first 99; a list has no fast \`values[i]\`.

## Adding at the end

To append, walk to the last node (the one whose \`next\` is \`NULL\`) and link the new node after it. The empty list is a special case, because there is no last node: then the new node becomes the head.

\`\`\`c
struct Node *last = *head;
while (last->next != NULL) {
    last = last->next;
}
last->next = node;
\`\`\`

## Removing a node

To remove a node, make the pointer that points *to* it skip over it, then free it. That pointer is the \`next\` of the previous node, or the head pointer when the node is the first one. So while walking, keep track of the previous node as well:

\`\`\`c
if (prev == NULL) {
    *head = cur->next;       // removing the first node
} else {
    prev->next = cur->next;  // link around cur
}
free(cur);
\`\`\`

In the example, \`remove_value\` returns 1 when it found and removed the value, and 0 when the value was not in the list.

## Freeing the whole list

Each node was allocated separately, so each must be freed separately. Save the \`next\` pointer *before* freeing the node, because afterwards the node's memory is no longer yours:

\`\`\`c
while (head != NULL) {
    struct Node *next = head->next;
    free(head);
    head = next;
}
\`\`\`

After \`free_list(list)\`, the variable \`list\` still holds the address of the freed first node. Set it to \`NULL\` if you keep using the variable.

## Arrays or lists?

Lists shine when you insert and remove elements in the middle or at the front often, and rarely need "the element at position i". Arrays are faster at indexing, use less memory (no \`next\` pointers) and are usually faster to walk, because their elements sit next to each other. For many everyday programs, a growing array is the better default; the linked list is still the classic way to learn how pointers tie data together.

## Common mistakes

- **Forgetting \`node->next = NULL\`.** \`malloc\` does not clear memory, so \`next\` holds garbage. The printing loop follows it into random memory: undefined behaviour, typically a crash.
- **Passing the head by value.** With \`void push_front(struct Node *head, int value)\`, the function changes its own copy of the head. The caller's list never changes, and the new node leaks. Pass \`&list\` and take a \`struct Node **\`.
- **Using a node after freeing it.** \`free(n); n = n->next;\` reads freed memory, which is undefined behaviour. Save \`next\` first.
- **Dereferencing \`NULL\`.** \`last->next\` on an empty list, or \`cur->next->value\` on the last node, follows a null pointer and crashes. Check for \`NULL\` before you follow a pointer.
- **Losing the rest of the list.** Writing \`*head = node;\` *before* \`node->next = *head;\` overwrites the only pointer to the old nodes. The order of the two assignments matters.

## Try it

- Add \`printf("remove 99: %d\\n", remove_value(&list, 99));\` to \`main\` and check that it prints 0.
- Write \`int contains(const struct Node *head, int value)\` that returns 1 if some node holds \`value\` and 0 otherwise, and test it before and after the removals.
- Write \`int sum(const struct Node *head)\` and print the sum of the values.
- Push a few more values to the front and predict the printed order before you run the program.`,
  code: String.raw`#include <stdio.h>
#include <stdlib.h>

struct Node {
    int value;         /* the data this node holds */
    struct Node *next; /* the next node, or NULL in the last one */
};

struct Node *new_node(int value)
{
    struct Node *node = malloc(sizeof *node);
    if (node == NULL) {
        printf("Out of memory\n");
        exit(1); /* exit ends the whole program at once */
    }
    node->value = value;
    node->next = NULL;
    return node;
}

void push_front(struct Node **head, int value)
{
    struct Node *node = new_node(value);
    node->next = *head; /* the old first node comes after the new one */
    *head = node;       /* changes the caller's head pointer */
}

void push_back(struct Node **head, int value)
{
    struct Node *node = new_node(value);
    if (*head == NULL) { /* empty list: the new node is the first */
        *head = node;
        return;
    }
    struct Node *last = *head;
    while (last->next != NULL) {
        last = last->next;
    }
    last->next = node;
}

int remove_value(struct Node **head, int value) /* 1 if found, 0 if not */
{
    struct Node *prev = NULL;
    for (struct Node *cur = *head; cur != NULL; cur = cur->next) {
        if (cur->value == value) {
            if (prev == NULL) {
                *head = cur->next; /* removing the first node */
            } else {
                prev->next = cur->next; /* link around cur */
            }
            free(cur);
            return 1;
        }
        prev = cur;
    }
    return 0;
}

void print_list(const struct Node *head)
{
    for (const struct Node *n = head; n != NULL; n = n->next) {
        printf("%d -> ", n->value);
    }
    printf("NULL\n");
}

void free_list(struct Node *head)
{
    while (head != NULL) {
        struct Node *next = head->next; /* save it before freeing */
        free(head);
        head = next;
    }
}

int main(void)
{
    struct Node *list = NULL; /* an empty list */
    push_back(&list, 20);
    push_back(&list, 30);
    push_front(&list, 10);
    push_back(&list, 40);
    print_list(list);
    printf("remove 30: %d\n", remove_value(&list, 30));
    printf("remove 10: %d\n", remove_value(&list, 10));
    print_list(list);
    free_list(list);
    return 0;
}
`,
  expectedOutput: `10 -> 20 -> 30 -> 40 -> NULL
remove 30: 1
remove 10: 1
20 -> 40 -> NULL`,
  exercise: {
    title: 'A list that stays sorted',
    task: `Build a linked list that stays sorted as values are added.

Standard input contains whole numbers separated by spaces or newlines; there may be none at all. \`main\` reads them one by one and calls \`insert_sorted(&list, value)\` for each. Write two functions:

- \`insert_sorted\` creates a node for \`value\` and links it into the list at the right place, so that the values always go from smallest to largest. Equal values are all kept.
- \`length\` returns the number of nodes in the list.

After reading all the numbers, the program prints the list in the same format as the lesson (each value followed by \` -> \`, then \`NULL\`) and on the next line \`length: \` followed by the number of nodes. For no input at all, it prints \`NULL\` and \`length: 0\`.

Example: for the input

\`\`\`
5 1 4 2
\`\`\`

the program prints

\`\`\`
1 -> 2 -> 4 -> 5 -> NULL
length: 4
\`\`\``,
    starterCode: String.raw`#include <stdio.h>
#include <stdlib.h>

struct Node {
    int value;
    struct Node *next;
};

struct Node *new_node(int value)
{
    struct Node *node = malloc(sizeof *node);
    if (node == NULL) {
        printf("Out of memory\n");
        exit(1);
    }
    node->value = value;
    node->next = NULL;
    return node;
}

/* Inserts value so that the list stays sorted from smallest to largest. */
void insert_sorted(struct Node **head, int value)
{
    /* Your code here: find the right place for the new node. For now it is simply
       added at the front, which does not keep the list sorted. */
    struct Node *node = new_node(value);
    node->next = *head;
    *head = node;
}

void print_list(const struct Node *head)
{
    for (const struct Node *n = head; n != NULL; n = n->next) {
        printf("%d -> ", n->value);
    }
    printf("NULL\n");
}

size_t length(const struct Node *head)
{
    /* Your code here: walk the list and count its nodes. */
    (void)head;
    return 0;
}

void free_list(struct Node *head)
{
    while (head != NULL) {
        struct Node *next = head->next;
        free(head);
        head = next;
    }
}

int main(void)
{
    struct Node *list = NULL;
    int value;
    while (scanf("%d", &value) == 1) {
        insert_sorted(&list, value);
    }
    print_list(list);
    printf("length: %zu\n", length(list));
    free_list(list);
    return 0;
}
`,
    hints: [
      'Start with `length`: it is the walking loop from the lesson, with a counter instead of a `printf`.',
      'In `insert_sorted` there are two situations. Either the new node becomes the first one (the list is empty, or `value` is smaller than the first value), and you update `*head` as in `push_front`; or it goes after some existing node.',
      'For the second situation, walk with `struct Node *cur = *head;` while `cur->next != NULL && cur->next->value <= value`, moving `cur = cur->next`. Then link the node in after `cur`: first `node->next = cur->next;`, then `cur->next = node;`.',
    ],
    visibleCases: [
      {
        name: 'four numbers in mixed order',
        stdin: '5 1 4 2\n',
        expectedOutput: '1 -> 2 -> 4 -> 5 -> NULL\nlength: 4',
      },
      {
        name: 'already in order',
        stdin: '1 2 3\n',
        expectedOutput: '1 -> 2 -> 3 -> NULL\nlength: 3',
      },
    ],
  },
};
