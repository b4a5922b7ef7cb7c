// stress_reduce.hpp: a failing input of any problem made smaller, as text:
// delta debugging (Zeller's ddmin) over its lines, then over its tokens (a
// token removed keeps the line breaks after it), then each whole number
// made nearer to 0 (0 first, then by halves, ending where one step nearer
// passes), again until none of the three changes it: a local minimum (without
// any one line or token, or with any number one nearer to 0 or 0, it passes).
// `fails` decides each candidate (valid by the problem's input validator,
// and failing each time it is run); it may throw to stop the shrinking.
#pragma once

#include <functional>
#include <string>

namespace judge::stress {

struct Reduced {
  std::string text;
  int lines_passes = 0, token_passes = 0, number_passes = 0;  // the rounds that changed it
};

// The smallest input found from `text`, which fails.
Reduced reduce_text(const std::string& text, const std::function<bool(const std::string&)>& fails);

}  // namespace judge::stress
