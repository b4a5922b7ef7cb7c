// check_black_white as QDUOJ's special judge (checker.hpp's CHECKER_QDUOJ):
// JudgeServer gives it no answer, so the answer is made here from the input
// as black_white prints it by default, the layout of the package's answers
// (一本通's "step%2d:" and the row): for each n, the book's moves. The
// checker takes only the layout from it and accepts any legal sequence.
// Usage: check_black_white input output.
#include <cstdio>
#include <string>
#include <vector>

#include "judge_io.hpp"
#include "checkers/check_black_white.cpp"

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"  // what black_white's options print
#pragma GCC diagnostic ignored "-Wunused-const-variable"
namespace reference {
#include "black_white_moves.hpp"
}  // namespace reference
#pragma GCC diagnostic pop

namespace {

std::string step_line(int step, const std::string& cells) {
  char head[32];
  std::sprintf(head, "step%2d:", step);
  return head + cells + "\n";
}

}  // namespace

std::string checker::made_answer(const std::string& input) {
  const std::vector<int> sizes = sizes_of(input, "n");  // a bad n fails here as check() would
  std::string answer;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    const int size = sizes[i];
    const std::vector<int> moves = size >= 4 ? reference::book_moves(size) : reference::small_moves(size);
    reference::Board board(size);
    answer += step_line(0, board.cells);
    for (std::size_t k = 0; k < moves.size(); ++k) {
      board.move(moves[k]);
      answer += step_line(static_cast<int>(k + 1), board.cells);
    }
  }
  return answer;
}
