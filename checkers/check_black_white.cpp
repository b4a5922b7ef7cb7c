// check_black_white: checks a 黑白棋子的移动 output. Accepts any legal
// sequence, not only the book's: per n of the input, lines "step%2d:" + the
// row, numbered from 0, the first the start (n o, n *, "--"), each next one
// move on (two neighbouring pieces into the two empty cells, same order,
// jumping at least one piece), the last with the pieces alternating o*o*...
// Usage: check_black_white input output answer (the answer is not needed).
#include <string>
#include <vector>

#include "checker.hpp"

namespace {

using checker::verdict;

// Why `to` is not one legal move on from `from`, or "".
std::string one_move(const std::string& from, const std::string& to) {
  const std::size_t sp = from.find("--"), m = to.find("--");  // 0-based: empty before, and where the pair was
  if (m == std::string::npos || to.find('-', m + 2) != std::string::npos || to.find('-') != m)
    return "the two empty cells are not side by side";
  if (m == sp) return "nothing moved";
  if (from[m] == '-' || from[m + 1] == '-') return "the moved cells were not two pieces";
  if ((m > sp ? m - sp : sp - m) < 3)
    return "cells " + std::to_string(m + 1) + "," + std::to_string(m + 2) + " moved without jumping a piece";
  std::string expect = from;
  expect[sp] = from[m], expect[sp + 1] = from[m + 1], expect[m] = expect[m + 1] = '-';
  if (expect != to)
    return "not a move of cells " + std::to_string(m + 1) + "," + std::to_string(m + 2) + " to " +
           std::to_string(sp + 1) + "," + std::to_string(sp + 2);
  return "";
}

bool alternates(const std::string& row) {
  std::string pieces;
  for (char c : row)
    if (c != '-') pieces += c;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i] != (i % 2 ? '*' : 'o')) return false;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const checker::Files files = checker::read_files(argc, argv, "check_black_white");
  std::vector<int> cases;
  for (const std::string& t : checker::tokens(files.input)) {
    const long long n = checker::number(t);
    if (n == 0) break;
    if (n < 1 || n > 1000) verdict(checker::kFail, "input: \"" + t + "\" is not an n of 1..1000");
    cases.push_back(static_cast<int>(n));
  }

  const std::vector<std::string> lines = checker::exact_lines(files.output);
  std::size_t at = 0;
  long long moves = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const int n = cases[k];
    const std::string name = "case " + std::to_string(k + 1) + " (n=" + std::to_string(n) + ")";
    std::string row;
    for (int step = 0; at < lines.size(); ++step, ++at) {
      const std::string where = "output line " + std::to_string(at + 1);
      char head[24];
      std::snprintf(head, sizeof head, "step%2d:", step);
      const std::string& line = lines[at];
      if (step > 0 && line.compare(0, 7, "step 0:") == 0) break;  // the next case
      if (line.compare(0, std::string(head).size(), head) != 0)
        verdict(checker::kPresentationError, where + " does not start with \"" + head + "\"");
      const std::string next = line.substr(std::string(head).size());
      if (next.size() != static_cast<std::size_t>(2 * n + 2) || next.find_first_not_of("o*-") != std::string::npos)
        verdict(checker::kPresentationError, where + ": a row must be " + std::to_string(2 * n + 2) + " of o * -");
      if (step == 0) {
        if (next != std::string(n, 'o') + std::string(n, '*') + "--")
          verdict(checker::kWrongAnswer, name + ": step 0 is not the start");
      } else {
        const std::string why = one_move(row, next);
        if (!why.empty()) verdict(checker::kWrongAnswer, name + ", step " + std::to_string(step) + ": " + why);
        ++moves;
      }
      row = next;
    }
    if (row.empty()) verdict(checker::kWrongAnswer, "the output ends before " + name);
    if (!alternates(row)) verdict(checker::kWrongAnswer, name + ": the last row " + row + " does not alternate");
  }
  if (at < lines.size()) verdict(checker::kWrongAnswer, "the output goes on past the last case");
  verdict(checker::kOk, checker::count_of(cases.size(), "case") + ", " + checker::count_of(moves, "move"));
}
