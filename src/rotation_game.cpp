// rotation_game: The Rotation Game (POJ 2286, UVa 1343, HDU 1667, AcWing 181).
// Description: per board (24 symbols; a lone 0 or the end ends the list), the
// smallest of the shortest move sequences, then the centre symbol.
// IDA*: bounds up from a lower bound, moves A..H, never the last move's
// inverse; the first solution of the first bound that has one is the
// smallest of the shortest. Two lower bounds (Solver):
// - majority: 8 minus the commonest centre symbol's count (a move changes one
//   centre cell). Free to start; the search grows about 4x per move.
// - exact: whether the centre is all c depends only on where the eight c
//   pieces are, so one breadth-first search over the C(24,8) placements
//   (Distances) gives each its distance; a board's is the least over its
//   symbols. The search walks straight down, but the table costs ~20 ms.
// By default a run starts with majority and builds the table once its
// searches pass a node budget (kMajorityBudget). --heuristic exact|majority
// forces one bound throughout; --trace draws the moves on stderr.
// Time: the table once, 8 moves of each of the 735,471 placements; then a
// board d moves from solved (d <= 13) costs about 8d nodes with the exact
// bound, about 4^d with majority, and the default pays at most its budget
// before the table. Memory: the table's 368 KB and the cache's 512 KB.
// Status: stress-tested against the other bound, a plain breadth-first
// search over whole boards and check_rotation_game (differential_test: 1,000
// random and 1,000 near-solved boards, 10,000 of each and the 192 hardest in
// the slow tests); the table and the search unit-tested (rotation_game_test);
// fuzzed (fuzz_rotation_game: both bounds agree); every judge's sample.
#include <cstdio>
#include <string>

#include "judge_args.hpp"
#include "judge_io.hpp"
#include "rotation_solver.hpp"

namespace {

#ifndef JUDGE_NO_OPTIONS
// --trace: the board on stderr, the centre in [ ], before and after each move.
void draw(const Mask (&s)[3], const std::string& title) {
  std::string text = title + "\n";
  for (const char* p = "  a b|  c d|efghijk|  l m|nopqrst|  u v|  w x|"; *p; ++p) {
    if (*p == '|') {
      text.erase(text.find_last_not_of(' ') + 1);
      text += '\n';
      continue;
    }
    if (*p == ' ') {
      text += "   ";
      continue;
    }
    const Mask cell = 1u << (*p - 'a');
    const bool centre = (kCentre & cell) != 0;
    text += centre ? '[' : ' ';
    text += s[0] & cell ? '1' : s[1] & cell ? '2' : '3';
    text += centre ? ']' : ' ';
  }
  std::fputs(text.c_str(), stderr);
}

void trace(int number, Mask (&cells)[3], const std::string& moves, const Moves& rules) {
  const std::string board = "board " + judge_io::text(number);
  draw(cells, board + ": start");
  for (std::size_t i = 0; i < moves.size(); ++i) {
    for (int c = 0; c < 3; ++c) cells[c] = rules.apply(moves[i] - 'A', cells[c]);
    draw(cells, board + ": move " + moves[i]);
  }
}
#endif

// Reads board `number` as the cells of symbols 1, 2, 3; false at the end of
// the list (a lone 0 or the end of input where a board would start).
bool read_board(judge_io::Reader& in, judge_io::Writer& out, int number, Mask (&cells)[3]) {
  using judge_io::Reader;
  using judge_io::text;
  const std::string board = "board " + text(number);
  cells[0] = cells[1] = cells[2] = 0;
  for (int cell = 0; cell < 24; ++cell) {
    long long v = 0;
    const Reader::Status status = in.next(v);
    if (status == Reader::error) judge_io::fail_to_read(out, in);
    if (cell == 0 && (status == Reader::end || (status == Reader::ok && v == 0))) return false;
    if (status == Reader::end) judge_io::fail(out, board + ": input ends after " + text(cell) + " of 24 symbols");
    if (status == Reader::bad || v < 1 || v > 3)
      judge_io::fail(out, board + ", " + in.where() + ": a symbol must be 1, 2 or 3" + in.hint());
    cells[v - 1] |= 1u << cell;
  }
  for (int c = 0; c < 3; ++c)
    if (count(cells[c]) != 8)
      judge_io::fail(out, board + ": symbol " + text(c + 1) + " fills " + text(count(cells[c])) + " cells, not 8");
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Solver::Bound bound = Solver::kAuto;
#ifdef JUDGE_NO_OPTIONS  // the single-file submission: a judge passes no options
  (void)argc, (void)argv;
#else
  judge_io::Args args(argc, argv, "rotation_game", "[--heuristic auto|exact|majority] [--trace] < input",
                      "Prints, for each board of 24 symbols on stdin (a lone 0 or the end ends the\n"
                      "list), the smallest of the shortest move sequences and the centre symbol.\n"
                      "  --heuristic H  the lower bound: auto (default: majority, then the exact table\n"
                      "                 once a run has searched enough), exact or majority\n"
                      "  --trace        the board before and after each move, on stderr\n");
  bound = static_cast<Solver::Bound>(args.choice("--heuristic", "auto", "auto|exact|majority"));
  const bool tracing = args.flag("--trace");
  args.check(0, 0);
#endif
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout, "rotation_game");
  static const Moves moves;
  static Distances table;  // built once, when first needed, however often main runs
  Solver solver(moves, table, bound);
  Mask cells[3];
  for (int number = 1; read_board(in, out, number, cells); ++number) {
    const std::string path = solver.solve(cells);
    out.put((path.empty() ? "No moves needed" : path) + "\n" + static_cast<char>('0' + solver.centre()) + "\n");
#ifndef JUDGE_NO_OPTIONS
    if (tracing) out.flush(), trace(number, cells, path, moves);
#endif
  }
  out.finish();
  return 0;
}
