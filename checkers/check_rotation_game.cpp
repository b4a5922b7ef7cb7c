// check_rotation_game: checks a Rotation Game output.
// Per board of the input, two lines: the moves (letters A..H, or "No moves
// needed") and the centre symbol. The moves must make the eight centre cells
// equal, the symbol must be theirs, the number of moves must be the answer's,
// and the moves must not come after the answer's in dictionary order.
// Usage: check_rotation_game input output answer (see checker.hpp).
#include <sstream>
#include <string>
#include <vector>

#include "rules/rotation_rules.hpp"
#include "checker.hpp"

namespace {

using checker::verdict;
using judge_io::text;

const char* const kNone = "No moves needed";

typedef rotation_rules::Board Board;

// The centre's symbol after the moves, or 0 when the centre is not uniform.
int centre_after(const Board& b, const std::string& moves) {
  return rotation_rules::centre_symbol(rotation_rules::played(b, moves));
}

bool moves_line(const std::string& s) {
  return s == kNone || (!s.empty() && s.find_first_not_of("ABCDEFGH") == std::string::npos);
}

void check(const checker::Files& files) {
  std::vector<Board> boards;
  const std::vector<std::string> in = checker::tokens(files.input);
  for (std::size_t i = 0; i < in.size() && in[i] != "0"; i += 24) {
    Board b;
    int counts[4] = {0, 0, 0, 0};
    for (std::size_t j = i; j < i + 24; ++j) {
      const long long v = j < in.size() ? checker::number(in[j]) : -1;
      if (v < 1 || v > 3) verdict(checker::kFail, "input: board " + text(boards.size() + 1) + " is bad");
      b.push_back(static_cast<int>(v));
      ++counts[v];
    }
    if (counts[1] != 8 || counts[2] != 8)
      verdict(checker::kFail, "input: board " + text(boards.size() + 1) + " has not eight of each");
    boards.push_back(b);
  }

  // The answer, two lines a board; its moves must solve the board.
  std::vector<std::string> answer;
  std::istringstream answer_lines(files.answer);
  std::string line;
  while (std::getline(answer_lines, line)) {
    if (!line.empty() && line[line.size() - 1] == '\r') line.erase(line.size() - 1);
    if (!line.empty()) answer.push_back(line == kNone ? "" : line);
  }
  if (answer.size() != 2 * boards.size()) verdict(checker::kFail, "answer: not two lines for every board");
  for (std::size_t k = 0; k < boards.size(); ++k)
    if ((!answer[2 * k].empty() && !moves_line(answer[2 * k])) || centre_after(boards[k], answer[2 * k]) == 0 ||
        text(centre_after(boards[k], answer[2 * k])) != answer[2 * k + 1])
      verdict(checker::kFail, "answer: board " + text(k + 1) + " is not solved by it");

  checker::ExactLines lines(files.output);
  for (std::size_t k = 0; k < boards.size(); ++k) {
    const std::string name = "board " + text(k + 1);
    if (lines.size() < 2 * k + 1) verdict(checker::kWrongAnswer, "the output ends before " + name);
    if (lines.size() < 2 * k + 2) verdict(checker::kWrongAnswer, name + ": the output ends before the centre symbol");
    const std::string moves_text = lines.at(2 * k);
    const std::string& symbol = lines.at(2 * k + 1);
    if (moves_line(moves_text) && moves_line(symbol))
      verdict(checker::kWrongAnswer, name + ": output line " + text(2 * k + 2) +
                                         " holds moves where the centre symbol should be: is a line missing?");
    if (!moves_line(moves_text))
      verdict(checker::kPresentationError,
              "output line " + text(2 * k + 1) + " is neither letters A..H nor \"" + kNone + "\"");
    if (symbol != "1" && symbol != "2" && symbol != "3")
      verdict(checker::kPresentationError, "output line " + text(2 * k + 2) + " is not 1, 2 or 3");
    const std::string moves = moves_text == kNone ? "" : moves_text;
    const std::string& best = answer[2 * k];
    const int centre = centre_after(boards[k], moves);
    if (centre == 0)
      verdict(checker::kWrongAnswer, name + (moves.empty() ? ": the centre is not one symbol, so moves are needed"
                                                           : ": after " + checker::excerpt(moves) + " the centre is not one symbol"));
    if (text(centre) != symbol)
      verdict(checker::kWrongAnswer, name + ": the centre is " + text(centre) + ", not " + symbol);
    if (moves.size() > best.size())
      verdict(checker::kWrongAnswer,
              name + ": " + text(moves.size()) + " moves, but " + text(best.size()) + (best.size() == 1 ? " is" : " are") +
                  " enough");
    if (moves.size() < best.size()) verdict(checker::kFail, name + ": the output needs fewer moves than the answer");
    if (moves > best) verdict(checker::kWrongAnswer, name + ": " + moves + " is not the smallest; " + best + " is");
    if (moves < best) verdict(checker::kFail, name + ": " + moves + " is smaller than the answer's " + best);
  }
  if (lines.size() > 2 * boards.size()) verdict(checker::kWrongAnswer, "the output goes on past the last board");
  verdict(checker::kOk, checker::count_of(boards.size(), "board"));
}

}  // namespace

// The answer has one layout: nothing for checker.hpp's either_way() to ask.
int main(int argc, char** argv) { return checker::run(argc, argv, "check_rotation_game", check, 0); }
