// Attacks the compiler: includes a file that never ends.
#include </dev/random>

int main(void) { return 0; }
