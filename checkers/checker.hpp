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
//   CHECKER_HUSTOJ  HUSTOJ's tpj: `tpj input answer output` (its judge_client
//                   passes the answer second), the line on stderr, exit 0 ok,
//                   1 wrong answer, 2 presentation error, 3 fail
//   CHECKER_QDUOJ   QDUOJ's special judge: `spj input output` (JudgeServer
//                   passes no answer: the file that bundles the checker,
//                   tools/puzzles/<puzzle>/qduoj_checker.cpp, defines
//                   made_answer(), the answer worked out from the input), the line on
//                   stderr, exit 0 ok, 1 wrong answer or presentation error
//                   (JudgeServer reads any other status as a system error), 3 fail
//   CHECKER_POLYGON a Polygon package's files/check.cpp, which its readers
//                   build and call in three ways: testlib's protocol (Polygon);
//                   built with -DCMS, CMS's (`check input answer output`, the
//                   score on stdout, 1.0 or 0.0, the line on stderr, exit 0;
//                   fail: exit 1), as its Polygon loader builds it; Kattis's
//                   when the third file is a folder, as DOMjudge calls the
//                   checker Polygon2DOMjudge copies into its package
#pragma once

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
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

// The protocol of this call: kProtocol, but a Polygon checker called with a
// folder third speaks Kattis's (read_files).
inline Protocol& protocol() {
  static Protocol p = kProtocol;
  return p;
}

// Kattis: the feedback folder of the call, where judgemessage.txt goes.
inline std::string& feedback_dir() {
  static std::string dir;
  return dir;
}

[[noreturn]] inline void verdict(Verdict v, const std::string& why) {
  static const char* const kWords[] = {"ok", "wrong answer", "presentation error", "fail"};
  const std::string line = std::string(kWords[v]) + ": " + why + "\n";
  if (protocol() == kCms) {  // cmscontrib/loaders/polygon/testlib.h's CMS branch
    if (v != kFail) std::fputs(v == kOk ? "1.0\n" : "0.0\n", stdout);
    std::fputs(line.c_str(), stderr);
    std::exit(v == kFail ? 1 : 0);
  }
  if (protocol() == kHydro) {
    static const char* const kTestlibWords[] = {"ok", "wrong answer", "wrong output format", "FAIL"};
    std::fprintf(stderr, "%s %s\n", kTestlibWords[v], why.c_str());
    std::exit(v);
  }
  std::fputs(line.c_str(), stderr);
  if (kProtocol == kQduoj) std::exit(v == kPresentationError ? kWrongAnswer : v);
  if (protocol() != kKattis) std::exit(v);
  if (!feedback_dir().empty()) {
    std::ofstream message(feedback_dir() + "/judgemessage.txt", std::ios::binary);
    message << line;
  }
  std::exit(v == kOk ? 42 : v == kFail ? 1 : 43);
}

// The three files of a call, read whole.
struct Files {
  std::string input, output, answer;
};

inline std::string read_file(const std::string& path, Verdict if_missing) {
  std::ifstream f(path, std::ios::binary);
  if (!f) verdict(if_missing, "cannot read " + judge_io::escaped(path));
  std::string text;  // read straight into its string: an output at the limit is held once
  char buffer[1 << 16];
  while (f.read(buffer, sizeof buffer) || f.gcount() > 0) text.append(buffer, static_cast<std::size_t>(f.gcount()));
  return text;
}

