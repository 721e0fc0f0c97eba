// Attacks the CPU limit with threads: four threads spin at once, so CPU time outruns wall time.
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>

static void *spin(void *arg) {
  volatile unsigned long *counter = arg;
  for (;;) (*counter)++;
  return NULL;
}

int main(void) {
  static unsigned long counters[4];
  pthread_t threads[4];
  for (int i = 0; i < 4; i++) {
    if (pthread_create(&threads[i], NULL, spin, &counters[i]) != 0) {
      puts("pthread_create failed");
      return 1;
    }
  }
  for (int i = 0; i < 4; i++) pthread_join(threads[i], NULL);
  return 0;
}
