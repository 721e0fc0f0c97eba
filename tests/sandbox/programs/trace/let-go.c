// Tries to make the tracer let go of it.
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <unistd.h>

static void attempt(const char *what, long result) {
  printf("%s: %s\n", what, result == -1 ? strerror(errno) : "done");
}

int main(void) {
  attempt("PTRACE_DETACH self", ptrace(PTRACE_DETACH, getpid(), NULL, NULL));
  attempt("PTRACE_DETACH tracer", ptrace(PTRACE_DETACH, getppid(), NULL, NULL));
  attempt("PR_SET_PTRACER any", prctl(PR_SET_PTRACER, PR_SET_PTRACER_ANY, 0, 0, 0));
  attempt("PR_SET_DUMPABLE 0", prctl(PR_SET_DUMPABLE, 0, 0, 0, 0));
  attempt("SIGCONT", raise(SIGCONT));
  attempt("SIGSTOP", raise(SIGSTOP));
  return 0;
}
