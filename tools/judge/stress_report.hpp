// stress_report.hpp: what the two stress loops of stress.cpp (the suite's
// puzzles, run(); any problem, run_any()) share of their report: its words,
// the hints a failure suggests, its ends (no failure, a helper blamed, the
// failing input kept), and the clock and the random runs' outcome those take.
// Not for other callers: stress.hpp is the module's face.
#pragma once

#include <unistd.h>

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "judge_io.hpp"
#include "judge/stress.hpp"
#include "judge/stress_cases.hpp"
#include "judge/stress_shrink.hpp"
#include "judge/text.hpp"

namespace judge::stress {

// The run's own time, to a tenth of a second.
inline std::string seconds_text(double s) { return judge::seconds_text(s, 1); }

// A stress test's clock: the time since it began, whether its budget
// (--time) is spent, and whether to show its progress now (on a terminal,
// five times a second at most).
class Clock {
 public:
  explicit Clock(const Options& options)
      : options_(options), progress_(isatty(STDERR_FILENO) != 0), start_(std::chrono::steady_clock::now()) {}
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  bool time_up() const {
    return options_.deadline != std::chrono::steady_clock::time_point{} && std::chrono::steady_clock::now() >= options_.deadline;
  }
  bool progress() const { return progress_; }
  bool show_now() {
    if (!progress_ || elapsed() - shown_at_ < 0.2) return false;
    shown_at_ = elapsed();
    return true;
  }

 private:
  const Options& options_;
  bool progress_;
  std::chrono::steady_clock::time_point start_;
  double shown_at_ = -1;
};

// What the random runs came to.
struct RandomRuns {
  long long done = 0;  // runs ended, the failing one included
  bool failed = false, stopped = false;
  bool cut_short = false;  // the budget ended during a run: stopped, and not counted
  Graded failure;
  unsigned long long failing_seed = 0;
  int blamed = -1;  // a helper failed (blamed()): the judge's exit status; else -1
};

// ---- The report's words (stress_report.cpp).

// A list in words: "1", "1 and 2", "1, 2 and 3".
std::string listed(const std::vector<std::string>& items);

// The cases of the smallest input, in words: "1 case: N = 7", "2 cases,
// both N = 1", "2 boards, 2 and 1 moves from solved", "2 boards, both
// solved", "2 boards: solved and 1 move from solved".
std::string described(const Options& options, const std::vector<std::string>& cases, bool whole);

// What the smallest input tells, where it needs several cases: a hint that
// the checker's words and the runs bear out, or only what is true; "" for
// one case. `minimal`: the shrinking ended (without any one case it
// passes, and each case alone passes).
std::string hint(const Options& options, const Shape& shape, const Shrinker& shrinker, bool minimal);

// Why a failure may not repeat: near the time or the memory limit, or "".
std::string near_a_limit(const Options& options, const Graded& first, const Graded& again);

// The input's lines, when short; else where they are.
void show_input(judge_io::Writer& out, const std::string& text, const std::string& file);

// The signal that stopped the judge (SIGTERM when it was the judge's own stop).
int stop_signal(const Hooks& hooks);

// Clears the progress line on stderr, where there is one.
void clear_progress(bool progress);

// "N runs done (seeds A to B)": what a stopped stress test had done.
std::string seeds_run(const Options& options, long long done);

// The report's last lines once a failing input is kept (smallest.in when it
// was shrunk, `repeats`): where its files are and how to judge it again; the
// status, 128 + the signal when one stopped the shrinking (`stopped_by`).
// `answered`: its .ans is the right answer (else empty: an interactive
// problem's validator judges alone).
int kept_lines(const Options& options, const Hooks& hooks, judge_io::Writer& out, bool repeats,
               const std::string& stopped_by, const std::string& seeds, bool answered = true);

// A helper (--gen, --answer) went wrong: the judge's failure, not a verdict,
// and `kept` (the input, an answer) stays in the folder. Exit status 2.
int blamed(const Options& options, judge_io::Writer& out, const std::string& why,
           const std::vector<std::pair<std::string, std::string>>& kept);

// The report's end when no run failed (stopped, or the budget spent); its status.
int no_failure(const Options& options, const Hooks& hooks, judge_io::Writer& out, const RandomRuns& r, const Clock& clock);

// The report's line of the failing run, and its files kept as failing.*.
void failed_run(const Options& options, judge_io::Writer& out, const RandomRuns& r);

// "up to 200 runs or 10.0 s": a stress test's budget.
std::string budget_of(const Options& options);

// "3 lines, 6 tokens": the size of an input as the shrinking sees it.
std::string text_size(const std::string& text);

}  // namespace judge::stress
