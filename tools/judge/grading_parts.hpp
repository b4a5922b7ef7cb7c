// grading_parts.hpp: what the parts of grading share. Not for other
// callers: grading.hpp is their face. A test's run and its own verdict
// (grading.cpp); what a checker, validator or interactor says of its output
// (checking.cpp); the tests of several passes or interactive ones
// (passes.cpp).
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

#include "judge/grading.hpp"
#include "judge/setup.hpp"
#include "judge/tests.hpp"
#include "judge/verdict.hpp"
#include "limited/run.hpp"

namespace judge {
namespace grading_detail {

/* grading.cpp */

// Keeps the last `bytes` of the file `path` (all of it, when it is no longer).
void keep_last(const std::string& path, unsigned long long bytes);

// An empty folder at `path` (what was there removed).
void fresh_folder(const std::string& path);

// `run` with the verdict `v`, said so by `detail`.
Result verdict(Verdict v, const std::string& detail, const Result& run);

// A run stopped by its wall time while asleep is said idle (Codeforces'
// "idleness limit exceeded", the verdict still TLE) when its CPU time is
// under this share of its CPU time and its sleep together (its wait for a
// CPU, a busy machine's, left out): it hardly ran at all.
const double kIdleCpuShare = 0.05;

// How the run `o` failed by itself: past a limit (TLE, MLE, OLE) or by how
// it ended (RE); else `measured` as it is (AC). Idle: kIdleCpuShare; an
// interactive test's idle run is asked whether it flushed its lines.
Result run_failure(const Setup& setup, const Test& test, const std::string& base, const limited::Run& run,
                   const limited::Outcome& o, const Result& measured);

/* checking.cpp */

// What a validator, checker or interactor may write, at most: its file limit
// (kCheckerLimits), so a regular file is never cut here.
const std::size_t kMessageBytes = static_cast<std::size_t>(kCheckerLimits.output_kb) * 1024;

// Which of its limits `l` (kCheckerLimits, or a talking validator's) the
// checker's run `c` passed, in words: "limit of 1.0 MB of messages" (its
// stderr; "of output", its stdout; a talking one's, "a file": its messages
// or a file it wrote), "memory limit (256.0 MB)", "time limit (10.00 s of
// CPU)", or its wall time.
std::string checker_limit_passed(const limited::Outcome& c, const std::string& base,
                                 const limited::Limits& l = kCheckerLimits, bool talking = false);

// A Kattis validator's judgemessage.txt in its feedback folder ("" if none).
std::string judge_message(const std::string& feedback, const std::string& which);

// An accepted run's score, where the validator wrote one (feedback/score.txt:
// a scoring problem, judged pass-fail here).
Result scored(Result r, const std::string& feedback, const std::string& which);

// "Lines one / two": a message of several lines on one.
std::string one_line(const std::string& text);

// What the exit of a checker, validator or interactor says, by its protocol:
// a Kattis validator's 42 (AC) or 43 (WA); testlib.h's 0 ok, 1 wrong answer,
// 2 presentation error, 3 fail (the program's own), 4 "dirt" and 8 an
// unexpected end of the output (presentation errors), 7 and 16 up points
// and partly correct (wrong answers, those words before the message). Any
// other is the judge's failure, `message` its last words.
struct Said {
  Verdict verdict;
  std::string before;  // the words before the message
};

Said said_by_status(const Checking& checking, const limited::Outcome& c, const std::string& who,
                    const std::string& which, const std::string& message);

// The verdict of a problem's own checking (any_problem.hpp) on test k's output.
Result checked_any(const Setup& setup, std::size_t k, const Test& test, const std::string& base, const limited::Run& run,
                   const Result& measured, const std::string& input);

// The verdict of test k's run `o` (`base`: its files); `measured` holds its
// time and memory.
Result verdict_of(const Setup& setup, std::size_t k, const Test& test, const std::string& base,
                  const limited::Run& run, const limited::Outcome& o, const Result& measured);

/* passes.cpp */

// A test with files of its own (a 2025-09 package's NAME.files): the run
// starts in a folder of its own that holds a copy of them (files mode,
// limited/run_types.hpp), on stdin and stdout still. The command's words
// that name a file or folder where the judge was started (./a.out, sol.py,
// java's -cp .) are made full paths first: the solution is found there
// still, in the box too (its files are copied in at their full paths). A
// program named by its bare name is looked up on PATH, and the test's own
// args (the last words) are left as they are.
void give_files(limited::Run& run, const Test& test, const std::string& base);

// Test k of an interactive or multi-pass problem (any_problem.hpp's
// Checking): each pass's run, and what the validator (or interactor) says
// of it. Who ended first decides (interact.hpp): the validator's WA when it
// ended first, else the solution's own failure (TLE, MLE, RE...), else the
// validator's word. Each pass has the whole time limit; the test's time and
// memory are its slowest and largest pass's (as problemtools reports them).
Result graded_passes(const Setup& setup, std::size_t k, const Test& test, const std::string& base, int cpu,
                     std::chrono::steady_clock::time_point deadline);

}  // namespace grading_detail
}  // namespace judge
