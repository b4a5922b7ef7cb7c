// What a learner meets every day, through the judge: a wrong answer's first
// difference shown, --first, a solution that only waited said idle (and a
// busy one not), a folder's tests with no answer run and shown, and a
// progress line on a terminal.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "support/judge_runs.hpp"
#include "support/program_runs.hpp"
#include "support/test_files.hpp"
#include "suite_paths.hpp"

namespace {

namespace fs = std::filesystem;

// A folder of tests whose answers are their inputs (changes_line_5.sh is
// wrong on a test of 5 lines or more): NAME.in, and NAME.ans unless `answer`
// is false.
std::string folder_of(const std::vector<std::pair<std::string, std::string>>& tests, bool answer = true) {
  const std::string dir = temp_path("tests");
  fs::create_directories(dir);
  for (const auto& t : tests) {
    write_text(dir + "/" + t.first + ".in", t.second);
    if (answer) write_text(dir + "/" + t.first + ".ans", t.second);
  }
  return dir;
}

const std::string kNine = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";

TEST(JudgeDaily, AWrongAnswerShowsItsFirstDifferencePlainWhenPiped) {
  const ProgramRun run = judge({"--tests", folder_of({{"1", "a\n"}, {"2", kNine}}), "--", fixture("changes_line_5.sh")});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("first failure: test 2 (2), input "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\nWA: line 5 of the output (line 5 of the answer): \"50\" where the answer has \"5\"\n"
                         "the first difference, line 5 (- the answer, + your output):\n"
                         "     2   2\n"
                         "     3   3\n"
                         "     4   4\n"
                         "     5 - 5\n"
                         "     5 + 50\n"
                         "         ^\n"
                         "     6   6\n"
                         "     7   7\n"
                         "     8   8\n"
                         "the tests, outputs"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find('\x1b'), std::string::npos) << "no colour on a pipe";
}

// On a terminal (script(1) gives the judge one) in colour, unless NO_COLOR
// is set to something.
TEST(JudgeDaily, AWrongAnswerIsInColourOnATerminalUnlessNoColorIsSet) {
  const std::string script = on_path("script");
  if (script.empty()) GTEST_SKIP() << "skipped: no script(1) to give the judge a terminal";
  const std::string command = shell_quoted(SUITE_JUDGE) + " --tests " + shell_quoted(folder_of({{"1", kNine}})) +
                              " -- " + shell_quoted(fixture("changes_line_5.sh"));
  for (const std::string no_colour : {"", "1"}) {
    const ProgramRun run = run_program_on(
        script, {"-qec", "NO_COLOR=" + no_colour + " " + command, "/dev/null"}, "");
    EXPECT_EQ(run.status, 1) << run.out << run.err;
    const bool coloured = run.out.find("\x1b[32m     5 + \x1b[7m50\x1b[27m\x1b[0m") != std::string::npos;
    EXPECT_EQ(coloured, no_colour.empty()) << "NO_COLOR=" << no_colour << "\n" << run.out;
    EXPECT_NE(run.out.find("     5 + "), std::string::npos) << run.out;
  }
}

TEST(JudgeDaily, FirstStopsAtTheFirstFailureAndCountsWhatDidNotRun) {
  const std::string folder = folder_of({{"1", "a\n"}, {"2", kNine}, {"3", "b\n"}, {"4", "c\n"}, {"5", "d\n"}});
  const ProgramRun run = judge({"--tests", folder, "--first", "--", fixture("changes_line_5.sh")});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("\ntest   2  2 "), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("\ntest   3 "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n5 tests: 1 AC, 1 WA, 3 not run (--first)\nfirst failure: test 2 (2)"), std::string::npos)
      << run.out;
  // With -j 2 the tests already started finish: test 2 is the first failure still.
  const ProgramRun jobs = judge({"--tests", folder, "--first", "-j", "2", "--", fixture("changes_line_5.sh")});
  EXPECT_EQ(jobs.status, 1) << jobs.out << jobs.err;
  EXPECT_NE(jobs.out.find("\n5 tests: "), std::string::npos) << jobs.out;
  EXPECT_NE(jobs.out.find("first failure: test 2 (2)"), std::string::npos) << jobs.out;
  // A package and a puzzle: their first test fails, the rest are not run.
  const ProgramRun package = judge({"--problem", std::string(SUITE_SOURCE_DIR) + "/tests/judge/problemtools/different",
                                    "--first", "--", "/bin/cat"});
  EXPECT_NE(package.out.find("\n3 tests: 1 WA, 2 not run (--first)\n"), std::string::npos) << package.out << package.err;
  const ProgramRun puzzle = judge({"shuttle", "--first", "--", "/bin/echo", "0"});
  EXPECT_NE(puzzle.out.find(" tests: 1 WA, "), std::string::npos) << puzzle.out << puzzle.err;
  EXPECT_NE(puzzle.out.find(" not run (--first)\n"), std::string::npos) << puzzle.out;
  EXPECT_EQ(judge({"shuttle", "--stress", "--first", "--", "/bin/echo", "0"}).status, 2);
}

// Only waited: idle, as Codeforces says it. Busy for half its time limit of
// CPU (counted by its own clock), then waiting about 5 s: not idle.
TEST(JudgeDaily, OnlyASolutionThatHardlyRanIsSaidIdle) {
  const std::string folder = folder_of({{"1", "a\n"}});
  const ProgramRun idle = judge({"--tests", folder, "--time-limit", "0.5", "--", "sleep", "30"});
  EXPECT_NE(idle.out.find("\nTLE: idleness limit exceeded: wall time "), std::string::npos) << idle.out << idle.err;
  EXPECT_EQ(idle.out.find("flush"), std::string::npos) << "not interactive: " << idle.out;
  const ProgramRun busy = judge({"--tests", folder, "--time-limit", "2", "--", "python3", "-c",
                                 "import time\nwhile time.process_time() < 1: pass\ntime.sleep(30)"});
  EXPECT_NE(busy.out.find("\nTLE: wall time "), std::string::npos) << busy.out << busy.err;
  EXPECT_EQ(busy.out.find("idleness"), std::string::npos) << busy.out;
}

// A NAME.in alone is run and its output shown, neither right nor wrong (it
// was refused: "1.in has no 1.ans or .out").
TEST(JudgeDaily, TestsWithNoAnswerAreRunAndTheirOutputShown) {
  const std::string folder = folder_of({{"1", "hello\n"}});
  write_text(folder + "/2.in", "no answer\nhere\n");
  const ProgramRun run = judge({"--tests", folder, "--", "/bin/cat"});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("\ntest   2  2                  ran "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\n2 tests: 1 AC, 1 ran with no answer to compare with\n"
                         "test 2 (2), no answer to compare with; its output:\n  no answer\n  here\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("the tests, outputs and checker messages are in "), std::string::npos) << run.out;
  // Another test's failure still fails the run.
  write_text(folder + "/3.in", kNine), write_text(folder + "/3.ans", kNine);
  const ProgramRun wrong = judge({"--tests", folder, "--", fixture("changes_line_5.sh")});
  EXPECT_EQ(wrong.status, 1) << wrong.out << wrong.err;
  EXPECT_NE(wrong.out.find("\n3 tests: 1 AC, 1 ran with no answer to compare with, 1 WA\n"), std::string::npos)
      << wrong.out;
  // And --input FILE of a folder, with no answer beside it.
  const ProgramRun input = judge({"--tests", folder, "--input", folder + "/2.in", "--", "/bin/cat"});
  EXPECT_EQ(input.status, 0) << input.out << input.err;
  EXPECT_NE(input.out.find("\n1 test: 1 ran with no answer to compare with\n"), std::string::npos) << input.out;
}

// While the tests run, a line on the terminal (script(1)'s, the judge's
// stderr) says how far they are, and is taken away before each line of the
// report and at the end: the report on stdout, a file here, holds none of
// it. Three tests of 0.4 s at least run past the line's first half second
// however busy the machine. No line with TERM=dumb, nor without a terminal.
TEST(JudgeDaily, AProgressLineShowsOnATerminalOnly) {
  const std::string script = on_path("script");
  if (script.empty()) GTEST_SKIP() << "skipped: no script(1) to give the judge a terminal";
  const std::string folder = folder_of({{"1", "a\n"}, {"2", "b\n"}, {"3", "c\n"}});
  const std::string report = temp_path("report.txt");
  const std::string command = shell_quoted(SUITE_JUDGE) + " --tests " + shell_quoted(folder) +
                              " -- sh -c 'sleep 0.4; exec cat' > " + shell_quoted(report);
  const ProgramRun shown = run_program_on(script, {"-qec", "TERM=xterm " + command, "/dev/null"}, "");
  EXPECT_EQ(shown.status, 0) << shown.out << shown.err;
  EXPECT_NE(shown.out.find(" of 3 tests done; test "), std::string::npos) << shown.out;
  EXPECT_NE(shown.out.find(") running, "), std::string::npos) << shown.out;
  const std::size_t last_draw = shown.out.rfind("tests done");
  ASSERT_NE(last_draw, std::string::npos) << shown.out;
  EXPECT_NE(shown.out.find("\r\x1b[K", last_draw), std::string::npos) << "the line is taken away at the end: " << shown.out;
  const std::string piped = read_file(report);
  EXPECT_NE(piped.find("\n3 tests: 3 AC\n"), std::string::npos) << piped;
  EXPECT_EQ(piped.find("tests done"), std::string::npos) << piped;
  EXPECT_EQ(piped.find('\r'), std::string::npos) << piped;
  const ProgramRun dumb = run_program_on(script, {"-qec", "TERM=dumb " + command, "/dev/null"}, "");
  EXPECT_EQ(dumb.status, 0) << dumb.out << dumb.err;
  EXPECT_EQ(dumb.out.find("tests done"), std::string::npos) << dumb.out;
  const ProgramRun no_terminal = judge({"--tests", folder, "--", "sh", "-c", "sleep 0.4; exec cat"});
  EXPECT_EQ(no_terminal.status, 0) << no_terminal.out << no_terminal.err;
  EXPECT_EQ(no_terminal.err.find("tests done"), std::string::npos) << no_terminal.err;
}

}  // namespace
