import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-024',
  instructions: `## Task

A singly linked list is a chain of nodes: each \`struct Node\` holds a value and a pointer to the next node, and the last node points to \`NULL\`. Complete three functions:

- \`append\` adds a new node holding \`value\` at the end of the list. It receives the address of the \`head\` pointer, so that it can change \`head\` when the list is empty. It returns 0, or -1 when \`malloc\` fails.
- \`reverse\` reverses the list in place, by changing the \`next\` pointers of the existing nodes, and returns the new head.
- \`free_list\` frees every node of a list.

\`main\` reads the numbers, appends them one by one, prints the list, reverses it, prints it again and frees it.

## Input

A count \`n\` (0 to 1000), then \`n\` integers separated by spaces or newlines.

## Output

Two lines, printed by \`print_list\`:

\`\`\`
Original: <values in input order, each followed by " ->"> NULL
Reversed: <values in reverse order, each followed by " ->"> NULL
\`\`\`

An empty list prints just \`NULL\` after the label.

## Example

Input:

\`\`\`
4
1 2 3 4
\`\`\`

Output:

\`\`\`
Original: 1 -> 2 -> 3 -> 4 -> NULL
Reversed: 4 -> 3 -> 2 -> 1 -> NULL
\`\`\`

## Requirements

- Allocate one node per value with \`malloc\`, and check its result.
- Reverse the list by relinking the nodes: do not allocate new nodes, do not copy the values into an array, and do not swap values between nodes.
- Free every node before the program ends, in \`free_list\`.
- Keep \`main\` and \`print_list\` as they are, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>
#include <stdlib.h>

struct Node {
    int value;
    struct Node *next;
};

/* Add a node holding value at the end of the list *head. Return 0, or -1 if malloc fails. */
int append(struct Node **head, int value)
{
    /* Write this function: allocate a node, then link it after the last node (or make it the head). */
    (void)head; /* Delete these two lines once you use the parameters. */
    (void)value;

    return 0;
}

/* Reverse the list in place by relinking its nodes, and return the new head. */
struct Node *reverse(struct Node *head)
{
    /* Write this function: walk the list and turn every next pointer around. */
    return head;
}

/* Free every node of the list. */
void free_list(struct Node *head)
{
    /* Write this function: save the next pointer before freeing a node. */
    (void)head; /* Delete this line once you use head. */
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
  expectedOutput: `Original: 1 -> 2 -> 3 -> 4 -> NULL
Reversed: 4 -> 3 -> 2 -> 1 -> NULL`,
  hints: [
    'In append, allocate the node with malloc(sizeof *node), set its value and set its next to NULL: it will be the last node.',
    'If *head is NULL, the new node becomes the head: *head = node;. Otherwise walk from *head until you reach the node whose next is NULL, and set that next to the new node.',
    'To reverse, keep two pointers: previous (starting at NULL) and current (starting at head). At each step, save current->next, point current->next at previous, then move both forward. previous is the new head at the end.',
    'free_list needs the same care: store node->next in a variable before calling free(node), because you may not read a node after freeing it.',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: '4\n1 2 3 4\n',
      expectedOutput: `Original: 1 -> 2 -> 3 -> 4 -> NULL
Reversed: 4 -> 3 -> 2 -> 1 -> NULL`,
    },
  ],
};
