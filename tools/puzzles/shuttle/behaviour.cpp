// behaviour.cpp: the shuttle puzzle's tests, random cases and shrinking
// (puzzle.hpp): one N, its full tier up to 1000; and what its packages carry.
#include "puzzles/puzzle.hpp"

namespace puzzles {
namespace {

// Its packages: Luogu's file and the formula; an answer on one line, and a
// search that tries every move (Packaged: accepted, wrong_answer, too_slow, tags).
const Registered kShuttle("shuttle", std::make_unique<NumberPuzzle>(
                                         "shuttle",
                                         Packaged{{"luogu/P2739.cpp", "shuttle_formula.cpp"},
                                                  {"shuttle_one_line.cpp"},
                                                  {"shuttle_every_move.cpp"},
                                                  {"搜索", "构造", "USACO"}},
                                         std::vector<int>{13, 20, 50, 100, 250, 500, 1000}));

}  // namespace
}  // namespace puzzles
