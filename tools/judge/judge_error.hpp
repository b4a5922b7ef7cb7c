// judge_error.hpp: the judge's own failure (a file of its own it cannot read,
// a checker that fails, a helper that fails, a stop), never a verdict. What
// limited/ cannot run is limited::RunError; both end the judge with its
// message, exit status 1 (main.cpp).
#pragma once

#include <stdexcept>
#include <string>

namespace judge {

struct JudgeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The checker, output validator or interactor failed on a test (an exit
// status none of its protocol's, testlib's fail among them, a signal, its
// limits passed, a pass it may not ask for): the judge's failure in a normal
// run; while --stress shrinks, it refuses the candidate input, which is not
// kept. `who`: "the checker", "the interactor" or "the output validator".
struct CheckerFailed : JudgeError {
  CheckerFailed(const std::string& failed, const std::string& message) : JudgeError(message), who(failed) {}
  std::string who;
};

// The end of --stress's --time budget stopped a run (limited::Run::deadline):
// neither a verdict nor a failure; the run is not counted.
struct OutOfTime {};

}  // namespace judge
