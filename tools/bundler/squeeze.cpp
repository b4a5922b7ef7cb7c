// squeeze.cpp: see squeeze.hpp.
#include "squeeze.hpp"

#include <cctype>
#include <cstring>
#include <vector>

#include "lex.hpp"

namespace bundler {
namespace {

// A line of the bundle: its text at this level, and what joining needs to
// know of it, from the line as read (its code keeps the indentation the
// text may have lost; what reads it looks past spaces at either end).
struct OutLine {
  std::string text;
  const std::string* code;  // comments taken out, literals emptied
  bool comment;             // a comment is on it (or it lies in one)
  bool in_raw;              // it starts inside a raw string literal
};
typedef std::vector<OutLine> Lines;

const std::string kNoCode;
const OutLine kEmptyLine{"", &kNoCode, false, false};

// The text ends in an empty line ("\n\n").
bool ends_blank(const Lines& lines) { return lines.size() >= 2 && lines.back().text.empty(); }

// Adds an inlined file, its empty lines at either end left out, with an empty
// line before and after it unless `spaced` is false.
void join(Lines& chunk, const Lines& inlined, bool spaced) {
  std::size_t begin = 0, end = inlined.size();
  while (begin < end && inlined[begin].text.empty()) ++begin;
  while (end > begin && inlined[end - 1].text.empty()) --end;
  if (begin == end) return;
  if (!chunk.empty() && !ends_blank(chunk) && spaced) chunk.push_back(kEmptyLine);
  chunk.insert(chunk.end(), inlined.begin() + static_cast<std::ptrdiff_t>(begin),
               inlined.begin() + static_cast<std::ptrdiff_t>(end));
  if (spaced) chunk.push_back(kEmptyLine);
}

OutLine as_read(const Line& line) { return {line.text, &line.code, line.comment, line.in_raw}; }

// One file of the expansion, its headers inlined, at `level`.
Lines write_file(const Expansion& expansion, std::size_t index, Level level) {
  const File& file = expansion.files[index];
  const bool strip = level >= kStripAll || (level == kStripHeaders && !file.is_main);
  const bool layout = level >= kStripLayout;
  Lines chunk;
  for (const Piece& piece : file.pieces) {
    const Line& line = piece.line;
    switch (piece.role) {
      case Role::kInclude:
        join(chunk, write_file(expansion, piece.file, level), !layout);
        break;
      case Role::kLeading:
        if (level < kJoinLines) chunk.push_back(as_read(line));
        break;
      case Role::kLeadingFirst:
      case Role::kAsIs:
        chunk.push_back(as_read(line));
        break;
      case Role::kBlank:  // no runs of empty lines
        if (!layout && !chunk.empty() && !ends_blank(chunk)) chunk.push_back(kEmptyLine);
        break;
      case Role::kCode: {
        OutLine kept = as_read(line);
        if (strip && line.comment) {
          kept.text = line.bare, kept.comment = false;
          kept.text.erase(kept.text.find_last_not_of(" \t") + 1);
        }
        if (layout) kept.text.erase(0, kept.text.find_first_not_of(" \t"));
        if (!kept.text.empty()) chunk.push_back(kept);
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

bool continues(const OutLine& line) { return !line.text.empty() && line.text.back() == '\\'; }

// Does line k end the body of an unbraced if, else, for or while? A
// statement joined after it would look guarded (and compilers warn). The
// body is on the control's own line (it ends in ;) or is the next line.
bool ends_body(const Lines& lines, std::size_t k) {
  const std::string& code = *lines[k].code;
  if (unbraced_control(code) && code.find_last_not_of(" \t") == code.find_last_of(';')) return true;
  if (k == 0) return false;
  const std::string& control = *lines[k - 1].code;
  return unbraced_control(control) && control.find_last_not_of(" \t") != control.find_last_of(';');
}

// Joins each line to the one before where no token can change: never a
// directive, a comment, a raw string's inside or a line a backslash
// continues, nor after the body of an unbraced if/else/for/while; nothing
// between them next to { } ; , ( ) [ ], else a space; and squeezed(), but
// for directives and raw strings. Lines stay within 200 characters.
std::string join_lines(Lines lines) {
  std::string out, name, rest;
  std::vector<bool> preprocessor(lines.size());  // a directive, or a line continuing one
  for (std::size_t i = 0; i < lines.size(); ++i)
    preprocessor[i] = directive(*lines[i].code, name, rest) || (i > 0 && preprocessor[i - 1] && continues(lines[i - 1]));
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (!preprocessor[i] && !lines[i].comment && !lines[i].in_raw && lines[i].text.find("R\"") == std::string::npos)
      lines[i].text = squeezed(lines[i].text);
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const OutLine& line = lines[i];
    bool joins = i > 0 && !line.text.empty() && !line.in_raw && !line.comment && !preprocessor[i];
    if (joins) {
      const OutLine& before = lines[i - 1];
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
  Lines lines = write_file(expansion, 0, level);
  while (ends_blank(lines)) lines.pop_back();
  if (level == kJoinLines) return join_lines(lines);
  std::string out;
  for (const OutLine& line : lines) out += line.text + "\n";
  return out;
}

}  // namespace bundler
