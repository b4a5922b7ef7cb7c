// The judge tool: it passes the suite's own programs and their single-file
// bundles (USACO's file I/O too), gives small wrong solutions the verdicts
// they deserve, and refuses a command that cannot run.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "judges/judges.hpp"
#include "puzzles/puzzles.hpp"
#include "support/judge_runs.hpp"
#include "support/program_runs.hpp"
#include "support/sandbox_probe.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace {

// The puzzle of a program of the table.
const char* problem_of(const std::string& program) { return puzzles::of_program(program)->name; }

// "N tests: N AC" (or "1 test: 1 AC") on a line of its own.
void expect_all_accepted(const ProgramRun& run, const std::string& what) {
  EXPECT_EQ(run.status, 0) << what << "\n" << run.out << run.err;
  const std::size_t at = run.out.find(" AC\n", run.out.rfind(": "));
  ASSERT_NE(at, std::string::npos) << what << "\n" << run.out;
  const std::size_t start = run.out.rfind('\n', at) + 1;
  const std::string count = run.out.substr(start, run.out.find(' ', start) - start);
  const std::string tests = count == "1" ? " test: " : " tests: ";
  EXPECT_NE(run.out.find("\n" + count + tests + count + " AC\n"), std::string::npos) << what << "\n" << run.out;
  EXPECT_EQ(run.err, "") << what;
}

TEST(Judge, PassesTheSuitesOwnPrograms) {
  for (const ProgramPath& p : kProgramPaths)
    expect_all_accepted(judge({problem_of(p.name), "--", p.path}), p.name);
}

TEST(Judge, PassesTheBundlesBuiltAsCxx98) {
  for (const ProgramPath& p : kBundledPaths)
    expect_all_accepted(judge({problem_of(p.name), "-j", "2", "--", p.path}), std::string("bundled ") + p.name);
}

TEST(Judge, UsacoModeGivesShuttleInAndReadsShuttleOut) {
  const ProgramRun run = judge({"shuttle", "--usaco", "--", SUITE_USACO_BUNDLE});
  expect_all_accepted(run, "the USACO bundle");
  // The same program without --usaco reads no stdin and writes no stdout.
  EXPECT_EQ(judge({"shuttle", "--tests", "samples", "--", SUITE_USACO_BUNDLE}).status, 1);
}

// In files mode the input put in the folder is not output: an input of 3 MB
// under an output limit of 1 MB is AC, boxed and not (it was OLE, the input
// counted toward what the folder may hold).
TEST(Judge, UsacoModesInputIsNotOutput) {
  const std::string input = temp_file("big.in", "3\n" + std::string(3 << 20, ' ') + "\n");
  write_text(input.substr(0, input.size() - 3) + ".ans", run_program_on(program_path("shuttle_dfs"), {}, "3\n").out);
  for (const bool boxed : {true, false}) {
    std::vector<std::string> args{"shuttle", "--usaco", "--input", input, "--output-limit", "1"};
    if (!boxed) args.push_back("--no-sandbox");
    args.insert(args.end(), {"--", SUITE_USACO_BUNDLE});
    expect_all_accepted(judge(args), boxed ? "in the sandbox" : "without it");
  }
}

TEST(Judge, FullTestsReachTheSuitesRanges) {
  const ProgramRun run = judge({"black_white", "--tests", "full", "-j", "2", "--", program_path("black_white")});
  expect_all_accepted(run, "black_white, full");
  EXPECT_NE(run.out.find("n=1000"), std::string::npos);
}

TEST(Judge, EveryJudgesOwnFilePassesAsItsJudgeJudgesIt) {
  const std::vector<judges::Site> rows = judges::read(SUITE_JUDGES_TSV);
  for (const JudgeFilePath& f : kJudgeFilePaths) {
    const judges::Site* row = nullptr;
    for (const judges::Site& j : rows)
      if (j.name == f.site && j.file == f.file) row = &j;
    ASSERT_NE(row, nullptr) << f.site << "/" << f.file;
    const ProgramRun run = judge({row->problem, "--judge", row->name, "-j", "2", "--", f.path});
    expect_all_accepted(run, std::string(f.site) + "/" + f.file);
    EXPECT_NE(run.out.find("judged as " + row->title), std::string::npos) << run.out;
  }
}

