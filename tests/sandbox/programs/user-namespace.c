// Attacks the namespace sandbox from inside: a new user namespace (where it would be root)
// by unshare() and by clone().
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
  if (unshare(CLONE_NEWUSER) == 0) {
    printf("unshare(CLONE_NEWUSER): ALLOWED (uid now %d)\n", (int)getuid());
  } else {
    printf("unshare(CLONE_NEWUSER): %s\n", strerror(errno));
  }
  long pid = syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0);
  if (pid == 0) _exit(0);
  if (pid > 0) {
    waitpid((pid_t)pid, NULL, 0);
    puts("clone(CLONE_NEWUSER): ALLOWED");
  } else {
    printf("clone(CLONE_NEWUSER): %s\n", strerror(errno));
  }
  if (unshare(CLONE_NEWNS | CLONE_NEWNET) == 0) {
    puts("unshare(CLONE_NEWNS | CLONE_NEWNET): ALLOWED");
  } else {
    printf("unshare(CLONE_NEWNS | CLONE_NEWNET): %s\n", strerror(errno));
  }
  return 0;
}
