// any_problem.hpp: a problem that is not one of the suite's: a folder of
// tests (--tests DIR: NAME.in with NAME.ans or NAME.out, as oj, cph and most
// judges' downloads keep them; --interactor: a testlib interactor talks
// with the solution) or a Kattis problem package (--problem DIR|ZIP) in its
// legacy layout, read as problemtools v1.20231016 reads it, or in the format
// 2025-09 (interactive, multi-pass, test_group.yaml...: docs/judge-tool.md):
// problem.yaml, data/sample/ then data/secret/ (groups in subfolders, in name
// order), the output validator (the default one, written here, or the
// package's own, built once), the input validator (for --stress), and the
// limits. A package the judge cannot judge by is refused with why (exit
// status 2), never judged against the submission.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "judge/tests.hpp"
#include "judge/verdict.hpp"
#include "judge/token_compare.hpp"

namespace judge {

struct Setup;
struct Work;

// What a problem is: one of the suite's, a folder of tests (--tests DIR) or a
// Kattis package (--problem DIR|ZIP).
enum class ProblemKind { kSuite, kTests, kPackage };

// Who checks an output: kTokens, the default validator (token_compare.hpp),
// here; kTestlib, a checker called `checker input output answer` (testlib's
// exit statuses); kKattis, an output validator called `validator input
// answer feedback_dir [flags] < output` (42 accepted, 43 wrong answer).
enum class CheckerKind { kTokens, kTestlib, kKattis };

// How an output is checked.
struct Checking {
  CheckerKind kind = CheckerKind::kTokens;
  // Interactive (interact.hpp): the program talks with the solution. Kattis:
  // a validator called `validator input answer feedback_dir [flags]`, 42 or
  // 43; testlib: an interactor called `interactor input output answer`
  // (testlib's exit statuses; its output file is for a checker).
  bool interactive = false;
  // Multi-pass (Kattis): at most this many passes; a pass the validator
  // accepts leaving feedback_dir/nextpass.in starts the next on it. 0: one
  // pass, and nextpass.in is not read.
  int passes = 0;
  std::vector<std::string> program;  // testlib, kattis: its command
  std::vector<std::string> then_checker;  // testlib interactor: the checker of its output file, or none
  std::vector<std::string> flags;    // kattis: validator_flags
  TokenRules rules;                  // tokens
  std::string title;                 // how the report names it

  // A test's validator flags: the problem's, then the test's own.
  std::vector<std::string> flags_for(const Test& test) const {
    std::vector<std::string> all = flags;
    all.insert(all.end(), test.flags.begin(), test.flags.end());
    return all;
  }
  // The default validator's rules for a test: the problem's, or with the
  // test's own flags as well (refused, if at all, when the package was read).
  TokenRules rules_for(const Test& test) const {
    std::string refused;
    return test.flags.empty() ? rules : token_rules(flags_for(test), refused);
  }
};

struct AnyProblem {
  ProblemKind kind = ProblemKind::kSuite;
  std::string given;  // the folder or zip as given
  std::string name;   // the report's name for it
  std::string checker_given, validator_given, interactor_given;  // --checker FILE, --validator FILE, --interactor FILE
  Checking checking;
  std::vector<std::string> input_validator;  // its command, or none
  std::string input_validator_name;          // "input_validators/validate.py"
  std::vector<Test> tests;
  std::string time_from, memory_from, output_from;  // where each limit came from, in words
  std::string type_words = "pass-fail";  // a package's type as problem.yaml gives it ("interactive, multi-pass")
  bool scoring = false;  // a scoring problem, judged pass-fail: its score.txt shown
};

// A package's submission judged on its test `k` to time it (the time limit
// from its accepted submissions): the grader's work, which the loader is
// given (main.cpp: grading.hpp's grade()) and never calls itself. `timing`
// is the run as timed: the submission's command, no sandbox, a minute a test.
struct Timed {
  Verdict verdict;
  double cpu;  // seconds
};
using TimeSubmission = std::function<Timed(const Setup& timing, const Work& work, std::size_t k)>;

// Reads setup.any (kind, given, checker_given set by the command line) into
// its tests, checking and limits, building what must be built in the run's
// folder. Throws JudgeError: a bad folder or package (exit status 2).
void load_any_problem(Setup& setup, Work& work, const TimeSubmission& time_one);

}  // namespace judge
