#include <stdio.h>

int main(void) {
    int squares[10] = {0};
    long total = 0;
    for (int i = 0; i < 333; i++) {
        squares[i % 10] = i * i;
        total += squares[i % 10];
    }
    printf("total = %ld\n", total);
    return 0;
}
