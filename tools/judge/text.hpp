// text.hpp: how the judge writes times, sizes, counts and a program's lines.
#pragma once

#include <cstddef>
#include <cstdio>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "judge_io.hpp"

namespace judge {

// `word` with each placeholder's value ("{binary}" and the like), in one pass
// from left to right: a value is never searched (it may hold a placeholder's
// name: a folder "{path}").
inline std::string filled(const std::string& word, const std::vector<std::pair<std::string, std::string>>& values) {
  std::string out;
  for (std::size_t at = 0; at < word.size();) {
    bool placed = false;
    for (const auto& [name, value] : values)
      if (!name.empty() && word.compare(at, name.size(), name) == 0) {
        out += value, at += name.size(), placed = true;
        break;
      }
    if (!placed) out += word[at++];
  }
  return out;
}

// A line as shown: escaped, at most 160 characters.
inline std::string shortened(const std::string& line) {
  return judge_io::escaped(line.size() > 160 ? judge_io::cut_at(line, 157) + "..." : line);
}

inline std::string first_line(const std::string& text) { return shortened(text.substr(0, text.find('\n'))); }

// The last line that is not empty.
inline std::string last_line(const std::string& text) {
  std::istringstream lines(text);
  std::string last;
  for (std::string line; std::getline(lines, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) last = line;
  return shortened(last);
}

// "0.25 s"; a time of the judge's own (a run's length) to a tenth: "12.3 s".
inline std::string seconds_text(double s, int decimals = 2) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f s", decimals, s);
  return buf;
}

inline std::string megabytes(long kb) {  // "16.0 MB"
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(kb) / 1024);
  return buf;
}

// A count with a comma every three digits: "1,000".
inline std::string thousands(long long n) {
  std::string digits = std::to_string(n), text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0 && digits[i - 1] != '-') text += ',';
    text += digits[i];
  }
  return text;
}

// "1 test", "2 tests", "1,000 runs".
inline std::string count_of(long long n, const std::string& thing) {
  return thousands(n) + " " + thing + (n == 1 ? "" : "s");
}

}  // namespace judge
