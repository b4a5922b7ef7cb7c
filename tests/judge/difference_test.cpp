// The view of a failing test's first difference (tools/judge/difference.hpp):
// which line it finds by each way of comparing, how a long line is cut, the
// colours, and that it reads no more than it shows.
#include "judge/difference.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace {

std::string view(const std::string& answer, const std::string& output, judge::DifferenceStyle style = {}) {
  std::istringstream a(answer), b(output);
  return judge::difference_view(a, b, style);
}

TEST(JudgeDifference, ShowsTheLinesAroundTheFirstDifferenceMarkedAndTheColumn) {
  EXPECT_EQ(view("1\n2\n3\n4\n5 6 7\n8\n9\n10\n11\n12\n", "1\n2\n3\n4\n5 6 0\n8\n99\n10\n11\n12\n"),
            "the first difference, line 5 (- the answer, + your output):\n"
            "     2   2\n"
            "     3   3\n"
            "     4   4\n"
            "     5 - 5 6 7\n"
            "     5 + 5 6 0\n"
            "             ^\n"
            "     6   8\n"
            "     7 - 9\n"
            "     7 + 99\n"
            "     8   10\n");
}

TEST(JudgeDifference, SaysNothingWhereNoLineDiffers) {
  EXPECT_EQ(view("1 2\n3\n", "1 2\n3\n"), "");
  EXPECT_EQ(view("1 2\n3\n", "1 2\n3"), "");  // the last newline is no line
  EXPECT_EQ(view("1 2\n", "1 2  \r\n"), "");  // end_space: white space at the end aside
  judge::DifferenceStyle exact;
  exact.match = judge::LineMatch::exact;
  EXPECT_NE(view("1 2\n", "1 2  \r\n", exact), "");
}

TEST(JudgeDifference, ComparesByTokensWhereTheValidatorDoes) {
  judge::DifferenceStyle tokens;
  tokens.match = judge::LineMatch::tokens;
  tokens.rules.absolute = tokens.rules.relative = 1e-6;
  // Spacing and a number within the tolerance are no difference; the view
  // points at the token that differs, in each line.
  EXPECT_EQ(view("1 2\n0.5 3\n4 5\n", "1   2\n0.5000001 3\n4  6\n", tokens),
            "the first difference, line 3 (- the answer, + your output):\n"
            "     1   1   2\n"
            "     2   0.5000001 3\n"
            "     3 - 4 5\n"
            "     3 + 4  6\n"
            "            ^\n");
}

TEST(JudgeDifference, SaysWhichSideEnded) {
  EXPECT_EQ(view("1\n2\n", "1\n"),
            "the first difference, line 2 (- the answer, + your output):\n"
            "     1   1\n"
            "     2 - 2\n"
            "     2 + (none: your output has ended)\n");
  EXPECT_EQ(view("1\n", "1\n2\n"),
            "the first difference, line 2 (- the answer, + your output):\n"
            "     1   1\n"
            "     2 - (none: the answer has ended)\n"
            "     2 + 2\n");
}

TEST(JudgeDifference, CutsALongLineAroundWhereItDiffers) {
  const std::string answer = std::string(5000, 'a') + "X" + std::string(5000, 'b') + "\n";
  const std::string output = std::string(5000, 'a') + "Y" + std::string(5000, 'b') + "\n";
  judge::DifferenceStyle style;
  style.width = 30;
  EXPECT_EQ(view(answer, output, style),
            "the first difference, line 1 (- the answer, + your output):\n"
            "     1 - ..." + std::string(10, 'a') + "X" + std::string(19, 'b') + "...\n"
            "     1 + ..." + std::string(10, 'a') + "Y" + std::string(19, 'b') + "...\n"
            "                      ^\n");
  // Cut no nearer its end than a whole width; within the width, a line is shown whole.
  const std::string line(60, 'a');
  EXPECT_EQ(view(line + "X\n", line + "Y\n", style),
            "the first difference, line 1 (- the answer, + your output):\n"
            "     1 - ...aaaaaaaaaaaaaaaaaaaaaaaaaaaaaX\n"
            "     1 + ...aaaaaaaaaaaaaaaaaaaaaaaaaaaaaY\n" +
                std::string(9 + 3 + 29, ' ') + "^\n");
  style.width = 100;
  EXPECT_EQ(view(line + "X\n", line + "Y\n", style),
            "the first difference, line 1 (- the answer, + your output):\n"
            "     1 - " + line + "X\n"
            "     1 + " + line + "Y\n" + std::string(9 + 60, ' ') + "^\n");
}

TEST(JudgeDifference, EscapesWhatATerminalWouldHideAndKeepsTheCaretOnIt) {
  EXPECT_EQ(view("a\tb\n", "a\tc\n"),
            "the first difference, line 1 (- the answer, + your output):\n"
            "     1 - a\\x09b\n"
            "     1 + a\\x09c\n"
            "              ^\n");
}

TEST(JudgeDifference, ColoursMarkTheLinesAndWhereTheyDifferWithNoCaret) {
  judge::DifferenceStyle style;
  style.colour = true;
  EXPECT_EQ(view("1\n2 3\n", "1\n2 4\n", style),
            "the first difference, line 2 (- the answer, + your output):\n"
            "     1   1\n"
            "\x1b[31m     2 - 2 \x1b[7m3\x1b[27m\x1b[0m\n"
            "\x1b[32m     2 + 2 \x1b[7m4\x1b[27m\x1b[0m\n");
}

// A difference on the first line of a long output: the rest is never read.
TEST(JudgeDifference, ReadsNoMoreThanItShows) {
  std::string many;
  for (int i = 0; i < 200000; ++i) many += std::to_string(i) + "\n";
  std::istringstream a("x\n" + many), b("y\n" + many);
  const std::string shown = judge::difference_view(a, b, judge::DifferenceStyle());
  EXPECT_NE(shown.find("     1 - x\n"), std::string::npos) << shown;
  EXPECT_NE(shown.find("     4   2\n"), std::string::npos) << shown;
  EXPECT_LT(static_cast<long>(a.tellg()), 100);
  EXPECT_LT(static_cast<long>(b.tellg()), 100);
  // A line of 3 MB that differs in its first byte: read no further than what is kept of it.
  std::istringstream long_a("a" + std::string(3 << 20, 'z') + "\n1\n"), long_b("b" + std::string(3 << 20, 'z') + "\n1\n");
  const std::string cut = judge::difference_view(long_a, long_b, judge::DifferenceStyle());
  EXPECT_LE(static_cast<long>(long_a.tellg()), static_cast<long>(judge::kViewedLineBytes));
  EXPECT_EQ(cut.find("     2 "), std::string::npos) << cut;
}

// Lines longer than what is kept of them, the same but past it: found by the rest's length and hash.
TEST(JudgeDifference, FindsADifferencePastWhatIsKeptOfALine) {
  const std::string head(judge::kViewedLineBytes + 10, 'q');
  EXPECT_EQ(view(head + "a\n", head + "a\n"), "");
  const std::string shown = view(head + "a\n2\n", head + "b\n2\n");
  EXPECT_NE(shown.find("the first difference, line 1 "), std::string::npos);
  EXPECT_NE(shown.find("     2   2\n"), std::string::npos) << shown.substr(shown.size() - 200);
}

}  // namespace
