// rotation_rules.hpp: the Rotation Game's rules (docs/rotation_game.md), for the
// checker, the tools, the benchmarks and the tests: the eight lines, a move,
// the centre. One copy outside src/: src/rotation_solver.hpp keeps the
// program's own, as bit sets, so that the checker does not take the rules from
// what it checks; the Rules tests (rotation_game_test.cpp) check that the two,
// and the replay page's, agree. The boards the tests and the benchmark draw:
// rotation_random.hpp.
// A board is 24 symbols (1, 2, 3), by cell as docs/rotation_game.md numbers them from 0.
// Moves are 0..7 for A..H.
// C++98, as the checker is (a judge compiles it).
#pragma once

#include <string>
#include <vector>

namespace rotation_rules {

// Line m, the cells move m turns: cell kLine[m][j] takes what kLine[m][j+1]
// held, and kLine[m][6] what kLine[m][0] held.
const int kLine[8][7] = {{0, 2, 6, 11, 15, 20, 22},   {1, 3, 8, 12, 17, 21, 23},   {10, 9, 8, 7, 6, 5, 4},
                         {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1},   {22, 20, 15, 11, 6, 2, 0},
                         {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10}};
// The eight centre cells, ascending.
const int kCentre[8] = {6, 7, 8, 11, 12, 15, 16, 17};

typedef std::vector<int> Board;

// The move that undoes move m: the same line turned the other way (A and F).
inline int inverse(int m) {
  static const int kInverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};
  return kInverse[m];
}

// Plays move m on `cells` (a Board, an array of 24 ints: anything of ints
// indexed by cell).
template <class Cells>
void play(Cells& cells, int m) {
  const int first = cells[kLine[m][0]];
  for (int j = 0; j < 6; ++j) cells[kLine[m][j]] = cells[kLine[m][j + 1]];
  cells[kLine[m][6]] = first;
}

// The board after `moves` (letters A..H).
inline Board played(Board board, const std::string& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) play(board, moves[i] - 'A');
  return board;
}

// A set of cells (bit i for cell i) after move m.
inline unsigned played_cells(int m, unsigned cells) {
  unsigned out = cells;
  for (int j = 0; j < 7; ++j) {
    const int to = kLine[m][j], from = kLine[m][(j + 1) % 7];
    out = (out & ~(1u << to)) | ((cells >> from & 1u) << to);
  }
  return out;
}

// The board as three sets of cells, one a symbol (bit i for cell i), as
// rotation_game's solver takes it.
inline void symbol_cells(const Board& board, unsigned (&cells)[3]) {
  cells[0] = cells[1] = cells[2] = 0;
  for (int i = 0; i < 24; ++i) cells[board[i] - 1] |= 1u << i;
}

// The set of the centre cells.
inline unsigned centre_cells() {
  unsigned set = 0;
  for (int k = 0; k < 8; ++k) set |= 1u << kCentre[k];
  return set;
}

// The centre's symbol, or 0 when the eight centre cells are not one symbol.
inline int centre_symbol(const Board& board) {
  for (int k = 1; k < 8; ++k)
    if (board[kCentre[k]] != board[kCentre[0]]) return 0;
  return board[kCentre[0]];
}

// 24 symbols, one line: "1 1 1 ... 3\n".
inline std::string board_line(const Board& board) {
  std::string s;
  for (int i = 0; i < 24; ++i) {
    s += static_cast<char>('0' + board[i]);
    s += i == 23 ? '\n' : ' ';
  }
  return s;
}

}  // namespace rotation_rules
