// replay_bound.hpp: a test's replay page, bounded: with the test's own files
// it leaves at most the output limit on disk (and a small fixed part: the
// page's code, the test's input and answer), and it is at most about twice
// the output it holds. An output too large for that is held in part, cut at
// the end of a line, and the report says so.
#pragma once

#include <algorithm>
#include <string>

#include "judge/text.hpp"
#include "replay/page.hpp"

namespace judge {

struct ReplayPage {
  std::string html;
  std::string note;  // "" when it holds the whole output, else what it holds
};

// The page for `output` that may take `room` bytes for the output it holds
// (the output limit, less the test's files), at least kReplayFloor.
inline ReplayPage bounded_replay(const std::string& problem, const std::string& input, const std::string& output,
                                 const std::string& answer, unsigned long long room) {
  const unsigned long long kReplayFloor = 64 << 10;
  room = std::max(room, kReplayFloor);
  // A held part fits when the page gives it at most `room` bytes, and at
  // most twice its own size (and the floor): control bytes take six each.
  const auto fits = [&](std::size_t held) {
    const unsigned long long written = replay::json_string(output.substr(0, held)).size();
    return written <= room && written <= 2ull * held + kReplayFloor;
  };
  ReplayPage p;
  std::size_t held = output.size();
  if (!fits(held)) {
    std::size_t low = 0, high = output.size();  // the longest part that fits, found by halves
    while (low < high) {
      const std::size_t middle = low + (high - low + 1) / 2;
      if (fits(middle)) low = middle;
      else high = middle - 1;
    }
    const std::size_t line_end = output.rfind('\n', low == 0 ? 0 : low - 1);
    held = line_end != std::string::npos && line_end + 1 >= low / 2 ? line_end + 1 : low;
    p.note = "it holds the output's first " + count_of(static_cast<long long>(held), "byte") + " of " +
             count_of(static_cast<long long>(output.size()), "byte");
  }
  p.html = replay::page(problem, input, output.substr(0, held), answer);
  return p;
}

}  // namespace judge
