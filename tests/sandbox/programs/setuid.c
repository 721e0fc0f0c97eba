// Attacks privileges: tries to become root with setuid(0) and setresuid().
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  printf("uid before: %d\n", (int)getuid());
  printf("setuid(0): %s\n", setuid(0) == 0 ? "ALLOWED" : strerror(errno));
  printf("setresuid(0, 0, 0): %s\n", setresuid(0, 0, 0) == 0 ? "ALLOWED" : strerror(errno));
  printf("setgid(0): %s\n", setgid(0) == 0 ? "ALLOWED" : strerror(errno));
  printf("uid after: %d, euid after: %d\n", (int)getuid(), (int)geteuid());
  return 0;
}
