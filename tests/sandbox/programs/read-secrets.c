// Attacks confidentiality: tries to read the host's password hashes and users.
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  const char *files[] = {"/etc/shadow", "/etc/passwd", "/root/.bash_history"};
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
    FILE *f = fopen(files[i], "r");
    if (f == NULL) {
      printf("%s: blocked: %s\n", files[i], strerror(errno));
      continue;
    }
    char buffer[4096];
    size_t n = fread(buffer, 1, sizeof buffer, f);
    printf("%s: READ %zu bytes\n", files[i], n);
    fclose(f);
  }
  return 0;
}
