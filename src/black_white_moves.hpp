// black_white_moves.hpp: black_white's moves, as its header comment
// describes them (the book's, the fixed ones for n <= 3, --min's), the board
// they move and how a step is printed, for the program and for
// black_white_test, which plays them by the rules. C++98, like the program:
// the bundler inlines it into the judges' files. Its names are each including
// file's own (an unnamed namespace): one file of a program includes it.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "judge_io.hpp"

namespace {

// How each step is printed (n = 7, step 10):
//   step        "step%2d:" + the board      step10:o*o*o*--o*o*o*o*  (一本通)
//   step-space  "step %d: " + the board     step 10: o*o*o*--o*o*o*o*
//   board       the board alone             o*o*o*--o*o*o*o*  (Luogu P1259)
//   moves       the move, no board          4,5-->9,10  (cells 4,5 went to
//               the empty cells 9,10; step 0 prints nothing)
enum Layout { kStep, kStepSpace, kBoard, kMoves };
const char* const kLayoutNames = "step|step-space|board|moves";  // as --layout names them, in Layout's order

// The row of cells 1..2n+2 (stored 0-based) and the first empty cell.
struct Board {
  std::string cells;
  int sp;

  explicit Board(int n) : cells(std::string(n, 'o') + std::string(n, '*') + "--"), sp(2 * n + 1) {}

  void move(int m) {
    cells[sp - 1] = cells[m - 1];
    cells[sp] = cells[m];
    cells[m - 1] = cells[m] = '-';
    sp = m;
  }
};

// Appends list[0..count), every move shifted right by `shift` cells.
void append(std::vector<int>& moves, const int* list, int count, int shift) {
  for (int i = 0; i < count; ++i) moves.push_back(list[i] + shift);
}

// n = 1, 2, 3, where the book does not apply: 0, 1 and 5 moves, the least
// there are (a breadth-first search in the tests proves it).
std::vector<int> small_moves(int n) {
  static const int kThree[] = {2, 5, 1, 7, 2};
  std::vector<int> moves;
  if (n == 2) moves.push_back(2);
  if (n == 3) append(moves, kThree, 5, 0);
  return moves;
}

// The book's moves for n >= 4: move(n), move(2n-1) leave the start of n-1 in
// the first 2n cells and "o*" in the last two; so down to n = 4, then five
// fixed moves.
std::vector<int> book_moves(int n) {
  static const int kEnding[] = {4, 8, 2, 7, 1};
  std::vector<int> moves;
  for (int k = n; k > 4; --k) {
    moves.push_back(k);
    moves.push_back(2 * k - 1);
  }
  append(moves, kEnding, 5, 0);
  return moves;
}

// T(m), every move shifted right by `shift` cells: m moves that turn
// o^m *^m -- into --(*o)^m (the empty pair at the left). For m >= 8:
// move(2) and move(2m-3) give o**o + [the start of m-4, its empty pair at
// the right] + **oo; T(m-4), shifted 4 cells, turns the bracket into
// --(*o)^(m-4); move(2m) puts the *o of cells 2m, 2m+1 into cells 5, 6, and
// move(1) the o* of cells 1, 2 into cells 2m, 2m+1. Recursion depth m/4.
void pairs_reversed(int m, int shift, std::vector<int>& moves) {
  static const int kBase[4][7] = {{2, 5, 8, 1}, {2, 8, 5, 10, 1}, {2, 8, 4, 9, 12, 1}, {2, 11, 5, 10, 7, 14, 1}};
  if (m < 8) {
    append(moves, kBase[m - 4], m, shift);
    return;
  }
  moves.push_back(shift + 2);
  moves.push_back(shift + 2 * m - 3);
  pairs_reversed(m - 4, shift + 4, moves);
  moves.push_back(shift + 2 * m);
  moves.push_back(shift + 1);
}

// --min: n moves for n >= 4, the least possible (docs/black_white.md has the proof).
// move(n) leaves o^(n-1) -- *^(n-1) o*; move(2n-2) leaves o + [the start of
// n-2] + *o*; T(n-2), shifted one cell, makes the bracket --(*o)^(n-2).
std::vector<int> shortest_moves(int n) {
  static const int kFour[] = {4, 8, 2, 7}, kFive[] = {5, 8, 2, 7, 4};
  std::vector<int> moves;
  if (n <= 3) return small_moves(n);
  if (n == 4) append(moves, kFour, 4, 0);
  if (n == 5) append(moves, kFive, 5, 0);
  if (n >= 6) {
    moves.push_back(n);
    moves.push_back(2 * n - 2);
    pairs_reversed(n - 2, 1, moves);
  }
  return moves;
}

// Step `step`: the board `cells` after moving cells m, m+1 to the empty cells
// to, to+1 (for step 0, the start: m and to unused).
void print_step(judge_io::Writer& out, Layout layout, int step, const std::string& cells, int m, int to) {
  char head[64];  // numbers < 2^31: at most 47 bytes
  int length = 0;
  if (layout == kStep) length = std::sprintf(head, "step%2d:", step);
  if (layout == kStepSpace) length = std::sprintf(head, "step %d: ", step);
  if (layout == kMoves && step > 0) length = std::sprintf(head, "%d,%d-->%d,%d\n", m, m + 1, to, to + 1);
  out.put(head, static_cast<std::size_t>(length));
  if (layout != kMoves) out.put(cells.c_str(), cells.size()), out.put('\n');
}

}  // namespace
