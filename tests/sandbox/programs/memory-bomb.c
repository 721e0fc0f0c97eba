// Attacks the memory limit: allocates and touches memory 1 MiB at a time, up to 8 GiB.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  for (int mib = 0; mib < 8192; mib++) {
    char *block = malloc(1024 * 1024);
    if (block == NULL) {
      printf("malloc refused after %d MiB\n", mib);
      return 1;
    }
    memset(block, 1, 1024 * 1024); // touch every page so it really counts
  }
  puts("allocated 8 GiB: the memory limit did not hold");
  return 0;
}
