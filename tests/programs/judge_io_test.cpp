// Unit tests of the shared I/O header: tokens, the end of input, bad tokens,
// where reading stopped, buffered writing, and numbers per line.
#include "judge_args.hpp"
#include "judge_io.hpp"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

// A FILE* holding `text`, closed when it goes out of scope.
class TempFile {
 public:
  explicit TempFile(const std::string& text = "") : f_(std::tmpfile()) {
    std::fwrite(text.data(), 1, text.size(), f_);
    std::rewind(f_);
  }
  ~TempFile() { std::fclose(f_); }
  std::FILE* get() const { return f_; }
  std::string contents() const {
    std::rewind(f_);
    std::string s;
    for (int c; (c = std::fgetc(f_)) != EOF;) s += static_cast<char>(c);
    return s;
  }

 private:
  std::FILE* f_;
};

// Reads all tokens; each ok value as its number, a bad token as "bad".
std::vector<std::string> read_all(const std::string& text) {
  TempFile f(text);
  judge_io::Reader in(f.get());
  std::vector<std::string> seen;
  long long v = 0;
  for (judge_io::Reader::Status s; (s = in.next(v)) != judge_io::Reader::end;)
    seen.push_back(s == judge_io::Reader::ok ? std::to_string(v) : "bad");
  return seen;
}

using Tokens = std::vector<std::string>;

TEST(Reader, EmptyInputIsTheEnd) {
  EXPECT_EQ(read_all(""), Tokens{});
  EXPECT_EQ(read_all(" \n\t\r\n"), Tokens{});
}

TEST(Reader, AnyWhitespaceSeparates) {
  EXPECT_EQ(read_all("1 2\t3\n4\r\n5\v6\f7"), (Tokens{"1", "2", "3", "4", "5", "6", "7"}));
  EXPECT_EQ(read_all("  12\r\n\r\n\t34  "), (Tokens{"12", "34"}));
}

TEST(Reader, LastNumberWithoutNewline) { EXPECT_EQ(read_all("3\n10"), (Tokens{"3", "10"})); }

TEST(Reader, SignsAndLeadingZeros) {
  EXPECT_EQ(read_all("-5 007 -0 0"), (Tokens{"-5", "7", "0", "0"}));
}

TEST(Reader, BadTokensAreWholeTokens) {
  EXPECT_EQ(read_all("1x 2 - + +3 3.0 abc 4"), (Tokens{"bad", "2", "bad", "bad", "bad", "bad", "bad", "4"}));
}

TEST(Reader, HugeNumbersSaturateOutOfAnyRange) {
  const Tokens t = read_all("99999999999999999999999999 -99999999999999999999999999");
  ASSERT_EQ(t.size(), 2u);
  EXPECT_GE(std::stoll(t[0]), 1000000000000000000LL);
  EXPECT_LE(std::stoll(t[1]), -1000000000000000000LL);
}

TEST(Reader, SaysWhereItStopped) {
  TempFile f("10 20\nabc");
  judge_io::Reader in(f.get());
  long long v = 0;
  in.next(v);
  in.next(v);
  EXPECT_EQ(in.next(v), judge_io::Reader::bad);
  EXPECT_EQ(in.where(), "token 3 (\"abc\")");
  EXPECT_EQ(in.next(v), judge_io::Reader::end);
  EXPECT_EQ(in.where(), "token 3 (\"abc\")");
}

// Where a Reader says it stopped on `text`, whose first token is bad.
std::string where_first_is_bad(const std::string& text) {
  TempFile f(text);
  judge_io::Reader in(f.get());
  long long v = 0;
  EXPECT_EQ(in.next(v), judge_io::Reader::bad);
  return in.where();
}

TEST(Reader, TokensOf24CharactersAreShownWhole) {
  EXPECT_EQ(where_first_is_bad(std::string(23, '1') + "x"), "token 1 (\"" + std::string(23, '1') + "x\")");
}

TEST(Reader, LongTokensAreCutShortInMessages) {
  EXPECT_EQ(where_first_is_bad(std::string(100000, '7') + "x"), "token 1 (\"" + std::string(21, '7') + "...\")");
}

