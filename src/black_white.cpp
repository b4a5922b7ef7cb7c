// black_white: 黑白棋子的移动 (信息学奥赛一本通 例7.6 / 1327).
// Description: a row of 2n+2 cells: n white `o`, n black `*`, then two empty
// `--`. A move takes two adjacent pieces into the two empty cells, in the
// same order, jumping over at least one piece. Goal: the pieces alternate
// o*o*...o*. Prints every board from the start as "step%2d:" + the board,
// for each n of the input (a 0 or the end ends it); --layout prints it as
// other judges want it (Layout). Range 1 <= n <= 1000.
// n >= 4: the book's recursion, 2n - 3 moves. With sp the first empty cell,
// move(m) takes cells m, m+1 to sp, sp+1 and sets sp = m; for k = n..5 play
// move(k), move(2k-1), then move(4), move(8), move(2), move(7), move(1).
// n <= 3: the book's ending needs 4 pairs; fixed shortest sequences instead.
// --min: the fewest moves, n for n >= 4 (see shortest_moves); it goes with
// every layout. --trace: the cells each step moves, on stderr.
// Time: O(n^2) a case (2n - 3 or n boards of 2n + 2 cells); memory O(n).
// Status: every n up to 100, book and --min, through check_black_white with
// the moves counted (differential_test; up to 1000 in the slow tests); a
// breadth-first search over rows finds no shorter answer for n <= 9 (n <= 11
// in the slow tests) and the --min lower bound's facts on every reachable row
// (black_white_test); fuzzed (fuzz_black_white); every judge's sample.
#include <cstdio>
#include <vector>

#include "black_white_moves.hpp"
#include "judge_args.hpp"
#include "judge_io.hpp"

// The layout when --layout is not given: 一本通's; a judge's own file sets
// its judge's (judges.tsv).
#ifndef JUDGE_LAYOUT
#define JUDGE_LAYOUT "step"
#endif

namespace {

void solve(judge_io::Writer& out, int n, Layout layout, bool fewest, bool tracing) {
  const std::vector<int> moves = fewest ? shortest_moves(n) : n >= 4 ? book_moves(n) : small_moves(n);
  Board board(n);
  print_step(out, layout, 0, board.cells, 0, 0);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int to = board.sp;
    board.move(moves[i]);
    print_step(out, layout, static_cast<int>(i + 1), board.cells, moves[i], to);
    if (tracing) {  // --trace: which cells moved where, on stderr
      out.flush();
      std::fprintf(stderr, "step%2d: cells %d,%d -> %d,%d\n", static_cast<int>(i + 1), moves[i], moves[i] + 1, to,
                   to + 1);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "black_white", "[--layout step|step-space|board|moves] [--min] [--trace] < input",
                      "Prints every board of 黑白棋子的移动 for each n on stdin (1..1000; a 0 or the end\n"
                      "ends the list): the book's 2n - 3 moves for n >= 4.\n"
                      "  --layout L  how a step is printed (default: " JUDGE_LAYOUT "): step (\"step 1:\" + the\n"
                      "              board), step-space (\"step 1: \" + the board), board (the board\n"
                      "              alone) or moves (\"4,5-->9,10\", no boards)\n"
                      "  --min       the fewest moves instead: n for n >= 4\n"
                      "  --trace     the cells each step moves, on stderr\n");
  const bool fewest = args.flag("--min"), tracing = args.flag("--trace");
  const Layout layout = static_cast<Layout>(args.choice("--layout", JUDGE_LAYOUT, kLayoutNames));
  args.check(0, 0);
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout, "black_white");
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, number, "n", 1, 1000, n); ++number)
    solve(out, static_cast<int>(n), layout, fewest, tracing);
  out.finish();
  return 0;
}
