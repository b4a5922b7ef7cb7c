// checker.hpp: what the suite's checkers share. A checker follows testlib's
// protocol: `checker input output answer`; it prints one line that says why
// on stderr and exits 0 (OK), 1 (wrong answer), 2 (presentation error: the
// output is not in the required format) or 3 (fail: the input or the answer
// file itself is bad, or the checker was called wrongly).
//
// The same checker speaks a judge's protocol when bundled with one of these
// defined (build/package puts the files in its packages); the words stay these:
//   CHECKER_KATTIS  Kattis and DOMjudge: `checker input answer feedback_dir
//                   < output`; the line goes into feedback_dir/judgemessage.txt,
//                   exit 42 ok, 43 wrong answer or presentation error, 1 fail
//   CHECKER_HYDRO   Hydro's testlib checker: `checker input output answer`,
//                   testlib's words on stderr, which Hydro reads: "ok why",
//                   "wrong answer why", "wrong output format why", "FAIL why"
//   CHECKER_HUSTOJ  HUSTOJ's tpj: the line on stderr, exit 0 ok, 1 wrong
//                   answer, 2 presentation error, 3 fail. Its judge_client
//                   (trunk/core/judge_client/judge_client.cc, special_judge())
//                   calls `tpj input output answer` from release 21.06.23 to
//                   26.04.13 (line 3088 there) and `tpj input answer output`
//                   from 26.06.24 (line 3355): the verdict and its words are
//                   the same either way (hustoj_answer(), either_way()).
//   CHECKER_QDUOJ   QDUOJ's special judge: `spj input output` (JudgeServer
//                   passes no answer: the file that bundles the checker,
//                   tools/puzzles/<puzzle>/qduoj_checker.cpp, defines
//                   made_answer(), the answer worked out from the input), the
//                   line on stderr, exit 0 ok, 1 wrong answer or presentation
//                   error (JudgeServer reads any other status as a system
//                   error), 3 fail
//   CHECKER_POLYGON a Polygon package's files/check.cpp, which its readers
//                   build and call in three ways: testlib's protocol (Polygon);
//                   built with -DCMS, CMS's (`check input answer output`, the
//                   score on stdout, 1.0 or 0.0, the line on stderr, exit 0;
//                   fail: exit 1), as its Polygon loader builds it; Kattis's
//                   when the third file is a folder, as DOMjudge calls the
//                   checker Polygon2DOMjudge copies into its package
//
// A checker is a function that reads the files and ends in verdict(), and a
// main() that hands it to run(). C++98 (with long long), as a judge may
// compile it: HUSTOJ's `g++ -o tpj tpj.cc` takes the compiler's default.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#ifdef CHECKER_POLYGON
#include <sys/stat.h>
#endif

#include "judge_args.hpp"
#include "judge_io.hpp"