TEST(Judge, UsesTheNamedJudgesLayout) {
  const std::string black_white = program_path("black_white");
  expect_all_accepted(judge({"black_white", "--judge", "luogu", "--", black_white, "--layout", "board"}),
                      "Luogu's layout");
  ProgramRun run = judge({"black_white", "--judge", "luogu", "--tests", "samples", "--", black_white});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("PE: presentation error: output line 1: a row must be 16 of o * -\n"), std::string::npos)
      << run.out;
  run = judge({"shuttle", "--judge", "jisuanke", "--tests", "samples", "--", program_path("shuttle_formula")});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("not 5 (5 to a line"), std::string::npos) << run.out;
}

TEST(Judge, ComparesTheTextWhereTheJudgeDoes) {
  const std::string black_white = program_path("black_white");
  // 一本通 wants the book's sequence: the shortest one is right, but not its text.
  ProgramRun run = judge({"black_white", "--tests", "samples", "--", black_white, "--min"});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("judged as 信息学奥赛一本通 1327 黑白棋子的移动 (the text must match)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("WA: a right answer, but 信息学奥赛一本通 1327 黑白棋子的移动 compares the text: line 3 is"),
            std::string::npos)
      << run.out;
  // Luogu has a special judge: any right sequence passes there.
  expect_all_accepted(judge({"black_white", "--judge", "luogu", "--", black_white, "--layout", "board", "--min"}),
                      "the shortest sequence on Luogu");
}

TEST(Judge, RefusesAJudgeThatDoesNotHostTheProblem) {
  const ProgramRun run = judge({"rotation_game", "--judge", "jisuanke", "--", program_path("rotation_game")});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: no judge jisuanke for rotation_game; there are poj, hdu, uva, acwing, tioj, luogu\n", 0),
            0u)
      << run.err;
}

struct Wrong {
  const char* problem;
  std::vector<std::string> options, command;  // options: the tests to run, the limits
  const char* verdict;  // the first failing test's
  const char* says;     // in its detail line
};

TEST(Judge, WrongSolutionsGetTheirVerdicts) {
  const std::string shuttle = program_path("shuttle_formula"), rotation = program_path("rotation_game");
  const Wrong cases[] = {
      {"shuttle", {"--tests", "judge"}, {fixture("all_on_one_line.sh"), shuttle}, "PE",
       "presentation error: output line 1 has 24"},  // N = 4: more than 20 on a line
      {"rotation_game", {"--tests", "samples"}, {fixture("not_minimal.sh"), rotation}, "WA", "4 moves, but 2 are enough"},
      {"rotation_game", {"--tests", "samples"}, {fixture("endless_moves_line.sh")}, "WA",
       "after AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA... (2000000 bytes) the centre"},
      {"rotation_game", {"--tests", "samples"}, {fixture("crash.sh")}, "RE", "signal 11 (Segmentation fault)"},
      {"shuttle", {"--tests", "samples", "--time-limit", "0.3"}, {fixture("endless.sh")}, "TLE", "over 0.30 s"},
      {"black_white", {"--tests", "samples", "--memory-limit", "64"}, {SUITE_MEMORY_HOG}, "MLE", "over 64.0 MB"},
      {"black_white", {"--tests", "samples"}, {fixture("silent.sh")}, "WA", "the output ends before case 1"},
      {"shuttle", {"--tests", "samples"}, {fixture("exit_status.sh"), shuttle}, "RE", "exit status 3"},
  };
  for (const Wrong& w : cases) {
    std::vector<std::string> args{w.problem};
#ifdef SUITE_SANITIZED  // the suite's programs inside some fixtures take tens of MB under sanitizers
    if (std::find(w.options.begin(), w.options.end(), "--memory-limit") == w.options.end())
      args.insert(args.end(), {"--memory-limit", "2048"});
#endif
    args.insert(args.end(), w.options.begin(), w.options.end());
    args.push_back("--");
    args.insert(args.end(), w.command.begin(), w.command.end());
    const ProgramRun run = run_program_on(SUITE_JUDGE, args, "");
    const std::string what = w.command[0] + " on " + w.problem;
    EXPECT_EQ(run.status, 1) << what << "\n" << run.out << run.err;
    const std::size_t first = run.out.find("first failure: test ");
    ASSERT_NE(first, std::string::npos) << what << "\n" << run.out;
    const std::size_t detail = run.out.find('\n', first) + 1;
    EXPECT_EQ(run.out.compare(detail, std::string(w.verdict).size() + 2, std::string(w.verdict) + ": "), 0)
        << what << "\n" << run.out;
    EXPECT_NE(run.out.find(w.says, detail), std::string::npos) << what << "\n" << run.out;
    EXPECT_NE(run.out.find("the tests, outputs and checker messages are in "), std::string::npos) << run.out;
  }
}

