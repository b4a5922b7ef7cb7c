// A solution that recurses 400,000 calls deep (as a depth-first search over
// the shuttle's moves does at N = 630), about 40 MB of stack, then runs the
// right solution, argv[1]. Linux judges give the stack the whole memory
// limit: this is not a runtime error there.
#include <unistd.h>

#include <cstdio>

namespace {

// Each call keeps 64 bytes of its own, so that no compiler makes it a loop.
int depth_of(int n) {
  volatile char frame[64];
  frame[n % 64] = static_cast<char>(n);
  if (n == 0) return frame[0];
  return depth_of(n - 1) + frame[n % 64] % 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  if (depth_of(400000) < 0) std::puts("never");
  execv(argv[1], argv + 1);
  return 3;
}
