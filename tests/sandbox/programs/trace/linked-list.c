#include <stdio.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

int main(void) {
  struct node *head = NULL;
  for (int i = 1; i <= 3; i++) {
    struct node *fresh = malloc(sizeof *fresh);
    fresh->value = i * 10;
    fresh->next = head;
    head = fresh;
  }
  int sum = 0;
  for (struct node *at = head; at != NULL; at = at->next) sum += at->value;
  printf("%d\n", sum);
  while (head != NULL) {
    struct node *rest = head->next;
    free(head);
    head = rest;
  }
  return 0;
}
