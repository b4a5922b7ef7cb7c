// shuttle_formula: Shuttle Puzzle (USACO 4.4.1), multi-case judges.
// Prints the lexicographically smallest shortest solution, (N+1)^2 - 1 source
// holes, 20 per line, for each N of the input (a 0 or the end ends it).
// The answer is a chain of arithmetic runs of step 2: run i (i = 1..N+1) has
// i terms, starts at N+i going down for odd i, at N-i+2 going up for even i;
// print runs 2, 3, ..., N+1, then N, N-1, ..., 1.
// Time linear in the output; memory O(N) (each hole's number as text, made
// once), nothing of the answer kept. Range 1 <= N <= 1000.
#include "judge_io.hpp"

namespace {

void run(judge_io::Writer& out, const judge_io::NumberText& holes, long long n, long long i) {
  const bool down = i % 2 == 1;
  const long long step = down ? -2 : 2;
  long long hole = down ? n + i : n - i + 2;
  for (long long t = 0; t < i; ++t, hole += step) out.put_item(holes.text[hole], 20);
}

void solve(judge_io::Writer& out, long long n) {
  const judge_io::NumberText holes(2 * n + 1);
  for (long long i = 2; i <= n + 1; ++i) run(out, holes, n, i);
  for (long long i = n; i >= 1; --i) run(out, holes, n, i);
  out.end_line();
}

}  // namespace

int main() {
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout);
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, "shuttle_formula", number, "N", 1, 1000, n); ++number)
    solve(out, n);
  return 0;
}
