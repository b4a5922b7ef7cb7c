// main.cpp: the suite's release is left out of a bundle, whatever the build defines.
#include <cstdio>

int main() {
#ifdef SUITE_VERSION
  std::printf("%s\n", SUITE_VERSION);
#else
  std::printf("a bundle\n");
#endif
#ifndef SUITE_VERSION
  return 0;
#endif
}
