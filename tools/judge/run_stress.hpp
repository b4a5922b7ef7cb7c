// run_stress.hpp: `judge PROBLEM --stress -- COMMAND`: the stress loop
// (stress.hpp) given the judge's runs: each input graded as a test, under the
// setup's limits and sandbox; the answers from the suite's program or --answer;
// the inputs from --gen.
#pragma once

#include "judge_io.hpp"
#include "judge/setup.hpp"
#include "judge/work.hpp"

namespace judge {

// Finishes `out`. The exit status (stress::run's); the judge's own failures are thrown.
int run_stress(const Setup& setup, Work& work, judge_io::Writer& out);

}  // namespace judge
