// Attacks other processes: SIGKILL to every process it may signal, and to pid 1.
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  int all = kill(-1, SIGKILL);
  printf("kill(-1, SIGKILL): %s\n", all == 0 ? "sent" : strerror(errno));
  int init = kill(1, SIGKILL);
  printf("kill(1, SIGKILL): %s\n", init == 0 ? "sent" : strerror(errno));
  puts("still running");
  return 0;
}
