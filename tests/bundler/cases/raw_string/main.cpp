// Includes inside string literals are text, not directives.
#include <cstdio>
const char* kLine = "#include \"missing.hpp\"";
const char* kRaw = R"x(
#include "missing.hpp"

)x";
int main() { return std::printf("%s%s", kLine, kRaw) < 0; }
