#include <stdio.h>

int main(void) {
  long total = 0;
  for (int i = 0; i < 1000; i++) {
    total += i;
  }
  printf("%ld\n", total);
  return 0;
}
