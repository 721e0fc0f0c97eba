#include <stdbool.h>
#include <stdio.h>

enum color { RED, GREEN, BLUE };
struct point {
  int x;
  int y;
};
struct shape {
  char tag;
  struct point origin;
  int sides[3];
};
union number {
  int whole;
  float fraction;
};

int total = 7;

int twice(int n) { return 2 * n; }

int main(void) {
  static int calls = 1;
  int unset;
  int count = -5;
  unsigned int mask = 4000000000u;
  long big = 9000000000L;
  float ratio = 2.5f;
  double precise = 0.125;
  char letter = 'A';
  bool ready = true;
  enum color shade = GREEN;
  int numbers[4] = {10, 20, 30, 40};
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  struct shape box = {'b', {3, 4}, {5, 6, 7}};
  union number either;
  either.whole = 65;
  int *here = &count;
  int *third = &numbers[2];
  const char *greeting = "hello";
  int (*operation)(int) = twice;
  int *counter = &calls;
  int *shared = &total;
  unset = operation(total);
  printf("%d %d %d\n", unset, *counter, *shared);
  return 0;
}
