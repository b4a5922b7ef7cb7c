// behaviour.cpp: 黑白棋子的移动's tests, random cases and shrinking
// (puzzle.hpp): one n, its full tier from 1 to 1000, and Luogu's largest,
// n = 100, in the hard tier.
#include "puzzles/puzzle.hpp"

namespace puzzles {
namespace {

const Registered kBlackWhite("black_white",
                             std::make_unique<NumberPuzzle>("black_white", std::vector<int>{1, 2, 3, 200, 500, 1000}, 100));

}  // namespace
}  // namespace puzzles
