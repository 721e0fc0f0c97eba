int main(void) {
  long turns = 0;
  while (turns >= 0) {
    turns++;
    turns--;
  }
  return 0;
}
