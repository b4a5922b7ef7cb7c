#include "a.hpp"
int main() { return 0; }
