// behaviour.cpp: the countdown's tests, random cases and shrinking
// (puzzle.hpp): one n a case, every n of 1..60 in the judge tier; and what
// its packages carry.
#include "puzzles/puzzle.hpp"

namespace puzzles {
namespace {

Packaged packaged() {
  Packaged p;
  p.accepted = {"class/countdown.cpp", "countdown.cpp"};
  p.wrong_answer = {"countdown_all_ones.cpp"};
  p.too_slow = {"countdown_every_way.cpp"};
  p.tags = {"greedy"};
  return p;
}

const Registered kCountdown("countdown", std::make_unique<NumberPuzzle>("countdown", packaged(), std::vector<int>{}));

}  // namespace
}  // namespace puzzles
