// judge_error.hpp: the judge's own failure (a file of its own it cannot read,
// a checker that fails, a helper that fails, a stop), never a verdict. What
// limited/ cannot run is limited::RunError; both end the judge with its
// message, exit status 1 (main.cpp).
#pragma once

#include <stdexcept>

namespace judge {

struct JudgeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The end of --stress's --time budget stopped a run (limited::Run::deadline):
// neither a verdict nor a failure; the run is not counted.
struct OutOfTime {};

}  // namespace judge