// The command line as every program of the suite reads it (--help, unknown
// options), but a wrong number of files is testlib's fail. In a judge's
// protocol, the files as that judge names them (the header's list).
inline Files read_files(int argc, char** argv, const char* what) {
  const char* const usage = kProtocol == kKattis                        ? "input answer feedback_dir < output"
                            : kProtocol == kHustoj || kProtocol == kCms ? "input answer output"
                            : kProtocol == kQduoj                       ? "input output"
                                                                        : "input output answer";
  judge_io::Args args(argc, argv, what, usage,
                      kProtocol == kTestlib
                          ? "Checks an output against the input and the answer (testlib's protocol): exit 0\n"
                            "ok, 1 wrong answer, 2 presentation error, 3 fail (the input or answer is bad),\n"
                            "with one line on stderr that says why. The layout is the answer's.\n"
                          : "Checks an output against the input and the answer, in a judge's protocol\n"
                            "(checker.hpp's opening comment says which), with one line that says why.\n"
                            "The layout is the answer's.\n");
  args.check(0, static_cast<std::size_t>(argc));
  const std::vector<std::string>& files = args.operands();
  if (files.size() != (kProtocol == kQduoj ? 2u : 3u)) verdict(kFail, std::string("usage: ") + what + " " + usage);
#ifdef CHECKER_POLYGON
  struct stat third;
  if (stat(files[2].c_str(), &third) == 0 && S_ISDIR(third.st_mode)) protocol() = kKattis;
#endif
  if (protocol() == kKattis) {
    feedback_dir() = files[2];
    std::ostringstream output;
    output << std::cin.rdbuf();
    return Files{read_file(files[0], kFail), output.str(), read_file(files[1], kFail)};
  }
  if (kProtocol == kHustoj || kProtocol == kCms)
    return Files{read_file(files[0], kFail), read_file(files[2], kFail), read_file(files[1], kFail)};
#ifdef CHECKER_QDUOJ
  const std::string input = read_file(files[0], kFail);
  return Files{input, read_file(files[1], kFail), made_answer(input)};
#endif
  return Files{read_file(files[0], kFail), read_file(files[1], kFail), read_file(files[2], kFail)};  // testlib: fail
}

// "1 case", "2 cases".
inline std::string count_of(std::size_t n, const std::string& thing) {
  return std::to_string(n) + " " + thing + (n == 1 ? "" : "s");
}

// Whitespace-separated tokens, for the input and answer files, which need not
// be laid out exactly.
inline std::vector<std::string> tokens(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

// A whole non-negative number of at most 9 digits, or -1.
inline long long number(const std::string& t) {
  if (t.empty() || t.size() > 9 || t.find_first_not_of("0123456789") != std::string::npos) return -1;
  return std::atoll(t.c_str());
}

// The lines of an output file, one at a time, nothing kept: each must be
// exact (it ends in \n, holds no \r, is not empty, neither starts nor ends
// in a space). A broken rule is a presentation error.
class Lines {
 public:
  explicit Lines(const std::string& text) : text_(text) {}
  // The next line, in `line`; false at the end.
  bool next(std::string_view& line) {
    if (start_ >= text_.size()) return false;
    const std::size_t end = text_.find('\n', start_);
    ++number_;
    if (end == std::string::npos) fail("does not end in a newline");
    line = std::string_view(text_).substr(start_, end - start_);
    if (line.find('\r') != std::string_view::npos) fail("holds a carriage return");
    if (line.empty()) fail("is empty");
    if (line.back() == ' ' || line.back() == '\t') fail("ends in a space");
    if (line.front() == ' ' || line.front() == '\t') fail("starts with a space");
    start_ = end + 1;
    return true;
  }
  std::size_t number() const { return number_; }  // of the line last read, from 1

 private:
  [[noreturn]] void fail(const char* what) const {
    verdict(kPresentationError, "output line " + std::to_string(number_) + " " + what);
  }
  const std::string& text_;
  std::size_t start_ = 0, number_ = 0;
};

// The lines of an output file, which must be exact (Lines): every one is
// checked before the first is given, then they are read in order, at(i) for
// an i no less than the last asked. Nothing is kept but the line, so an
// output at the output limit takes its text and little more.
class ExactLines {
 public:
  explicit ExactLines(const std::string& text) : reader_(text) {
    Lines all(text);
    for (std::string_view line; all.next(line);) ++size_;
  }
  std::size_t size() const { return size_; }
  const std::string& at(std::size_t i) {
    for (std::string_view line; read_ <= i && reader_.next(line); ++read_) line_.assign(line);
    return line_;
  }

 private:
  Lines reader_;
  std::size_t size_ = 0, read_ = 0;
  std::string line_;
};

}  // namespace checker