TEST(Reader, ShowsUtf8AsWrittenAndEscapesWhatCanHideText) {
  EXPECT_EQ(where_first_is_bad(std::string("2\0" "3\x1b[31m\\\xc3\xa9", 11)),
            "token 1 (\"2\\x003\\x1b[31m\\\\\xc3\xa9\")");  // é as it is
}

TEST(Reader, CutsLongTokensWhereACharacterEnds) {
  TempFile f(std::string(20, '9') + "\xe2\x82\xac\xe2\x82\xac");  // two 3-byte characters
  judge_io::Reader in(f.get());
  long long v = 0;
  EXPECT_EQ(in.next(v), judge_io::Reader::bad);
  EXPECT_EQ(in.where(), "token 1 (\"" + std::string(20, '9') + "...\")");  // not half a euro sign
  EXPECT_EQ(in.hint(), "");
}

TEST(Escaped, PrintsUtf8AsWritten) {
  EXPECT_EQ(judge_io::escaped("./\xe7\xab\x9e\xe8\xb5\x9b/a.out"), "./\xe7\xab\x9e\xe8\xb5\x9b/a.out");  // ./竞赛/a.out
  EXPECT_EQ(judge_io::escaped("\xef\xbc\x93 \xc3\xa9 \xf0\x9f\x98\x80 a'b (c)"), "\xef\xbc\x93 \xc3\xa9 \xf0\x9f\x98\x80 a'b (c)");
  EXPECT_EQ(judge_io::escaped("a\\b"), "a\\\\b");
}

TEST(Escaped, EscapesControlsInvisiblesBidiAndBytesThatAreNotUtf8) {
  EXPECT_EQ(judge_io::escaped("\x1b[31m"), "\\x1b[31m");
  EXPECT_EQ(judge_io::escaped(std::string("a\0b\x7f", 4)), "a\\x00b\\x7f");
  EXPECT_EQ(judge_io::escaped("\xc2\x85"), "\\xc2\\x85");  // C1: NEL
  for (const char* hidden : {"\xe2\x80\x8b", "\xe2\x80\x8f", "\xe2\x80\xaa", "\xe2\x80\xae", "\xe2\x81\xa6",
                             "\xe2\x81\xa9", "\xef\xbb\xbf"}) {  // U+200B, 200F, 202A, 202E, 2066, 2069, FEFF
    std::string want;
    for (const char* c = hidden; *c; ++c) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned char>(*c));
      want += hex;
    }
    EXPECT_EQ(judge_io::escaped(std::string("x") + hidden + "y"), "x" + want + "y");
  }
  EXPECT_EQ(judge_io::escaped("\xff"), "\\xff");                      // never a UTF-8 byte
  EXPECT_EQ(judge_io::escaped("\xe7\xab"), "\\xe7\\xab");             // cut short
  EXPECT_EQ(judge_io::escaped("\xc0\xaf"), "\\xc0\\xaf");             // an overlong '/'
  EXPECT_EQ(judge_io::escaped("\xed\xa0\x80"), "\\xed\\xa0\\x80");    // a surrogate
  EXPECT_EQ(judge_io::escaped("\xf4\x90\x80\x80"), "\\xf4\\x90\\x80\\x80");  // past U+10FFFF
  EXPECT_EQ(judge_io::escaped("\xe7\xab" "a"), "\\xe7\\xab" "a");     // the byte after a broken one is read again
}

// The UTF-8 text of code point c.
std::string utf8(unsigned long c) {
  std::string s;
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xc0 | c >> 6);
    s += static_cast<char>(0x80 | (c & 0x3f));
  } else if (c < 0x10000) {
    s += static_cast<char>(0xe0 | c >> 12);
    s += static_cast<char>(0x80 | (c >> 6 & 0x3f));
    s += static_cast<char>(0x80 | (c & 0x3f));
  } else {
    s += static_cast<char>(0xf0 | c >> 18);
    s += static_cast<char>(0x80 | (c >> 12 & 0x3f));
    s += static_cast<char>(0x80 | (c >> 6 & 0x3f));
    s += static_cast<char>(0x80 | (c & 0x3f));
  }
  return s;
}

