// Attacks the file-size limit: writes 10 MB into one file in the folder named on stdin.
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  char dir[256];
  if (scanf("%255s", dir) != 1) return 2;
  char file[300];
  snprintf(file, sizeof file, "%s/big.bin", dir);
  FILE *out = fopen(file, "wb");
  if (out == NULL) {
    perror(file);
    return 0;
  }
  static char chunk[64 * 1024];
  memset(chunk, 'x', sizeof chunk);
  long written = 0;
  while (written < 10L * 1000 * 1000) {
    size_t n = fwrite(chunk, 1, sizeof chunk, out);
    if (n < sizeof chunk || fflush(out) != 0) {
      perror("write");
      break;
    }
    written += (long)n;
  }
  fclose(out);
  printf("wrote %ld bytes to %s\n", written, file);
  return 0;
}
