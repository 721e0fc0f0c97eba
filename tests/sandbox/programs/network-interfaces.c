// Checks the network namespace: lists the interfaces the program can see.
#include <stdio.h>

int main(void) {
  FILE *dev = fopen("/proc/net/dev", "r");
  if (dev == NULL) {
    perror("/proc/net/dev");
    return 1;
  }
  char line[512], name[64];
  for (int n = 0; fgets(line, sizeof line, dev) != NULL; n++) {
    // The first two lines are the table's heading.
    if (n >= 2 && sscanf(line, " %63[^:]:", name) == 1) printf("%s\n", name);
  }
  fclose(dev);
  return 0;
}
