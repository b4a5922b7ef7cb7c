// work.hpp: the run's folder (the tests' files, never in the box), and the
// runs of programs other than the solution: the suite's own (the expected
// answers, the hardest boards) and the learner's helpers (--gen, --answer).
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "limited/run.hpp"

namespace judge {

// The suite's own runs (the expected answers): at most 64 MB of answer (an
// input whose answer is larger, as --gen or --input could ask for, is
// refused: the test's output limit is four times its answer), in a minute of
// CPU and 1 GB at the most.
const limited::Limits kSuiteLimits = {60, 1 << 20, 0, 64 << 10};

struct Work {
  std::filesystem::path folder;  // its real path: the one the box must not show
  std::atomic<int> helper_runs{0};  // names the helpers' files

  // Test k's files: folder/NN-name.in, .ans, .out, .err, .check.
  std::string test_base(std::size_t k, const std::string& name) const;

  // Runs the suite's own `command` on the file `in`, its output into the file
  // `out`, under kSuiteLimits; its failure is the judge's.
  void run_suite(const std::vector<std::string>& command, const std::string& in, const std::string& out);

  // What the suite's own `command` prints for `input`.
  std::string suite_output(const std::vector<std::string>& command, const std::string& input);

  // What the learner's `command` (`what`: "--gen 'python3 gen.py' (seed 5)", named so in a failure) prints for `input`,
  // under the tests' limits and in their box (if any); its failure is the judge's (never a verdict).
  // `printed`, if given, gets what it printed when it fails. Stopped at `deadline`, if set: OutOfTime.
  std::string learner_output(const std::vector<std::string>& command, const std::string& input,
                             const std::string& what, const limited::Limits& limits, const sandbox::Box* box,
                             std::string* printed = nullptr, std::chrono::steady_clock::time_point deadline = {});

 private:
  std::string helper_base(const std::string& who);
};

}  // namespace judge
