// Linked into the test binaries of the judge tool's runs (judge_tool_test,
// stress_tool_test): the judge runs no solution without its sandbox (unless
// --no-sandbox), so where bubblewrap cannot make one, every test of the binary
// is skipped, saying why.
#include <gtest/gtest.h>

#include "sandbox_probe.hpp"
#include "suite_paths.hpp"

namespace {

class NeedsTheSandbox : public testing::Environment {
 public:
  void SetUp() override {
    if (!judge_sandboxes()) GTEST_SKIP() << "skipped: bubblewrap cannot sandbox here; " << SUITE_BWRAP_NEEDED_FOR;
  }
};

const testing::Environment* const kNeedsTheSandbox = testing::AddGlobalTestEnvironment(new NeedsTheSandbox);

}  // namespace
