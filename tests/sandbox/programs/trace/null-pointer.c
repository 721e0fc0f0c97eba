#include <stdio.h>

struct account {
  int balance;
};

int main(void) {
  struct account *found = NULL;
  printf("looking up\n");
  found->balance = 100;
  printf("never printed\n");
  return 0;
}
