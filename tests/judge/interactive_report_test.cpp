// What the judge's report shows of a failing interactive test: in the
// interaction's last lines, a line written without its newline marked so,
// and how the solution's run ended. The interaction logged as a sample's
// .interaction is, and the rest of interactive judging: interactive_test.cpp.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <string>

#include "support/judge_modes.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

const std::string kOwn = std::string(SUITE_SOURCE_DIR) + "/tests/judge/interactive";

// An executable shell script in the folder every mode's user can read: its path.
std::string script(const std::string& name, const std::string& text) {
  const std::string path = shared_package("report_" + name, {{name + ".sh", "#!/bin/sh\n" + text}}) + "/" + name + ".sh";
  chmod(path.c_str(), 0755);
  return path;
}

// A guess written without its newline is marked so in the log (the kept
// .interaction and the report's last lines), and the report's last line
// says how the solution ended: "500 " and an exit (the validator replied
// to the token, then read the end: WA), "500" and a wait for the reply that
// the validator, still reading the token, never gives (TLE at the wall time).
TEST(InteractiveReport, ALineWithoutItsNewlineAndTheSolutionsEndAreMarked) {
  const std::string exits = script("exits", "printf '500 '\nread reply\nexit 0\n"),
                    waits = script("waits", "printf 500\nread reply\n");
  const ProgramRun ended = judge_as(modes()[0], {"--problem", kOwn + "/guess", "--only", "1", "--", "/bin/sh", exits});
  EXPECT_EQ(first_failure(ended), "WA") << ended.out << ended.err;
  EXPECT_NE(ended.out.find("its last lines; all of it in "), std::string::npos) << ended.out;
  EXPECT_NE(ended.out.find("\n  >500  (no newline)\n  <lower\n  the solution ended: exit status 0\n"), std::string::npos)
      << ended.out;
  const ProgramRun stopped =
      judge_as(modes()[0], {"--problem", kOwn + "/guess", "--only", "1", "--time-limit", "0.5", "--", "/bin/sh", waits});
  EXPECT_EQ(first_failure(stopped), "TLE") << stopped.out << stopped.err;
  EXPECT_NE(stopped.out.find("\n  >500 (no newline)\n"), std::string::npos) << stopped.out;
  EXPECT_NE(stopped.out.find("\n  the solution was stopped at its time limit (wall time)\n"), std::string::npos) << stopped.out;
}

}  // namespace
