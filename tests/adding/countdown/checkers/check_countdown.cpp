// check_countdown: checks a countdown output (tests/adding's throwaway
// puzzle). Each n of the input (a 0 or the end ends them) gets a line of
// moves, each 1 or 2 taken off what is left, never more than is left; the
// line brings n to 0 in the fewest moves, n / 2 rounded up. Any such line is
// right: the answer file is not read.
// Usage: check_countdown input output answer.
#include <string>
#include <vector>

#include "checker.hpp"

namespace {

using checker::verdict;
using judge_io::text;

void check(const checker::Files& files) {
  std::vector<long long> cases;
  const std::vector<std::string> in = checker::tokens(files.input);
  for (std::size_t i = 0; i < in.size(); ++i) {
    const long long n = checker::number(in[i]);
    if (n == 0) break;
    if (n < 1 || n > 60) verdict(checker::kFail, "input: \"" + judge_io::escaped(in[i]) + "\" is not an n of 1..60");
    cases.push_back(n);
  }
  checker::ExactLines lines(files.output);
  long long moves = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const std::string name = "case " + text(k + 1) + " (n=" + text(cases[k]) + ")";
    if (k >= lines.size()) verdict(checker::kWrongAnswer, "the output ends before " + name);
    const std::vector<std::string> taken = checker::tokens(lines.at(k));
    long long left = cases[k];
    for (std::size_t i = 0; i < taken.size(); ++i) {
      if (taken[i] != "1" && taken[i] != "2")
        verdict(checker::kPresentationError, name + ": move " + text(i + 1) + " is not 1 or 2");
      const long long move = taken[i] == "1" ? 1 : 2;
      if (move > left)
        verdict(checker::kWrongAnswer, name + ": move " + text(i + 1) + ": cannot take " + taken[i] + " off " + text(left));
      left -= move;
    }
    if (left > 0) verdict(checker::kWrongAnswer, name + ": " + text(left) + " left");
    const long long fewest = (cases[k] + 1) / 2;
    if (static_cast<long long>(taken.size()) != fewest)
      verdict(checker::kWrongAnswer, name + ": " + text(taken.size()) + " moves, not " + text(fewest));
    moves += fewest;
  }
  if (lines.size() > cases.size()) verdict(checker::kWrongAnswer, "the output goes on past the last case");
  verdict(checker::kOk, checker::count_of(cases.size(), "case") + ", " + checker::count_of(static_cast<std::size_t>(moves), "move"));
}

}  // namespace

int main(int argc, char** argv) { return checker::run(argc, argv, "check_countdown", check, 0); }
