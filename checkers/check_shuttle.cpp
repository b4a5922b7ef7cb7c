// check_shuttle: checks a Shuttle Puzzle output (shuttle_dfs, shuttle_formula).
// Per N of the input: the moves must be legal (a piece slides into the empty
// hole or jumps one piece of the other colour into it), number (N+1)^2 - 1,
// swap the colours, and equal the answer's (the smallest such solution); the
// numbers go K to a line as in the answer (20 for USACO, 5 for 计蒜客, all of
// a case on one line for VN-SPOJ: the most on any of the answer's lines, so
// the same layout however many cases fit on one line), each case's last line
// shorter or full.
// Usage: check_shuttle input output answer (see checker.hpp for the verdicts).
#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "checker.hpp"

namespace {

using checker::verdict;

// The N's of the input: numbers 1..1000 up to a 0 or the end.
std::vector<int> cases_of(const std::string& input) {
  std::vector<int> cases;
  for (const std::string& t : checker::tokens(input)) {
    const long long n = checker::number(t);
    if (n == 0) break;
    if (n < 1 || n > 1000) verdict(checker::kFail, "input: \"" + judge_io::escaped(t) + "\" is not an N of 1..1000");
    cases.push_back(static_cast<int>(n));
  }
  return cases;
}

// Plays moves on the box of one case; "" while all is well, else why not.
class Box {
 public:
  explicit Box(int n) : holes_(std::string(n, 'W') + "_" + std::string(n, 'B')), empty_(n + 1) {}

  std::string move(long long from) {
    const long long last = static_cast<long long>(holes_.size());
    if (from < 1 || from > last) return "there is no hole " + std::to_string(from);
    if (from == empty_) return "hole " + std::to_string(from) + " is the empty hole";
    const long long gap = from > empty_ ? from - empty_ : empty_ - from;
    if (gap > 2)
      return "hole " + std::to_string(from) + " is " + std::to_string(gap) + " holes from the empty hole " +
             std::to_string(empty_);
    const char piece = at(from), over = at((from + empty_) / 2);
    if (gap == 2 && over == piece)
      return "hole " + std::to_string(from) + " holds " + piece + ", which cannot jump a " + over;
    at(empty_) = piece;
    at(from) = '_';
    empty_ = from;
    return "";
  }
  bool swapped() const {
    const std::size_t n = holes_.size() / 2;
    return holes_ == std::string(n, 'B') + "_" + std::string(n, 'W');
  }

 private:
  char& at(long long hole) { return holes_[static_cast<std::size_t>(hole - 1)]; }
  std::string holes_;
  long long empty_;
};

// The numbers of an output already checked to be digits and single spaces,
// one at a time (one of over 9 digits reads as 999999999, no hole).
class Numbers {
 public:
  explicit Numbers(const std::string& text) : text_(text) {}
  bool next(long long& number) {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\n')) ++at_;
    if (at_ >= text_.size()) return false;
    const std::size_t start = at_;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') ++at_;
    number = at_ - start > 9 ? 999999999 : std::atoll(text_.c_str() + start);
    return true;
  }

 private:
  const std::string& text_;
  std::size_t at_ = 0;
};

}  // namespace

