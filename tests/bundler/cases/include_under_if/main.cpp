#include <cstdio>
#ifdef DEBUG
#include "debug.hpp"
#endif
int main() { return 0; }