// Whether escaped() shows the character as written.
bool shown_as_written(unsigned long c) { return judge_io::escaped(utf8(c)) == utf8(c); }

TEST(Escaped, EveryHiddenRangeFromItsFirstToItsLastAndNotOneBeyond) {
  struct Range {
    unsigned long first, last;
  };
  for (const Range r : {Range{0x7f, 0x9f}, Range{0xad, 0xad}, Range{0x34f, 0x34f}, Range{0x600, 0x605},
                        Range{0x61c, 0x61c}, Range{0x115f, 0x1160}, Range{0x180b, 0x180f}, Range{0x200b, 0x200f},
                        Range{0x2028, 0x202e}, Range{0x2060, 0x206f}, Range{0x3164, 0x3164}, Range{0xfe00, 0xfe0f},
                        Range{0xfeff, 0xfeff}, Range{0xffa0, 0xffa0}, Range{0xfff9, 0xfffb}, Range{0x1d173, 0x1d17a},
                        Range{0xe0000, 0xe0fff}}) {
    for (unsigned long c = r.first; c <= r.last; ++c) EXPECT_FALSE(shown_as_written(c)) << std::hex << c;
    if (r.first != 0xe0000) {  // U+DFFFF before the tags is a noncharacter
      EXPECT_TRUE(shown_as_written(r.first - 1)) << std::hex << r.first - 1;
    }
    EXPECT_TRUE(shown_as_written(r.last + 1)) << std::hex << r.last + 1;
  }
  for (unsigned long c : {0xfffeul, 0xffffful, 0x10fffeul, 0xfdd0ul}) EXPECT_FALSE(shown_as_written(c)) << std::hex << c;
  for (unsigned long c : {0x20ul, 0x7eul, 0xa0ul, 0xe9ul, 0x4e00ul, 0xff13ul, 0xfffdul, 0x1f600ul, 0x10fffdul})
    EXPECT_TRUE(shown_as_written(c)) << std::hex << c;
}

TEST(Escaped, ReadsEveryLengthOfUtf8AndRefusesWhatIsNot) {
  for (const char* valid : {"\xc2\xa0", "\xdf\xbf", "\xe0\xa0\x80", "\xed\x9f\xbf", "\xee\x80\x80", "\xef\xbf\xbd",
                            "\xf0\x90\x80\x80", "\xf4\x8f\xbf\xbd"})
    EXPECT_EQ(judge_io::escaped(valid), valid);
  // Overlong forms, surrogates, bytes that never start a character, lone continuations.
  EXPECT_EQ(judge_io::escaped("\xe0\x80\xaf"), "\\xe0\\x80\\xaf");
  EXPECT_EQ(judge_io::escaped("\xe0\x9f\xbf"), "\\xe0\\x9f\\xbf");
  EXPECT_EQ(judge_io::escaped("\xf0\x80\x80\xaf"), "\\xf0\\x80\\x80\\xaf");
  EXPECT_EQ(judge_io::escaped("\xf0\x8f\xbf\xbf"), "\\xf0\\x8f\\xbf\\xbf");
  EXPECT_EQ(judge_io::escaped("\xed\xbf\xbf"), "\\xed\\xbf\\xbf");
  EXPECT_EQ(judge_io::escaped("\xf5\x80\x80\x80"), "\\xf5\\x80\\x80\\x80");
  EXPECT_EQ(judge_io::escaped("\xc1\xbf"), "\\xc1\\xbf");
  EXPECT_EQ(judge_io::escaped("\x80"), "\\x80");
  EXPECT_EQ(judge_io::escaped("a\xbf" "b"), "a\\xbfb");
}

