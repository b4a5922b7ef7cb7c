/*
ID: your_usaco_id
LANG: C++
TASK: shuttle
*/
// USACO training 4.4.1 Shuttle Puzzle: made for this judge from src/shuttle_dfs.cpp
#include <cstdio>
#include <cstdlib>

// The judge gives shuttle.in and takes shuttle.out.
struct TaskFiles {
  TaskFiles() {
    if (!std::freopen("shuttle.in", "r", stdin)) std::perror("shuttle.in"), std::exit(1);
    if (!std::freopen("shuttle.out", "w", stdout)) std::perror("shuttle.out"), std::exit(1);
  }
} task_files;

// shuttle_dfs: Shuttle Puzzle (USACO 4.4.1) by depth-first search.
// Description: the lexicographically smallest shortest solution, (N+1)^2 - 1
// source holes, 20 per line (--per-line K: K; 0, each case on one line), for
// each N of the input (a 0 or the end ends it). Range 1 <= N <= 1000.
// A shortest solution moves W only right and B only left, in exactly N^2
// jumps and 2N slides, so the search tries only such forward moves, sources in
// increasing order (empty-2, empty-1, empty+1, empty+2), to depth (N+1)^2 - 1;
// the first goal it reaches is the answer. A dead-state rule (DeadWindows)
// prunes moves after which the goal is unreachable, so the search visits
// about one state per move of the answer. Iterative: no recursion.
// Options: --stats prints the states visited to stderr; --trace draws each
// position there; --no-dead-rule turns the rule off (exponential: for
// measuring only).
// Time: O(N^2) a case (under 2 states a move, each tried in O(1)); memory
// O(N^2), the answer's moves.
// Status: agrees with shuttle_formula and check_shuttle for every N up to
// 100 (differential_test; up to 1000 in the slow tests); the dead-state rule
// checked on every reachable position for N <= 14 and the states counted for
// every N up to 1000 (shuttle_dfs_test); fuzzed against shuttle_formula
// (fuzz_shuttle_dfs); every judge's sample.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

// judge_args.hpp: the command line of the suite's programs and tools, for
// people (a judge passes none): Args. Left out where JUDGE_NO_OPTIONS is
// defined, as a single-file submission may do. C++98, like judge_io.hpp.

#include <cerrno>
#include <cstring>

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

// shuttle_search.hpp: shuttle_dfs's search, as its header comment describes
// it (the rows, the dead-state rule, the depth-first search), for the program
// and for shuttle_dfs_test, which tests the rule and the search. C++98, like
// the program: the bundler inlines it into the judges' files. Its names are
// each including file's own (an unnamed namespace): one file of a program
// includes it.

namespace {

// A row is holes 1..2N+1 between walls; a cell holds one of these.
enum Cell { kWall, kWhite, kBlack, kEmpty };

// The dead-state rule: a row is dead (the goal can no longer be reached) when
// some four consecutive cells, walls included, read as one of these. Each
// pair is a mirror image: reverse the row and swap the colours.
//   WWBB           the four pieces block one another for ever
//   BWWB / WBBW    a same-coloured pair that the other colour hems in
//   _WWB / WBB_    a pair that the empty hole can never get past
//   WWB| / |WBB    a pair pressed against the wall it must cross
//   |_WW / BB_|    the hole at a wall that no piece can fill
// checked exhaustively for all reachable rows of N <= 14 (tests/), and by
// agreeing with shuttle_formula for every N up to 1000.
class DeadWindows {
 public:
  DeadWindows() {
    const char* const patterns[] = {"WWBB", "BWWB", "WBBW", "_WWB", "WBB_",
                                    "WWB|", "|WBB", "|_WW", "BB_|"};
    std::memset(dead_, 0, sizeof dead_);
    for (std::size_t p = 0; p < sizeof patterns / sizeof patterns[0]; ++p) {
      int code = 0;
      for (int i = 0; i < 4; ++i) code = code << 2 | cell_of(patterns[p][i]);
      dead_[code] = true;
    }
    for (int code = 0; code < 1 << 16; ++code)  // eight cells: any of their five windows
      any_dead_[code] = dead_[code >> 8] || dead_[code >> 6 & 255] || dead_[code >> 4 & 255] ||
                        dead_[code >> 2 & 255] || dead_[code & 255];
  }
  static Cell cell_of(char c) { return c == 'W' ? kWhite : c == 'B' ? kBlack : c == '_' ? kEmpty : kWall; }

  // Is the window of four cells starting at row[i] dead?
  bool dead_at(const std::vector<unsigned char>& row, int i) const {
    return dead_[row[i] << 6 | row[i + 1] << 4 | row[i + 2] << 2 | row[i + 3]];
  }
  // Does any window that overlaps cells lo..hi (hi - lo <= 2) read dead? The
  // row must reach three cells past lo and hi either way.
  bool dead_near(const std::vector<unsigned char>& row, int lo, int hi) const {
    return any_dead_[eight(row, lo - 3)] || (hi - lo == 2 && any_dead_[eight(row, lo - 2)]);
  }

 private:
  static unsigned eight(const std::vector<unsigned char>& row, int i) {  // the code of row[i..i+7]
    const unsigned char* c = &row[i];
    return static_cast<unsigned>(c[0] << 14 | c[1] << 12 | c[2] << 10 | c[3] << 8 | c[4] << 6 | c[5] << 4 |
                                 c[6] << 2 | c[7]);
  }

