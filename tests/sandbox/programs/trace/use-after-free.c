#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int *scores = malloc(3 * sizeof *scores);
  scores[0] = 7;
  int *kept = scores;
  free(scores);
  int seen = kept[0];
  printf("read %d\n", seen);
  free(kept);
  return 0;
}
