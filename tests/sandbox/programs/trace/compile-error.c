#include <stdio.h>

int main(void) {
  int count = 1;
  printf("%d\n", count)
  return 0;
}
