// behaviour.cpp: the shuttle puzzle's tests, random cases and shrinking
// (puzzle.hpp): one N, its full tier up to 1000.
#include "puzzles/puzzle.hpp"

namespace puzzles {
namespace {

const Registered kShuttle("shuttle",
                          std::make_unique<NumberPuzzle>("shuttle", std::vector<int>{13, 20, 50, 100, 250, 500, 1000}));

}  // namespace
}  // namespace puzzles
