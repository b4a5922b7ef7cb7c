// boards.hpp: the rotation game's boards for the stress test: a random
// board, a board's line, and the suite's answer (its own solver's).
#pragma once

#include <string>
#include <vector>

#include "puzzles/random.hpp"

namespace puzzles {

typedef std::vector<int> Board;  // 24 symbols, 1 to 3 (as rotation_rules::Board)

// A random board (any difficulty) or one scrambled 0 to `hi` moves from
// solved (its row of puzzles.hpp: 12; the hardest boards need 13), with the
// moves of rules/rotation_rules.hpp. Drawn with Random, not with
// rules/rotation_random.hpp (std::shuffle), so that a seed means one input
// under every standard library.
Board stress_board(Random& random);

// A board as --stress writes a case: 24 numbers, one line without its end.
std::string case_line(const Board& board);

// The board of a case line (24 numbers); empty when it is not one.
Board board_in(const std::string& line);

// The suite's answer for boards in one line each, as rotation_game prints it:
// the smallest of the shortest moves (or "No moves needed"), the centre symbol.
std::string rotation_answer(const std::vector<std::string>& boards);

}  // namespace puzzles
