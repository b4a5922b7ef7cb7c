// How an input splits into cases by its puzzle's row (puzzle.hpp's
// split_cases() and input_of()), for every kind a row can say: a fixed count
// of tokens, lines of tokens, and a puzzle's own reader. Rows made here, not
// the table's: the kinds no puzzle of the suite has yet are held too.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace {

using puzzles::Cases;

puzzles::Puzzle row(const char* name, Cases cases) {
  return {name, {name}, name, "check", "home", cases, "case", "", 1, 9, "", 10, "", ""};
}

std::vector<std::string> split(const puzzles::Puzzle& p, const std::string& text, bool ok = true) {
  std::vector<std::string> cases;
  EXPECT_EQ(puzzles::split_cases(p, text, cases), ok) << text;
  return cases;
}

using List = std::vector<std::string>;

TEST(Cases, ANumberACaseUpToALoneZero) {
  const puzzles::Puzzle p = row("numbers", {Cases::kTokens, 1, "0"});
  EXPECT_EQ(split(p, "3\n12 5\n0\n7\n"), (List{"3", "12", "5"}));
  EXPECT_EQ(split(p, "3 4"), (List{"3", "4"}));  // the input's end ends them too
  EXPECT_EQ(puzzles::input_of(p, {"3", "12"}), "3\n12\n0\n");
  split(p, "0\n", false);  // no case
}

TEST(Cases, AFixedCountOfTokens) {
  const puzzles::Puzzle p = row("boards", {Cases::kTokens, 4, "0"});
  EXPECT_EQ(split(p, "1 2\n0 4 5 6 7 8\n0\n9\n"), (List{"1 2 0 4", "5 6 7 8"}));  // a 0 inside a case is its own
  split(p, "1 2 3 4 5 6\n0\n", false);  // the second case cut short
  EXPECT_EQ(puzzles::input_of(p, {"1 2 3 4"}), "1 2 3 4\n0\n");
}

TEST(Cases, ALineOfTokensACaseToTheEnd) {
  // Two water jugs: "A B C" a case, one case an input, nothing after it.
  const puzzles::Puzzle p = row("jugs", {Cases::kLines, 1, ""});
  EXPECT_EQ(split(p, "3 5 4\n"), (List{"3 5 4"}));
  EXPECT_EQ(split(p, "3  5\t4\r\n2 0 1\n"), (List{"3 5 4", "2 0 1"}));  // a 0 in a line is the case's
  EXPECT_EQ(puzzles::input_of(p, {"3 5 4"}), "3 5 4\n");
  split(p, "\n \n", false);
}

TEST(Cases, LinesACaseUpToALoneZeroLine) {
  const puzzles::Puzzle p = row("rows", {Cases::kLines, 2, "0"});
  EXPECT_EQ(split(p, "a b\nc d\n\ne f\ng 0\n0\nh i\n"), (List{"a b\nc d", "e f\ng 0"}));
  split(p, "a b\nc d\ne f\n", false);  // the second board has one row of its two
  EXPECT_EQ(puzzles::input_of(p, {"a b\nc d"}), "a b\nc d\n0\n");
}

// A reader of its own: cases separated by commas, the input ending with ".".
class Commas : public puzzles::Behaviour {
 public:
  std::vector<puzzles::Made> tests(const std::string&, const puzzles::Suite&) const override { return {}; }
  std::string random_case(puzzles::Random&) const override { return "x"; }
  std::string drawn() const override { return ""; }
  std::vector<std::vector<std::string>> smaller(const std::string&) const override { return {}; }
  puzzles::Packaged packaged() const override { return {}; }
  bool split(const std::string& text, std::vector<std::string>& cases) const override {
    std::string c;
    for (char ch : text) {
      if (ch == ',' || ch == '.') cases.push_back(c), c.clear();
      else c += ch;
    }
    return !cases.empty() && text.back() == '.';
  }
  std::string join(const std::vector<std::string>& cases) const override {
    std::string text;
    for (std::size_t k = 0; k < cases.size(); ++k) text += (k ? "," : "") + cases[k];
    return text + ".";
  }
};

TEST(Cases, APuzzlesOwnReader) {
  static const puzzles::Registered kCommas("commas_test", std::make_unique<Commas>());
  const puzzles::Puzzle p = row("commas_test", {Cases::kOwn, 0, ""});
  EXPECT_EQ(split(p, "ab,c d."), (List{"ab", "c d"}));
  EXPECT_EQ(puzzles::input_of(p, {"ab", "c"}), "ab,c.");
  split(p, "ab,c", false);
}

TEST(Cases, TheSuitesRowsWriteBackWhatTheyRead) {
  // A stress test's input is input_of() its cases: split back, the same cases.
  for (const puzzles::Puzzle& p : puzzles::all()) {
    const std::string first = p.first;
    const List cases{first.substr(0, first.find('\n'))};  // its sample's first case
    EXPECT_EQ(split(p, puzzles::input_of(p, cases)), cases) << p.name;
  }
}

}  // namespace
