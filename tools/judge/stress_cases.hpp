// stress_cases.hpp: --stress's inputs as lists of cases (as the puzzle's row
// says its input splits: puzzles.hpp's Cases), what the suite's generator
// makes for a problem, and the expected answers.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "judge/stress.hpp"
#include "puzzles/random.hpp"

namespace judge::stress {

using puzzles::Random;

// What the suite's generator makes for a problem (its row of tools/puzzles/table.cpp).
struct Shape {
  const char* what;    // "case", "board"
  const char* name;    // "N", "n"; "" for boards
  int lo = 0, hi = 0;  // the number's range
  int most_cases = 0;  // the default count of cases a file, at most
};

Shape shape_of(const std::string& problem);

// The input of `cases`, as the problem writes a list of them.
std::string input_of(const std::string& problem, const std::vector<std::string>& cases);

// 1 to most_cases random cases of the problem.
std::vector<std::string> random_cases(const std::string& problem, int most_cases, Random& random);

// A learner's input as the problem's cases (puzzle.hpp's split_cases()).
// False when it is not that (it is then not cut in cases).
bool split_cases(const std::string& problem, const std::string& text, std::vector<std::string>& cases);

// The expected answer for a list of cases. The suite's answers are each
// case's answer in turn (its programs keep nothing from one case to the
// next), so for the suite's own inputs they are made a case at a time and
// kept: the boards by the rotation game's solver here, the numbers by the
// suite's program (the hook) once each. A learner's inputs or --answer: the
// hook, on the whole input.
class Expected {
 public:
  Expected(const Options& options, const Hooks& hooks) : options_(options), hooks_(hooks) {}
  std::string operator()(const std::vector<std::string>& cases);

 private:
  const Options& options_;
  const Hooks& hooks_;
  std::map<std::string, std::string> known_;  // a case's answer, by the case
};

}  // namespace judge::stress
