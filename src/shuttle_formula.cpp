// shuttle_formula: Shuttle Puzzle (USACO 4.4.1), multi-case judges.
// Description: the lexicographically smallest shortest solution, (N+1)^2 - 1
// source holes, 20 per line (--per-line K: K; 0, each case on one line), for
// each N of the input (a 0 or the end ends it). Range 1 <= N <= 1000.
// The answer is a chain of arithmetic runs of step 2: run i (i = 1..N+1) has
// i terms, starts at N+i going down for odd i, at N-i+2 going up for even i;
// print runs 2, 3, ..., N+1, then N, N-1, ..., 1. --trace draws each
// position on stderr (and keeps the answer to do so).
// Time: linear in the output; memory O(N) (each hole's number as text, made
// once), nothing of the answer kept.
// Status: agrees with shuttle_dfs's search and check_shuttle for every N up
// to 100 (differential_test; up to 1000 in the slow tests); fuzzed
// (fuzz_shuttle_formula: the numbers' count, range and layout); every
// judge's sample.
#include <cstdio>
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

// Writes run i; keeps its holes in `kept` too, when there is one.
void run(judge_io::NumberLines& out, long long n, long long i, std::vector<int>* kept) {
  const bool down = i % 2 == 1;
  const long long step = down ? -2 : 2;
  long long hole = down ? n + i : n - i + 2;
  for (long long t = 0; t < i; ++t, hole += step) {
    out.put(hole);
    if (kept) kept->push_back(static_cast<int>(hole));
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

void solve(judge_io::Writer& out, long long n, int per_line, bool tracing) {
  judge_io::NumberLines lines(out, 2 * n + 1, per_line);
  std::vector<int> answer;  // kept only to trace it
  std::vector<int>* kept = tracing ? &answer : NULL;
  for (long long i = 2; i <= n + 1; ++i) run(lines, n, i, kept);
  for (long long i = n; i >= 1; --i) run(lines, n, i, kept);
  lines.end();
  if (tracing) out.flush(), trace(static_cast<int>(n), answer);
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "shuttle_formula", "[--per-line K] [--trace] < input",
                      "Prints, for each N on stdin (1..1000; a 0 or the end ends the list), the\n"
                      "smallest of the shortest solutions of the Shuttle Puzzle, by its arithmetic runs.\n"
                      "  --per-line K  numbers a line (default " JUDGE_PER_LINE "; 0: each case on one line)\n"
                      "  --trace       every position, on stderr\n");
  const bool tracing = args.flag("--trace");
  const int per_line = static_cast<int>(args.number("--per-line", JUDGE_PER_LINE, 0, 1000000));
  args.check(0, 0);
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout, "shuttle_formula");
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, number, "N", 1, 1000, n); ++number)
    solve(out, n, per_line, tracing);
  out.finish();
  return 0;
}
