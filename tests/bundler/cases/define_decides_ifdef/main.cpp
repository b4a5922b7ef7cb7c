// main.cpp: FOR_JUDGE and TINY decided, OTHER left to the compiler.
#include "a.hpp"

#ifdef TINY
int main() { return options(); }
#else
#include "missing.hpp"
int main() {
#ifndef FOR_JUDGE
  return options() - 1;
#endif
}
#endif
