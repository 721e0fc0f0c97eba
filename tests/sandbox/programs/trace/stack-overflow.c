// No base case, and a large frame: the stack runs out after about 30 calls. On one line, so
// that each call is one step.
int dive(int depth) { char pad[262144]; pad[0] = (char)depth; return dive(depth + 1) + pad[0]; }

int main(void) {
  return dive(0);
}
