// stress_shrink.hpp: --stress's shrinking of a failing input: the fewest
// cases that still fail (delta debugging), then each case as small as it
// goes. An input fails when it fails at all (any verdict), and again when it
// is run once more: a failure that does not repeat is never kept.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "judge/stress.hpp"
#include "judge/stress_cases.hpp"

namespace judge::stress {

struct Stopped {};  // a signal stopped the judge (the budget's end: judge::OutOfTime)

// The files of a failing test as `folder`'s smallest.in, .ans, .out, .err,
// .check (.check: the checker's message, or the verdict where no checker ran).
void keep_as_smallest(const std::string& folder, const Graded& graded);

class Shrinker {
 public:
  // `first`: the failing input's cases, `failure` its test (already kept as
  // smallest.*); `time_up` says when to stop; `tick` is called after each run.
  Shrinker(const Options& options, const Hooks& hooks, Expected& expected, const std::vector<std::string>& first,
           const Graded& failure, std::function<bool()> time_up, std::function<void(const Shrinker&)> tick)
      : options_(options), hooks_(hooks), expected_(expected), time_up_(std::move(time_up)), tick_(std::move(tick)),
        best_(first), verdict_(failure.verdict), detail_(failure.detail) {}

  // Does this list of cases fail (any verdict), twice? A failing one's files
  // become smallest.*, and it the smallest so far: the shrinking only ever
  // tries inputs smaller than the last. Throws Stopped and OutOfTime.
  bool fails(const std::vector<std::string>& cases);

  // Delta debugging (Zeller's ddmin) over the smallest so far: the fewest
  // cases that still fail, each of them needed (without any one it passes).
  void fewest();

  // Each case of the smallest so far as small as it goes while it still
  // fails, trying the puzzle's smaller cases in its order (puzzle.hpp's
  // smaller(): the smallest number from the range's start; for a board, the
  // nearest to solved), in groups; where none fails, each case one step
  // smaller (one_step_smaller()) alone in its place. True when one changed:
  // when none does, after fewest(), the smallest is a local minimum.
  bool smaller_cases();

  // The run of case k of the smallest so far alone, where it was run (false
  // where not). Once the shrinking has ended, each case was, and passed:
  // delta debugging's last round tries each alone.
  bool alone(std::size_t k, Graded& run) const;

  const std::vector<std::string>& best() const { return best_; }
  Verdict verdict() const { return verdict_; }
  const std::string& detail() const { return detail_; }
  int tests() const { return tests_; }
  int not_repeated() const { return not_repeated_; }

 private:
  Graded run(const std::vector<std::string>& cases);  // one run, counted
  // One of `boards`, in place of case k, that fails: tested together (up to
  // the 30 boards a judge gives), then by halves. True when one did.
  bool one_of(std::size_t k, const std::vector<std::string>& boards);
  bool in_group(std::size_t k, const std::vector<std::string>& group);

  const Options& options_;
  const Hooks& hooks_;
  Expected& expected_;
  std::function<bool()> time_up_;
  std::function<void(const Shrinker&)> tick_;
  std::vector<std::string> best_;  // the input of smallest.*, as cases
  Verdict verdict_;
  std::string detail_;
  std::map<std::string, bool> seen_, groups_;  // inputs tried, and whether they failed
  std::map<std::string, Graded> graded_;       // the last run of each input fails() tried
  int tests_ = 0, not_repeated_ = 0;
};

}  // namespace judge::stress
