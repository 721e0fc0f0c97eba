// Attacks the CPU limit: spins forever on one core.
int main(void) {
  volatile unsigned long counter = 0;
  for (;;) counter++;
}
