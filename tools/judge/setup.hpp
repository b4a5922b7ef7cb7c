// setup.hpp: what a run of the judge does, as its command line says: the
// problem, the online judge it judges as, the limits, the solution, the sandbox.
// The command line itself is read in options.hpp, which nothing that grades
// or reports includes.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "judge_io.hpp"
#include "judges/judges.hpp"
#include "limited/run.hpp"
#include "sandbox/box.hpp"
#include "judge/any_problem.hpp"
#include "judge/stress.hpp"

namespace judge {

struct Problem {
  std::string name;
  std::string reference;  // the suite's program that makes the expected answers
  std::string checker;
  std::string home;       // the judge it comes from, in tools/judges/judges.tsv
};

// A test's output limit unless --output-limit sets one: 16 MB, or 4 times
// its answer where that is more; and the same in words.
const long kOutputFloorMb = 16, kOutputAnswerTimes = 4;
inline long default_output_kb(unsigned long long answer_bytes) {
  return std::max(kOutputFloorMb * 1024, static_cast<long>(kOutputAnswerTimes * answer_bytes / 1024));
}
inline std::string default_output_words() {
  return std::to_string(kOutputFloorMb) + " MB or " + std::to_string(kOutputAnswerTimes) + " times the answer";
}

struct Setup {
  Problem problem;
  AnyProblem any;     // a folder of tests or a Kattis package (any.kind), else the suite's problem
  judges::Site site;  // the online judge whose layout, files and comparison these are
  std::vector<std::string> reference;  // the suite's program, with the site's options
  limited::Limits limits;
  bool output_limit_set = false;  // --output-limit given; else default_output_kb()
  bool limits_set_here = false;   // --time-limit or --memory-limit given
  bool stack_set = false;         // --stack given
  std::vector<std::string> command;  // the solution
  std::string source;  // -- FILE.cpp (.c, .py): the solution's source, built before the tests into `command`
  bool files = false;    // site.task().in in a folder of its own, not stdin
  bool sandbox = false;  // in bubblewrap's box (not --no-sandbox)
  sandbox::Box box;      // the box, the same for every test (made by make_box())
  std::string box_user, env_names;
  int processes = 64;
  std::string tier, only, work;  // --tests, --only, --work
  std::string input;             // --input: the one test's file, or ""
  int jobs = 1;
  bool keep = false;
  bool first = false;  // --first: no test starts once one has failed
  bool stress_mode = false;
  stress::Options stress;  // --stress's (problem, keep, runs, seconds, seed, cases, gen, answer)
};

}  // namespace judge
