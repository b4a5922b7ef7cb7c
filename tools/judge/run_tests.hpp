// run_tests.hpp: `judge PROBLEM -- COMMAND`: the tests made, each test's
// input and expected answer written once, the tests run (-j at a time) and
// reported in order as soon as they can be.
#pragma once

#include "judge_args.hpp"
#include "judge_io.hpp"
#include "judge/setup.hpp"
#include "judge/work.hpp"

namespace judge {

// Finishes `out`. The exit status: 0 when every test is AC, 1 otherwise, 128 + the signal
// that stopped it. A bad --only is refused through `args`; the judge's own
// failures are thrown.
int run_tests(const Setup& setup, Work& work, const judge_io::Args& args, judge_io::Writer& out);

}  // namespace judge
