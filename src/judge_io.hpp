// judge_io.hpp: the suite's shared input and output helpers.
// Reading: whitespace-separated integer tokens (spaces, tabs, CR, LF; the last
// newline may be missing), telling the end of input apart from a bad token
// and from a read error. Writing: one buffered stream whose every write is
// checked. Errors: one line on stderr, exit status 1. Lists of numbers:
// next_case, NumberLines (left out where JUDGE_NO_NUMBER_LISTS is defined).
// The command line: Args, in judge_args.hpp.
// C++98 (with long long), so that every judge compiles it.
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

// Ends the program after an error message: exit status 1. A harness that must
// go on (a fuzzer) defines JUDGE_IO_FAIL to act instead of exit(1).
#ifndef JUDGE_IO_FAIL
#define JUDGE_IO_FAIL std::exit(1)
#endif

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

// "program: message" on stderr, then exit status 1.
inline void die(const char* program, const std::string& message) {
  std::fprintf(stderr, "%s: %s\n", program, message.c_str());
  JUDGE_IO_FAIL;
}

class Reader {
 public:
  enum Status { ok, end, bad, error };

  explicit Reader(std::FILE* in) : in_(in), count_(0), errno_(0) {}

  // Reads the next token into value. ok: an integer (optional '-', then
  // digits; a magnitude past 10^18 reads as 10^18, which callers then refuse
  // as out of range); end: no token left; bad: a token that is not an
  // integer; error: the input could not be read (see reason()).
  Status next(long long& value) {
    const long long kLimit = 1000000000000000000LL;  // 10^18
    int c = std::getc(in_);  // the inputs are small: stdio's buffer is enough
    while (is_space(c)) c = std::getc(in_);
    if (c == EOF) return ended();
    ++count_;
    token_.clear();
    bool number = true, digits = false, negative = c == '-';
    value = 0;
    for (std::size_t i = 0; c != EOF && !is_space(c); c = std::getc(in_), ++i) {
      if (i < kShown + 1) token_ += static_cast<char>(c);  // one more: is it cut?
      if (c >= '0' && c <= '9') {
        const int d = c - '0';
        value = value > (kLimit - d) / 10 ? kLimit : value * 10 + d;
        digits = true;
      } else if (i != 0 || !negative) {
        number = false;
      }
    }
    if (c == EOF && ended() == error) return error;
    if (!number || !digits) return bad;
    if (negative) value = -value;
    return ok;
  }

  // "token 7 (\"x1\")": where reading stopped, for messages; a token longer
  // than 24 bytes is cut to 21 or a little less, where a character ends, and
  // "...", then escaped (see escaped()).
  std::string where() const {
    const bool cut = token_.size() > kShown;
    return "token " + text(count_) + " (\"" + escaped(cut ? cut_at(token_, kShown - 3) : token_) +
           (cut ? "..." : "") + "\")";
  }
  // After a bad token: how to type it, where it holds full-width characters
  // (see full_width_hint()).
  std::string hint() const { return token_.size() > kShown ? "" : full_width_hint(token_); }
  // Why the input could not be read, after `error`.
  std::string reason() const { return std::strerror(errno_); }

 private:
  static const std::size_t kShown = 24;

  static bool is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }  // \t \n \v \f \r
  Status ended() {
    if (!std::ferror(in_)) return end;
    errno_ = errno;
    return error;
  }

  std::FILE* in_;
  long long count_;  // tokens read
  std::string token_;
  int errno_;
};

// Buffered output. A write that fails ends the program with
// "program: cannot write the output: reason"; so does finish(), which writes
// what is left and closes the stream.
class Writer {
 public:
  Writer(std::FILE* out, const char* program) : out_(out), program_(program), len_(0) {}

