// 移动棋子 (school judges): made for this judge from src/black_white.cpp (its layout: --layout moves)

// black_white: 黑白棋子的移动 (信息学奥赛一本通 例7.6 / 1327).
// Description: a row of 2n+2 cells: n white `o`, n black `*`, then two empty
// `--`. A move takes two adjacent pieces into the two empty cells, in the
// same order, jumping over at least one piece. Goal: the pieces alternate
// o*o*...o*. Prints every board from the start as "step%2d:" + the board,
// for each n of the input (a 0 or the end ends it); --layout prints it as
// other judges want it (Layout). Range 1 <= n <= 1000.
// n >= 4: the book's recursion, 2n - 3 moves. With sp the first empty cell,
// move(m) takes cells m, m+1 to sp, sp+1 and sets sp = m; for k = n..5 play
// move(k), move(2k-1), then move(4), move(8), move(2), move(7), move(1).
// n <= 3: the book's ending needs 4 pairs; fixed shortest sequences instead.
// --min: the fewest moves, n for n >= 4 (see shortest_moves); it goes with
// every layout. --trace: the cells each step moves, on stderr.
// Time: O(n^2) a case (2n - 3 or n boards of 2n + 2 cells); memory O(n).
// Status: every n up to 100, book and --min, through check_black_white with
// the moves counted (differential_test; up to 1000 in the slow tests); a
// breadth-first search over rows finds no shorter answer for n <= 9 (n <= 11
// in the slow tests) and the --min lower bound's facts on every reachable row
// (black_white_test); fuzzed (fuzz_black_white); every judge's sample.
#include <cstdio>
#include <vector>

// black_white_moves.hpp: black_white's moves, as its header comment
// describes them (the book's, the fixed ones for n <= 3, --min's), the board
// they move and how a step is printed, for the program and for
// black_white_test, which plays them by the rules. C++98, like the program:
// the bundler inlines it into the judges' files. Its names are each including
// file's own (an unnamed namespace): one file of a program includes it.

#include <string>

// judge_io.hpp: the suite's shared input and output helpers.
// Reading: whitespace-separated integer tokens (spaces, tabs, CR, LF; the last
// newline may be missing), telling the end of input apart from a bad token
// and from a read error. Writing: one buffered stream whose every write is
// checked. Errors: one line on stderr, exit status 1. Lists of numbers:
// next_case, NumberLines (left out where JUDGE_NO_NUMBER_LISTS is defined).
// The command line: Args, in judge_args.hpp.
// C++98 (with long long), so that every judge compiles it.

#include <cerrno>
#include <cstdlib>
#include <cstring>

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

namespace {

// How each step is printed (n = 7, step 10):
//   step        "step%2d:" + the board      step10:o*o*o*--o*o*o*o*  (一本通)
//   step-space  "step %d: " + the board     step 10: o*o*o*--o*o*o*o*
//   board       the board alone             o*o*o*--o*o*o*o*  (Luogu P1259)
//   moves       the move, no board          4,5-->9,10  (cells 4,5 went to
//               the empty cells 9,10; step 0 prints nothing)
enum Layout { kStep, kStepSpace, kBoard, kMoves };
const char* const kLayoutNames = "step|step-space|board|moves";  // as --layout names them, in Layout's order

// The row of cells 1..2n+2 (stored 0-based) and the first empty cell.
struct Board {
  std::string cells;
  int sp;

  explicit Board(int n) : cells(std::string(n, 'o') + std::string(n, '*') + "--"), sp(2 * n + 1) {}

