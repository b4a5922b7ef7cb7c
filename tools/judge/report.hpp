// report.hpp: what the judge prints: how it judges, a line a test, the
// summary, the first failure and its replay page, where the files are.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "judge_io.hpp"
#include "judge/grading.hpp"
#include "judge/setup.hpp"
#include "judge/tests.hpp"
#include "judge/work.hpp"

namespace judge {

// How it judges and under which limits, in the sandbox or not: the heading's
// last two lines, here and with --stress.
std::string judged_as(const Setup& setup);

// The first line: the problem, the tests, the tier.
std::string tests_line(const Setup& setup, std::size_t count);

// "test   3  N=2                AC     0.00 s    1.2 MB" (and why, when not AC).
std::string test_line(std::size_t k, const Test& test, const Result& r);

// The summary (with `not_run`, the tests --first left), the outputs of the
// tests with no answer, the first failure (around its first difference),
// the replay pages; the folder removed when all is AC (and not --keep), else
// where it is. The exit status: 0 when every test is AC or ran with no
// answer, else 1.
int report_results(const Setup& setup, const Work& work, const std::vector<Test>& tests,
                   const std::vector<bool>& selected, const std::vector<Result>& results, judge_io::Writer& out,
                   std::size_t not_run = 0);

}  // namespace judge
