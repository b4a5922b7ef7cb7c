// boards.cpp: the rotation game's boards for the stress test (boards.hpp).
#include "puzzles/rotation_game/boards.hpp"

#include <sstream>
#include <stdexcept>

#include "puzzles/puzzles.hpp"
#include "rules/rotation_rules.hpp"
#include "judge_io.hpp"
// The rotation game's moves and solver, the program's own: the boards'
// answers and shortest moves in this process (the table built once, not in
// every run's program).
#include "rotation_solver.hpp"

namespace puzzles {

Board stress_board(Random& random) {
  Board board;
  if (random.below(2) == 0) {
    for (int s = 1; s <= 3; ++s) board.insert(board.end(), 8, s);
    random.shuffle(board);
    return board;
  }
  const int centre = random.from(1, 3);
  std::vector<int> outside;
  for (int s = 1; s <= 3; ++s)
    if (s != centre) outside.insert(outside.end(), 8, s);
  random.shuffle(outside);
  board.assign(24, centre);
  for (int cell = 0, k = 0; cell < 24; ++cell)
    if ((rotation_rules::centre_cells() >> cell & 1) == 0) board[static_cast<std::size_t>(cell)] = outside[k++];
  for (int i = random.from(0, find("rotation_game")->hi); i > 0; --i) rotation_rules::play(board, random.below(8));
  return board;
}

std::string case_line(const Board& board) {
  const std::string line = rotation_rules::board_line(board);  // with its line end
  return line.substr(0, line.size() - 1);
}

Board board_in(const std::string& line) {
  std::istringstream in(line);
  Board board;
  for (int v; in >> v && v >= 1 && v <= 3;) board.push_back(v);
  return board.size() == 24 && in.eof() ? board : Board();
}

std::string rotation_answer(const std::vector<std::string>& boards) {
  static const Moves moves;
  static Distances table;
  if (!table.built()) table.build(moves);
  Solver solver(moves, table, Solver::kExact);
  std::string answer;
  for (const std::string& line : boards) {
    const Board board = board_in(line);
    if (board.empty()) throw std::runtime_error("not a board: " + judge_io::escaped(line));
    Mask cells[3];
    rotation_rules::symbol_cells(board, cells);
    const std::string path = solver.solve(cells);
    answer += (path.empty() ? "No moves needed" : path) + "\n" + static_cast<char>('0' + solver.centre()) + "\n";
  }
  return answer;
}

}  // namespace puzzles
