// AcWing 181 回转游戏: made for this judge from src/rotation_game.cpp

// rotation_game: The Rotation Game (POJ 2286, UVa 1343, HDU 1667, AcWing 181).
// Description: per board (24 symbols; a lone 0 or the end ends the list), the
// smallest of the shortest move sequences, then the centre symbol.
// IDA*: bounds up from a lower bound, moves A..H, never the last move's
// inverse; the first solution of the first bound that has one is the
// smallest of the shortest. Two lower bounds (Solver):
// - majority: 8 minus the commonest centre symbol's count (a move changes one
//   centre cell). Free to start; the search grows about 4x per move.
// - exact: whether the centre is all c depends only on where the eight c
//   pieces are, so one breadth-first search over the C(24,8) placements
//   (Distances) gives each its distance; a board's is the least over its
//   symbols. The search walks straight down, but the table costs ~20 ms.
// By default a run starts with majority and builds the table once its
// searches pass a node budget (kMajorityBudget). --heuristic exact|majority
// forces one bound throughout; --trace draws the moves on stderr.
// Time: the table once, 8 moves of each of the 735,471 placements; then a
// board d moves from solved (d <= 13) costs about 8d nodes with the exact
// bound, about 4^d with majority, and the default pays at most its budget
// before the table. Memory: the table's 368 KB and the cache's 512 KB.
// Status: stress-tested against the other bound, a plain breadth-first
// search over whole boards and check_rotation_game (differential_test: 1,000
// random and 1,000 near-solved boards, 10,000 of each and the 192 hardest in
// the slow tests); the table and the search unit-tested (rotation_game_test);
// fuzzed (fuzz_rotation_game: both bounds agree); every judge's sample.
#include <cstdio>
#include <string>

// judge_args.hpp: the command line of the suite's programs and tools, for
// people (a judge passes none): Args. Left out where JUDGE_NO_OPTIONS is
// defined, as a single-file submission may do. C++98, like judge_io.hpp.

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

// judge_io.hpp: the suite's shared input and output helpers.
// Reading: whitespace-separated integer tokens (spaces, tabs, CR, LF; the last
// newline may be missing), telling the end of input apart from a bad token
// and from a read error. Writing: one buffered stream whose every write is
// checked. Errors: one line on stderr, exit status 1. Lists of numbers:
// next_case, NumberLines (left out where JUDGE_NO_NUMBER_LISTS is defined).
// The command line: Args, in judge_args.hpp.
// C++98 (with long long), so that every judge compiles it.

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

#ifndef JUDGE_NO_OPTIONS

namespace judge_io {

// The command line, for people: a judge passes none. Declare the flags and
// the options that take a value ("--name value" or "--name=value"), then
// check(): --help or -h prints the usage and `help` (what the program does,
// each option with its default) on stdout and exits 0; else the first fault
// is named on stderr with the usage, exit status 2, in this order: an unknown
// option, an option without its value or a flag given one (whichever comes
// first on the line), a wrong number of operands, then a bad value (the
// first that number(), choice() or bad_value() met). A flag may be given
// more than once; "--" ends the options.
class Args {
 public:
  Args(int argc, char** argv, const char* program, const char* usage, const char* help = "")
      : argc_(argc), argv_(argv), program_(program), usage_(usage), help_(help) {}

