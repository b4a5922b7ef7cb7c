// validate_black_white: 黑白棋子的移动's input validator (validator.hpp): one
// n of 4..100 on a line of its own (the book's n >= 4; Luogu's n <= 100).
#include "package/validator.hpp"

int main() {
  package::Input in;
  in.number("n", 4, 100);
  in.newline();
  in.end();
  in.valid();
}
