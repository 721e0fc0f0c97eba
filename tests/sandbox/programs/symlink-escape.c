// Attacks the working directory with planted links: /work/passwd -> /etc/passwd and
// /work/secret -> the host's DATA_DIR/jwt-secret (path on stdin), then reads through them.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void plant_and_read(const char *target, const char *link) {
  if (symlink(target, link) != 0) {
    printf("%s: symlink: %s\n", link, strerror(errno));
    return;
  }
  FILE *f = fopen(link, "r");
  if (f == NULL) {
    printf("%s: blocked: %s\n", link, strerror(errno));
    return;
  }
  char buffer[4096];
  printf("%s: READ %zu bytes\n", link, fread(buffer, 1, sizeof buffer, f));
  fclose(f);
}

int main(void) {
  char dir[256];
  if (scanf("%255s", dir) != 1) return 2;
  char secret[400];
  snprintf(secret, sizeof secret, "%s/jwt-secret", dir);
  plant_and_read("/etc/passwd", "/work/passwd");
  plant_and_read(secret, "/work/secret");
  plant_and_read("/proc/1/root/etc/shadow", "/work/shadow");
  return 0;
}
