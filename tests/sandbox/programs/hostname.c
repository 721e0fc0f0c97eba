// Checks the UTS namespace: prints the host name the program sees.
#define _GNU_SOURCE
#include <stdio.h>
#include <unistd.h>

int main(void) {
  char name[256] = "";
  if (gethostname(name, sizeof name) != 0) perror("gethostname");
  printf("%s\n", name);
  return 0;
}