int main(int argc, char** argv) {
  const checker::Files files = checker::read_files(argc, argv, "check_shuttle");
  const std::vector<int> cases = cases_of(files.input);

  // The answer: the right number of moves per case, legal and reaching the
  // goal, K to a line.
  std::vector<long long> answer;
  std::size_t per_line = 0;
  std::istringstream answer_lines(files.answer);
  for (std::string line; std::getline(answer_lines, line);) {
    const std::vector<std::string> numbers = checker::tokens(line);
    for (const std::string& t : numbers) answer.push_back(checker::number(t));
    per_line = std::max(per_line, numbers.size());
  }
  std::size_t at = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    Box box(cases[k]);
    const long long length = (cases[k] + 1LL) * (cases[k] + 1LL) - 1;
    for (long long m = 0; m < length; ++m, ++at)
      if (at >= answer.size() || !box.move(answer[at]).empty())
        verdict(checker::kFail, "answer: case " + std::to_string(k + 1) + " is not a solution");
    if (!box.swapped()) verdict(checker::kFail, "answer: case " + std::to_string(k + 1) + " does not swap the colours");
  }
  if (at != answer.size()) verdict(checker::kFail, "answer: more moves than the input's cases need");

  // The output's lines: numbers separated by single spaces. Read three
  // times, nothing kept but a case's moves: an output at the output limit
  // takes a few MB beside its text.
  {
    checker::Lines lines(files.output);
    for (std::string_view line; lines.next(line);) {
      const auto where = [&lines] { return "output line " + std::to_string(lines.number()); };
      if (line.find_first_not_of("0123456789 ") != std::string_view::npos)
        verdict(checker::kPresentationError, where() + " holds something other than digits and spaces");
      if (line.find("  ") != std::string_view::npos)
        verdict(checker::kPresentationError, where() + ": numbers must be separated by single spaces");
    }
  }

  // The moves, case by case.
  Numbers numbers(files.output);
  long long move_count = 0;
  at = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const std::string name = "case " + std::to_string(k + 1) + " (N=" + std::to_string(cases[k]) + ")";
    const long long length = (cases[k] + 1LL) * (cases[k] + 1LL) - 1;
    Box box(cases[k]);
    std::vector<long long> moves;  // this case's
    for (long long m = 0; m < length; ++m, ++at) {
      long long move = 0;
      if (!numbers.next(move))
        verdict(checker::kWrongAnswer, name + ": the output ends after " + std::to_string(m) + " of " +
                                           std::to_string(length) + " moves");
      moves.push_back(move);
      const std::string why = box.move(move);
      if (!why.empty()) verdict(checker::kWrongAnswer, name + ", move " + std::to_string(m + 1) + ": " + why);
    }
    move_count += length;
    if (!box.swapped())
      verdict(checker::kWrongAnswer, name + ": after " + std::to_string(length) + " moves the colours are not swapped");
    for (long long m = 0, first = static_cast<long long>(at) - length; m < length; ++m)
      if (moves[m] != answer[first + m]) {
        const std::string detail = name + ", move " + std::to_string(m + 1) + ": hole " + std::to_string(moves[m]) +
                                   " where the answer has hole " + std::to_string(answer[first + m]);
        if (moves[m] < answer[first + m]) verdict(checker::kFail, detail + ": the answer is not the smallest solution");
        verdict(checker::kWrongAnswer, detail + ": a solution, but not the smallest");
      }
  }
  long long past = 0;
  for (long long move = 0; numbers.next(move);) ++past;
  if (past > 0) verdict(checker::kWrongAnswer, "the output has " + std::to_string(past) + " moves past the last case");

  // The layout: K to a line, each case's last line shorter or full.
  const long long k_per_line = static_cast<long long>(per_line);
  checker::Lines lines(files.output);
  std::string_view text_line;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    for (long long left = (cases[k] + 1LL) * (cases[k] + 1LL) - 1; left > 0; left -= k_per_line) {
      lines.next(text_line);
      const std::size_t want = static_cast<std::size_t>(std::min(left, k_per_line));
      const std::size_t on_line = static_cast<std::size_t>(std::count(text_line.begin(), text_line.end(), ' ')) + 1;
      if (on_line != want)
        verdict(checker::kPresentationError, "output line " + std::to_string(lines.number()) + " has " +
                                                 std::to_string(on_line) + " numbers, not " + std::to_string(want) +
                                                 " (" + std::to_string(per_line) + " to a line, as the answer, each case on new lines)");
    }
  }
  verdict(checker::kOk, checker::count_of(cases.size(), "case") + ", " + checker::count_of(static_cast<std::size_t>(move_count), "move"));
}
