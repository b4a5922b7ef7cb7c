// main.cpp: the program's leading block.
#include "a.hpp"
// The program's own comment stays while the headers' go.
int main() { return a(); }
