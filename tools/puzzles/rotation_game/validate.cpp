// validate_rotation_game: the Rotation Game's input validator (validator.hpp):
// 1 to 30 boards (POJ's most), each a line of 24 symbols 1, 2 or 3 with eight
// of each, single spaces between; then a line "0".
#include <string>

#include "package/validator.hpp"

int main() {
  package::Input in;
  for (int boards = 0;; ++boards) {
    if (in.peek() == '0') {
      in.number("the end mark", 0, 0);
      in.newline();
      in.end();
      if (boards == 0) in.invalid("no board before the 0");
      in.valid();
    }
    if (boards == 30) in.invalid("more than 30 boards");
    int count[4] = {0, 0, 0, 0};
    for (int cell = 0; cell < 24; ++cell) {
      if (cell > 0) in.space();
      ++count[in.number("a cell", 1, 3)];
    }
    in.newline();
    for (int symbol = 1; symbol <= 3; ++symbol)
      if (count[symbol] != 8)
        in.invalid("the board above has " + package::text_of(count[symbol]) + " cells of " +
                   package::text_of(symbol) + ", not 8");
  }
}
