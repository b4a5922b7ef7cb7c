// What the judge's report shows of a failing interactive or Kattis-validated
// test: the last lines of the validator's judgemessage.txt (its reason, which
// the verdict's one line cuts off), bounded however much the validator wrote;
// in the interaction's last lines, a line written without its newline marked
// so, and how the solution's run ended; a multi-pass test's failing pass and
// its input. The interaction logged as a sample's
// .interaction is, and the rest of interactive judging: interactive_test.cpp.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <string>
#include <vector>

#include "support/judge_modes.hpp"
#include "support/package_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

const std::string kOwn = std::string(SUITE_SOURCE_DIR) + "/tests/judge/interactive";
const std::string kGuessLegacy = std::string(SUITE_SOURCE_DIR) + "/tests/judge/problemtools/guess";

// An executable shell script in the folder every mode's user can read: its path.
std::string script(const std::string& name, const std::string& text) {
  const std::string path = shared_package("report_" + name, {{name + ".sh", "#!/bin/sh\n" + text}}) + "/" + name + ".sh";
  chmod(path.c_str(), 0755);
  return path;
}

// problemtools' guess validator writes a line a guess to judgemessage.txt,
// and its reason last: a linear guesser's report shows the message's last 8
// lines, the reason among them, and counts the 4 before them (the verdict's
// line, the lines joined by " / ", is cut long before the reason).
TEST(InteractiveReport, AValidatorsLastMessageLinesAreShown) {
  if (on_path("g++").empty()) GTEST_SKIP() << "skipped: no g++ (Debian: apt-get install g++)";
  const std::vector<std::string> linear = built(kOwn + "/guess/submissions/wrong_answer/linear.cpp");
  const ProgramRun run = judge_as(modes()[0], {"--problem", kGuessLegacy, "--time-limit", "1", "--only", "1", "--", linear[0]});
  EXPECT_EQ(first_failure(run), "WA") << run.out << run.err;
  EXPECT_NE(run.out.find("\nthe output validator's judgemessage.txt, its last 8 lines; all of it in "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find(".feedback/judgemessage.txt:\n  ... (4 lines before these)\n  Guess 4 is 4\n"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("\n  Guess 10 is 10\n  Didn't get to correct answer in 10 guesses\n"), std::string::npos) << run.out;
}

// A validator that writes 600 KB of messages: the report reads its last
// 16 KB only, shows the last 8 lines and says how many bytes came before
// them; a message of one line, which the verdict shows whole, is not shown
// again.
TEST(InteractiveReport, ALongMessageIsShownByItsLastLinesAndCounted) {
  std::string message;
  for (int k = 1; k <= 100000; ++k) message += std::to_string(k) + "\n";
  message += "the reason: the last line\n";
  std::string shown;  // the last 8 lines
  std::size_t start = message.size() - 1;
  for (int lines = 0; lines < 8; ++lines) start = message.rfind('\n', start - 1);
  shown = message.substr(start + 1);
  const std::string folder = shared_package("report_long_tests", {{"1.in", "1\n"}, {"1.ans", "1\n"}});
  const std::string text = shared_package("report_long_message", {{"message.txt", message}}) + "/message.txt";
  const std::string long_one = script("long", "cat " + shell_quoted(text) + " > \"$3/judgemessage.txt\"\nexit 43\n");
  const ProgramRun run = judge_as(modes()[0], {"--tests", folder, "--validator", long_one, "--", "/bin/cat"});
  EXPECT_EQ(first_failure(run), "WA") << run.out << run.err;
  std::string before = std::to_string(start + 1);  // with a comma every three digits
  for (std::size_t at = before.size(); at > 3; at -= 3) before.insert(at - 3, ",");
  std::string expected = "judgemessage.txt:\n  ... (" + before + " bytes before these)\n";
  for (std::size_t at = 0; at < shown.size();) {
    const std::size_t end = shown.find('\n', at);
    expected += "  " + shown.substr(at, end + 1 - at);
    at = end + 1;
  }
  EXPECT_NE(run.out.find(expected), std::string::npos) << expected << "\n" << run.out;
  EXPECT_LT(run.out.size(), 4096u) << run.out;
  const std::string short_one = script("short", "echo 'wanted 2' > \"$3/judgemessage.txt\"\nexit 43\n");
  const ProgramRun one = judge_as(modes()[0], {"--tests", folder, "--validator", short_one, "--", "/bin/cat"});
  EXPECT_NE(one.out.find("\nWA: wanted 2\n"), std::string::npos) << one.out << one.err;
  EXPECT_EQ(one.out.find("judgemessage.txt"), std::string::npos) << one.out;
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
  // It only waited: idle, and asked whether it flushed (it wrote no newline).
  EXPECT_NE(stopped.out.find("\nTLE: idleness limit exceeded: wall time "), std::string::npos) << stopped.out;
  EXPECT_NE(stopped.out.find(": is it waiting for input? (did it flush each line it wrote?)\n"), std::string::npos)
      << stopped.out;
  EXPECT_NE(stopped.out.find("\n  >500 (no newline)\n"), std::string::npos) << stopped.out;
  EXPECT_NE(stopped.out.find("\n  the solution was stopped at its time limit (wall time)\n"), std::string::npos) << stopped.out;
}

// A multi-pass test that fails in pass 2 names pass 2's input, the file the
// failing run read (it named pass 1's: "input .../01-secret-1.in").
TEST(InteractiveReport, AMultiPassFailureNamesItsPassAndThatPasssInput) {
  if (python3().empty()) GTEST_SKIP() << "skipped: no python3 (Debian: apt-get install python3)";
  const std::string package = shared_package(
      "report_passes",
      {{"problem.yaml", "problem_format_version: 2025-09\nname: Passes\nuuid: 12\ntype: multi-pass\n"
                        "limits: {time_limit: 1, validation_passes: 2}\n"},
       {"data/secret/1.in", "1\n"}, {"data/secret/1.ans", ""},
       {"output_validator/validate.py", "import sys, os\nn = int(open(sys.argv[1]).read())\nout = sys.stdin.read().split()\n"
                                        "if n == 1:\n    open(os.path.join(sys.argv[3], 'nextpass.in'), 'w').write('2\\n')\n"
                                        "    sys.exit(42)\nsys.exit(42 if out == ['ok'] else 43)\n"}});
  const std::string says_no = script("says_no", "echo no\n");
  const ProgramRun run = judge_as(modes()[0], {"--problem", package, "--", "/bin/sh", says_no});
  EXPECT_EQ(first_failure(run), "WA") << run.out << run.err;
  EXPECT_NE(run.out.find("first failure: test 1 (secret/1), pass 2, input "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("01-secret-1.pass2.in (pass 1's: "), std::string::npos) << run.out;
}

}  // namespace
