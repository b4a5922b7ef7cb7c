// judge_io.hpp: the suite's shared input and output helpers.
// Reading: whitespace-separated integer tokens (spaces, tabs, CR, LF; the last
// newline may be missing), telling the end of input apart from a bad token.
// Writing: one buffered stream. Errors: one line on stderr, exit status 1.
// C++98 (with long long), so that every judge compiles it.
#ifndef JUDGE_IO_HPP
#define JUDGE_IO_HPP

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

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

class Reader {
 public:
  enum Status { ok, end, bad };

  explicit Reader(std::FILE* in) : in_(in), count_(0) {}

  // Reads the next token into value. ok: an integer (optional '-', then
  // digits; a magnitude past 10^18 reads as 10^18, which callers then refuse
  // as out of range); end: no token left; bad: a token that is not an integer.
  Status next(long long& value) {
    const long long kLimit = 1000000000000000000LL;  // 10^18
    int c = std::getc(in_);  // the inputs are small: stdio's buffer is enough
    while (is_space(c)) c = std::getc(in_);
    if (c == EOF) return end;
    ++count_;
    token_.clear();
    bool number = true, digits = false, negative = c == '-';
    value = 0;
    for (std::size_t i = 0; c != EOF && !is_space(c); c = std::getc(in_), ++i) {
      if (i < 24) token_ += static_cast<char>(c);
      else if (i == 24) token_.replace(21, 3, "...");  // cut short
      if (c >= '0' && c <= '9') {
        const int d = c - '0';
        value = value > (kLimit - d) / 10 ? kLimit : value * 10 + d;
        digits = true;
      } else if (i != 0 || !negative) {
        number = false;
      }
    }
    if (!number || !digits) return bad;
    if (negative) value = -value;
    return ok;
  }

  // "token 7 (\"x1\")": where reading stopped, the token cut short, for messages.
  std::string where() const {
    return "token " + text(count_) + " (\"" + token_ + "\")";
  }

 private:
  static bool is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }  // \t \n \v \f \r

  std::FILE* in_;
  long long count_;  // tokens read
  std::string token_;
};

class Writer {
 public:
  explicit Writer(std::FILE* out) : out_(out), len_(0) {}
  ~Writer() { flush(); }

  void put(char c) {
    if (len_ == sizeof buf_) flush();
    buf_[len_++] = c;
  }
  void put(const char* s) { put(s, std::strlen(s)); }
  void put(const char* s, std::size_t n) {
    if (len_ + n > sizeof buf_) flush();
    if (n > sizeof buf_) std::fwrite(s, 1, n, out_);
    else std::memcpy(buf_ + len_, s, n), len_ += n;
  }
  void flush() {
    if (len_) std::fwrite(buf_, 1, len_, out_);
    len_ = 0;
    std::fflush(out_);
  }

 private:
  std::FILE* out_;
  char buf_[1 << 16];
  std::size_t len_;
};

// Numbers 0..max (< 10^7), per_line to a line with single spaces; end()
// ends a shorter last line. Fast: each number's digits and a space are made
// once, and a line is put together by 8-byte copies, then written whole.
class NumberLines {
 public:
  NumberLines(Writer& out, long long max, int per_line)
      : out_(out), per_line_(per_line), count_(0), text_(8 * (max + 1), ' '), line_(8 * per_line + 8),
        size_(max + 1), len_(0) {
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
  }
  void end() {  // the last space becomes the newline
    if (count_) line_[len_ - 1] = '\n', out_.put(&line_[0], len_);
    len_ = count_ = 0;
  }

 private:
  Writer& out_;
  int per_line_, count_;
  std::vector<char> text_, line_;    // number v at text_[8 * v]: digits, then spaces
  std::vector<unsigned char> size_;  // its digits and one space
  std::size_t len_;
};

// Ends the program for bad input: what was written so far reaches the output,
// then "program: message" goes to stderr and the exit status is 1. A harness
// that must go on (a fuzzer) defines JUDGE_IO_FAIL to act instead of exit(1).
#ifndef JUDGE_IO_FAIL
#define JUDGE_IO_FAIL std::exit(1)
#endif
inline void fail(Writer& out, const char* program, const std::string& message) {
  out.flush();
  std::fprintf(stderr, "%s: %s\n", program, message.c_str());
  JUDGE_IO_FAIL;
}

// Reads case `number` of a list of numbers that a 0 or the end of input ends.
// Returns false at that end; fails on a bad token or a value outside lo..hi.
inline bool next_case(Reader& in, Writer& out, const char* program, long long number,
                      const char* name, long long lo, long long hi, long long& value) {
  const Reader::Status status = in.next(value);
  if (status == Reader::end || (status == Reader::ok && value == 0)) return false;
  const std::string where = "case " + text(number) + ", " + in.where();
  if (status == Reader::bad) fail(out, program, where + ": not a number");
  if (value < lo || value > hi)
    fail(out, program, where + ": " + name + " must be " + text(lo) + ".." + text(hi));
  return true;
}

}  // namespace judge_io

#endif  // JUDGE_IO_HPP
