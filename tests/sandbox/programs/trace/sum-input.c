#include <stdio.h>

int main(void) {
  int first = 0;
  int second = 0;
  printf("Two numbers: ");
  if (scanf("%d %d", &first, &second) != 2) return 1;
  int sum = first + second;
  printf("%d + %d = %d\n", first, second, sum);
  return 0;
}
