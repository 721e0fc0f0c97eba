// Says hello: the smallest program worth watching.
#include <stdio.h>

int main(void) {
    const char *name = "CodeNest";
    int year = 2026;
    printf("Hello, %s!\n", name);
    printf("It is %d.\n", year);
    return 0;
}
