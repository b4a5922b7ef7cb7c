// shuttle_dfs: Shuttle Puzzle (USACO 4.4.1) by depth-first search.
// Prints the lexicographically smallest shortest solution, (N+1)^2 - 1 source
// holes, 20 per line, for each N of the input (a 0 or the end ends it).
// A shortest solution moves W only right and B only left, in exactly N^2
// jumps and 2N slides, so the search tries only such forward moves, sources in
// increasing order (empty-2, empty-1, empty+1, empty+2), to depth (N+1)^2 - 1;
// the first goal it reaches is the answer. A dead-state rule (dead_window)
// prunes moves after which the goal is unreachable, so the search visits
// about one state per move of the answer. Iterative: no recursion.
// Options: --stats prints the states visited to stderr; --no-dead-rule turns
// the rule off (exponential: a benchmark only). Range 1 <= N <= 1000.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "judge_io.hpp"

namespace {

const char* const kProgram = "shuttle_dfs";

// A row is holes 1..2N+1 with a wall at 0 and at 2N+2.
enum Cell : unsigned char { kWall, kWhite, kBlack, kEmpty };

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
    for (const char* p : patterns) {
      int code = 0;
      for (int i = 0; i < 4; ++i) code = code << 2 | cell_of(p[i]);
      dead_[code] = true;
    }
  }
  static Cell cell_of(char c) { return c == 'W' ? kWhite : c == 'B' ? kBlack : c == '_' ? kEmpty : kWall; }

  // Is the window of four cells starting at row[i] dead?
  bool dead_at(const std::vector<unsigned char>& row, int i) const {
    return dead_[row[i] << 6 | row[i + 1] << 4 | row[i + 2] << 2 | row[i + 3]];
  }
  // Does any window that overlaps cells lo..hi read dead? (Codes roll along.)
  bool dead_near(const std::vector<unsigned char>& row, int lo, int hi) const {
    const int first = lo < 3 ? 0 : lo - 3, last = std::min(hi, static_cast<int>(row.size()) - 4);
    unsigned code = static_cast<unsigned>(row[first] << 4 | row[first + 1] << 2 | row[first + 2]);
    for (int i = first; i <= last; ++i) {
      code = (code << 2 | row[i + 3]) & 255;
      if (dead_[code]) return true;
    }
    return false;
  }

 private:
  bool dead_[256];
};

struct Search {
  std::vector<int> holes;  // the source hole of each move
  long long states = 0;    // states visited, the start included
};

// Moves the piece in hole `from` into the empty hole `to`.
inline void move_piece(std::vector<unsigned char>& row, int from, int to) {
  row[to] = row[from];
  row[from] = kEmpty;
}

// Can the piece in hole `from` move forward into the empty hole e?
inline bool can_move(const std::vector<unsigned char>& row, int e, int from) {
  switch (from - e) {
    case -2: return row[from] == kWhite && row[e - 1] == kBlack;
    case -1: return row[from] == kWhite;
    case 1: return row[from] == kBlack;
    default: return row[from] == kBlack && row[e + 1] == kWhite;
  }
}

Search solve(int n, bool use_rule) {
  static const DeadWindows rule;
  static const int kOffsets[4] = {-2, -1, 1, 2};
  const int last_hole = 2 * n + 1;
  const int length = (n + 1) * (n + 1) - 1;
  const long long jumps_needed = static_cast<long long>(n) * n;

  std::vector<unsigned char> row(last_hole + 2, kEmpty);
  row[0] = row[last_hole + 1] = kWall;
  for (int h = 1; h <= n; ++h) row[h] = kWhite, row[n + 1 + h] = kBlack;

  Search s;
  s.holes.assign(length, 0);
  std::vector<unsigned char> next(length + 1, 0);  // next offset to try, per depth
  int depth = 0, empty = n + 1;
  long long jumps = 0;
  s.states = 1;
  for (;;) {
    if (depth == length && jumps == jumps_needed) return s;
    bool moved = false;
    while (depth < length && next[depth] < 4 && !moved) {
      const int from = empty + kOffsets[next[depth]++];
      if (from < 1 || from > last_hole || !can_move(row, empty, from)) continue;
      move_piece(row, from, empty);
      if (use_rule && rule.dead_near(row, from < empty ? from : empty, from < empty ? empty : from)) {
        move_piece(row, empty, from);
        continue;
      }
      moved = true;
      jumps += (from - empty == 2 || empty - from == 2);
      s.holes[depth++] = from;
      next[depth] = 0;
      empty = from;
      ++s.states;
    }
    if (moved) continue;
    if (depth == 0) return Search();  // cannot happen: the goal is reachable
    const int back = --depth == 0 ? n + 1 : s.holes[depth - 1];  // the empty hole before that move
    move_piece(row, back, empty);
    jumps -= (back - empty == 2 || empty - back == 2);
    empty = back;
  }
}

}  // namespace

int main(int argc, char** argv) {
  bool stats = false, use_rule = true;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--stats") stats = true;
    else if (arg == "--no-dead-rule") use_rule = false;
    else {
      std::fprintf(stderr, "%s: unknown option %s\nusage: %s [--stats] [--no-dead-rule] < input\n", kProgram,
                   argv[i], kProgram);
      return 2;
    }
  }
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout);
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, kProgram, number, "N", 1, 1000, n); ++number) {
    const Search s = solve(static_cast<int>(n), use_rule);
    for (int h : s.holes) out.put_item(h, 20);
    out.end_line();
    if (stats) {
      out.flush();
      std::fprintf(stderr, "%s: N=%lld moves=%zu states=%lld\n", kProgram, n, s.holes.size(), s.states);
    }
  }
  return 0;
}
