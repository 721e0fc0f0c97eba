import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-017',
  solution: String.raw`#include <stdio.h>
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
    struct Node *node = new_node(value);
    if (*head == NULL || value < (*head)->value) {
        node->next = *head; /* the new node becomes the first */
        *head = node;
        return;
    }
    /* Find the last node whose value is <= value, and insert after it. */
    struct Node *cur = *head;
    while (cur->next != NULL && cur->next->value <= value) {
        cur = cur->next;
    }
    node->next = cur->next;
    cur->next = node;
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
    size_t count = 0;
    for (const struct Node *n = head; n != NULL; n = n->next) {
        count++;
    }
    return count;
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
  hiddenCases: [
    {
      name: 'empty input',
      stdin: '',
      expectedOutput: 'NULL\nlength: 0',
    },
    {
      name: 'a single number',
      stdin: '7\n',
      expectedOutput: '7 -> NULL\nlength: 1',
    },
    {
      name: 'duplicates and negatives',
      stdin: '3 -1 3 0 -1\n',
      expectedOutput: '-1 -> -1 -> 0 -> 3 -> 3 -> NULL\nlength: 5',
    },
    {
      name: 'descending input on several lines',
      stdin: '9 8 7\n6 5 4\n3 2 1\n',
      expectedOutput: '1 -> 2 -> 3 -> 4 -> 5 -> 6 -> 7 -> 8 -> 9 -> NULL\nlength: 9',
    },
    {
      name: 'largest and smallest int',
      stdin: '2147483647 -2147483648 0\n',
      expectedOutput: '-2147483648 -> 0 -> 2147483647 -> NULL\nlength: 3',
    },
  ],
};
