// Attacks process isolation with the debugger interface: PTRACE_TRACEME, then attaching to a
// child of our own and to pid 1.
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

static void report(const char *what, long rc) {
  printf("%s: %s\n", what, rc == 0 ? "ALLOWED" : strerror(errno));
}

int main(void) {
  report("PTRACE_TRACEME", ptrace(PTRACE_TRACEME, 0, NULL, NULL));
  pid_t child = fork();
  if (child == 0) {
    pause();
    _exit(0);
  }
  report("PTRACE_ATTACH child", ptrace(PTRACE_ATTACH, child, NULL, NULL));
  report("PTRACE_ATTACH 1", ptrace(PTRACE_ATTACH, 1, NULL, NULL));
  kill(child, SIGKILL);
  waitpid(child, NULL, 0);
  return 0;
}
