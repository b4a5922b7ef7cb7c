// option_numbers.hpp: an option's value that is a number, not only a whole
// one (judge_io::Args::number), as the tools read it: --time-limit 1.5.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "judge_args.hpp"
#include "judge_io.hpp"

namespace judge {

// 0.01, 3600, 1000000000: a bound as an option's message shows it.
inline std::string shown(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.15g", v);
  return buf;
}

// A number from lo to hi; a bad one is recorded for args.check(), which names
// it after any unknown option, missing value or wrong count of operands.
inline double number_in(judge_io::Args& args, const std::string& option, const std::string& text, double lo, double hi) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (!text.empty() && *end == '\0' && v >= lo && v <= hi) return v;
  args.bad_value("option " + option + " takes a number from " + shown(lo) + " to " + shown(hi) + ", not " +
                 judge_io::escaped(text));
  return lo;
}

}  // namespace judge
