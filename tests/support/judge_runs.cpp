#include "support/judge_runs.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "support/sandbox_probe.hpp"
#include "suite_paths.hpp"

ProgramRun judge(std::vector<std::string> args) {
#ifdef SUITE_SANITIZED  // where the test sets none; before the command (after --problem, it would be DIR)
  if (std::find(args.begin(), args.end(), "--memory-limit") == args.end())
    args.insert(std::find(args.begin(), args.end(), "--"), {"--memory-limit", "2048"});
#endif
  return run_program_on(SUITE_JUDGE, args, "");
}

std::string fixture(const std::string& name) { return std::string(SUITE_FIXTURES) + "/" + name; }

namespace {

// The judge runs no solution without its sandbox (unless --no-sandbox): where
// bubblewrap cannot make one, every test of the binary is skipped, saying why.
class NeedsTheSandbox : public testing::Environment {
 public:
  void SetUp() override {
    if (!judge_sandboxes()) GTEST_SKIP() << "skipped: bubblewrap cannot sandbox here; " << SUITE_BWRAP_NEEDED_FOR;
  }
};

const testing::Environment* const kNeedsTheSandbox = testing::AddGlobalTestEnvironment(new NeedsTheSandbox);

}  // namespace
