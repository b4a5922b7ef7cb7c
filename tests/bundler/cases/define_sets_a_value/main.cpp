// main.cpp: LAYOUT's default is replaced by the value given.
#include <cstdio>

// The layout, unless a build sets it.
#ifndef LAYOUT
#define LAYOUT "step"
#endif

int main() { return std::puts(LAYOUT) < 0; }
