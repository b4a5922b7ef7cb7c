// A quoted include commented out with // stays as it is.
// #include "missing.hpp"

inline int a() { return 0; }

int main() { return a(); }  // #include "missing.hpp"