TEST(CutAt, CutsWhereACharacterEnds) {
  const std::string euro = "\xe2\x82\xac", smile = "\xf0\x9f\x98\x80", e = "\xc3\xa9";
  EXPECT_EQ(judge_io::cut_at("abc", 3), "abc");
  EXPECT_EQ(judge_io::cut_at("abc", 5), "abc");
  EXPECT_EQ(judge_io::cut_at("abc", 0), "");
  for (std::size_t max = 0; max <= 6; ++max) {
    EXPECT_EQ(judge_io::cut_at("ab" + euro + "c", max), std::string("ab" + euro + "c").substr(0, max < 2 ? max : max < 5 ? 2 : max))
        << max;
    EXPECT_EQ(judge_io::cut_at("a" + smile + "b", max), std::string("a" + smile + "b").substr(0, max < 1 ? max : max < 5 ? 1 : max))
        << max;
    EXPECT_EQ(judge_io::cut_at(e + e, max), std::string(e + e).substr(0, max / 2 * 2)) << max;
  }
  // Stray continuation bytes belong to no character: the cut stays where it was asked.
  EXPECT_EQ(judge_io::cut_at("\x80\x93hello", 1), "\x80");
  EXPECT_EQ(judge_io::cut_at("ab\x80\x80\x80\x80", 4), "ab\x80\x80");
}

TEST(FullWidthHint, NamesTheCharacterAndWhatToType) {
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x93"), " (a full-width digit: type 3)");  // ３
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x91\xef\xbc\x90"), " (a full-width digit: type 10)");
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x8d" "5"), " (a full-width sign: type -5)");  // －5
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x8b" "5"), " (a full-width sign: type +5)");
  EXPECT_EQ(judge_io::full_width_hint("3\xe3\x80\x80" "4"), " (a full-width space)");  // 3　4: not one number
  EXPECT_EQ(judge_io::full_width_hint("\xe3\x80\x80"), " (a full-width space)");
  EXPECT_EQ(judge_io::full_width_hint("x\xef\xbc\x93"), " (a full-width digit)");  // x３
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x90\xef\xbc\x99"), " (a full-width digit: type 09)");  // U+FF10, U+FF19
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x8f"), "");  // U+FF0F, the full-width solidus, just below the digits
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x9a"), "");  // U+FF1A, the full-width colon, just above them
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x93\x1b"), " (a full-width digit)");  // nothing to type with ESC in it
  EXPECT_EQ(judge_io::full_width_hint("\xef\xbc\x93\xe5\x8f\xb7"), " (a full-width digit)");  // ３号: nothing to type
  EXPECT_EQ(judge_io::full_width_hint("x"), "");
  EXPECT_EQ(judge_io::full_width_hint("\xe7\xab\x9e"), "");
}

#ifndef _WIN32  // which opens no folder as a file
TEST(Reader, AReadErrorIsNotTheEnd) {
  std::FILE* dir = std::fopen(".", "r");  // a folder: reading it fails
  ASSERT_NE(dir, nullptr);
  judge_io::Reader in(dir);
  long long v = 0;
  EXPECT_EQ(in.next(v), judge_io::Reader::error);
  EXPECT_EQ(in.reason(), std::strerror(EISDIR));
  std::fclose(dir);
}
#endif

TEST(Reader, TokensAcrossTheBufferBoundary) {
  std::string text;
  for (int i = 0; i < 30000; ++i) text += std::to_string(i) + (i % 7 ? " " : "\r\n");
  TempFile f(text);
  judge_io::Reader in(f.get());
  long long v = -1;
  for (int i = 0; i < 30000; ++i) {
    ASSERT_EQ(in.next(v), judge_io::Reader::ok);
    ASSERT_EQ(v, i);
  }
  EXPECT_EQ(in.next(v), judge_io::Reader::end);
}

TEST(Writer, WritesNumbersAndTextInOrder) {
  TempFile f;
  {
    judge_io::Writer out(f.get(), "t");
    out.put('0');
    out.put(" ok ");
    out.put("yes\n", 4);
    out.put(std::string(100000, 'z').c_str());
    out.put('!');
    out.flush();
  }
  EXPECT_EQ(f.contents(), "0 ok yes\n" + std::string(100000, 'z') + "!");
}

TEST(Writer, OutputLargerThanTheBuffer) {
  TempFile f;
  std::string want;
  {
    judge_io::Writer out(f.get(), "t");
    for (int i = 0; i < 100000; ++i) out.put(std::to_string(i).c_str()), out.put('\n'), want += std::to_string(i) + "\n";
    out.flush();
  }
  EXPECT_EQ(f.contents(), want);
}

