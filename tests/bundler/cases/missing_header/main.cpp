// A header that is not there.
#include "nowhere.hpp"
int main() { return 0; }
