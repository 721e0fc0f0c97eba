// Tries to read and write the tracer's memory through /proc.
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void attempt(const char *what, const char *path, int flags) {
  int fd = open(path, flags);
  printf("%s: %s\n", what, fd == -1 ? strerror(errno) : "OPENED");
  if (fd != -1) close(fd);
}

int main(void) {
  char mem[64];
  char maps[64];
  snprintf(mem, sizeof mem, "/proc/%d/mem", (int)getppid());
  snprintf(maps, sizeof maps, "/proc/%d/maps", (int)getppid());
  attempt("write mem", mem, O_WRONLY);
  attempt("read mem", mem, O_RDONLY);
  attempt("read maps", maps, O_RDONLY);
  return 0;
}