// ---- Runaway code: limits, processes, the sandbox, the judge's own failures.

std::string work_folder(const std::string& out) {  // the kept folder the closing line names
  const std::string key = "messages are in ";
  const std::size_t at = out.find(key);
  if (at == std::string::npos) return "";
  const std::size_t start = at + key.size();
  const std::size_t size = out.rfind(" (", out.find('\n', start));  // the last: the path may hold " (" too
  return size == std::string::npos || size < start ? "" : out.substr(start, size - start);
}

std::uintmax_t size_of(const std::string& folder) {
  std::uintmax_t bytes = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(folder))
    if (e.is_regular_file()) bytes += e.file_size();
  return bytes;
}

TEST(JudgeLimits, EndlessOutputIsOutputLimitExceededAndStaysSmall) {
  const ProgramRun run = judge({"shuttle", "--tests", "samples", "--output-limit", "1", "--", "yes"});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("OLE: output over 1.0 MB (the kernel stopped it)\nreplay: none (the output is over the limit)\n"),
            std::string::npos)
      << run.out;
  const std::string folder = work_folder(run.out);
  ASSERT_NE(folder, "") << run.out;
  EXPECT_LE(size_of(folder), 1024u * 1024 + 64 * 1024) << "the kept folder holds no more than the limit";
  EXPECT_NE(run.out.find(folder + " ("), std::string::npos) << "the closing line gives its size: " << run.out;
  std::filesystem::remove_all(folder);
}

TEST(JudgeLimits, TheStackIsTheMemoryLimit) {
  const std::string shuttle = program_path("shuttle_formula");
  expect_all_accepted(judge({"shuttle", "--tests", "samples", "--", SUITE_DEEP_RECURSION, shuttle}),
                      "400,000 calls deep within 64 MB");
  // With a small stack of its own, the same program overflows it.
  const ProgramRun run = judge({"shuttle", "--tests", "samples", "--stack", "8", "--", SUITE_DEEP_RECURSION, shuttle});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("\nRE: signal 11 (Segmentation fault)"), std::string::npos) << run.out;
}

// Said as Codeforces says it, idleness (daily_switches_test.cpp: a busy one is not).
TEST(JudgeLimits, WaitingForInputIsToldApart) {
  const ProgramRun run = judge({"shuttle", "--tests", "samples", "--time-limit", "0.2", "--", "sleep", "30"});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("TLE: idleness limit exceeded: wall time 1."), std::string::npos) << run.out;
  EXPECT_NE(run.out.find(" asleep: is it waiting for input?"), std::string::npos) << run.out;
}

TEST(JudgeLimits, RuntimeErrorShowsTheLastLineOfStderr) {
  const ProgramRun run = judge({"shuttle", "--tests", "samples", "--", "sh", "-c",
                                "echo 'Traceback (most recent call last):' >&2; echo 'ValueError: bad' >&2; exit 1"});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("RE: exit status 1: ValueError: bad\n"), std::string::npos) << run.out;
}

bool process_with(const std::string& words) {  // is a process running with this command line?
  return run_program_on("/usr/bin/pgrep", {"-f", "-x", words}, "").status == 0;
}

TEST(JudgeProcesses, NothingOutlivesItsTest) {
  const std::string shuttle = program_path("shuttle_formula");
  for (const char* sandbox : {"--no-sandbox", "--tests"}) {  // "--tests judge": the default, sandboxed if it can be
    const std::vector<std::string> mode = std::string(sandbox) == "--tests" ? std::vector<std::string>{"--tests", "samples"}
                                                                         : std::vector<std::string>{"--no-sandbox", "--tests", "samples"};
    std::vector<std::string> args{"shuttle"};
    args.insert(args.end(), mode.begin(), mode.end());
    args.insert(args.end(), {"--", fixture("daemon.sh"), shuttle});
    expect_all_accepted(judge(args), std::string("a daemon, ") + sandbox);
    EXPECT_FALSE(process_with("sleep 987654")) << "the daemon outlived its test (" << sandbox << ")";
  }
}

