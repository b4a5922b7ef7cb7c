// judge_args.hpp: the command line of the suite's programs and tools, for
// people (a judge passes none): Args. Left out where JUDGE_NO_OPTIONS is
// defined, as a single-file submission may do. C++98, like judge_io.hpp.
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "judge_io.hpp"

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
#ifdef SUITE_VERSION
        // The suite's own build names its release after the help and on
        // --version; a judge's file never does (the bundler leaves this out).
        std::printf("\n%s (judge_suite) %s\n", program_, SUITE_VERSION);
#endif
        if (std::fflush(stdout) != 0) die(program_, std::string("cannot write the output: ") + std::strerror(errno));
        std::exit(0);
      }
#ifdef SUITE_VERSION
      if (arg == "--version") {
        std::printf("%s (judge_suite) %s\n", program_, SUITE_VERSION);
        if (std::fflush(stdout) != 0) die(program_, std::string("cannot write the output: ") + std::strerror(errno));
        std::exit(0);
      }
#endif
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