  // Declares a flag; is it given?
  bool flag(const char* name) {
    flags_.push_back(name);
    for (int i = 1; i < argc_ && std::strcmp(argv_[i], "--") != 0; ++i)
      if (std::strcmp(argv_[i], name) == 0) return true;
    return false;
  }
  // Declares an option with a value; the last value given, or `fallback`.
  std::string value(const char* name, const char* fallback) {
    options_.push_back(name);
    const std::size_t length = std::strlen(name);
    const char* v = fallback;
    for (int i = 1; i < argc_ && std::strcmp(argv_[i], "--") != 0; ++i)
      if (std::strcmp(argv_[i], name) == 0 && i + 1 < argc_) v = argv_[++i];
      else if (std::strncmp(argv_[i], name, length) == 0 && argv_[i][length] == '=') v = argv_[i] + length + 1;
    return v;
  }
  // Is the option or flag `name` on the command line (with any value)?
  bool given(const char* name) const {
    const std::size_t length = std::strlen(name);
    for (int i = 1; i < argc_ && std::strcmp(argv_[i], "--") != 0; ++i)
      if (std::strncmp(argv_[i], name, length) == 0 && (argv_[i][length] == '\0' || argv_[i][length] == '='))
        return true;
    return false;
  }
  // Declares an option with a whole-number value from lo to hi; the last
  // value given, else `fallback` (text, so that a build may set it too).
  long long number(const char* name, const char* fallback, long long lo, long long hi) {
    const std::string v = value(name, fallback);
    long long n = 0;
    bool digits = !v.empty() && v.size() <= 18;
    for (std::size_t i = 0; digits && i < v.size(); ++i) {
      digits = v[i] >= '0' && v[i] <= '9';
      n = n * 10 + (v[i] - '0');
    }
    if (!digits || n < lo || n > hi)
      bad_value(std::string("option ") + name + " takes a whole number from " + text(lo) + " to " + text(hi) +
                ", not " + escaped(v));
    return n;
  }
  // Declares an option whose value is one of `choices` ("a|b|c"); the index
  // among them of the last value given, else of `fallback`.
  int choice(const char* name, const char* fallback, const char* choices) {
    const std::string v = value(name, fallback), list = choices;
    std::string words;  // "a, b or c"
    int index = -1;
    for (std::size_t at = 0, k = 0; at <= list.size(); ++k) {
      std::size_t end = list.find('|', at);
      if (end == std::string::npos) end = list.size();
      if (list.compare(at, end - at, v) == 0) index = static_cast<int>(k);
      words += (at == 0 ? "" : end == list.size() ? " or " : ", ") + list.substr(at, end - at);
      at = end + 1;
    }
    if (index < 0) bad_value(std::string("option ") + name + " takes " + words + ", not " + escaped(v));
    return index < 0 ? 0 : index;
  }
  // A bad value, which check() names once the command line is otherwise well
  // formed (only the first is named): "option --name takes ..., not value".
  void bad_value(const std::string& why) {
    if (bad_value_.empty()) bad_value_ = why;
  }
  // Checks the whole command line; exits unless it is well formed.
  void check(std::size_t least_operands, std::size_t most_operands) {
    for (int i = 1; i < argc_; ++i) {
      const std::string arg = argv_[i];
      if (arg == "--") {
        operands_.insert(operands_.end(), argv_ + i + 1, argv_ + argc_);
        break;
      }
      if (arg == "--help" || arg == "-h") {
        std::printf("usage: %s %s\n%s%s", program_, usage_, *help_ ? "\n" : "", help_);
        if (std::fflush(stdout) != 0) die(program_, std::string("cannot write the output: ") + std::strerror(errno));
        std::exit(0);
      }
      const std::string name = arg.substr(0, arg.find('='));
      if (arg.size() < 2 || arg[0] != '-') operands_.push_back(arg);
      else if (declared(flags_, arg)) continue;
      else if (name != arg && declared(flags_, name)) refuse("option " + name + " takes no value");
      else if (name != arg && declared(options_, name)) continue;
      else if (!declared(options_, arg)) refuse("unknown option " + escaped(arg));
      else if (++i == argc_) refuse("option " + arg + " needs a value");
    }
    if (operands_.size() < least_operands || operands_.size() > most_operands)
      refuse(operands_.empty() ? "missing arguments" : "wrong number of arguments");
    if (!bad_value_.empty()) refuse(bad_value_);
  }
  const std::vector<std::string>& operands() const { return operands_; }

  // "program: why", then the usage, on stderr; exit status 2.
  void refuse(const std::string& why) const {
    std::fprintf(stderr, "%s: %s\nusage: %s %s\n", program_, why.c_str(), program_, usage_);
    std::exit(2);
  }

 private:
  static bool declared(const std::vector<const char*>& names, const std::string& arg) {
    for (std::size_t k = 0; k < names.size(); ++k)
      if (arg == names[k]) return true;
    return false;
  }

  int argc_;
  char** argv_;
  const char* program_;
  const char* usage_;
  const char* help_;
  std::vector<const char*> flags_, options_;
  std::vector<std::string> operands_;
  std::string bad_value_;  // the first, for check()
};

}  // namespace judge_io

#endif  // JUDGE_NO_OPTIONS

// rotation_solver.hpp: the Rotation Game's moves and solver, as
// rotation_game.cpp's header comment describes them (the lines, the moves a
// byte at a time, the table of distances, IDA* with its two lower bounds),
// for the program and for what tests, times and uses it (rotation_game_test,
// the benchmark, the judge tool's boards). C++98, like the program: the
// bundler inlines it into every judge's file. Its names are each including
// file's own (an unnamed namespace): one file of a program includes it, and
// UVa's file must fit 10,000 bytes with it, with no name to qualify.