std::string lines_of(int count, int per_line) {
  TempFile f;
  {
    judge_io::Writer out(f.get(), "t");
    judge_io::NumberLines lines(out, count, per_line);
    for (int i = 1; i <= count; ++i) lines.put(i);
    lines.end();
    out.flush();
  }
  return f.contents();
}

TEST(NumberLines, BreakIntoLinesAndNeverLeaveAnEmptyOne) {
  EXPECT_EQ(lines_of(0, 3), "");
  EXPECT_EQ(lines_of(2, 3), "1 2\n");
  EXPECT_EQ(lines_of(3, 3), "1 2 3\n");
  EXPECT_EQ(lines_of(7, 3), "1 2 3\n4 5 6\n7\n");
}

TEST(NumberLines, WritesEveryNumberUpToMax) {
  TempFile f;
  std::string want;
  {
    judge_io::Writer out(f.get(), "t");
    judge_io::NumberLines lines(out, 1234567, 20);
    for (long long v : {0LL, 9LL, 10LL, 99999LL, 1234567LL, 7LL}) lines.put(v), want += std::to_string(v) + " ";
    lines.end();
    out.flush();
  }
  want.back() = '\n';
  EXPECT_EQ(f.contents(), want);
}

TEST(NextCase, StopsAtZeroOrTheEnd) {
  TempFile f("3 5 0 7");
  TempFile sink;
  judge_io::Reader in(f.get());
  judge_io::Writer out(sink.get(), "t");
  long long v = 0;
  EXPECT_TRUE(judge_io::next_case(in, out, 1, "N", 1, 10, v));
  EXPECT_EQ(v, 3);
  EXPECT_TRUE(judge_io::next_case(in, out, 2, "N", 1, 10, v));
  EXPECT_EQ(v, 5);
  EXPECT_FALSE(judge_io::next_case(in, out, 3, "N", 1, 10, v));
}

TEST(NextCaseDeathTest, BadInputFlushesThenExitsWithOneLine) {
  const auto run = [](const char* text) {
    TempFile f(text);
    judge_io::Reader in(f.get());
    judge_io::Writer out(stdout, "prog");
    long long v = 0;
    for (long long number = 1; judge_io::next_case(in, out, number, "N", 1, 10, v); ++number) out.put('.');
  };
  EXPECT_EXIT(run("4 11"), testing::ExitedWithCode(1), "^prog: case 2, token 2 \\(\"11\"\\): N must be 1\\.\\.10\n$");
  EXPECT_EXIT(run("4 q"), testing::ExitedWithCode(1), "^prog: case 2, token 2 \\(\"q\"\\): not a number\n$");
  EXPECT_EXIT(run("-1"), testing::ExitedWithCode(1), "N must be 1\\.\\.10");
}

TEST(WriterDeathTest, AFailedWriteEndsTheProgramWithOneLine) {
  const auto run = [] {
    std::FILE* full = std::fopen("/dev/full", "w");
    judge_io::Writer out(full, "prog");
    out.put("lost\n");
    out.finish();
    std::exit(0);
  };
  EXPECT_EXIT(run(), testing::ExitedWithCode(1), "^prog: cannot write the output: No space left on device\n$");
}

// Runs Args on a command line; what it decided, as text.
std::string parse(std::vector<std::string> words) {
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  judge_io::Args args(static_cast<int>(argv.size()), argv.data(), "prog", "[--flag] [--pick A|B] FILE");
  const bool flag = args.flag("--flag");
  const std::string pick = args.value("--pick", "A");
  args.check(1, 1);
  return std::string(flag ? "flag " : "") + pick + " " + args.operands()[0];
}