namespace checker {

enum Verdict { kOk = 0, kWrongAnswer = 1, kPresentationError = 2, kFail = 3 };

enum Protocol { kTestlib, kKattis, kHydro, kHustoj, kQduoj, kCms };
// (#ifdef, not #if defined: the bundler settles #ifdef of the protocol it is given.)
#ifdef CHECKER_KATTIS
const Protocol kProtocol = kKattis;
#else
#ifdef CHECKER_HYDRO
const Protocol kProtocol = kHydro;
#else
#ifdef CHECKER_HUSTOJ
const Protocol kProtocol = kHustoj;
#else
#ifdef CHECKER_QDUOJ
const Protocol kProtocol = kQduoj;
// The answer the reference program prints for `input` (qduoj_checker.cpp).
std::string made_answer(const std::string& input);
#else
#ifdef CHECKER_POLYGON
#ifdef CMS  // as CMS's Polygon loader builds the checker
const Protocol kProtocol = kCms;
#else
const Protocol kProtocol = kTestlib;
#endif
#else
const Protocol kProtocol = kTestlib;
#endif
#endif
#endif
#endif
#endif

// A verdict and the words that say why.
struct Result {
  Result(Verdict v, const std::string& words) : verdict(v), why(words) {}
  Verdict verdict;
  std::string why;
};

// Ends the check: throws the verdict, which run() reports.
inline void verdict(Verdict v, const std::string& why) { throw Result(v, why); }

// The three files of a call, read whole.
struct Files {
  std::string input, output, answer;
};

// A checker's check: reads the files and ends in verdict().
typedef void (*Check)(const Files& files);

// Whether the answer is laid out as the suite's reference program writes its
// answers, as a package's are (0 for a checker whose answers have one
// layout). Only either_way() asks.
typedef bool (*UsualLayout)(const Files& files);

inline std::string read_file(const std::string& path) {
  std::ifstream f(path.c_str(), std::ios::binary);
  if (!f) verdict(kFail, "cannot read " + judge_io::escaped(path));
  std::string text;  // read straight into its string: an output at the limit is held once
  char buffer[1 << 16];
  while (f.read(buffer, sizeof buffer) || f.gcount() > 0) text.append(buffer, static_cast<std::size_t>(f.gcount()));
  return text;
}

// `text` as a message quotes it: escaped; past 60 bytes, its first 50 (cut
// where a character ends), "..." and its length, so that a verdict's line
// stays short however long the output's line.
inline std::string excerpt(const std::string& text) {
  if (text.size() <= 60) return judge_io::escaped(text);
  return judge_io::escaped(judge_io::cut_at(text, 50)) + "... (" + judge_io::text(static_cast<long long>(text.size())) +
         " bytes)";
}

// "1 case", "2 cases".
inline std::string count_of(std::size_t n, const std::string& thing) {
  return judge_io::text(n) + " " + thing + (n == 1 ? "" : "s");
}

// Whitespace-separated tokens, for the input and answer files, which need not
// be laid out exactly.
inline std::vector<std::string> tokens(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  std::string t;
  while (in >> t) out.push_back(t);
  return out;
}

// A whole non-negative number of at most 9 digits, or -1.
inline long long number(const std::string& t) {
  if (t.empty() || t.size() > 9 || t.find_first_not_of("0123456789") != std::string::npos) return -1;
  return std::atoll(t.c_str());
}

// The sizes an input lists: numbers 1..1000 up to a 0 or its end. Any other
// token fails the check (the input is bad), a size called `name` ("n").
inline std::vector<int> sizes_of(const std::string& input, const std::string& name) {
  std::vector<int> sizes;
  const std::vector<std::string> in = tokens(input);
  for (std::size_t i = 0; i < in.size(); ++i) {
    const long long n = number(in[i]);
    if (n == 0) break;
    if (n < 1 || n > 1000) verdict(kFail, "input: \"" + judge_io::escaped(in[i]) + "\" is not an " + name + " of 1..1000");
    sizes.push_back(static_cast<int>(n));
  }
  return sizes;
}

// The lines of an output file, one at a time, nothing kept but the last:
// each must be exact (it ends in \n, holds no \r, is not empty, neither
// starts nor ends in a space). A broken rule is a presentation error.
class Lines {
 public:
  explicit Lines(const std::string& text) : text_(text), start_(0), number_(0) {}
  // The next line, in `line`; false at the end.
  bool next(std::string& line) {
    if (start_ >= text_.size()) return false;
    const std::size_t end = text_.find('\n', start_);
    ++number_;
    if (end == std::string::npos) fail("does not end in a newline");
    line.assign(text_, start_, end - start_);
    if (line.find('\r') != std::string::npos) fail("holds a carriage return");
    if (line.empty()) fail("is empty");
    const char first = line[0], last = line[line.size() - 1];
    if (last == ' ' || last == '\t') fail("ends in a space");
    if (first == ' ' || first == '\t') fail("starts with a space");
    start_ = end + 1;
    return true;
  }
  std::size_t number() const { return number_; }  // of the line last read, from 1