#include <algorithm>

namespace {

typedef unsigned int Mask;  // a set of cells, bit i for cell i
typedef unsigned long long Word;
const int kLine[8][7] = {{0, 2, 6, 11, 15, 20, 22}, {1, 3, 8, 12, 17, 21, 23}, {10, 9, 8, 7, 6, 5, 4},
                         {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1}, {22, 20, 15, 11, 6, 2, 0},
                         {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10}};
const int kInverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};
const Mask kCentre = 0x399c0;  // cells 6 7 8 11 12 15 16 17

int count(Mask s) {  // the number of cells in s
  int n = 0;
  for (; s; s &= s - 1) ++n;
  return n;
}

// Move m, cell by cell: cell line[j] takes what line[j+1] held, line[6] what line[0] held.
Mask rotate(int m, Mask s) {
  Mask t = s;
  for (int j = 0; j < 7; ++j) t = (t & ~(1u << kLine[m][j])) | (s >> kLine[m][(j + 1) % 7] & 1) << kLine[m][j];
  return t;
}

// The moves, a byte of a set at a time.
struct Moves {
  Mask move[8][3][256];  // move m applied to byte b of a set

  Moves() {
    for (int m = 0; m < 8; ++m)
      for (int b = 0; b < 3; ++b)
        for (Mask v = 0; v < 256; ++v) move[m][b][v] = rotate(m, v << 8 * b);
  }
  Mask apply(int m, Mask s) const { return move[m][0][s & 255] | move[m][1][s >> 8 & 255] | move[m][2][s >> 16]; }
};

// The moves that fill the centre, for every placement of eight pieces: 4 bits
// each (no placement needs 15), 368 KB in all.
class Distances {
 public:
  static const int kPlacements = 735471;  // C(24, 8)

  bool built() const { return !words_.empty(); }
  int of(Mask placement) const { return at(rank_of(placement)); }
  int at(int r) const { return static_cast<int>(words_[r >> 4] >> (r & 15) * 4 & 15); }  // by rank
  int rank_of(Mask s) const { return base_[s >> 12] + low_[s & 4095]; }

  // Breadth-first from the filled centre, a level at a time. No queue: each
  // level scans the table for its own placements, 16 at a time, in rank
  // order, which also names them without unranking. Ranks: all placements
  // by their cells 12..23 (hi) ascending, then by cells 0..11 (lo) among the
  // lo of the size that makes eight: base_[hi] + low_[lo].
  void build(const Moves& moves) {
    std::vector<unsigned short> by_size[13];  // the 12-bit lo of each size, ascending
    for (int v = 0; v < 4096; ++v) {
      low_[v] = static_cast<unsigned short>(by_size[count(v)].size());
      by_size[count(v)].push_back(static_cast<unsigned short>(v));
    }
    for (int v = 0, offset = 0; v < 4096; ++v) {
      base_[v] = offset;
      if (count(v) <= 8) offset += static_cast<int>(by_size[8 - count(v)].size());
    }
    words_.assign((kPlacements + 15) / 16, ~Word(0));  // 15: not reached yet
    set(rank_of(kCentre), 0);
    const Word kOnes = ~Word(0) / 15;  // 0x1111...
    for (int d = 0, reached = 1; reached; ++d) {
      reached = 0;
      int hi = 0;                               // the block of ranks being scanned: its cells 12..23
      const unsigned short* lo = &by_size[8][0];  // and its cells 0..11, by rank
      for (int w = 0; w < static_cast<int>(words_.size()); ++w) {
        Word v = words_[w];
        const Word x = v ^ kOnes * d;  // a zero nibble where the distance is d
        if (((x - kOnes) & ~x & kOnes * 8) == 0) continue;
        for (int r = 16 * w; r < 16 * w + 16; ++r, v >>= 4) {
          if (static_cast<int>(v & 15) != d) continue;  // (past the last placement: 15)
          if (base_[hi + 1] <= r) {
            while (base_[hi + 1] <= r) ++hi;
            lo = &by_size[8 - count(hi)][0];
          }
          const Mask s = static_cast<Mask>(hi) << 12 | lo[r - base_[hi]];
          for (int m = 0; m < 8; ++m) {
            const int next = rank_of(moves.apply(m, s));
            if (at(next) == 15) set(next, d + 1), ++reached;
          }
        }
      }
    }
  }

 private:
  void set(int r, int d) { words_[r >> 4] ^= static_cast<Word>(15 ^ d) << (r & 15) * 4; }  // from 15 to d

