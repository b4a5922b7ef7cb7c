// One header reached by two paths is inlined once.
#include "lib/a.hpp"
#include "sub/b.hpp"
#include "sub/../lib/a.hpp"
int main() { return a() + b(); }
