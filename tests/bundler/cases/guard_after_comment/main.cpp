#include "a.hpp"
int main() { return a(); }
