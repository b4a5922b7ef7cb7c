// difference.cpp: the first difference between an answer and an output, shown (difference.hpp).
#include "judge/difference.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <utility>
#include <vector>

#include "judge/hash.hpp"
#include "judge_io.hpp"

namespace judge {
namespace {

// A line as read: its first bytes (at most kViewedLineBytes); `more` when
// the line goes on past them, not read yet.
struct Line {
  std::string text;
  bool there = false;  // false past the stream's end
  bool more = false;
};

Line read_line(std::istream& in, std::size_t keep) {
  Line line;
  std::streambuf* buffer = in.rdbuf();
  for (;;) {
    const int c = buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) return line;
    line.there = true;
    if (c == '\n') return line;
    if (line.text.size() == keep) {
      buffer->sungetc();
      line.more = true;
      return line;
    }
    line.text += static_cast<char>(c);
  }
}

// The rest of a line past what read_line kept: its length and its hash.
std::pair<unsigned long long, std::uint64_t> rest_of_line(std::istream& in) {
  Fnv1a hash;
  unsigned long long bytes = 0;
  std::streambuf* buffer = in.rdbuf();
  for (int c; (c = buffer->sbumpc()) != std::char_traits<char>::eof() && c != '\n'; ++bytes)
    hash.add(static_cast<unsigned char>(c));
  return {bytes, hash.value};
}

std::string without_end_space(const std::string& s) {
  const std::size_t end = s.find_last_not_of(" \t\r");
  return end == std::string::npos ? "" : s.substr(0, end + 1);
}

bool same(const std::string& a, const std::string& b, const DifferenceStyle& style) {
  switch (style.match) {
    case LineMatch::exact: return a == b;
    case LineMatch::end_space: return without_end_space(a) == without_end_space(b);
    case LineMatch::tokens: return token_difference(a, b, style.rules).empty();
  }
  return a == b;
}

// Where each token of `s` starts.
std::vector<std::size_t> token_starts(const std::string& s) {
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (!std::isspace(static_cast<unsigned char>(s[i])) && (i == 0 || std::isspace(static_cast<unsigned char>(s[i - 1]))))
      starts.push_back(i);
  return starts;
}

// Where two lines that differ first differ, in each: the first token that
// differs (LineMatch::tokens), else the first byte.
std::pair<std::size_t, std::size_t> columns(const std::string& a, const std::string& b, const DifferenceStyle& style) {
  if (style.match == LineMatch::tokens) {
    const std::vector<std::size_t> ta = token_starts(a), tb = token_starts(b);
    const auto token = [](const std::string& s, std::size_t at) {
      std::size_t end = at;
      while (end < s.size() && !std::isspace(static_cast<unsigned char>(s[end]))) ++end;
      return s.substr(at, end - at);
    };
    for (std::size_t i = 0; i < ta.size() || i < tb.size(); ++i)
      if (i >= ta.size() || i >= tb.size() || !token_difference(token(a, ta[i]), token(b, tb[i]), style.rules).empty())
        return {i < ta.size() ? ta[i] : a.size(), i < tb.size() ? tb[i] : b.size()};
  }
  std::size_t at = 0;
  while (at < a.size() && at < b.size() && a[at] == b[at]) ++at;
  return {at, at};
}

// Characters a terminal shows for UTF-8 text (a code point each).
std::size_t shown_width(const std::string& s) {
  std::size_t n = 0;
  for (const char c : s) n += (static_cast<unsigned char>(c) & 0xc0) != 0x80;
  return n;
}

const std::string kReset = "\x1b[0m";

// A line as shown, escaped: at most style.width characters around `column`
// ("..." where cut), the part from `column` reversed in colour, and in
// `caret` where that part starts on screen. std::string::npos: no column.
std::string shown_line(const Line& line, std::size_t column, const DifferenceStyle& style, std::size_t& caret) {
  const std::string& text = line.text;
  const bool marked = column != std::string::npos;
  if (!marked) column = 0;
  // From a third of the width before the column, but no nearer the end than a whole width.
  std::size_t start = column > style.width / 3 ? column - style.width / 3 : 0;
  start = std::min(start, text.size() > style.width ? text.size() - style.width : 0);
  while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xc0) == 0x80) --start;
  const std::string window = judge_io::cut_at(text.substr(start), style.width);
  const std::size_t end = start + window.size();
  const std::string left = start > 0 ? "..." : "", right = end < text.size() || line.more ? "..." : "";
  const std::string before = judge_io::escaped(text.substr(start, column - start));
  const std::string after = judge_io::escaped(column < end ? text.substr(column, end - column) : "");
  caret = shown_width(left + before);
  if (!style.colour || !marked || after.empty()) return left + before + after + right;
  return left + before + "\x1b[7m" + after + "\x1b[27m" + right;
}

