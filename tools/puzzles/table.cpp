// table.cpp: the suite's puzzles, a row each (what a row says:
// puzzles.hpp). Compiled once, into every tool and test that reads it: a
// row added or changed rebuilds this file and relinks, nothing more.
#include "puzzles/puzzles.hpp"

namespace puzzles {

// The table, made once.
const std::vector<Puzzle>& all() {
  static const std::vector<Puzzle> table = {
      {"shuttle", {"shuttle_dfs", "shuttle_formula"}, "shuttle_formula", "check_shuttle", "usaco", {Cases::kTokens, 1, "0"},
       "case", "N", 1, 12, "USACO: N <= 12", 10, "3\n", ""},
      {"rotation_game", {"rotation_game"}, "rotation_game", "check_rotation_game", "poj", {Cases::kTokens, 24, "0"}, "board", "",
       0, 12, "the suite: up to 12 moves from solved (the hardest need 13); POJ: at most 30 boards an input", 30,
       "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n" /* the judges' first board */, "JUDGE_NO_NUMBER_LISTS"},
      {"black_white", {"black_white"}, "black_white", "check_black_white", "ybt", {Cases::kTokens, 1, "0"}, "case", "n",
       4, 99, "the book: 4 <= n < 100", 10, "7\n", ""},
  };
  return table;
}

}  // namespace puzzles
