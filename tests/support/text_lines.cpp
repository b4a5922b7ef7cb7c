#include "support/text_lines.hpp"

#include <sstream>

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string first_difference(const std::string& expected, const std::string& actual) {
  if (expected == actual) return "";
  std::size_t line = 1, start = 0;
  std::size_t i = 0;
  while (i < expected.size() && i < actual.size() && expected[i] == actual[i]) {
    if (expected[i] == '\n') ++line, start = i + 1;
    ++i;
  }
  auto line_at = [start](const std::string& s) {
    if (start >= s.size()) return std::string("<end of output>");
    const std::size_t end = s.find('\n', start);
    std::string l = s.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (end == std::string::npos) l += "<no newline at end>";
    if (l.size() > 200) l = l.substr(0, 200) + "...";
    return l;
  };
  return "first difference at line " + std::to_string(line) + ", column " + std::to_string(i - start + 1) +
         "\n  expected: " + line_at(expected) + "\n  actual:   " + line_at(actual);
}
