// check_black_white: checks a 黑白棋子的移动 output. Accepts any legal
// sequence, not only the book's: per n of the input, the start (n o, n *,
// "--"), then each step one move on (two neighbouring pieces into the two
// empty cells, same order, jumping at least one piece), the last row with the
// pieces alternating o*o*... The layout is the answer file's (testlib's
// protocol has no other way to say it), one of black_white's --layout:
//   step        "step%2d:" + the row, from step 0 (一本通)
//   step-space  "step %d: " + the row
//   board       the row alone
//   moves       "a,a+1-->b,b+1" a move, no rows (an empty answer says this
//               layout too: only there can a case print nothing)
// Where no step numbers mark them, cases end at the next case's start row
// (board), or once the row alternates and the next line is no move that
// keeps it so (moves).
// Usage: check_black_white input output answer (the answer: for its layout).
#include <cstdio>
#include <string>
#include <vector>

#include "checker.hpp"

namespace {

using checker::verdict;
using judge_io::text;

// Why `to` is not one legal move on from `from`, or "".
std::string one_move(const std::string& from, const std::string& to) {
  const std::size_t sp = from.find("--"), m = to.find("--");  // 0-based: empty before, and where the pair was
  if (m == std::string::npos || to.find('-', m + 2) != std::string::npos || to.find('-') != m)
    return "the two empty cells are not side by side";
  if (m == sp) return "nothing moved";
  if (from[m] == '-' || from[m + 1] == '-') return "the moved cells were not two pieces";
  if ((m > sp ? m - sp : sp - m) < 3)
    return "cells " + text(m + 1) + "," + text(m + 2) + " moved without jumping a piece";
  std::string expect = from;
  expect[sp] = from[m], expect[sp + 1] = from[m + 1], expect[m] = expect[m + 1] = '-';
  if (expect != to)
    return "not a move of cells " + text(m + 1) + "," + text(m + 2) + " to " + text(sp + 1) + "," + text(sp + 2);
  return "";
}

bool alternates(const std::string& row) {
  std::string pieces;
  for (std::size_t i = 0; i < row.size(); ++i)
    if (row[i] != '-') pieces += row[i];
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i] != (i % 2 ? '*' : 'o')) return false;
  return true;
}

enum Layout { kStep, kStepSpace, kBoard, kMoves };

Layout layout_of(const std::string& answer) {
  const std::string first = answer.substr(0, answer.find('\n'));
  if (first.empty() || first.find("-->") != std::string::npos) return kMoves;
  if (first.compare(0, 4, "step") != 0) return kBoard;
  const std::size_t colon = first.find(':');
  return colon != std::string::npos && colon + 1 < first.size() && first[colon + 1] == ' ' ? kStepSpace : kStep;
}

// The head of step `step`'s line: "step%2d:" or "step %d: " ("" for the others).
std::string head_of(Layout layout, int step) {
  if (layout == kStep) return std::string("step") + (step < 10 ? " " : "") + text(step) + ":";
  if (layout == kStepSpace) return "step " + text(step) + ": ";
  return "";
}

std::string start_of(int n) { return std::string(n, 'o') + std::string(n, '*') + "--"; }

// The row after the move on `line` ("a,a+1-->b,b+1"): "" and `why` set for
// a move that cannot be made, `format` set for a line that is no move.
std::string after_move(const std::string& row, const std::string& line, std::string& why, bool& format) {
  int a = 0, b = 0, c = 0, d = 0, used = 0;
  format = std::sscanf(line.c_str(), "%d,%d-->%d,%d%n", &a, &b, &c, &d, &used) != 4 ||
           used != static_cast<int>(line.size()) || line.find_first_not_of("0123456789,->") != std::string::npos ||
           b != a + 1 || d != c + 1;
  if (format) return "";
  const int cells = static_cast<int>(row.size()), sp = static_cast<int>(row.find("--")) + 1;
  if (a < 1 || b > cells || c < 1 || d > cells) why = "there are no cells " + line.substr(0, line.find('-'));
  else if (c != sp)
    why = "cells " + text(c) + "," + text(d) + " are not the empty cells " + text(sp) + "," + text(sp + 1);
  else if (row[a - 1] == '-' || row[b - 1] == '-')
    why = "the moved cells were not two pieces";
  if (!why.empty()) return "";
  std::string next = row;
  next[c - 1] = row[a - 1], next[d - 1] = row[b - 1], next[a - 1] = next[b - 1] = '-';
  return next;
}

void check(const checker::Files& files) {
  const std::vector<int> cases = checker::sizes_of(files.input, "n");
  const Layout layout = layout_of(files.answer);

  checker::ExactLines lines(files.output);
  std::size_t at = 0;
  long long moves = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const int n = cases[k];
    const bool last = k + 1 == cases.size();
    const std::string name = "case " + text(k + 1) + " (n=" + text(n) + ")";
    std::string row = layout == kMoves ? start_of(n) : "";
    const std::size_t first = at;
    for (int step = layout == kMoves ? 1 : 0; at < lines.size(); ++step, ++at) {
      const std::string where = "output line " + text(at + 1), head = head_of(layout, step);
      const std::string& line = lines.at(at);
      std::string next;
      if (layout == kMoves) {
        std::string why;
        bool format = false;
        next = after_move(row, line, why, format);
        // Solved already, and the line is no move that keeps it so: the next case.
        if (!last && alternates(row) && (next.empty() || !alternates(next))) break;
        if (format) verdict(checker::kPresentationError, where + ": a move must read a,a+1-->b,b+1");
        if (next.empty()) verdict(checker::kWrongAnswer, name + ", move " + text(step) + ": " + why);
      } else {
        if (step > 0 && layout != kBoard && line.compare(0, head_of(layout, 0).size(), head_of(layout, 0)) == 0) break;
        if (step > 0 && layout == kBoard && !last && line == start_of(cases[k + 1])) break;  // the next case
        if (line.compare(0, head.size(), head) != 0)
          verdict(checker::kPresentationError, where + " does not start with \"" + head + "\"");
        next = line.substr(head.size());
        if (next.size() != static_cast<std::size_t>(2 * n + 2) || next.find_first_not_of("o*-") != std::string::npos)
          verdict(checker::kPresentationError, where + ": a row must be " + text(2 * n + 2) + " of o * -");
        if (step == 0 && next != start_of(n))
          verdict(checker::kWrongAnswer,
                  name + ": " + (layout == kBoard ? "the first row" : "step 0") + " is not the start");
      }
      if (step > 0) {
        const std::string why = one_move(row, next);
        if (!why.empty()) verdict(checker::kWrongAnswer, name + ", step " + text(step) + ": " + why);
        ++moves;
      }
      row = next;
    }
    if (row.empty() || (at == first && !alternates(row)))
      verdict(checker::kWrongAnswer, "the output ends before " + name);
    if (!alternates(row)) verdict(checker::kWrongAnswer, name + ": the last row " + row + " does not alternate");
  }
  if (at < lines.size()) verdict(checker::kWrongAnswer, "the output goes on past the last case");
  verdict(checker::kOk, checker::count_of(cases.size(), "case") + ", " + checker::count_of(moves, "move"));
}

// The layout black_white writes when no --layout is given: a package's
// answers' (checker.hpp's either_way()).
bool usual_layout(const checker::Files& files) { return layout_of(files.answer) == kStep; }

}  // namespace

int main(int argc, char** argv) { return checker::run(argc, argv, "check_black_white", check, usual_layout); }
