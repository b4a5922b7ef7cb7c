// validate_shuttle: the Shuttle Puzzle's input validator (validator.hpp):
// one N of 1..12 on a line of its own, as USACO's statement allows.
#include "package/validator.hpp"

int main() {
  package::Input in;
  in.number("N", 1, 12);
  in.newline();
  in.end();
  in.valid();
}
