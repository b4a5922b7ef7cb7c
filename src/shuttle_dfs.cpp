// shuttle_dfs: Shuttle Puzzle (USACO 4.4.1) by depth-first search.
// Description: the lexicographically smallest shortest solution, (N+1)^2 - 1
// source holes, 20 per line (--per-line K: K; 0, each case on one line), for
// each N of the input (a 0 or the end ends it). Range 1 <= N <= 1000.
// A shortest solution moves W only right and B only left, in exactly N^2
// jumps and 2N slides, so the search tries only such forward moves, sources in
// increasing order (empty-2, empty-1, empty+1, empty+2), to depth (N+1)^2 - 1;
// the first goal it reaches is the answer. A dead-state rule (DeadWindows)
// prunes moves after which the goal is unreachable, so the search visits
// about one state per move of the answer. Iterative: no recursion.
// Options: --stats prints the states visited to stderr; --trace draws each
// position there; --no-dead-rule turns the rule off (exponential: for
// measuring only).
// Time: O(N^2) a case (under 2 states a move, each tried in O(1)); memory
// O(N^2), the answer's moves.
// Status: agrees with shuttle_formula and check_shuttle for every N up to
// 100 (differential_test; up to 1000 in the slow tests); the dead-state rule
// checked on every reachable position for N <= 14 and the states counted for
// every N up to 1000 (shuttle_dfs_test); fuzzed against shuttle_formula
// (fuzz_shuttle_dfs); every judge's sample.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "judge_args.hpp"
#include "judge_io.hpp"

// Numbers a line when --per-line is not given: 20, as USACO prints them; a
// judge's own file sets its judge's (judges.tsv; 0: each case on one line).
#ifndef JUDGE_PER_LINE
#define JUDGE_PER_LINE "20"
#endif

namespace {

const char* const kProgram = "shuttle_dfs";

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

// --trace: each position on stderr, W and B for the pieces and _ for the
// empty hole, with the move that led to it.
void trace(int n, const std::vector<int>& holes) {
  std::string row = std::string(n, 'W') + "_" + std::string(n, 'B');
  std::fprintf(stderr, "%s  start\n", row.c_str());
  int empty = n + 1;
  for (std::size_t i = 0; i < holes.size(); ++i) {
    const int h = holes[i];
    std::swap(row[empty - 1], row[h - 1]);
    empty = h;
    std::fprintf(stderr, "%s  moved hole %d\n", row.c_str(), h);
  }
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, kProgram, "[--per-line K] [--stats] [--trace] [--no-dead-rule] < input",
                      "Prints, for each N on stdin (1..1000; a 0 or the end ends the list), the\n"
                      "smallest of the shortest solutions of the Shuttle Puzzle, by depth-first search.\n"
                      "  --per-line K    numbers a line (default " JUDGE_PER_LINE "; 0: each case on one line)\n"
                      "  --stats         the moves and the states visited, on stderr\n"
                      "  --trace         every position, on stderr\n"
                      "  --no-dead-rule  search without the dead-state rule (exponential)\n");
  const bool stats = args.flag("--stats"), tracing = args.flag("--trace"), use_rule = !args.flag("--no-dead-rule");
  const int per_line = static_cast<int>(args.number("--per-line", JUDGE_PER_LINE, 0, 1000000));
  args.check(0, 0);
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout, kProgram);
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, number, "N", 1, 1000, n); ++number) {
    const Search s = solve(static_cast<int>(n), use_rule);
    judge_io::NumberLines holes(out, 2 * n + 1, per_line);
    for (std::size_t i = 0; i < s.holes.size(); ++i) holes.put(s.holes[i]);
    holes.end();
    if (tracing) out.flush(), trace(static_cast<int>(n), s.holes);
    if (stats) {
      out.flush();
      std::fprintf(stderr, "%s: N=%s moves=%s states=%s\n", kProgram, judge_io::text(n).c_str(),
                   judge_io::text(static_cast<long long>(s.holes.size())).c_str(), judge_io::text(s.states).c_str());
    }
  }
  out.finish();
  return 0;
}
