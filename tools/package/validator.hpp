// validator.hpp: what the input validators share (Kattis's protocol: the
// input on stdin, exit 42 when it is valid, 43 with the reason on stderr when
// not). Strict: the input must be laid out exactly as the packaged tests are,
// numbers in decimal without sign or leading zero, single spaces, every line
// ending in "\n", nothing after the end. C++98, as a judge may compile it so.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <string>

namespace package {

// n as decimal text (C++98 has no std::to_string).
inline std::string text_of(long n) {
  char text[24];
  std::sprintf(text, "%ld", n);
  return text;
}

class Input {
 public:
  Input() : text_(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()), at_(0), line_(1) {}

  void invalid(const std::string& why) const {
    std::fprintf(stderr, "invalid input: line %ld: %s\n", line_, why.c_str());
    std::exit(43);
  }
  static void valid() { std::exit(42); }

  bool at_end() const { return at_ == text_.size(); }
  // The next byte, or '\0' at the end.
  char peek() const { return at_end() ? '\0' : text_[at_]; }

  // A number of lo..hi, `what` it is ("N", "a cell").
  long number(const char* what, long lo, long hi) {
    std::size_t end = at_;
    while (end < text_.size() && text_[end] >= '0' && text_[end] <= '9' && end - at_ < 10) ++end;
    if (end == at_) invalid(std::string(what) + ": a number is needed here");
    if (text_[at_] == '0' && end - at_ > 1) invalid(std::string(what) + ": a leading zero");
    const long n = std::atol(text_.substr(at_, end - at_).c_str());
    if (n < lo || n > hi) invalid(std::string(what) + " is " + text_.substr(at_, end - at_) + ", not " +
                                   text_of(lo) + ".." + text_of(hi));
    at_ = end;
    return n;
  }
  void space() { expect(' ', "a single space"); }
  void newline() {
    expect('\n', "the end of the line (\"\\n\")");
    ++line_;
  }
  void end() const {
    if (!at_end()) invalid("nothing may follow");
  }

 private:
  void expect(char c, const char* what) {
    if (peek() != c) invalid(std::string(what) + " is needed here");
    ++at_;
  }
  std::string text_;
  std::size_t at_;
  long line_;
};

}  // namespace package
