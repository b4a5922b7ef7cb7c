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
#include <string>
#include <utility>
#include <vector>

#include "judge_args.hpp"
#include "judge_io.hpp"
#include "shuttle_search.hpp"

// Numbers a line when --per-line is not given: 20, as USACO prints them; a
// judge's own file sets its judge's (judges.tsv; 0: each case on one line).
#ifndef JUDGE_PER_LINE
#define JUDGE_PER_LINE "20"
#endif

namespace {

const char* const kProgram = "shuttle_dfs";

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
