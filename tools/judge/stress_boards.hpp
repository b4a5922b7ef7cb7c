// stress_boards.hpp: the rotation game's boards for --stress: a
// random board, a board's line, and the suite's answer (its own solver's).
#pragma once

#include <cstddef>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace stress {

typedef std::vector<int> Board;  // 24 symbols, 1 to 3 (as rotation_rules::Board)

// Random numbers made the same way by every standard library (its
// distributions and std::shuffle are not), so that a seed means one input.
struct Random {
  std::mt19937_64 engine;
  explicit Random(unsigned long long seed) : engine(seed) {}
  int below(int n) { return static_cast<int>(engine() % static_cast<unsigned long long>(n)); }
  int from(int lo, int hi) { return lo + below(hi - lo + 1); }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(below(static_cast<int>(i)))]);
  }
};

const int kMostScramble = 12;  // a board scrambled 0 to 12 moves from solved (the hardest need 13)

// A random board (any difficulty) or one scrambled 0 to kMostScramble moves
// from solved, with the moves of rules/rotation_rules.hpp. Drawn with Random,
// not with the header's boards (std::shuffle), so that a seed means one input
// under every standard library.
Board stress_board(Random& random);

// A board as --stress writes a case: 24 numbers, one line without its end.
std::string case_line(const Board& board);

// The board of a case line (24 numbers); empty when it is not one.
Board board_in(const std::string& line);

// The suite's answer for boards in one line each, as rotation_game prints it:
// the smallest of the shortest moves (or "No moves needed"), the centre symbol.
std::string rotation_answer(const std::vector<std::string>& boards);

}  // namespace stress
