// Tries every way to signal the tracer (its parent) or the processes around it.
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static void attempt(const char *what, long result) {
  printf("%s: %s\n", what, result == -1 ? strerror(errno) : "ALLOWED");
}

int main(void) {
  pid_t tracer = getppid();
  attempt("kill(ppid)", kill(tracer, SIGKILL));
  attempt("kill(0)", kill(0, SIGKILL));
  attempt("kill(-1)", kill(-1, SIGKILL));
  attempt("kill(-ppid)", kill(-tracer, SIGKILL));
  attempt("tgkill(ppid)", syscall(SYS_tgkill, tracer, tracer, SIGKILL));
  attempt("tkill(ppid)", syscall(SYS_tkill, tracer, SIGKILL));
  attempt("pidfd_open(ppid)", syscall(SYS_pidfd_open, tracer, 0));
  attempt("sigqueue(ppid)", sigqueue(tracer, SIGKILL, (union sigval){0}));
  int survived = 1;
  printf("tracer survived: %d\n", survived);
  return 0;
}