  std::vector<Word> words_;  // 16 distances a word, by rank
  int base_[4096];
  unsigned short low_[4096];
};

// IDA* on one board after another, with a lower-bound cache for the
// majority bound: per bound, a position whose whole subtree failed at depth
// g needs at least bound - g + 1 more moves. (With the exact bound a node
// that is expanded has a solution below it, so no subtree ever fails and the
// cache could not cut anything: it is not used there.)
class Solver {
 public:
  enum Bound { kAuto, kExact, kMajority };  // in --heuristic's order: auto|exact|majority

  // Where the majority bound gives way to the exact table, in nodes searched
  // over the whole run: a tenth of what building the table costs (~23 ms,
  // the time of ~1.1 million majority nodes at ~21 ns). A few boards of up to
  // 9 moves never need the table; a hard input loses at most that tenth
  // before the table takes over. The cache (512 KB) comes once the run has
  // searched kCacheAfter nodes: clearing it costs about as much (~0.2 ms).
  // Measured by the benchmark; see docs/performance.md.
  static const long long kMajorityBudget = 120000, kCacheAfter = 10000;

  Solver(const Moves& moves, Distances& table, Bound bound)
      : nodes(0), cache_cuts(0), moves_(moves), table_(table), bound_kind_(bound), generation_(0) {}

  // Solves a board given as the cells of symbols 1, 2, 3; returns the moves.
  std::string solve(const Mask (&board)[3]) {
    const long long kNoLimit = 1LL << 62;
    if (bound_kind_ == kMajority) deepen(board, false, kNoLimit);
    else if (bound_kind_ == kExact || table_.built() || !deepen(board, false, kMajorityBudget)) {
      if (!table_.built()) table_.build(moves_);
      deepen(board, true, kNoLimit);
    }
    return path_;
  }
  int centre() const { return (s_[0] & kCentre) == kCentre ? 1 : (s_[1] & kCentre) == kCentre ? 2 : 3; }

  long long nodes;       // searched, in all
  long long cache_cuts;  // subtrees the cache cut that the bound alone would not

 private:
  typedef unsigned long long Key;  // a position: the cells of symbols 1 and 2
  // An entry of the cache, 8 bytes: a position's key, the generation (the
  // bound's search) that wrote it and the lower bound that search found.
  struct Slot {
    Key key : 48, generation : 11, bound : 5;
  };
  enum { kGenerations = 1 << 11 };  // the values of Slot::generation

  // Raises the bound until a solution; false once `nodes` passes limit.
  bool deepen(const Mask (&board)[3], bool exact, long long limit) {
    std::copy(board, board + 3, s_);
    exact_ = exact;
    limit_ = limit;
    for (bound_ = estimate();; ++bound_) {
      if (!exact && cache_.empty() && nodes >= kCacheAfter) cache_.assign(1 << 16, Slot());
      if (++generation_ == kGenerations) {  // the oldest entries would pass for new ones
        std::fill(cache_.begin(), cache_.end(), Slot());
        generation_ = 1;
      }
      path_.assign(bound_, ' ');
      if (search(0, -1)) return true;
      if (nodes > limit_) return false;
    }
  }
  int estimate() const {
    int best = 99;
    for (int c = 0; c < 3; ++c) best = std::min(best, exact_ ? table_.of(s_[c]) : 8 - count(s_[c] & kCentre));
    return best;
  }
  void apply(int m) {
    for (int c = 0; c < 3; ++c) s_[c] = moves_.apply(m, s_[c]);
  }
  // Depth-first to bound_ from depth g; on success the moves are in path_.
  // Past limit_ it gives up at once, leaving the board as it is.
  bool search(int g, int last) {
    if (++nodes > limit_) return false;
    const int h = estimate();
    if (h == 0) {
      path_.resize(g);
      return true;
    }
    if (g + h > bound_) return false;
    const Key key = s_[0] | static_cast<Key>(s_[1]) << 24;
    Slot* slot = exact_ || cache_.empty() ? 0 : &cache_[(key * 0x9E3779B97F4A7C15ULL) >> 48];
    if (slot && slot->key == key && slot->generation == generation_ && g + static_cast<int>(slot->bound) > bound_) {
      ++cache_cuts;
      return false;
    }
    for (int m = 0; m < 8; ++m) {
      if (last >= 0 && m == kInverse[last]) continue;
      apply(m);
      path_[g] = static_cast<char>('A' + m);
      if (search(g + 1, m)) return true;
      if (nodes > limit_) return false;
      apply(kInverse[m]);
    }
    if (slot) {  // needs more than bound - g
      slot->key = key;
      slot->generation = generation_;
      slot->bound = bound_ - g + 1;
    }
    return false;
  }

