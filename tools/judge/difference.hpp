// difference.hpp: the expected output and the actual one around their first
// differing line, as the report shows a failing test's: a few lines before
// it, the lines that differ marked - (the answer) and + (the output), a few
// after, each line cut around where it first differs; in colour or plain.
#pragma once

#include <cstddef>
#include <istream>
#include <string>

#include "judge/token_compare.hpp"

namespace judge {

// When two lines are the same.
enum class LineMatch {
  exact,      // byte for byte (a judge that compares the text)
  end_space,  // but for spaces, tabs and CRs at their ends (a checker judges)
  tokens      // the same tokens by `rules` (the default validator's comparison)
};

struct DifferenceStyle {
  LineMatch match = LineMatch::end_space;
  TokenRules rules;                       // LineMatch::tokens'
  std::string answer_name = "the answer";  // what the - lines are
  bool colour = false;                     // ANSI colours: - red, + green, where it differs reversed
  std::size_t context = 3;                 // lines shown before and after the first that differs
  std::size_t width = 100;                 // characters of a line shown at most
};

// What the view reads of a line at most: past it, a line is compared by its
// length and a hash of the rest, and shown cut.
const std::size_t kViewedLineBytes = 1 << 20;

// "" when no line differs by `style.match`; else the view, its heading
// first ("the first difference, line 3 (- the answer, + your output):").
// Each stream is read only up to the line that differs and the lines shown
// after it (of a line over kViewedLineBytes that differs, no more).
std::string difference_view(std::istream& answer, std::istream& output, const DifferenceStyle& style);

// Whether to colour what the judge prints: stdout is a terminal and
// NO_COLOR is unset or empty (https://no-color.org).
bool colour_wanted();

}  // namespace judge
