// validate_countdown: the countdown's input validator (validator.hpp): one
// n of 1..60 on a line of its own.
#include "package/validator.hpp"

int main() {
  package::Input in;
  in.number("n", 1, 60);
  in.newline();
  in.end();
  in.valid();
}
