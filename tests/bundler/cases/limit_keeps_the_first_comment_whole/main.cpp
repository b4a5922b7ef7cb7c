/* The opening block's first comment, over two lines:
   it stays whole when the rest of the block goes. */
// A second comment of the block: it goes.
#include "a.hpp"

int main() {
  int n = a();  // a comment that goes
  return n;
}
