// Leaves children behind when it is stopped: four that sleep and two that spin, while the
// parent sleeps past the wall-clock limit. Each must go with the run.
#define _GNU_SOURCE
#include <stdio.h>
#include <unistd.h>

int main(void) {
  for (int i = 0; i < 6; i++) {
    pid_t pid = fork();
    if (pid < 0) {
      perror("fork");
      break;
    }
    if (pid == 0) {
      if (i < 4) sleep(60);
      else
        for (volatile unsigned long n = 0;; n++) {
        }
      _exit(0);
    }
  }
  sleep(60);
  puts("slept 60 s: the wall-clock limit did not hold");
  return 0;
}