TEST(JudgeProcesses, AnInterruptEndsTheTestInProgressFirst) {
  // SIGINT after a second, while the test sleeps: the judge ends it, then itself.
  const ProgramRun run = run_program_on(
      "/usr/bin/timeout", {"-s", "INT", "--preserve-status", "1", SUITE_JUDGE, "shuttle", "--tests", "samples", "--",
                           "sleep", "987655"}, "");
  EXPECT_EQ(run.status, 130) << run.out << run.err;
  EXPECT_NE(run.err.find("judge: stopped by Interrupt; the tests in progress were ended\n"), std::string::npos) << run.err;
  EXPECT_FALSE(process_with("sleep 987655")) << "the test's process outlived the judge";
}

TEST(JudgeSandbox, NothingGetsOut) {
  if (!judge_sandboxes())
    GTEST_SKIP() << "skipped: bubblewrap cannot sandbox here; " << SUITE_BWRAP_NEEDED_FOR;
  // A listener on 127.0.0.1 that the program is told to reach.
  const int listener = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  ASSERT_GE(listener, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof address;
  ASSERT_EQ(bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
  ASSERT_EQ(listen(listener, 4), 0);
  ASSERT_EQ(getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length), 0);
  const std::string port = std::to_string(ntohs(address.sin_port));
  const std::string outside = temp_dir() + "escaped_" + std::to_string(getpid());
  std::filesystem::remove(outside);
  const ProgramRun run = judge({"shuttle", "--tests", "samples", "--", SUITE_ESCAPE, outside, port, program_path("shuttle_formula")});
  expect_all_accepted(run, "a program that tries to get out");
  EXPECT_NE(run.out.find("; sandboxed (bubblewrap"), std::string::npos) << run.out;
  EXPECT_FALSE(std::filesystem::exists(outside)) << "it wrote outside its folder";
  EXPECT_LT(accept(listener, nullptr, nullptr), 0) << "it reached 127.0.0.1:" << port;
  close(listener);
  // The same with --no-sandbox gets out, which shows the test can fail.
  const ProgramRun open = judge({"shuttle", "--no-sandbox", "--tests", "samples", "--", SUITE_ESCAPE, outside, port,
                                 program_path("shuttle_formula")});
  EXPECT_NE(open.out.find("; not sandboxed (--no-sandbox)"), std::string::npos) << open.out;
  EXPECT_TRUE(std::filesystem::exists(outside));
  std::filesystem::remove(outside);
}

TEST(JudgeSandbox, InterpretersAndProgramsElsewhereStillRun) {
  // A script run by its interpreter, named relative to where the judge starts.
  const ProgramRun run = run_program_on(
      "/bin/sh", {"-c", "cd \"$0\" && exec \"$1\" shuttle --tests samples -- sh ./all_on_one_line.sh \"$2\"",
                  SUITE_FIXTURES, SUITE_JUDGE, program_path("shuttle_formula")}, "");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("1 test: 1 AC\n"), std::string::npos) << run.out;
}

TEST(JudgeFailures, AVanishedFolderIsTheJudgesOwnFailure) {
  const ProgramRun run = judge({"shuttle", "--usaco", "--no-sandbox", "--tests", "samples", "--",
                                fixture("removes_its_folder.sh")});
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_EQ(run.err.rfind("judge: its folder ", 0), 0u) << run.err;
  EXPECT_NE(run.err.find(" is gone\n"), std::string::npos) << run.err;
  EXPECT_EQ(run.out.find("RE"), std::string::npos) << "no verdict against the program: " << run.out;
}

