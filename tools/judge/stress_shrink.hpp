// stress_shrink.hpp: --stress's shrinking of a failing input: the fewest
// cases that still fail with the first failure's verdict (delta debugging),
// then each case as small as it goes.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "judge/stress.hpp"
#include "judge/stress_cases.hpp"

namespace stress {

struct Stopped {};  // a signal stopped the judge

class Shrinker {
 public:
  Shrinker(const Options& options, const Hooks& hooks, Expected& expected, const Graded& failure)
      : options_(options), hooks_(hooks), expected_(expected), verdict_(failure.verdict), detail_(failure.detail) {}

  // Does this list of cases fail as the first input did (the same verdict)?
  // A failing one's files become smallest.*: the shrinking only ever keeps a
  // failing input smaller than the last. Throws Stopped.
  bool fails(const std::vector<std::string>& cases);

  // The files of a failing test as smallest.in, .ans, .out, .err, .check.
  void keep_files(const Graded& graded);

  // Delta debugging (Zeller's ddmin) over the cases: the fewest that still fail,
  // each of them needed (without any one of them it passes).
  std::vector<std::string> fewest(std::vector<std::string> cases);

  // Each case as small as it goes while the input still fails: the smallest
  // number from the range's start; for a board, the board nearest to solved
  // along its shortest solution (the suite's solver's), from solved out.
  bool smaller_cases(std::vector<std::string>& cases);

  // A board's shortest moves ("" when it is solved), from the suite's solver.
  std::string solution(const std::string& board);

  int tests() const { return tests_; }
  const std::string& detail() const { return detail_; }
  const std::string& kept() const { return kept_; }

 private:
  const Options& options_;
  const Hooks& hooks_;
  Expected& expected_;
  Verdict verdict_;
  std::string detail_, kept_;  // kept_: the input of smallest.*
  std::map<std::string, bool> seen_;
  std::map<std::string, std::string> moves_;
  int tests_ = 0;
};

}  // namespace stress
