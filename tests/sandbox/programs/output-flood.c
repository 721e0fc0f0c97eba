// Attacks the output limit: prints forever.
#include <stdio.h>

int main(void) {
  for (unsigned long line = 0;; line++) printf("flood line %lu\n", line);
}
