// behaviour.cpp: 黑白棋子的移动's tests, random cases and shrinking
// (puzzle.hpp): one n, its full tier from 1 to 1000, and Luogu's largest,
// n = 100, in the hard tier; and what its packages carry.
#include <cstdlib>

#include "puzzles/puzzle.hpp"

namespace puzzles {
namespace {

// Whether a test of the hard tier goes in its packages ("n=7"): n from 4 to
// 20 (every small case, helloqiyu's range), then every fifth up to 95, then
// 99 (the book's largest) and 100 (Luogu's): the answers of all of 4..99
// would be 1.4 MB, these 0.35 MB.
bool packaged_test(const std::string& test) {
  if (test == "sample") return true;
  const int n = std::atoi(test.c_str() + 2);
  return n <= 20 || n % 5 == 0 || n >= 99;
}

// Its packages: the book's file and the program; a wrong pair move and a
// search too slow for n = 99 (Packaged: accepted, wrong_answer, too_slow,
// tags, keeps).
const Registered kBlackWhite("black_white", std::make_unique<NumberPuzzle>(
                                                "black_white",
                                                Packaged{{"ybt/1327.cpp", "black_white.cpp"},
                                                         {"black_white_pair_turned.cpp"},
                                                         {"black_white_fewest_search.cpp"},
                                                         {"递归", "构造", "信息学奥赛一本通"},
                                                         packaged_test},
                                                std::vector<int>{1, 2, 3, 200, 500, 1000}, 100));

}  // namespace
}  // namespace puzzles
