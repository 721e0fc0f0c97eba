int main(void) {
  int started = 1;
  for (;;) {}
  return started;
}