  void move(int m) {
    cells[sp - 1] = cells[m - 1];
    cells[sp] = cells[m];
    cells[m - 1] = cells[m] = '-';
    sp = m;
  }
};

// Appends list[0..count), every move shifted right by `shift` cells.
void append(std::vector<int>& moves, const int* list, int count, int shift) {
  for (int i = 0; i < count; ++i) moves.push_back(list[i] + shift);
}

// n = 1, 2, 3, where the book does not apply: 0, 1 and 5 moves, the least
// there are (a breadth-first search in the tests proves it).
std::vector<int> small_moves(int n) {
  static const int kThree[] = {2, 5, 1, 7, 2};
  std::vector<int> moves;
  if (n == 2) moves.push_back(2);
  if (n == 3) append(moves, kThree, 5, 0);
  return moves;
}

// The book's moves for n >= 4: move(n), move(2n-1) leave the start of n-1 in
// the first 2n cells and "o*" in the last two; so down to n = 4, then five
// fixed moves.
std::vector<int> book_moves(int n) {
  static const int kEnding[] = {4, 8, 2, 7, 1};
  std::vector<int> moves;
  for (int k = n; k > 4; --k) {
    moves.push_back(k);
    moves.push_back(2 * k - 1);
  }
  append(moves, kEnding, 5, 0);
  return moves;
}

// T(m), every move shifted right by `shift` cells: m moves that turn
// o^m *^m -- into --(*o)^m (the empty pair at the left). For m >= 8:
// move(2) and move(2m-3) give o**o + [the start of m-4, its empty pair at
// the right] + **oo; T(m-4), shifted 4 cells, turns the bracket into
// --(*o)^(m-4); move(2m) puts the *o of cells 2m, 2m+1 into cells 5, 6, and
// move(1) the o* of cells 1, 2 into cells 2m, 2m+1. Recursion depth m/4.
void pairs_reversed(int m, int shift, std::vector<int>& moves) {
  static const int kBase[4][7] = {{2, 5, 8, 1}, {2, 8, 5, 10, 1}, {2, 8, 4, 9, 12, 1}, {2, 11, 5, 10, 7, 14, 1}};
  if (m < 8) {
    append(moves, kBase[m - 4], m, shift);
    return;
  }
  moves.push_back(shift + 2);
  moves.push_back(shift + 2 * m - 3);
  pairs_reversed(m - 4, shift + 4, moves);
  moves.push_back(shift + 2 * m);
  moves.push_back(shift + 1);
}

// --min: n moves for n >= 4, the least possible (docs/black_white.md has the proof).
// move(n) leaves o^(n-1) -- *^(n-1) o*; move(2n-2) leaves o + [the start of
// n-2] + *o*; T(n-2), shifted one cell, makes the bracket --(*o)^(n-2).
std::vector<int> shortest_moves(int n) {
  static const int kFour[] = {4, 8, 2, 7}, kFive[] = {5, 8, 2, 7, 4};
  std::vector<int> moves;
  if (n <= 3) return small_moves(n);
  if (n == 4) append(moves, kFour, 4, 0);
  if (n == 5) append(moves, kFive, 5, 0);
  if (n >= 6) {
    moves.push_back(n);
    moves.push_back(2 * n - 2);
    pairs_reversed(n - 2, 1, moves);
  }
  return moves;
}

// Step `step`: the board `cells` after moving cells m, m+1 to the empty cells
// to, to+1 (for step 0, the start: m and to unused).
void print_step(judge_io::Writer& out, Layout layout, int step, const std::string& cells, int m, int to) {
  char head[64];  // numbers < 2^31: at most 47 bytes
  int length = 0;
  if (layout == kStep) length = std::sprintf(head, "step%2d:", step);
  if (layout == kStepSpace) length = std::sprintf(head, "step %d: ", step);
  if (layout == kMoves && step > 0) length = std::sprintf(head, "%d,%d-->%d,%d\n", m, m + 1, to, to + 1);
  out.put(head, static_cast<std::size_t>(length));
  if (layout != kMoves) out.put(cells.c_str(), cells.size()), out.put('\n');
}

}  // namespace

// judge_args.hpp: the command line of the suite's programs and tools, for
// people (a judge passes none): Args. Left out where JUDGE_NO_OPTIONS is
// defined, as a single-file submission may do. C++98, like judge_io.hpp.

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

// The layout when --layout is not given: 一本通's; a judge's own file sets
// its judge's (judges.tsv).
#define JUDGE_LAYOUT "moves"

namespace {

void solve(judge_io::Writer& out, int n, Layout layout, bool fewest, bool tracing) {
  const std::vector<int> moves = fewest ? shortest_moves(n) : n >= 4 ? book_moves(n) : small_moves(n);
  Board board(n);
  print_step(out, layout, 0, board.cells, 0, 0);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int to = board.sp;
    board.move(moves[i]);
    print_step(out, layout, static_cast<int>(i + 1), board.cells, moves[i], to);
    if (tracing) {  // --trace: which cells moved where, on stderr
      out.flush();
      std::fprintf(stderr, "step%2d: cells %d,%d -> %d,%d\n", static_cast<int>(i + 1), moves[i], moves[i] + 1, to,
                   to + 1);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "black_white", "[--layout step|step-space|board|moves] [--min] [--trace] < input",
                      "Prints every board of 黑白棋子的移动 for each n on stdin (1..1000; a 0 or the end\n"
                      "ends the list): the book's 2n - 3 moves for n >= 4.\n"
                      "  --layout L  how a step is printed (default: " JUDGE_LAYOUT "): step (\"step 1:\" + the\n"
                      "              board), step-space (\"step 1: \" + the board), board (the board\n"
                      "              alone) or moves (\"4,5-->9,10\", no boards)\n"
                      "  --min       the fewest moves instead: n for n >= 4\n"
                      "  --trace     the cells each step moves, on stderr\n");
  const bool fewest = args.flag("--min"), tracing = args.flag("--trace");
  const Layout layout = static_cast<Layout>(args.choice("--layout", JUDGE_LAYOUT, kLayoutNames));
  args.check(0, 0);
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout, "black_white");
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, number, "n", 1, 1000, n); ++number)
    solve(out, static_cast<int>(n), layout, fewest, tracing);
  out.finish();
  return 0;
}