  bool dead_[256];
  bool any_dead_[1 << 16];
};

struct Search {
  std::vector<int> holes;  // the source hole of each move
  long long states;        // states visited, the start included
  Search() : states(0) {}
};

// Moves the piece in hole `from` into the empty hole `to`.
inline void move_piece(std::vector<unsigned char>& row, int from, int to) {
  row[to] = row[from];
  row[from] = kEmpty;
}

// The forward moves into the empty cell e, as bits: bit k for offset k of
// kOffsets (a W jumping a B, a W sliding, a B sliding, a B jumping a W).
inline unsigned moves_into(const std::vector<unsigned char>& row, int e) {
  return (row[e - 2] == kWhite && row[e - 1] == kBlack) | (row[e - 1] == kWhite) << 1 |
         (row[e + 1] == kBlack) << 2 | (row[e + 2] == kBlack && row[e + 1] == kWhite) << 3;
}

Search solve(int n, bool use_rule) {
  static const DeadWindows rule;
  static const int kOffsets[4] = {-2, -1, 1, 2};
  const int length = (n + 1) * (n + 1) - 1;
  const long long jumps_needed = static_cast<long long>(n) * n;

  // Hole h is row[h + 2]: the end walls get two more walls beyond them, so
  // that no move or window reaches past the row.
  std::vector<unsigned char> row(2 * n + 7, kWall);
  for (int h = 1; h <= n; ++h) row[h + 2] = kWhite, row[n + 3 + h] = kBlack;
  row[n + 3] = kEmpty;

  Search s;
  s.holes.assign(length, 0);
  std::vector<unsigned char> untried(length + 1, 0);  // per depth: the moves not tried yet, as bits
  int depth = 0, empty = n + 3;                      // as a row index
  untried[0] = static_cast<unsigned char>(moves_into(row, empty));
  long long jumps = 0;
  s.states = 1;
  for (;;) {
    if (depth == length) {
      if (jumps == jumps_needed) return s;
    } else {
      unsigned left = untried[depth];
      int k = -1, from = 0;
      while (left) {
        k = left & 1 ? 0 : left & 2 ? 1 : left & 4 ? 2 : 3;  // the smallest source hole first
        left &= left - 1;
        from = empty + kOffsets[k];
        move_piece(row, from, empty);
        if (!use_rule || !rule.dead_near(row, k < 2 ? from : empty, k < 2 ? empty : from)) break;
        move_piece(row, empty, from);
        k = -1;
      }
      untried[depth] = static_cast<unsigned char>(left);
      if (k >= 0) {  // go deeper
        jumps += k == 0 || k == 3;
        s.holes[depth++] = from - 2;
        empty = from;
        untried[depth] = static_cast<unsigned char>(moves_into(row, empty));
        ++s.states;
        continue;
      }
      if (depth == 0) return Search();  // cannot happen: the goal is reachable
    }
    const int back = (--depth == 0 ? n + 1 : s.holes[depth - 1]) + 2;  // the empty cell before that move
    move_piece(row, back, empty);
    jumps -= back - empty == 2 || empty - back == 2;
    empty = back;
  }
}

}  // namespace

// Numbers a line when --per-line is not given: 20, as USACO prints them; a
// judge's own file sets its judge's (judges.tsv; 0: each case on one line).
#ifndef JUDGE_PER_LINE
#define JUDGE_PER_LINE "20"
#endif

namespace {

const char* const kProgram = "shuttle_dfs";

// --trace: each position on stderr, W and B for the pieces and _ for the
// empty hole, with the move that led to it.
void trace(int n, const std::vector<int>& holes) {
  std::string row = std::string(n, 'W') + "_" + std::string(n, 'B');
  std::fprintf(stderr, "%s  start\n", row.c_str());
  int empty = n + 1;
  for (std::size_t i = 0; i < holes.size(); ++i) {
    const int h = holes[i];
    std::swap(row[empty - 1], row[h - 1]);
    empty = h;
    std::fprintf(stderr, "%s  moved hole %d\n", row.c_str(), h);
  }
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, kProgram, "[--per-line K] [--stats] [--trace] [--no-dead-rule] < input",
                      "Prints, for each N on stdin (1..1000; a 0 or the end ends the list), the\n"
                      "smallest of the shortest solutions of the Shuttle Puzzle, by depth-first search.\n"
                      "  --per-line K    numbers a line (default " JUDGE_PER_LINE "; 0: each case on one line)\n"
                      "  --stats         the moves and the states visited, on stderr\n"
                      "  --trace         every position, on stderr\n"
                      "  --no-dead-rule  search without the dead-state rule (exponential)\n");
  const bool stats = args.flag("--stats"), tracing = args.flag("--trace"), use_rule = !args.flag("--no-dead-rule");
  const int per_line = static_cast<int>(args.number("--per-line", JUDGE_PER_LINE, 0, 1000000));
  args.check(0, 0);
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout, kProgram);
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, number, "N", 1, 1000, n); ++number) {
    const Search s = solve(static_cast<int>(n), use_rule);
    judge_io::NumberLines holes(out, 2 * n + 1, per_line);
    for (std::size_t i = 0; i < s.holes.size(); ++i) holes.put(s.holes[i]);
    holes.end();
    if (tracing) out.flush(), trace(static_cast<int>(n), s.holes);
    if (stats) {
      out.flush();
      std::fprintf(stderr, "%s: N=%s moves=%s states=%s\n", kProgram, judge_io::text(n).c_str(),
                   judge_io::text(static_cast<long long>(s.holes.size())).c_str(), judge_io::text(s.states).c_str());
    }
  }
  out.finish();
  return 0;
}
