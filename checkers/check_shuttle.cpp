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
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "checker.hpp"

namespace {

using checker::verdict;
using judge_io::text;

// The moves of a case of N: (N+1)^2 - 1.
long long length_of(int n) { return (n + 1LL) * (n + 1LL) - 1; }

// The most numbers on any line of the answer: K, its numbers a line.
std::size_t per_line_of(const std::string& answer) {
  std::size_t most = 0;
  std::istringstream lines(answer);
  std::string line;
  while (std::getline(lines, line)) most = std::max(most, checker::tokens(line).size());
  return most;
}

// Plays moves on the box of one case; "" while all is well, else why not.
class Box {
 public:
  explicit Box(int n) : holes_(std::string(n, 'W') + "_" + std::string(n, 'B')), empty_(n + 1) {}

  std::string move(long long from) {
    const long long last = static_cast<long long>(holes_.size());
    if (from < 1 || from > last) return "there is no hole " + text(from);
    if (from == empty_) return "hole " + text(from) + " is the empty hole";
    const long long gap = from > empty_ ? from - empty_ : empty_ - from;
    if (gap > 2) return "hole " + text(from) + " is " + text(gap) + " holes from the empty hole " + text(empty_);
    const char piece = at(from), over = at((from + empty_) / 2);
    if (gap == 2 && over == piece) return "hole " + text(from) + " holds " + piece + ", which cannot jump a " + over;
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
  explicit Numbers(const std::string& output) : text_(output), at_(0) {}
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
  std::size_t at_;
};

void check(const checker::Files& files) {
  const std::vector<int> cases = checker::sizes_of(files.input, "N");

  // The answer: the right number of moves per case, legal and reaching the
  // goal, K to a line.
  std::vector<long long> answer;
  const std::vector<std::string> answer_numbers = checker::tokens(files.answer);
  for (std::size_t i = 0; i < answer_numbers.size(); ++i) answer.push_back(checker::number(answer_numbers[i]));
  const std::size_t per_line = per_line_of(files.answer);
  std::size_t at = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    Box box(cases[k]);
    for (long long m = 0; m < length_of(cases[k]); ++m, ++at)
      if (at >= answer.size() || !box.move(answer[at]).empty())
        verdict(checker::kFail, "answer: case " + text(k + 1) + " is not a solution");
    if (!box.swapped()) verdict(checker::kFail, "answer: case " + text(k + 1) + " does not swap the colours");
  }
  if (at != answer.size()) verdict(checker::kFail, "answer: more moves than the input's cases need");

  // The output's lines: numbers separated by single spaces. Read three
  // times, nothing kept but a case's moves: an output at the output limit
  // takes a few MB beside its text.
  {
    checker::Lines lines(files.output);
    std::string line;
    while (lines.next(line)) {
      if (line.find_first_not_of("0123456789 ") != std::string::npos)
        verdict(checker::kPresentationError,
                "output line " + text(lines.number()) + " holds something other than digits and spaces");
      if (line.find("  ") != std::string::npos)
        verdict(checker::kPresentationError,
                "output line " + text(lines.number()) + ": numbers must be separated by single spaces");
    }
  }

  // The moves, case by case.
  Numbers numbers(files.output);
  long long move_count = 0;
  at = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const std::string name = "case " + text(k + 1) + " (N=" + text(cases[k]) + ")";
    const long long length = length_of(cases[k]);
    Box box(cases[k]);
    std::vector<long long> moves;  // this case's
    for (long long m = 0; m < length; ++m, ++at) {
      long long move = 0;
      if (!numbers.next(move))
        verdict(checker::kWrongAnswer, name + ": the output ends after " + text(m) + " of " + text(length) + " moves");
      moves.push_back(move);
      const std::string why = box.move(move);
      if (!why.empty()) verdict(checker::kWrongAnswer, name + ", move " + text(m + 1) + ": " + why);
    }
    move_count += length;
    if (!box.swapped())
      verdict(checker::kWrongAnswer, name + ": after " + text(length) + " moves the colours are not swapped");
    const std::size_t first = at - static_cast<std::size_t>(length);
    for (std::size_t m = 0; m < moves.size(); ++m)
      if (moves[m] != answer[first + m]) {
        const std::string detail = name + ", move " + text(m + 1) + ": hole " + text(moves[m]) +
                                   " where the answer has hole " + text(answer[first + m]);
        if (moves[m] < answer[first + m]) verdict(checker::kFail, detail + ": the answer is not the smallest solution");
        verdict(checker::kWrongAnswer, detail + ": a solution, but not the smallest");
      }
  }
  long long past = 0, move = 0;
  while (numbers.next(move)) ++past;
  if (past > 0) verdict(checker::kWrongAnswer, "the output has " + text(past) + " moves past the last case");

  // The layout: K to a line, each case's last line shorter or full.
  const long long k_per_line = static_cast<long long>(per_line);
  checker::Lines lines(files.output);
  std::string line;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    for (long long left = length_of(cases[k]); left > 0; left -= k_per_line) {
      lines.next(line);
      const std::size_t want = static_cast<std::size_t>(std::min(left, k_per_line));
      const std::size_t on_line = static_cast<std::size_t>(std::count(line.begin(), line.end(), ' ')) + 1;
      if (on_line != want)
        verdict(checker::kPresentationError, "output line " + text(lines.number()) + " has " + text(on_line) +
                                                 " numbers, not " + text(want) + " (" + text(per_line) +
                                                 " to a line, as the answer, each case on new lines)");
    }
  }
  verdict(checker::kOk, checker::count_of(cases.size(), "case") + ", " + checker::count_of(move_count, "move"));
}

// The answer laid out as shuttle_formula lays it out when no --per-line is
// given, 20 to a line, as a package's answers are (checker.hpp's
// either_way()): K is 20, or all of the longest case where it is shorter.
bool usual_layout(const checker::Files& files) {
  const std::vector<int> cases = checker::sizes_of(files.input, "N");
  long long longest = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) longest = std::max(longest, length_of(cases[k]));
  return static_cast<long long>(per_line_of(files.answer)) == std::min(longest, 20LL);
}

}  // namespace

int main(int argc, char** argv) { return checker::run(argc, argv, "check_shuttle", check, usual_layout); }
