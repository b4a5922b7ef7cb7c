// main.cpp: the suite's release is left out of a bundle, whatever the build defines.
#include <cstdio>

int main() {
  std::printf("a bundle\n");
  return 0;
}