 private:
  void fail(const char* what) const {
    verdict(kPresentationError, "output line " + judge_io::text(number_) + " " + what);
  }
  const std::string& text_;
  std::size_t start_, number_;
};

// The lines of an output file, which must be exact (Lines): every one is
// checked before the first is given, then they are read in order, at(i) for
// an i no less than the last asked. Nothing is kept but the line, so an
// output at the output limit takes its text and little more.
class ExactLines {
 public:
  explicit ExactLines(const std::string& text) : reader_(text), size_(0), read_(0) {
    Lines all(text);
    std::string line;
    while (all.next(line)) ++size_;
  }
  std::size_t size() const { return size_; }
  const std::string& at(std::size_t i) {
    while (read_ <= i && reader_.next(line_)) ++read_;
    return line_;
  }

 private:
  Lines reader_;
  std::size_t size_, read_;
  std::string line_;
};

// The verdict of `check` on `files`, not reported.
inline Result outcome(Check check, const Files& files) {
  try {
    check(files);
  } catch (const Result& result) {
    return result;
  }
  return Result(kFail, "the checker gave no verdict");
}

// Of two results, the lesser verdict, then the lesser words: a choice that
// does not depend on which came first.
inline const Result& lesser(const Result& a, const Result& b) {
  return b.verdict < a.verdict || (b.verdict == a.verdict && b.why < a.why) ? b : a;
}

// HUSTOJ: which operand is the answer, by the names its judge_client gives
// the files (judge_client.cc's prepare_files(), line 2164 at 26.04.13, 2185
// at 26.06.24): the input DATA/PROBLEM/NAME.in, the answer
// DATA/PROBLEM/NAME.out, the output runN/user.out (or the file that the
// problem's output.name names, there). 1 or 2, the operand named as the input
// with .out for .in; 0 where neither or both are. (The input's NAME has its
// quotes escaped, the answer's not: a package's names have none.)
inline int hustoj_answer(const std::vector<std::string>& paths) {
  const std::string& input = paths[0];
  if (input.size() < 3 || input.compare(input.size() - 3, 3, ".in") != 0) return 0;
  const std::string answer = input.substr(0, input.size() - 3) + ".out";
  const bool first = paths[1] == answer, second = paths[2] == answer;
  return first == second ? 0 : first ? 1 : 2;
}

// Whether usual() says so; false where it cannot tell.
inline bool laid_out_usually(UsualLayout usual, const Files& files) {
  try {
    return usual(files);
  } catch (const Result&) {
    return false;
  }
}

// HUSTOJ, where the names do not tell which file is the answer (a copy, an
// install that names them otherwise): the check both ways round, then
//  - ok only where both ways are: a right output passes both ways (as the
//    answer, it sets the answer's own layout, in which the answer is right;
//    the shuttle's and the rotation game's right output is the answer), and
//    a wrong one fails the true way;
//  - else the way that fails where the other passes; else the way that is not
//    a fail (a fail says the answer is bad, as a package's never is);
//  - else, where each way finds the other file laid out wrongly, the way whose
//    answer is laid out as the suite's answers are (usual);
//  - else the lesser result: the order of the files never matters.
inline Result either_way(Check check, UsualLayout usual, Files& files) {
  const Result one = outcome(check, files);
  files.output.swap(files.answer);
  const Result other = outcome(check, files);
  if (one.verdict == kOk && other.verdict == kOk) return lesser(one, other);
  if (one.verdict == kOk || other.verdict == kOk) return one.verdict == kOk ? other : one;
  if ((one.verdict == kFail) != (other.verdict == kFail)) return one.verdict == kFail ? other : one;
  if (usual && one.verdict != kFail) {
    const bool other_usual = laid_out_usually(usual, files);
    files.output.swap(files.answer);
    const bool one_usual = laid_out_usually(usual, files);
    if (one_usual != other_usual) return one_usual ? one : other;
  }
  return lesser(one, other);
}

// Says `result` in `protocol`; the exit status. Kattis: the line also goes
// into feedback_dir/judgemessage.txt.
inline int report(const Result& result, Protocol protocol, const std::string& feedback_dir) {
  static const char* const kWords[] = {"ok", "wrong answer", "presentation error", "fail"};
  const Verdict v = result.verdict;
  if (protocol == kHydro) {
    static const char* const kTestlibWords[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
    std::fprintf(stderr, "%s %s\n", kTestlibWords[v], result.why.c_str());
    return v;
  }
  const std::string line = std::string(kWords[v]) + ": " + result.why + "\n";
  if (protocol == kCms) {  // the CMS branch of the testlib.h CMS's Polygon loader uses
    if (v != kFail) std::fputs(v == kOk ? "1.0\n" : "0.0\n", stdout);
    std::fputs(line.c_str(), stderr);
    return v == kFail ? 1 : 0;
  }
  std::fputs(line.c_str(), stderr);
  if (protocol == kQduoj) return v == kPresentationError ? kWrongAnswer : v;
  if (protocol != kKattis) return v;
  if (!feedback_dir.empty()) {
    std::ofstream message((feedback_dir + "/judgemessage.txt").c_str(), std::ios::binary);
    message << line;
  }
  return v == kOk ? 42 : v == kFail ? 1 : 43;
}

// A checker's main(): the command line as every program of the suite reads
// it (--help, unknown options), but a wrong number of files is testlib's
// fail; the files as the protocol names them (the opening comment), read;
// `check` on them, reported. The exit status.
inline int run(int argc, char** argv, const char* program, Check check, UsualLayout usual) {
  const char* const usage = kProtocol == kKattis ? "input answer feedback_dir < output"
                            : kProtocol == kHustoj ? "input answer output (or input output answer)"
                            : kProtocol == kCms    ? "input answer output"
                            : kProtocol == kQduoj  ? "input output"
                                                   : "input output answer";
  std::string feedback_dir;
  Protocol protocol = kProtocol;
  try {
    judge_io::Args args(argc, argv, program, usage,
                        kProtocol == kTestlib
                            ? "Checks an output against the input and the answer (testlib's protocol): exit 0\n"
                              "ok, 1 wrong answer, 2 presentation error, 3 fail (the input or answer is bad),\n"
                              "with one line on stderr that says why. The layout is the answer's.\n"
                            : "Checks an output against the input and the answer, in a judge's protocol\n"
                              "(checker.hpp's opening comment says which), with one line that says why.\n"
                              "The layout is the answer's.\n");
    args.check(0, static_cast<std::size_t>(argc));
    const std::vector<std::string>& paths = args.operands();
    if (paths.size() != (kProtocol == kQduoj ? 2u : 3u)) verdict(kFail, std::string("usage: ") + program + " " + usage);
#ifdef CHECKER_POLYGON
    struct stat third;  // DOMjudge calls the checker Polygon2DOMjudge copies with its feedback folder third
    if (stat(paths[2].c_str(), &third) == 0 && S_ISDIR(third.st_mode)) protocol = kKattis;
#endif
    Files files;
    files.input = read_file(paths[0]);
    if (protocol == kKattis) {
      feedback_dir = paths[2];
      std::ostringstream output;
      output << std::cin.rdbuf();
      files.output = output.str();
      files.answer = read_file(paths[1]);
    } else if (protocol == kHustoj) {
      const int answer = hustoj_answer(paths);
      files.output = read_file(paths[answer == 1 ? 2 : 1]);
      files.answer = read_file(paths[answer == 1 ? 1 : 2]);
      if (answer == 0) return report(either_way(check, usual, files), protocol, feedback_dir);
    } else if (protocol == kCms) {
      files.output = read_file(paths[2]);
      files.answer = read_file(paths[1]);
    } else {
      files.output = read_file(paths[1]);
#ifdef CHECKER_QDUOJ
      files.answer = made_answer(files.input);
#else
      files.answer = read_file(paths[2]);
#endif
    }
    check(files);
  } catch (const Result& result) {
    return report(result, protocol, feedback_dir);
  }
  return report(Result(kFail, "the checker gave no verdict"), protocol, feedback_dir);
}

}  // namespace checker
