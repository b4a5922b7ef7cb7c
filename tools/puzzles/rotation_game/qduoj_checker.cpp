// check_rotation_game as QDUOJ's special judge (checker.hpp's CHECKER_QDUOJ):
// JudgeServer gives it no answer, so the answer is made here from the input
// as rotation_game prints it, by rotation_game's own solver: for each board,
// the first in dictionary order of the shortest move sequences (milliseconds
// a board: the checker needs its length and its moves).
// Usage: check_rotation_game input output.
#include <algorithm>
#include <string>
#include <vector>

#include "checkers/check_rotation_game.cpp"

namespace reference {
#include "rotation_solver.hpp"
}  // namespace reference

std::string checker::made_answer(const std::string& input) {
  static const reference::Moves moves;
  static reference::Distances table;
  reference::Solver solver(moves, table, reference::Solver::kAuto);
  const std::vector<std::string> symbols = tokens(input);
  std::string answer;
  // Boards up to a 0, the end, or a board that breaks the rules, which the
  // checker refuses (the solver would search for ever).
  for (std::size_t at = 0; at + 24 <= symbols.size(); at += 24) {
    reference::Mask cells[3] = {0, 0, 0};
    for (int cell = 0; cell < 24; ++cell) {
      const long long v = number(symbols[at + cell]);
      if (v < 1 || v > 3) return answer;
      cells[v - 1] |= 1u << cell;
    }
    if (reference::count(cells[0]) != 8 || reference::count(cells[1]) != 8) return answer;
    const std::string path = solver.solve(cells);
    answer += (path.empty() ? "No moves needed" : path) + "\n" + static_cast<char>('0' + solver.centre()) + "\n";
  }
  return answer;
}
