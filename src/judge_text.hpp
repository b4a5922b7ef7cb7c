// judge_text.hpp: text for the suite's messages: numbers as text, and user
// bytes made safe to show on one line (escaped(), with a hint for full-width
// characters). JUDGE_ASCII_MESSAGES: escape every byte outside printable
// ASCII, for a file squeezed to a judge's size limit. Part of judge_io.hpp;
// C++98 (with long long), so that every judge compiles it.
#ifndef JUDGE_TEXT_HPP
#define JUDGE_TEXT_HPP

#include <cstddef>
#include <string>

namespace judge_io {

// The decimal text of v.
inline std::string text(long long v) {
  char digits[24];
  int n = 0;
  unsigned long long u = v < 0 ? 0 - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
  do digits[n++] = static_cast<char>('0' + u % 10); while (u /= 10);
  std::string s(v < 0 ? "-" : "");
  while (n > 0) s += digits[--n];
  return s;
}

#ifndef JUDGE_ASCII_MESSAGES
// The length (1 to 4) of the UTF-8 character that starts at s[i], with its
// code point in code; 0 where the bytes there are not UTF-8 (a stray byte, an
// overlong form, a surrogate, past U+10FFFF, or cut short), code unchanged.
inline std::size_t utf8_at(const std::string& s, std::size_t i, unsigned long& code) {
  static const unsigned long kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
  const unsigned char c = static_cast<unsigned char>(s[i]);
  const std::size_t n = c < 0x80 ? 1 : c < 0xc2 ? 0 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf5 ? 4 : 0;
  if (n == 0 || n > s.size() - i) return 0;
  unsigned long v = n == 1 ? c : c & (0x7f >> n);
  for (std::size_t k = 1; k < n; ++k) {
    const unsigned char d = static_cast<unsigned char>(s[i + k]);
    if ((d & 0xc0) != 0x80) return 0;
    v = v << 6 | (d & 0x3f);
  }
  if (v < kLeast[n] || v > 0x10ffff || (v >= 0xd800 && v < 0xe000)) return 0;
  code = v;
  return n;
}

// The first at most max bytes of s, cut where a character ends.
inline std::string cut_at(const std::string& s, std::size_t max) {
  if (s.size() <= max) return s;
  std::size_t n = max;  // back to the first byte of the character that the cut splits, if any
  while (n > 0 && max - n < 3 && (static_cast<unsigned char>(s[n]) & 0xc0) == 0x80) --n;
  unsigned long code = 0;
  return s.substr(0, n + utf8_at(s, n, code) > max ? n : max);
}

// Whether a character can hide or reorder what a terminal shows: a control
// (C0, DEL, C1), a format character (invisible, bidirectional, a joiner, a
// tag, a variation selector), a filler that shows as nothing, a noncharacter.
inline bool hides_text(unsigned long c) {
  static const unsigned long kHidden[][2] = {
      {0x0, 0x1f},       {0x7f, 0x9f},       {0xad, 0xad},       {0x34f, 0x34f},     {0x600, 0x605},
      {0x61c, 0x61c},    {0x6dd, 0x6dd},     {0x70f, 0x70f},     {0x8e2, 0x8e2},     {0x115f, 0x1160},
      {0x17b4, 0x17b5},  {0x180b, 0x180f},   {0x200b, 0x200f},   {0x2028, 0x202e},   {0x2060, 0x206f},
      {0x3164, 0x3164},  {0xfdd0, 0xfdef},   {0xfe00, 0xfe0f},   {0xfeff, 0xfeff},   {0xffa0, 0xffa0},
      {0xfff9, 0xfffb},  {0x110bd, 0x110bd}, {0x110cd, 0x110cd}, {0x13430, 0x1343f}, {0x1bca0, 0x1bca3},
      {0x1d173, 0x1d17a}, {0xe0000, 0xe0fff}};
  if ((c & 0xfffe) == 0xfffe) return true;  // U+FFFE, U+FFFF and their like in every plane
  for (std::size_t i = 0; i < sizeof kHidden / sizeof kHidden[0]; ++i)
    if (c >= kHidden[i][0] && c <= kHidden[i][1]) return true;
  return false;
}

// Text made safe to show in a one-line message: UTF-8 as it is written, but
// each byte of a character that hides_text() and each byte that is not UTF-8
// as \xNN, and the backslash as \\.
inline std::string escaped(const std::string& bytes) {
  static const char kHex[] = "0123456789abcdef";
  std::string s;
  for (std::size_t i = 0; i < bytes.size();) {
    unsigned long code = 0;
    std::size_t n = utf8_at(bytes, i, code);
    if (n > 0 && !hides_text(code)) {
      s.append(code == '\\' ? "\\\\" : bytes.substr(i, n));
      i += n;
      continue;
    }
    for (n = n > 0 ? n : 1; n > 0; --n, ++i) {
      const unsigned char c = static_cast<unsigned char>(bytes[i]);
      s += "\\x";
      s += kHex[c >> 4];
      s += kHex[c & 15];
    }
  }
  return s;
}

// Names the full-width digit, sign or space (U+FF10 to U+FF19, U+FF0B,
// U+FF0D, U+3000) that a token holds, as a Chinese input method types them,
// and how to type the token where it is then a number:
// " (a full-width digit: type 3)", " (a full-width space)"; "" for any other.
inline std::string full_width_hint(const std::string& token) {
  const char* kind = 0;
  bool typable = true;
  std::string plain;
  for (std::size_t i = 0; i < token.size();) {
    unsigned long code = 0xfffd;
    const std::size_t n = utf8_at(token, i, code);
    const bool digit = code >= 0xff10 && code <= 0xff19;
    const bool sign = code == 0xff0b || code == 0xff0d;
    const bool space = code == 0x3000;
    if (!kind && (digit || sign || space)) kind = digit ? "digit" : sign ? "sign" : "space";
    if (digit || sign) plain += static_cast<char>(code - 0xfee0);  // the ASCII of a full-width form
    else if (space) plain += ' ';
    else if (n == 1 && !hides_text(code)) plain += static_cast<char>(code);
    else typable = false;
    i += n > 0 ? n : 1;
  }
  if (!kind) return "";
  const std::size_t sign = !plain.empty() && (plain[0] == '+' || plain[0] == '-') ? 1 : 0;
  const bool number = typable && plain.size() > sign && plain.find_first_not_of("0123456789", sign) == std::string::npos;
  return std::string(" (a full-width ") + kind + (number ? ": type " + plain : "") + ")";
}

#else  // JUDGE_ASCII_MESSAGES: a file squeezed to fit a judge's limit (UVa's
// 10,000 bytes) has no room for UTF-8: every byte outside printable ASCII is
// escaped, and there are no hints.
inline std::string cut_at(const std::string& s, std::size_t max) { return s.substr(0, max); }
inline std::string escaped(const std::string& bytes) {
  static const char kHex[] = "0123456789abcdef";
  std::string s;
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(bytes[i]);
    if (c == '\\') s += "\\\\";
    else if (c >= ' ' && c <= '~') s += static_cast<char>(c);
    else s += "\\x", s += kHex[c >> 4], s += kHex[c & 15];
  }
  return s;
}
inline std::string full_width_hint(const std::string&) { return std::string(); }
#endif  // JUDGE_ASCII_MESSAGES

}  // namespace judge_io

#endif  // JUDGE_TEXT_HPP