TEST(Args, FlagsOptionsAndOperands) {
  EXPECT_EQ(parse({"prog", "f"}), "A f");
  EXPECT_EQ(parse({"prog", "--flag", "f", "--flag"}), "flag A f") << "a repeated flag is harmless";
  EXPECT_EQ(parse({"prog", "--pick", "B", "f"}), "B f");
  EXPECT_EQ(parse({"prog", "--pick", "B", "--pick", "C", "f"}), "C f") << "the last value wins";
  EXPECT_EQ(parse({"prog", "--", "--flag"}), "A --flag") << "-- ends the options";
  EXPECT_EQ(parse({"prog", "-"}), "A -") << "- alone is an operand";
}

TEST(ArgsDeathTest, HelpUnknownOptionsMissingValuesAndOperands) {
  const std::string usage = "usage: prog \\[--flag\\] \\[--pick A\\|B\\] FILE\n";
  EXPECT_EXIT(parse({"prog", "--help"}), testing::ExitedWithCode(0), "^$");
  EXPECT_EXIT(parse({"prog", "-h", "--bogus"}), testing::ExitedWithCode(0), "^$");
  EXPECT_EXIT(parse({"prog", "--bogus", "f"}), testing::ExitedWithCode(2), "^prog: unknown option --bogus\n" + usage + "$");
  EXPECT_EXIT(parse({"prog", "-x\x1b", "f"}), testing::ExitedWithCode(2), "^prog: unknown option -x\\\\x1b\n");
  EXPECT_EXIT(parse({"prog", "f", "--pick"}), testing::ExitedWithCode(2), "^prog: option --pick needs a value\n" + usage + "$");
  EXPECT_EXIT(parse({"prog"}), testing::ExitedWithCode(2), "^prog: missing arguments\n" + usage + "$");
  EXPECT_EXIT(parse({"prog", "f", "g"}), testing::ExitedWithCode(2), "^prog: wrong number of arguments\n" + usage + "$");
}

// Runs Args with a number and a choice on a command line; what it decided.
std::string parse_values(std::vector<std::string> words) {
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(&w[0]);
  judge_io::Args args(static_cast<int>(argv.size()), argv.data(), "prog", "[--n N] [--pick a|b|c]");
  const long long n = args.number("--n", "1", 1, 9);
  const int pick = args.choice("--pick", "a", "a|b|c");
  args.check(0, 0);
  return std::to_string(n) + " " + std::to_string(pick);
}

TEST(Args, NumbersAndChoices) {
  EXPECT_EQ(parse_values({"prog"}), "1 0");
  EXPECT_EQ(parse_values({"prog", "--n", "9", "--pick", "c"}), "9 2");
  EXPECT_EQ(parse_values({"prog", "--pick=b", "--n=3"}), "3 1");
  EXPECT_EQ(parse_values({"prog", "--pick", "z", "--pick", "b"}), "1 1") << "only the last value counts";
}

TEST(ArgsDeathTest, TheShapeOfTheLineComesBeforeItsValues) {
  const std::string usage = "usage: prog \\[--n N\\] \\[--pick a\\|b\\|c\\]\n";
  EXPECT_EXIT(parse_values({"prog", "--pick", "z", "--bogus"}), testing::ExitedWithCode(2),
              "^prog: unknown option --bogus\n" + usage + "$");
  EXPECT_EXIT(parse_values({"prog", "--n", "0", "--pick"}), testing::ExitedWithCode(2),
              "^prog: option --pick needs a value\n");
  EXPECT_EXIT(parse_values({"prog", "--n", "x", "f"}), testing::ExitedWithCode(2), "^prog: wrong number of arguments\n");
  EXPECT_EXIT(parse_values({"prog", "--n", "x", "--pick", "z"}), testing::ExitedWithCode(2),
              "^prog: option --n takes a whole number from 1 to 9, not x\n" + usage + "$");
  EXPECT_EXIT(parse_values({"prog", "--pick", "z", "--n", "10"}), testing::ExitedWithCode(2),
              "^prog: option --n takes a whole number from 1 to 9, not 10\n")
      << "the first bad value declared";
  EXPECT_EXIT(parse_values({"prog", "--pick", "z"}), testing::ExitedWithCode(2), "^prog: option --pick takes a, b or c, not z\n");
  EXPECT_EXIT(parse_values({"prog", "--pick", "z", "--help"}), testing::ExitedWithCode(0), "^$");
}

}  // namespace