// "     3 - text": a line's number, its mark and the line, coloured by its mark.
std::string numbered(std::size_t number, char mark, const std::string& shown, const DifferenceStyle& style) {
  char head[32];
  std::snprintf(head, sizeof head, "%6zu %c ", number, mark);
  const char* colour = mark == '-' ? "\x1b[31m" : mark == '+' ? "\x1b[32m" : "";
  if (!style.colour || mark == ' ') return head + shown + "\n";
  return colour + std::string(head) + shown + kReset + "\n";
}

const std::size_t kNumberWidth = 9;  // "%6zu %c "

// The pair of lines numbered `number` that differ: - and + (none where a
// stream has ended), and in plain text a caret under where the output's
// first differs.
std::string differing_pair(std::size_t number, const Line& a, const Line& b, std::pair<std::size_t, std::size_t> at,
                           const DifferenceStyle& style) {
  std::size_t caret = 0, unused = 0;
  std::string shown = numbered(number, '-',
                               a.there ? shown_line(a, at.first, style, unused)
                                       : "(none: " + style.answer_name + " has ended)", style);
  if (!b.there) return shown + numbered(number, '+', "(none: your output has ended)", style);
  shown += numbered(number, '+', shown_line(b, at.second, style, caret), style);
  if (!style.colour && a.there && at.second != std::string::npos) shown += std::string(kNumberWidth + caret, ' ') + "^\n";
  return shown;
}

}  // namespace

std::string difference_view(std::istream& answer, std::istream& output, const DifferenceStyle& style) {
  std::deque<std::string> before;  // the last lines that were the same, as shown
  std::size_t number = 0;
  Line a, b;
  std::pair<std::size_t, std::size_t> at;
  for (;;) {
    ++number;
    a = read_line(answer, kViewedLineBytes), b = read_line(output, kViewedLineBytes);
    if (!a.there && !b.there) return "";
    if (a.there != b.there || !same(a.text, b.text, style)) {
      at = a.there && b.there ? columns(a.text, b.text, style) : std::make_pair(std::size_t(0), std::size_t(0));
      break;
    }
    if (a.more || b.more) {  // the same as far as read: the rests, byte for byte
      const auto rest_a = a.more ? rest_of_line(answer) : std::make_pair(0ull, std::uint64_t(0));
      const auto rest_b = b.more ? rest_of_line(output) : std::make_pair(0ull, std::uint64_t(0));
      if (a.more != b.more || rest_a != rest_b) {
        at = {a.text.size(), b.text.size()};
        a.more = b.more = false;  // read to their ends
        a.text += "...", b.text += "...";
        break;
      }
    }
    std::size_t unused = 0;
    before.push_back(numbered(number, ' ', shown_line(b, std::string::npos, style, unused), style));
    if (before.size() > style.context) before.pop_front();
  }
  std::string view = "the first difference, line " + std::to_string(number) + " (- " + style.answer_name +
                     ", + your output):\n";
  for (const std::string& line : before) view += line;
  view += differing_pair(number, a, b, at, style);
  // The lines after it, while neither line shown was cut unread.
  bool cut = a.more || b.more;
  for (std::size_t i = 0; i < style.context && !cut; ++i) {
    const Line next_a = a.there ? read_line(answer, style.width * 4) : Line(),
               next_b = b.there ? read_line(output, style.width * 4) : Line();
    if (!next_a.there && !next_b.there) break;
    a = next_a, b = next_b, cut = a.more || b.more;
    std::size_t unused = 0;
    if (a.there && b.there && !a.more && !b.more && same(a.text, b.text, style))
      view += numbered(number + 1 + i, ' ', shown_line(b, std::string::npos, style, unused), style);
    else
      view += differing_pair(number + 1 + i, a, b, std::make_pair(std::string::npos, std::string::npos), style);
  }
  return view;
}

bool colour_wanted() {
  const char* no_colour = std::getenv("NO_COLOR");
  return isatty(STDOUT_FILENO) == 1 && !(no_colour && *no_colour);
}

}  // namespace judge
