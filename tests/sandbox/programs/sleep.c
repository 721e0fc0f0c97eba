// Attacks the wall-clock limit: uses no CPU, just sleeps for 10 s.
#define _GNU_SOURCE
#include <stdio.h>
#include <unistd.h>

int main(void) {
  sleep(10);
  puts("slept 10 s: the wall-clock limit did not hold");
  return 0;
}
