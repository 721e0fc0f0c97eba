// Values far larger than a trace shows: each must be cut, the answer kept small.
#include <stdio.h>
#include <stdlib.h>

struct tables {
  int rows[100000];
  double weights[50000];
  char names[1000][64];
};

static struct tables everything;

int main(void) {
  int big[1 << 20];
  big[0] = 1;
  everything.rows[0] = 2;
  char *huge = malloc(50 << 20);
  huge[0] = 'x';
  char **blocks = malloc(2000 * sizeof *blocks);
  for (int i = 0; i < 2000; i++) blocks[i] = malloc(32);
  printf("%d %d %c\n", big[0], everything.rows[0], huge[0]);
  return 0;
}
