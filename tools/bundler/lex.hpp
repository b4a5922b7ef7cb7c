// lex.hpp: a file as lines, each with its comments and literals told apart,
// so that the bundler never sees an include inside a comment or a string.
#pragma once

#include <string>
#include <vector>

namespace bundler {

// One physical line, as written, without its comments, and as code alone.
struct Line {
  std::string text;  // as written
  std::string bare;  // comments taken out, literals kept
  std::string code;  // comments taken out, literals emptied: what to parse
  bool comment;      // a comment is on it, or it lies inside one
  bool in_raw;       // it starts inside a raw string literal
  bool in_block;     // it starts inside a block comment
};

// Splits a file into lines (a CR before a line end dropped); follows block
// comments and raw strings across lines.
std::vector<Line> lex(const std::string& source);

// Only spaces and tabs, or nothing.
bool blank(const std::string& s);

// The directive on a line of code ("include", "ifndef", ...) and the rest,
// trimmed; false if the line is no directive.
bool directive(const std::string& code, std::string& name, std::string& rest);

// A backslash ends the line: the next one continues it.
inline bool continues(const Line& line) { return !line.text.empty() && line.text.back() == '\\'; }

}  // namespace bundler
