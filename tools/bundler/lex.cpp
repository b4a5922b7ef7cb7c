// lex.cpp: see lex.hpp.
#include "lex.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace bundler {

std::vector<Line> lex(const std::string& source) {
  std::vector<Line> lines;
  enum { kCode, kBlock, kRaw } state = kCode;
  std::string raw_end;  // the )delimiter" that ends the raw string we are in
  std::istringstream in(source);
  for (std::string text; std::getline(in, text);) {
    if (!text.empty() && text.back() == '\r') text.pop_back();
    Line line{text, "", "", state == kBlock, state == kRaw, state == kBlock};
    for (std::size_t i = 0; i < text.size();) {
      if (state == kBlock) {
        const std::size_t end = text.find("*/", i);
        i = end == std::string::npos ? text.size() : end + 2;
        if (end != std::string::npos) state = kCode, line.bare += ' ', line.code += ' ';
      } else if (state == kRaw) {
        const std::size_t end = text.find(raw_end, i);
        const std::size_t stop = end == std::string::npos ? text.size() : end + raw_end.size();
        line.bare += text.substr(i, stop - i);
        if (end != std::string::npos) state = kCode, line.code += '"';
        i = stop;
      } else if (text.compare(i, 2, "//") == 0) {
        line.comment = true;
        break;
      } else if (text.compare(i, 2, "/*") == 0) {
        line.comment = true;
        state = kBlock, i += 2;
      } else if (text.compare(i, 2, "R\"") == 0 && text.find('(', i) != std::string::npos &&
                 (i == 0 || !(std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_'))) {
        const std::size_t open = text.find('(', i);
        raw_end = ")" + text.substr(i + 2, open - i - 2) + "\"";
        line.bare += text.substr(i, open + 1 - i);
        line.code += '"';
        state = kRaw, i = open + 1;
      } else if (text[i] == '"' || text[i] == '\'') {
        const std::size_t start = i;
        for (++i; i < text.size() && text[i] != text[start]; ++i)
          if (text[i] == '\\') ++i;
        i = std::min(i + 1, text.size());
        line.bare += text.substr(start, i - start);
        line.code += std::string(2, text[start]);
      } else {
        line.bare += text[i];
        line.code += text[i++];
      }
    }
    lines.push_back(line);
  }
  return lines;
}

bool blank(const std::string& s) { return s.find_first_not_of(" \t") == std::string::npos; }

bool directive(const std::string& code, std::string& name, std::string& rest) {
  std::size_t i = code.find_first_not_of(" \t");
  if (i == std::string::npos || code[i] != '#') return false;
  i = code.find_first_not_of(" \t", i + 1);
  if (i == std::string::npos) return false;
  std::size_t j = i;
  while (j < code.size() && std::isalpha(static_cast<unsigned char>(code[j]))) ++j;
  name = code.substr(i, j - i);
  const std::size_t r = code.find_first_not_of(" \t", j);
  rest = r == std::string::npos ? "" : code.substr(r, code.find_last_not_of(" \t") - r + 1);
  return true;
}

}  // namespace bundler
