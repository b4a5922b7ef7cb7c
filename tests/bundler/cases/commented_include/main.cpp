// A quoted include commented out with // stays as it is.
// #include "missing.hpp"
#include "a.hpp"
int main() { return a(); }  // #include "missing.hpp"
