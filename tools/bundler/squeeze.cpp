// squeeze.cpp: see squeeze.hpp.
#include "squeeze.hpp"

#include <cctype>
#include <cstring>
#include <vector>

#include "lex.hpp"

namespace bundler {
namespace {

bool ends_blank(const std::string& s) { return s.size() >= 2 && s.compare(s.size() - 2, 2, "\n\n") == 0; }

// Adds an inlined file, with an empty line before and after it unless
// `after` (its end) is a single newline.
void join(std::string& chunk, const std::string& inlined, const char* after) {
  const std::size_t begin = inlined.find_first_not_of('\n');
  if (begin == std::string::npos) return;
  if (!chunk.empty() && !ends_blank(chunk) && after[1]) chunk += "\n";
  chunk += inlined.substr(begin, inlined.find_last_not_of('\n') + 1 - begin) + after;
}

// One file of the expansion, its headers inlined, at `level`.
std::string write_file(const Expansion& expansion, std::size_t index, Level level) {
  const File& file = expansion.files[index];
  const bool strip = level >= kStripAll || (level == kStripHeaders && !file.is_main);
  const bool layout = level >= kStripLayout;
  std::string chunk;
  for (const Piece& piece : file.pieces) {
    switch (piece.role) {
      case Role::kInclude:
        join(chunk, write_file(expansion, piece.file, level), layout ? "\n" : "\n\n");
        break;
      case Role::kLeading:
        if (level < kJoinLines) chunk += piece.line.text + "\n";
        break;
      case Role::kLeadingFirst:
      case Role::kAsIs:
        chunk += piece.line.text + "\n";
        break;
      case Role::kBlank:
        if (!layout && !chunk.empty() && !ends_blank(chunk)) chunk += "\n";  // no runs of empty lines
        break;
      case Role::kCode: {
        std::string kept = piece.line.text;
        if (strip && piece.line.comment) kept = piece.line.bare, kept.erase(kept.find_last_not_of(" \t") + 1);
        if (layout) kept.erase(0, kept.find_first_not_of(" \t"));
        if (!kept.empty()) chunk += kept + "\n";
        break;
      }
    }
  }
  return chunk;
}

// An if, else, for or while whose body is not a block opened on its line.
bool unbraced_control(const std::string& code) {
  std::size_t i = code.find_first_not_of(" \t}");
  if (i == std::string::npos || code.find_last_not_of(" \t") == code.find_last_of('{')) return false;
  for (const char* word : {"if", "else", "for", "while"}) {
    const std::size_t n = std::strlen(word);
    if (code.compare(i, n, word) == 0 && (i + n == code.size() || !std::isalnum(static_cast<unsigned char>(code[i + n]))))
      return true;
  }
  return false;
}

// Does line k end the body of an unbraced if, else, for or while? A
// statement joined after it would look guarded (and compilers warn). The
// body is on the control's own line (it ends in ;) or is the next line.
bool ends_body(const std::vector<Line>& lines, std::size_t k) {
  const std::string& code = lines[k].code;
  if (unbraced_control(code) && code.find_last_not_of(" \t") == code.find_last_of(';')) return true;
  return k > 0 && unbraced_control(lines[k - 1].code) &&
         lines[k - 1].code.find_last_not_of(" \t") != lines[k - 1].code.find_last_of(';');
}

// Tokens that never merge with a neighbour: space beside them can go.
bool alone(char c) { return std::strchr("{};,()[]", c) != nullptr && c != '\0'; }

// A line of code without the spaces beside { } ; , ( ) [ ], outside string
// and character literals.
std::string squeezed(const std::string& text) {
  std::string out;
  char quote = 0;  // the literal we are in, if any
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote) {
      out += c;
      if (c == '\\' && i + 1 < text.size()) out += text[++i];
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == '"' || c == '\'') quote = c;
    if (c == ' ' && ((!out.empty() && alone(out.back())) || (i + 1 < text.size() && alone(text[i + 1])))) continue;
    out += c;
  }
  return out;
}

// Joins each line to the one before where no token can change: never a
// directive, a comment, a raw string's inside or a line a backslash
// continues, nor after the body of an unbraced if/else/for/while; nothing
// between them next to { } ; , ( ) [ ], else a space; and squeezed(), but
// for directives and raw strings. Lines stay within 200 characters. Reads
// the text it is given (the program at kJoinLines' other choices), since
// what the levels before took out changes what each line holds.
std::string join_lines(const std::string& text) {
  std::vector<Line> lines = lex(text);
  std::string out, name, rest;
  std::vector<bool> preprocessor(lines.size());  // a directive, or a line continuing one
  for (std::size_t i = 0; i < lines.size(); ++i)
    preprocessor[i] = directive(lines[i].code, name, rest) || (i > 0 && preprocessor[i - 1] && continues(lines[i - 1]));
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (!preprocessor[i] && !lines[i].comment && !lines[i].in_raw && lines[i].text.find("R\"") == std::string::npos)
      lines[i].text = squeezed(lines[i].text);
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Line& line = lines[i];
    bool joins = i > 0 && !line.text.empty() && !line.in_raw && !line.comment && !preprocessor[i];
    if (joins) {
      const Line& before = lines[i - 1];
      joins = !before.text.empty() && !before.comment && !preprocessor[i - 1] && !continues(before) &&
              !ends_body(lines, i - 1) && out.size() - line_start + 1 + line.text.size() <= 200;
    }
    if (!joins) {
      if (i > 0) out += '\n';
      line_start = out.size();
      out += line.text;
      continue;
    }
    if (!alone(out.back()) && !alone(line.text[0])) out += ' ';
    out += line.text;
  }
  return out + "\n";
}

}  // namespace

std::string squeeze(const Expansion& expansion, Level level) {
  std::string out = write_file(expansion, 0, level);
  while (ends_blank(out)) out.pop_back();
  return level == kJoinLines ? join_lines(out) : out;
}

}  // namespace bundler
