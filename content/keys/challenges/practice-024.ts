import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-024',
  solution: String.raw`#include <stdio.h>
#include <stdlib.h>

struct Node {
    int value;
    struct Node *next;
};

/* Add a node holding value at the end of the list *head. Return 0, or -1 if malloc fails. */
int append(struct Node **head, int value)
{
    struct Node *node = malloc(sizeof *node);
    if (node == NULL) {
        return -1;
    }
    node->value = value;
    node->next = NULL;

    if (*head == NULL) {
        *head = node;
        return 0;
    }

    struct Node *last = *head;
    while (last->next != NULL) {
        last = last->next;
    }
    last->next = node;
    return 0;
}

/* Reverse the list in place by relinking its nodes, and return the new head. */
struct Node *reverse(struct Node *head)
{
    struct Node *previous = NULL;
    struct Node *current = head;

    while (current != NULL) {
        struct Node *next = current->next;
        current->next = previous;
        previous = current;
        current = next;
    }
    return previous;
}

/* Free every node of the list. */
void free_list(struct Node *head)
{
    while (head != NULL) {
        struct Node *next = head->next;
        free(head);
        head = next;
    }
}

void print_list(const char *label, const struct Node *head)
{
    printf("%s:", label);
    for (const struct Node *node = head; node != NULL; node = node->next) {
        printf(" %d ->", node->value);
    }
    printf(" NULL\n");
}

int main(void)
{
    int n;
    struct Node *head = NULL;

    if (scanf("%d", &n) != 1 || n < 0) {
        return 1;
    }

    for (int i = 0; i < n; i++) {
        int value;

        if (scanf("%d", &value) != 1 || append(&head, value) != 0) {
            free_list(head);
            return 1;
        }
    }

    print_list("Original", head);
    head = reverse(head);
    print_list("Reversed", head);
    free_list(head);
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'an empty list',
      stdin: '0\n',
      expectedOutput: `Original: NULL
Reversed: NULL`,
    },
    {
      name: 'a single node',
      stdin: '1\n42\n',
      expectedOutput: `Original: 42 -> NULL
Reversed: 42 -> NULL`,
    },
    {
      name: 'two nodes',
      stdin: '2\n7 8\n',
      expectedOutput: `Original: 7 -> 8 -> NULL
Reversed: 8 -> 7 -> NULL`,
    },
    {
      name: 'negatives, duplicates and values on several lines',
      stdin: '7\n-3 0\n5 5\n-2147483648\n2147483647 -1\n',
      expectedOutput: `Original: -3 -> 0 -> 5 -> 5 -> -2147483648 -> 2147483647 -> -1 -> NULL
Reversed: -1 -> 2147483647 -> -2147483648 -> 5 -> 5 -> 0 -> -3 -> NULL`,
    },
  ],
};
