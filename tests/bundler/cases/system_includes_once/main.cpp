#include <string>
#include <vector>
#include "a.hpp"
#include  <vector>
int main() { return static_cast<int>(a().size()); }
