// shuttle_search.hpp: shuttle_dfs's search, as its header comment describes
// it (the rows, the dead-state rule, the depth-first search), for the program
// and for shuttle_dfs_test, which tests the rule and the search. C++98, like
// the program: the bundler inlines it into the judges' files. Its names are
// each including file's own (an unnamed namespace): one file of a program
// includes it.
#pragma once

#include <cstring>
#include <vector>

namespace {

// A row is holes 1..2N+1 between walls; a cell holds one of these.
enum Cell { kWall, kWhite, kBlack, kEmpty };

// The dead-state rule: a row is dead (the goal can no longer be reached) when
// some four consecutive cells, walls included, read as one of these. Each
// pair is a mirror image: reverse the row and swap the colours.
//   WWBB           the four pieces block one another for ever
//   BWWB / WBBW    a same-coloured pair that the other colour hems in
//   _WWB / WBB_    a pair that the empty hole can never get past
//   WWB| / |WBB    a pair pressed against the wall it must cross
//   |_WW / BB_|    the hole at a wall that no piece can fill
// checked exhaustively for all reachable rows of N <= 14 (tests/), and by
// agreeing with shuttle_formula for every N up to 1000.
class DeadWindows {
 public:
  DeadWindows() {
    const char* const patterns[] = {"WWBB", "BWWB", "WBBW", "_WWB", "WBB_",
                                    "WWB|", "|WBB", "|_WW", "BB_|"};
    std::memset(dead_, 0, sizeof dead_);
    for (std::size_t p = 0; p < sizeof patterns / sizeof patterns[0]; ++p) {
      int code = 0;
      for (int i = 0; i < 4; ++i) code = code << 2 | cell_of(patterns[p][i]);
      dead_[code] = true;
    }
    for (int code = 0; code < 1 << 16; ++code)  // eight cells: any of their five windows
      any_dead_[code] = dead_[code >> 8] || dead_[code >> 6 & 255] || dead_[code >> 4 & 255] ||
                        dead_[code >> 2 & 255] || dead_[code & 255];
  }
  static Cell cell_of(char c) { return c == 'W' ? kWhite : c == 'B' ? kBlack : c == '_' ? kEmpty : kWall; }

  // Is the window of four cells starting at row[i] dead?
  bool dead_at(const std::vector<unsigned char>& row, int i) const {
    return dead_[row[i] << 6 | row[i + 1] << 4 | row[i + 2] << 2 | row[i + 3]];
  }
  // Does any window that overlaps cells lo..hi (hi - lo <= 2) read dead? The
  // row must reach three cells past lo and hi either way.
  bool dead_near(const std::vector<unsigned char>& row, int lo, int hi) const {
    return any_dead_[eight(row, lo - 3)] || (hi - lo == 2 && any_dead_[eight(row, lo - 2)]);
  }

 private:
  static unsigned eight(const std::vector<unsigned char>& row, int i) {  // the code of row[i..i+7]
    const unsigned char* c = &row[i];
    return static_cast<unsigned>(c[0] << 14 | c[1] << 12 | c[2] << 10 | c[3] << 8 | c[4] << 6 | c[5] << 4 |
                                 c[6] << 2 | c[7]);
  }

  bool dead_[256];
  bool any_dead_[1 << 16];
};

struct Search {
  std::vector<int> holes;  // the source hole of each move
  long long states;        // states visited, the start included
  Search() : states(0) {}
};

// Moves the piece in hole `from` into the empty hole `to`.
inline void move_piece(std::vector<unsigned char>& row, int from, int to) {
  row[to] = row[from];
  row[from] = kEmpty;
}

// The forward moves into the empty cell e, as bits: bit k for offset k of
// kOffsets (a W jumping a B, a W sliding, a B sliding, a B jumping a W).
inline unsigned moves_into(const std::vector<unsigned char>& row, int e) {
  return (row[e - 2] == kWhite && row[e - 1] == kBlack) | (row[e - 1] == kWhite) << 1 |
         (row[e + 1] == kBlack) << 2 | (row[e + 2] == kBlack && row[e + 1] == kWhite) << 3;
}

Search solve(int n, bool use_rule) {
  static const DeadWindows rule;
  static const int kOffsets[4] = {-2, -1, 1, 2};
  const int length = (n + 1) * (n + 1) - 1;
  const long long jumps_needed = static_cast<long long>(n) * n;

  // Hole h is row[h + 2]: the end walls get two more walls beyond them, so
  // that no move or window reaches past the row.
  std::vector<unsigned char> row(2 * n + 7, kWall);
  for (int h = 1; h <= n; ++h) row[h + 2] = kWhite, row[n + 3 + h] = kBlack;
  row[n + 3] = kEmpty;

  Search s;
  s.holes.assign(length, 0);
  std::vector<unsigned char> untried(length + 1, 0);  // per depth: the moves not tried yet, as bits
  int depth = 0, empty = n + 3;                      // as a row index
  untried[0] = static_cast<unsigned char>(moves_into(row, empty));
  long long jumps = 0;
  s.states = 1;
  for (;;) {
    if (depth == length) {
      if (jumps == jumps_needed) return s;
    } else {
      unsigned left = untried[depth];
      int k = -1, from = 0;
      while (left) {
        k = left & 1 ? 0 : left & 2 ? 1 : left & 4 ? 2 : 3;  // the smallest source hole first
        left &= left - 1;
        from = empty + kOffsets[k];
        move_piece(row, from, empty);
        if (!use_rule || !rule.dead_near(row, k < 2 ? from : empty, k < 2 ? empty : from)) break;
        move_piece(row, empty, from);
        k = -1;
      }
      untried[depth] = static_cast<unsigned char>(left);
      if (k >= 0) {  // go deeper
        jumps += k == 0 || k == 3;
        s.holes[depth++] = from - 2;
        empty = from;
        untried[depth] = static_cast<unsigned char>(moves_into(row, empty));
        ++s.states;
        continue;
      }
      if (depth == 0) return Search();  // cannot happen: the goal is reachable
    }
    const int back = (--depth == 0 ? n + 1 : s.holes[depth - 1]) + 2;  // the empty cell before that move
    move_piece(row, back, empty);
    jumps -= back - empty == 2 || empty - back == 2;
    empty = back;
  }
}

}  // namespace
