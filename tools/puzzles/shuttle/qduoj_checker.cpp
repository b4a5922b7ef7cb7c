// check_shuttle as QDUOJ's special judge (checker.hpp's CHECKER_QDUOJ):
// JudgeServer gives it no answer, so the answer is made here from the input
// as the package's answers are (shuttle_formula's): for each N, the smallest
// solution, found by shuttle_dfs's search, 20 moves a line.
// Usage: check_shuttle input output.
#include <cstring>
#include <string>
#include <vector>

#include "judge_io.hpp"
#include "checkers/check_shuttle.cpp"

namespace reference {
#include "shuttle_search.hpp"
}  // namespace reference

std::string checker::made_answer(const std::string& input) {
  const std::vector<int> sizes = sizes_of(input, "N");  // a bad N fails here as check() would
  std::string answer;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    const std::vector<int> holes = reference::solve(sizes[i], true).holes;
    for (std::size_t k = 0; k < holes.size(); ++k)
      answer += judge_io::text(holes[k]) + (k % 20 == 19 || k + 1 == holes.size() ? "\n" : " ");
  }
  return answer;
}
