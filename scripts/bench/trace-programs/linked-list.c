#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *push(struct node *head, int value) {
    struct node *n = malloc(sizeof *n);
    n->value = value;
    n->next = head;
    return n;
}

int main(void) {
    struct node *head = NULL;
    for (int i = 1; i <= 16; i++) {
        head = push(head, i * 10);
    }
    int sum = 0;
    while (head != NULL) {
        struct node *next = head->next;
        sum += head->value;
        free(head);
        head = next;
    }
    printf("sum = %d\n", sum);
    return 0;
}