  void put(char c) {
    if (len_ == sizeof buf_) flush();
    buf_[len_++] = c;
  }
  void put(const char* s) { put(s, std::strlen(s)); }
  void put(const std::string& s) { put(s.data(), s.size()); }
  void put(const char* s, std::size_t n) {
    if (len_ + n > sizeof buf_) flush();
    if (n > sizeof buf_) write(s, n);
    else std::memcpy(buf_ + len_, s, n), len_ += n;
  }
  void flush() {
    write(buf_, len_);
    len_ = 0;
    if (std::fflush(out_) != 0) failed();
  }
  void finish() {
    flush();
    if (std::fclose(out_) != 0) failed();
  }
  const char* program() const { return program_; }

 private:
  void write(const char* s, std::size_t n) {
    if (n && std::fwrite(s, 1, n, out_) != n) failed();
  }
  void failed() { die(program_, std::string("cannot write the output: ") + std::strerror(errno)); }

  std::FILE* out_;
  const char* program_;
  char buf_[1 << 16];
  std::size_t len_;
};

// Ends the program for bad input: what was written so far reaches the output,
// then "program: message" goes to stderr and the exit status is 1.
inline void fail(Writer& out, const std::string& message) {
  out.flush();
  die(out.program(), message);
}

// After Reader::error: "program: cannot read the input: reason".
inline void fail_to_read(Writer& out, const Reader& in) { fail(out, "cannot read the input: " + in.reason()); }

#ifndef JUDGE_NO_NUMBER_LISTS  // for the programs that read and write lists of numbers

// Reads case `number` of a list of numbers that a 0 or the end of input ends.
// Returns false at that end; fails on a read error, a bad token or a value
// outside lo..hi.
inline bool next_case(Reader& in, Writer& out, long long number, const char* name, long long lo, long long hi,
                      long long& value) {
  const Reader::Status status = in.next(value);
  if (status == Reader::error) fail_to_read(out, in);
  if (status == Reader::end || (status == Reader::ok && value == 0)) return false;
  const std::string where = "case " + text(number) + ", " + in.where();
  if (status == Reader::bad) fail(out, where + ": not a number" + in.hint());
  if (value < lo || value > hi) fail(out, where + ": " + name + " must be " + text(lo) + ".." + text(hi));
  return true;
}

// Numbers 0..max (< 10^7), per_line to a line with single spaces (per_line
// 0: all on one line); end() ends a shorter last line. Fast: each number's
// digits and a space are made once, and a line is put together by 8-byte
// copies, then written whole (a line of one case, in pieces of kPiece).
class NumberLines {
 public:
  NumberLines(Writer& out, long long max, int per_line)
      : out_(out), per_line_(per_line), count_(0), text_(8 * (max + 1), ' '),
        line_(8 * (per_line ? per_line : kPiece) + 16), size_(max + 1), len_(0) {
    for (long long v = 0; v <= max; ++v) {
      const std::string digits = text(v);
      digits.copy(&text_[8 * v], digits.size());
      size_[v] = static_cast<unsigned char>(digits.size() + 1);
    }
  }
  void put(long long v) {
    std::memcpy(&line_[len_], &text_[8 * v], 8);
    len_ += size_[v];
    if (++count_ == per_line_) end();
    else if (per_line_ == 0 && len_ > 8 * kPiece) {  // one long line: write all but the last space
      out_.put(&line_[0], len_ - 1);
      line_[0] = ' ', len_ = 1;
    }
  }
  void end() {  // the last space becomes the newline
    if (count_) line_[len_ - 1] = '\n', out_.put(&line_[0], len_);
    len_ = count_ = 0;
  }

 private:
  enum { kPiece = 512 };  // numbers a piece, for per_line 0

  Writer& out_;
  int per_line_, count_;
  std::vector<char> text_, line_;    // number v at text_[8 * v]: digits, then spaces
  std::vector<unsigned char> size_;  // its digits and one space
  std::size_t len_;
};

#endif  // JUDGE_NO_NUMBER_LISTS


}  // namespace judge_io
