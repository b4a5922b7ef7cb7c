// The judge tool: it passes the suite's own programs and their single-file
// bundles (USACO's file I/O too), gives small wrong solutions the verdicts
// they deserve, and refuses a command that cannot run.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "judges.hpp"
#include "run_program.hpp"
#include "suite_paths.hpp"

namespace {

ProgramRun judge(std::vector<std::string> args) {
#ifdef JUDGE_SANITIZED  // sanitizers take tens of MB of their own
  args.insert(args.begin() + 1, {"--memory-limit", "2048"});
#endif
  return run_program_on(JUDGE_JUDGE, args, "");
}

std::string fixture(const std::string& name) { return std::string(JUDGE_FIXTURES) + "/" + name; }

const char* problem_of(const std::string& program) {
  return program.rfind("shuttle", 0) == 0 ? "shuttle" : program == "rotation_game" ? "rotation_game" : "black_white";
}

// "N tests: N AC" on a line of its own.
void expect_all_accepted(const ProgramRun& run, const std::string& what) {
  EXPECT_EQ(run.status, 0) << what << "\n" << run.out << run.err;
  const std::size_t at = run.out.find(" tests: ");
  ASSERT_NE(at, std::string::npos) << run.out;
  const std::size_t start = run.out.rfind('\n', at) + 1;
  const std::string count = run.out.substr(start, at - start);
  EXPECT_NE(run.out.find("\n" + count + " tests: " + count + " AC\n"), std::string::npos) << what << "\n" << run.out;
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
  const ProgramRun run = judge({"shuttle", "--usaco", "--", JUDGE_USACO_BUNDLE});
  expect_all_accepted(run, "the USACO bundle");
  // The same program without --usaco reads no stdin and writes no stdout.
  EXPECT_EQ(judge({"shuttle", "--tests", "samples", "--", JUDGE_USACO_BUNDLE}).status, 1);
}

TEST(Judge, FullTestsReachTheSuitesRanges) {
  const ProgramRun run = judge({"black_white", "--tests", "full", "-j", "2", "--", kProgramPaths[3].path});
  expect_all_accepted(run, "black_white, full");
  EXPECT_NE(run.out.find("n=1000"), std::string::npos);
}

TEST(Judge, EveryJudgesOwnFilePassesAsItsJudgeJudgesIt) {
  const std::vector<judges::Judge> rows = judges::read(JUDGE_JUDGES_TSV);
  for (const JudgeFilePath& f : kJudgeFilePaths) {
    const judges::Judge* row = nullptr;
    for (const judges::Judge& j : rows)
      if (j.judge == f.judge && j.file == f.file) row = &j;
    ASSERT_NE(row, nullptr) << f.judge << "/" << f.file;
    const ProgramRun run = judge({row->problem, "--judge", row->judge, "-j", "2", "--", f.path});
    expect_all_accepted(run, std::string(f.judge) + "/" + f.file);
    EXPECT_NE(run.out.find("judged as " + row->title), std::string::npos) << run.out;
  }
}

TEST(Judge, UsesTheNamedJudgesLayout) {
  const std::string black_white = kProgramPaths[3].path;
  expect_all_accepted(judge({"black_white", "--judge", "luogu", "--", black_white, "--layout", "board"}),
                      "Luogu's layout");
  ProgramRun run = judge({"black_white", "--judge", "luogu", "--tests", "samples", "--", black_white});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("PE: presentation error: output line 1: a row must be 16 of o * -\n"), std::string::npos)
      << run.out;
  run = judge({"shuttle", "--judge", "jisuanke", "--tests", "samples", "--", kProgramPaths[1].path});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("not 5 (5 to a line"), std::string::npos) << run.out;
}

TEST(Judge, ComparesTheTextWhereTheJudgeDoes) {
  const std::string black_white = kProgramPaths[3].path;
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
  const ProgramRun run = judge({"rotation_game", "--judge", "jisuanke", "--", kProgramPaths[2].path});
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
  const std::string shuttle = kProgramPaths[1].path, rotation = kProgramPaths[2].path;
  const Wrong cases[] = {
      {"shuttle", {"--tests", "judge"}, {fixture("all_on_one_line.sh"), shuttle}, "PE",
       "presentation error: output line 1 has 24"},  // N = 4: more than 20 on a line
      {"rotation_game", {"--tests", "samples"}, {fixture("not_minimal.sh"), rotation}, "WA", "4 moves, but 2 are enough"},
      {"rotation_game", {"--tests", "samples"}, {fixture("crash.sh")}, "RE", "signal 11 (Segmentation fault)"},
      {"shuttle", {"--tests", "samples", "--time-limit", "0.3"}, {fixture("endless.sh")}, "TLE", "over 0.30 s"},
      {"black_white", {"--tests", "samples", "--memory-limit", "64"}, {JUDGE_MEMORY_HOG}, "MLE", "over 64.0 MB"},
      {"black_white", {"--tests", "samples"}, {fixture("silent.sh")}, "WA", "the output ends before case 1"},
      {"shuttle", {"--tests", "samples"}, {fixture("exit_status.sh"), shuttle}, "RE", "exit status 3"},
  };
  for (const Wrong& w : cases) {
    std::vector<std::string> args{w.problem};
#ifdef JUDGE_SANITIZED  // the suite's programs inside some fixtures take tens of MB under sanitizers
    if (std::find(w.options.begin(), w.options.end(), "--memory-limit") == w.options.end())
      args.insert(args.end(), {"--memory-limit", "2048"});
#endif
    args.insert(args.end(), w.options.begin(), w.options.end());
    args.push_back("--");
    args.insert(args.end(), w.command.begin(), w.command.end());
    const ProgramRun run = run_program_on(JUDGE_JUDGE, args, "");
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

TEST(Judge, RefusesACommandThatCannotRun) {
  ProgramRun run = run_program_on(JUDGE_JUDGE, {"shuttle", "--", "./no_such_program"}, "");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "judge: cannot run ./no_such_program: no such file\n");
  run = run_program_on(JUDGE_JUDGE, {"shuttle", "--", fixture("memory_hog.cpp")}, "");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "judge: cannot run " + fixture("memory_hog.cpp") + ": it is not executable\n");
  run = run_program_on(JUDGE_JUDGE, {"chess", "--", "true"}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: the problem is shuttle, rotation_game or black_white, not chess\n", 0), 0u) << run.err;
  run = run_program_on(JUDGE_JUDGE, {"rotation_game", "--usaco", "--", "true"}, "");
  EXPECT_EQ(run.status, 2);
  run = run_program_on(JUDGE_JUDGE, {"shuttle", "--time-limit", "0", "--", "true"}, "");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: --time-limit takes a number from 0.01 to 3600, not 0\n", 0), 0u) << run.err;
}

}  // namespace
