// Both sides of a fork try to trace, or be traced by, the process above them.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

static void attempt(const char *who, const char *what, long result) {
  printf("%s %s: %s\n", who, what, result == -1 ? strerror(errno) : "ALLOWED");
}

static void try_all(const char *who) {
  pid_t parent = getppid();
  attempt(who, "PTRACE_TRACEME", ptrace(PTRACE_TRACEME, 0, NULL, NULL));
  attempt(who, "PTRACE_ATTACH parent", ptrace(PTRACE_ATTACH, parent, NULL, NULL));
  attempt(who, "PTRACE_SEIZE parent", ptrace(PTRACE_SEIZE, parent, NULL, NULL));
}

int main(void) {
  pid_t child = fork();
  if (child == 0) {
    try_all("child");
    _exit(0);
  }
  waitpid(child, NULL, 0);
  try_all("parent");
  int after = 1;
  printf("still traced: %d\n", after);
  return 0;
}
