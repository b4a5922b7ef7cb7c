// grading.hpp: a test run under the setup's limits, and its verdict. One
// place (verdict_of) turns what the run did and what the checker said into
// the verdict: the limits first (TLE, MLE, OLE), then how it ended (RE), the
// file it had to write (files mode), then the checker (AC, WA, PE), then,
// where the online judge compares the text, the text itself.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

#include "judge/setup.hpp"
#include "judge/tests.hpp"
#include "judge/verdict.hpp"
#include "judge/work.hpp"

namespace judge {

struct Result {
  Verdict verdict = Verdict::AC;  // STOP too when it was stopped at its deadline (out_of_time)
  bool out_of_time = false;
  std::string detail;  // why, in a few words (already escaped)
  std::string score;   // a scoring problem's accepted run: the score its validator wrote (escaped), or ""
  std::string ended;   // an interactive test's: how its solution's last run ended (solution_end, interact.hpp), or ""
  bool left_message = false;  // its Kattis validator left a judgemessage.txt (in the test's .feedback/)
  int pass = 1;               // a multi-pass test's: the pass it ended in (its input NAME.passN.in past pass 1)
  double cpu = 0;
  long peak_kb = 0;
};

// Runs the solution on test k, whose input and expected answer are in
// work.test_base(k, test.name) + ".in" and ".ans", and grades it. The judge's
// own failures (its folder gone, a checker that fails) are thrown. The
// solution's runs are pinned to one CPU (limited/cpus.hpp). A run (the
// solution's, the checker's) still going at `deadline`, if set, is stopped:
// STOP, out_of_time.
Result grade(const Setup& setup, const Work& work, std::size_t k, const Test& test,
             std::chrono::steady_clock::time_point deadline = {});

// The limits the checker runs under, outside the box (past them, the
// judge's own failure): an output at the output limit takes it well under a
// second, in a few MB.
const limited::Limits kCheckerLimits = {10, 256 * 1024, 0, 1024};

// What the judge keeps of a test's stderr, and in files mode of its stdout
// (which no judge reads): their last 64 KB, so that all a test leaves is
// within its output limit and a little more.
const unsigned long long kKeptStreamBytes = 64 << 10;

// Test `base`'s output limit (KB): --output-limit's, else default_output_kb() of its answer.
long output_kb_of(const Setup& setup, const std::string& base);

// Runs the problem's checker on `base` + ".in", ".out" and ".ans", under
// kCheckerLimits: its stdout to `out`, its message (stderr) to `message`.
limited::Outcome run_checker(const Setup& setup, const std::string& base, const std::string& out,
                             const std::string& message, std::chrono::steady_clock::time_point deadline = {});

}  // namespace judge
