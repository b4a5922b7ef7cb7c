// check_countdown as QDUOJ's special judge (checker.hpp's CHECKER_QDUOJ): the
// checker reads no answer, so none needs to be made.
// Usage: check_countdown input output.
#include <string>

#include "checkers/check_countdown.cpp"

std::string checker::made_answer(const std::string&) { return std::string(); }
