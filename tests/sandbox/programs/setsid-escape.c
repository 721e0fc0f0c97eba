// Tries to outlive its run: a child leaves the process group with setsid() and sleeps, another
// forks again so that its grandchild is orphaned inside the sandbox, and the parent spins until
// the CPU limit stops it.
#define _GNU_SOURCE
#include <stdio.h>
#include <unistd.h>

int main(void) {
  pid_t escaped = fork();
  if (escaped == 0) {
    if (setsid() < 0) perror("setsid");
    sleep(60);
    _exit(0);
  }
  pid_t middle = fork();
  if (middle == 0) {
    if (fork() == 0) {
      setsid();
      sleep(60);
      _exit(0);
    }
    _exit(0);
  }
  if (escaped < 0 || middle < 0) perror("fork");
  for (volatile unsigned long n = 0;; n++) {
  }
}
