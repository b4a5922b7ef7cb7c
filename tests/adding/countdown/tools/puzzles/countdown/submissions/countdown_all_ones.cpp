// A wrong countdown: it takes 1 off each time, so it is right only for n = 1.
#include <cstdio>

int main() {
  int n = 0;
  while (std::scanf("%d", &n) == 1 && n != 0) {
    for (int i = 0; i < n; ++i) std::printf(i ? " 1" : "1");
    std::printf("\n");
  }
  return 0;
}
