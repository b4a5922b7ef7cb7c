/* A quoted include inside a block comment stays as it is:
#include "missing.hpp"
   and so does one after a comment that ends on its line. */

inline int a() { return 0; }

/* one */ int main() { return a(); } /*
#include "missing.hpp" */
