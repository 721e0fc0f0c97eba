#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  size_t size = 10u << 20;
  char *text = malloc(size);
  memset(text, 'x', size);
  fwrite(text, 1, size, stdout);
  printf("done\n");
  return 0;
}
