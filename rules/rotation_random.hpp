// rotation_random.hpp: the Rotation Game's boards that the tests, the judge
// tool's tests and the benchmark draw, with the moves of rotation_rules.hpp.
// C++11 (std::shuffle): the tools' and the tests', not a judge's.
#pragma once

#include <algorithm>
#include <vector>

#include "rules/rotation_rules.hpp"

namespace rotation_rules {

// Eight of each symbol, shuffled by `rng` (a standard random engine).
template <class Rng>
Board random_board(Rng& rng) {
  Board board;
  for (int s = 1; s <= 3; ++s) board.insert(board.end(), 8, s);
  std::shuffle(board.begin(), board.end(), rng);
  return board;
}

// A board `moves` random moves (rng() % 8 each) from a solved one: the centre
// all `centre`, the other sixteen symbols shuffled into the other cells in
// cell order. It may be solved again.
template <class Rng>
Board near_solved_board(Rng& rng, int centre, int moves) {
  std::vector<int> rest;
  for (int s = 1; s <= 3; ++s)
    if (s != centre) rest.insert(rest.end(), 8, s);
  std::shuffle(rest.begin(), rest.end(), rng);
  Board board(24, 0);
  for (int c : kCentre) board[c] = centre;
  for (int i = 0, r = 0; i < 24; ++i)
    if (board[i] == 0) board[i] = rest[r++];
  for (int i = 0; i < moves; ++i) play(board, static_cast<int>(rng() % 8));
  return board;
}

}  // namespace rotation_rules