// A checker past one of its limits is the judge's failure, and the judge
// names the limit it passed: a judge copied into a folder of its own, where a
// fixture stands in for check_rotation_game.
TEST(JudgeFailures, ACheckerPastALimitIsNamedWithThatLimit) {
  namespace fs = std::filesystem;
  const fs::path folder = temp_dir() + "checker_limits_" + std::to_string(getpid());
  fs::create_directory(folder);
  const fs::path built = fs::path(SUITE_JUDGE).parent_path();
  for (const char* part : {"judge", "box_init"}) fs::copy_file(built / part, folder / part);  // found from their own path
  fs::create_directory_symlink(built / "suite_data", folder / "suite_data");
  fs::create_symlink(built / "rotation_game", folder / "rotation_game");
  fs::create_symlink(SUITE_MEMORY_HOG, folder / "memory_hog");
  fs::copy_file(fixture("checker_past_limits.sh"), folder / "check_rotation_game");
  const struct {
    const char* output;  // its first line tells the checker which limit to pass
    const char* says;
  } cases[] = {{"message", "limit of 1.0 MB of messages"}, {"output", "limit of 1.0 MB of output"},
               {"memory", "memory limit (256.0 MB)"}};
  for (const auto& c : cases) {
    const ProgramRun run = run_program_on((folder / "judge").string(), {"rotation_game", "--tests", "samples", "--", "echo",
                                                                        c.output}, "");
    EXPECT_EQ(run.status, 2) << c.output << "\n" << run.out << run.err;
    EXPECT_EQ(run.err, "judge: the checker went past its " + std::string(c.says) + " on test 1 (sample)\n") << run.out;
  }
  if (!HasFailure()) fs::remove_all(folder);
}

// ---- Tiers: the default one is like the judges' data; `hard` is not.

TEST(JudgeTiers, ATextbookSolutionPassesTheJudgeTierButNotTheHardOne) {
  expect_all_accepted(judge({"rotation_game", "--", SUITE_PLAIN_MAJORITY}), "plain majority IDA* on the judge tier");
  // The first file of the 192 hardest boards (test 8), under 1 s.
  const ProgramRun run = judge({"rotation_game", "--tests", "hard", "--only", "8", "--time-limit", "1", "--",
                                SUITE_PLAIN_MAJORITY});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("\nTLE: CPU time over 1.00 s on the 192 hardest boards, harder than any judge is known to use\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("1 test (hard: "), std::string::npos) << run.out;
}

TEST(JudgeTiers, OnlyRunsTheTestsNamed) {
  const ProgramRun run = judge({"black_white", "--only", "2,5-6", "--", program_path("black_white")});
  expect_all_accepted(run, "three tests");
  EXPECT_NE(run.out.find("test   2  n=4 "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("test   6  n=8 "), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("test   3 "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("3 tests: 3 AC"), std::string::npos) << run.out;
  const ProgramRun bad = judge({"black_white", "--only", "5-2", "--", program_path("black_white")});
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err.rfind("judge: option --only takes tests by name, or by number from 1 to 97 (3,5-7), and no test is named 5-2\n", 0), 0u) << bad.err;
}

TEST(Judge, RefusesACommandThatCannotRun) {
  ProgramRun run = run_program_on(SUITE_JUDGE, {"shuttle", "--", "./no_such_program"}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "judge: cannot run ./no_such_program: no such file\n");
  // A file neither executable nor a language's source (memory_hog.cpp alone is built: build_cache_test.cpp).
  run = run_program_on(SUITE_JUDGE, {"shuttle", "--", fixture("different_zlib.zip")}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "judge: cannot run " + fixture("different_zlib.zip") + ": it is not executable\n");
  run = run_program_on(SUITE_JUDGE, {"shuttle", "--", SUITE_FIXTURES}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, std::string("judge: cannot run ") + SUITE_FIXTURES + ": it is a folder\n");
  // A program here, named without ./: the shell would not find it either.
  run = run_program_on("/bin/sh", {"-c", "cd \"$0\" && exec \"$1\" shuttle -- silent.sh", SUITE_FIXTURES, SUITE_JUDGE}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "judge: cannot run silent.sh: no such file on PATH (did you mean ./silent.sh?)\n");
  run = run_program_on(SUITE_JUDGE, {"chess", "--", "true"}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: the problem is " + puzzles::names(", ", " or ") +
                              ", not chess (any other problem: --problem DIR|ZIP for a Kattis package, --tests DIR for a "
                              "folder of tests)\n", 0),
            0u)
      << run.err;
  run = run_program_on(SUITE_JUDGE, {"rotation_game", "--usaco", "--", "true"}, "");
  EXPECT_EQ(run.status, 2);
  run = run_program_on(SUITE_JUDGE, {"shuttle", "--time-limit", "0", "--", "true"}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: option --time-limit takes a number from 0.01 to 3600, not 0\n", 0), 0u) << run.err;
}

}  // namespace
