// Attacks the read-only system: tries to create files outside the working directory
// (named with a token from stdin so the test can look for them on the host).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  char token[64];
  if (scanf("%63s", token) != 1) return 2;
  const char *dirs[] = {"/usr", "/usr/lib", "/etc", "", "/bin", "/proc"};
  for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
    char file[128];
    snprintf(file, sizeof file, "%s/%s", dirs[i], token);
    int fd = open(file, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0) {
      printf("%s: blocked: %s\n", file, strerror(errno));
    } else {
      printf("%s: CREATED\n", file);
      close(fd);
    }
  }
  return 0;
}
