// main.cpp: reads a number, writes it twice.
#include <cstdio>

int main() {
  int n = 0;
  if (std::scanf("%d", &n) != 1) return 1;
  std::printf("%d %d\n", n, n);
  return 0;
}
