// What the sandbox tests (judge/judge_sandbox*_test.cpp) share: their
// fixture, Sandbox, which runs the judge as the user running the tests and,
// when that is root, again as an unprivileged user (uid 65534, by setpriv)
// where that user can reach the build, each test's folders made writable by
// that user; the solution they judge (shuttle_formula); the first failure's
// verdict read from the judge's report; and what cannot be run is said
// ("skipped: ..."). Its functions are defined in sandbox_fixture.cpp.
#pragma once

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace fs = std::filesystem;

#ifdef SUITE_SANITIZED  // sanitizers take tens of MB of their own
inline const std::vector<std::string> kMemory{"--memory-limit", "2048"};
#else
inline const std::vector<std::string> kMemory;
#endif

inline std::string fixture(const std::string& name) { return std::string(SUITE_FIXTURES) + "/" + name; }

std::string solution();

// "" when the judge can make its sandbox here, else why not, as the judge's
// own probe says (its files in a folder of its own, removed).
std::string why_no_sandbox();

// Who runs the judge: the tests' own user, and uid 65534 as well when that is root.
struct Mode {
  std::string name;
  bool nobody;
  std::string tmp;  // its TMPDIR (a folder of its own for 65534), ending in '/'
};

class Sandbox : public ::testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;

  // The judge with `args`, in the folder `cwd` ("": the tests'), with the variables `env` too.
  static ProgramRun judge(const Mode& m, std::vector<std::string> args, const std::string& cwd = "",
                          const std::vector<std::string>& env = {});
  // `command` as the mode's user.
  static ProgramRun run_as(const Mode& m, const std::vector<std::string>& command, const std::string& cwd = "",
                           const std::vector<std::string>& env = {});

  // A fresh folder of this test's, writable by the mode's user.
  std::string folder(const Mode& m, const std::string& name);
  void remove_made();

  std::vector<Mode> modes_;
  std::string nobody_tmp_;
  std::vector<std::string> made_;
};

// The first failure's verdict line ("RE: exit status 3: ..."), or "" when all is AC.
std::string failure(const ProgramRun& run);

// Removes the folder the closing line names, if any.
void remove_kept(const ProgramRun& run);

#define EXPECT_ALL_AC(run, mode)                                                             \
  do {                                                                                       \
    EXPECT_EQ((run).status, 0) << (mode).name << "\n" << (run).out << (run).err;             \
    EXPECT_NE((run).out.find("; sandboxed (bubblewrap"), std::string::npos) << (run).out;    \
    remove_kept(run);                                                                        \
  } while (0)

#define EXPECT_FAILURE(run, mode, verdict)                                                   \
  do {                                                                                       \
    EXPECT_EQ((run).status, 1) << (mode).name << "\n" << (run).out << (run).err;             \
    EXPECT_EQ(failure(run).rfind(verdict, 0), 0u) << (mode).name << ": " << failure(run) << "\n" << (run).out; \
    remove_kept(run);                                                                        \
  } while (0)

// What the box might hold unseen: each is refused, or counted, whether a
// cgroup counts (root) or the tree is sampled (any other user).
inline std::vector<std::string> unseen(const std::string& mode, const std::string& n, const std::vector<std::string>& limits = {}) {
  std::vector<std::string> args{"shuttle", "--tests", "samples"};
  args.insert(args.end(), limits.begin(), limits.end());
  args.insert(args.end(), {"--", SUITE_ATTACK_UNSEEN, mode, n, solution()});
  return args;
}