  const Moves& moves_;
  Distances& table_;
  Bound bound_kind_;
  std::vector<Slot> cache_;  // majority only
  Key generation_;
  bool exact_;
  long long limit_;
  Mask s_[3];
  int bound_;
  std::string path_;
};

}  // namespace

namespace {

#ifndef JUDGE_NO_OPTIONS
// --trace: the board on stderr, the centre in [ ], before and after each move.
void draw(const Mask (&s)[3], const std::string& title) {
  std::string text = title + "\n";
  for (const char* p = "  a b|  c d|efghijk|  l m|nopqrst|  u v|  w x|"; *p; ++p) {
    if (*p == '|') {
      text.erase(text.find_last_not_of(' ') + 1);
      text += '\n';
      continue;
    }
    if (*p == ' ') {
      text += "   ";
      continue;
    }
    const Mask cell = 1u << (*p - 'a');
    const bool centre = (kCentre & cell) != 0;
    text += centre ? '[' : ' ';
    text += s[0] & cell ? '1' : s[1] & cell ? '2' : '3';
    text += centre ? ']' : ' ';
  }
  std::fputs(text.c_str(), stderr);
}

void trace(int number, Mask (&cells)[3], const std::string& moves, const Moves& rules) {
  const std::string board = "board " + judge_io::text(number);
  draw(cells, board + ": start");
  for (std::size_t i = 0; i < moves.size(); ++i) {
    for (int c = 0; c < 3; ++c) cells[c] = rules.apply(moves[i] - 'A', cells[c]);
    draw(cells, board + ": move " + moves[i]);
  }
}
#endif

// Reads board `number` as the cells of symbols 1, 2, 3; false at the end of
// the list (a lone 0 or the end of input where a board would start).
bool read_board(judge_io::Reader& in, judge_io::Writer& out, int number, Mask (&cells)[3]) {
  using judge_io::Reader;
  using judge_io::text;
  const std::string board = "board " + text(number);
  cells[0] = cells[1] = cells[2] = 0;
  for (int cell = 0; cell < 24; ++cell) {
    long long v = 0;
    const Reader::Status status = in.next(v);
    if (status == Reader::error) judge_io::fail_to_read(out, in);
    if (cell == 0 && (status == Reader::end || (status == Reader::ok && v == 0))) return false;
    if (status == Reader::end) judge_io::fail(out, board + ": input ends after " + text(cell) + " of 24 symbols");
    if (status == Reader::bad || v < 1 || v > 3)
      judge_io::fail(out, board + ", " + in.where() + ": a symbol must be 1, 2 or 3" + in.hint());
    cells[v - 1] |= 1u << cell;
  }
  for (int c = 0; c < 3; ++c)
    if (count(cells[c]) != 8)
      judge_io::fail(out, board + ": symbol " + text(c + 1) + " fills " + text(count(cells[c])) + " cells, not 8");
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Solver::Bound bound = Solver::kAuto;
#ifdef JUDGE_NO_OPTIONS  // the single-file submission: a judge passes no options
  (void)argc, (void)argv;
#else
  judge_io::Args args(argc, argv, "rotation_game", "[--heuristic auto|exact|majority] [--trace] < input",
                      "Prints, for each board of 24 symbols on stdin (a lone 0 or the end ends the\n"
                      "list), the smallest of the shortest move sequences and the centre symbol.\n"
                      "  --heuristic H  the lower bound: auto (default: majority, then the exact table\n"
                      "                 once a run has searched enough), exact or majority\n"
                      "  --trace        the board before and after each move, on stderr\n");
  bound = static_cast<Solver::Bound>(args.choice("--heuristic", "auto", "auto|exact|majority"));
  const bool tracing = args.flag("--trace");
  args.check(0, 0);
#endif
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout, "rotation_game");
  static const Moves moves;
  static Distances table;  // built once, when first needed, however often main runs
  Solver solver(moves, table, bound);
  Mask cells[3];
  for (int number = 1; read_board(in, out, number, cells); ++number) {
    const std::string path = solver.solve(cells);
    out.put((path.empty() ? "No moves needed" : path) + "\n" + static_cast<char>('0' + solver.centre()) + "\n");
#ifndef JUDGE_NO_OPTIONS
    if (tracing) out.flush(), trace(number, cells, path, moves);
#endif
  }
  out.finish();
  return 0;
}
