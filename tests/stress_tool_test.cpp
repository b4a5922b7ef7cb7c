// judge --stress (对拍): planted bugs in small wrappers around the suite's own
// programs (tests/judge_fixtures/) are found and shrunk to the smallest input
// that still fails, checked here with the suite's programs and checkers
// (not with the judge tool); a right solution finds nothing; a seed gives the
// same smallest input every time.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "judge_runs.hpp"
#include "program_runs.hpp"
#include "suite_paths.hpp"
#include "test_files.hpp"
#include "text_lines.hpp"

namespace fs = std::filesystem;

namespace {

// A path as one word of --gen's or --answer's command, whatever it holds
// (spaces, an apostrophe): in single quotes, each ' as '"'"'.
std::string quoted(const std::string& path) {
  std::string q = "'";
  for (char c : path) q += c == '\'' ? std::string("'\"'\"'") : std::string(1, c);
  return q + "'";
}

// A stress run that found something: its report and the kept folder, which
// goes when the test passes (a failing test keeps it, and says where).
struct Found {
  ProgramRun run;
  std::string folder;  // "" when the report names none
  std::vector<std::string> cases;  // smallest.in's cases, each a line, the closing 0 left out

  explicit Found(const std::vector<std::string>& args) : run(judge(args)) {
    const std::string marker = "(its output) are in ";
    const std::size_t at = run.out.rfind(marker);
    if (at == std::string::npos) return;
    const std::size_t start = at + marker.size();
    folder = run.out.substr(start, run.out.find("; failing.in", start) - start);
    for (const std::string& line : lines_of(read_file(folder + "/smallest.in")))
      if (line != "0") cases.push_back(line);
  }
  ~Found() {
    if (folder.empty()) return;
    if (testing::Test::HasFailure()) std::fprintf(stderr, "the stress run's files are kept in %s\n", folder.c_str());
    else fs::remove_all(folder);
  }
  std::string file(const std::string& name) const { return read_file(folder + "/" + name); }
};

std::string program(const std::string& name) { return program_path(name); }

// The suite's shortest moves for one board ("" when it is solved).
std::string moves_for(const std::string& board) {
  const ProgramRun run = run_program_on(program("rotation_game"), {}, board + "\n0\n");
  const std::string moves = run.out.substr(0, run.out.find('\n'));
  return moves == "No moves needed" ? "" : moves;
}

// What the checker says of `command` on `input`: its exit status (0 OK).
int checked(const std::string& checker, const std::string& reference, const std::vector<std::string>& command,
            const std::string& input) {
  const std::string in = temp_file("stress.in", input);
  const std::string answer = temp_file("stress.ans", run_program(reference, {}, in).out);
  std::vector<std::string> args(command.begin() + 1, command.end());
  const std::string output = temp_file("stress.out", run_program(command[0], args, in).out);
  const int status = run_program(checker, {in, output, answer}, "/dev/null").status;
  for (const std::string& f : {in, answer, output}) fs::remove(f);
  return status;
}

TEST(StressTool, StateBugShrinksToTwoBoardsTheSecondNearestToSolved) {
  const std::vector<std::string> solution = {fixture("state_bug.sh"), program("rotation_game")};
  const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", "1", "--", solution[0], solution[1]});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  ASSERT_EQ(found.cases.size(), 2u) << found.run.out;
  // The second board is one move from solved (a solved board passes); the
  // first is the nearest to solved that still leaves a longer search behind it.
  EXPECT_EQ(moves_for(found.cases[1]).size(), 1u) << found.cases[1];
  EXPECT_EQ(moves_for(found.cases[0]).size(), 2u) << found.cases[0];
  // Checked without the judge tool: the two fail together, each passes alone.
  const auto check = [&](const std::string& input) {
    return checked(SUITE_CHECK_ROTATION_GAME, program("rotation_game"), solution, input);
  };
  EXPECT_EQ(check(found.cases[0] + "\n" + found.cases[1] + "\n0\n"), 1);
  EXPECT_EQ(check(found.cases[0] + "\n0\n"), 0);
  EXPECT_EQ(check(found.cases[1] + "\n0\n"), 0);
  EXPECT_NE(found.run.out.find("\nsmallest input (2 boards, 2 and 1 moves from solved):\n  " + found.cases[0] +
                               "\n  " + found.cases[1] + "\n  0\n"),
            std::string::npos)
      << found.run.out;
  EXPECT_NE(found.run.out.find("\nfails only after another case: is something kept from one case to the next?\n"),
            std::string::npos)
      << found.run.out;
  EXPECT_NE(found.run.out.find("\nWA: wrong answer: board 2: "), std::string::npos) << found.run.out;
  // The files: the input, the right answer, the solution's output, a replay page.
  EXPECT_EQ(found.file("smallest.ans"), run_program_on(program("rotation_game"), {}, found.file("smallest.in")).out);
  EXPECT_EQ(found.file("smallest.out"), run_program_on(solution[0], {solution[1]}, found.file("smallest.in")).out);
  EXPECT_NE(found.file("smallest.html").find("<html"), std::string::npos);
  EXPECT_NE(found.run.out.find("replay: " + found.folder + "/smallest.html"), std::string::npos) << found.run.out;
}

TEST(StressTool, DepthLimitShrinksToOneBoardOfNineMoves) {
  const std::vector<std::string> solution = {fixture("depth_limit.sh"), program("rotation_game")};
  const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", "5", "--", solution[0], solution[1]});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  ASSERT_EQ(found.cases.size(), 1u) << found.run.out;
  EXPECT_EQ(moves_for(found.cases[0]).size(), 9u) << found.cases[0];
  EXPECT_EQ(checked(SUITE_CHECK_ROTATION_GAME, program("rotation_game"), solution, found.file("smallest.in")), 1);
  EXPECT_NE(found.run.out.find("smallest input (1 board, 9 moves from solved):\n"), std::string::npos) << found.run.out;
  EXPECT_EQ(found.run.out.find("fails only after another case"), std::string::npos) << found.run.out;
}

// The smallest number from..to on which `solution` fails, by the checker alone.
int smallest_failing(const std::string& checker, const std::string& reference, const std::vector<std::string>& solution,
                     int from, int to) {
  for (int n = from; n <= to; ++n)
    if (checked(checker, reference, solution, std::to_string(n) + "\n") != 0) return n;
  return 0;
}

TEST(StressTool, LineLengthSlipShrinksToTheSmallestN) {
  const std::vector<std::string> solution = {fixture("line_buffer.sh"), program("shuttle_formula")};
  const Found found({"shuttle", "--stress", "--runs", "20", "--seed", "3", "--", solution[0], solution[1]});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  ASSERT_EQ(found.cases.size(), 1u) << found.run.out;
  const int smallest = smallest_failing(SUITE_CHECK_SHUTTLE, program("shuttle_formula"), solution, 1, 12);
  EXPECT_EQ(smallest, 7);  // N = 7's line 2 is the first of 48 characters
  EXPECT_EQ(found.cases[0], std::to_string(smallest));
  EXPECT_NE(found.run.out.find("smallest input (1 case: N = 7):\n  7\n  0\n"), std::string::npos) << found.run.out;
  EXPECT_EQ(found.file("smallest.ans"), run_program_on(program("shuttle_formula"), {}, "7\n0\n").out);
  // The first input's answer is the suite's, all of it (it is made a case at a time).
  EXPECT_EQ(found.file("failing.ans"), run_program_on(program("shuttle_formula"), {}, found.file("failing.in")).out);
}

TEST(StressTool, StepSlipShrinksToTheSmallestN) {
  const std::vector<std::string> solution = {fixture("step_slip.sh"), program("black_white")};
  const Found found({"black_white", "--stress", "--runs", "20", "--seed", "4", "--", solution[0], solution[1]});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  ASSERT_EQ(found.cases.size(), 1u) << found.run.out;
  const int smallest = smallest_failing(SUITE_CHECK_BLACK_WHITE, program("black_white"), solution, 4, 99);
  EXPECT_EQ(smallest, 7);  // n = 7 is the first with a step 10
  EXPECT_EQ(found.cases[0], std::to_string(smallest));
  EXPECT_NE(found.run.out.find("\nPE: presentation error: output line 11 does not start with \"step10:\"\n"),
            std::string::npos)
      << found.run.out;
}

TEST(StressTool, TheSameSeedGivesTheSameSmallestInput) {
  const std::vector<std::string> args = {"rotation_game", "--stress", "--runs", "20", "--seed", "11", "--",
                                         fixture("state_bug.sh"), program("rotation_game")};
  const Found first(args), second(args);
  ASSERT_EQ(first.run.status, 1) << first.run.out << first.run.err;
  EXPECT_FALSE(first.cases.empty());
  EXPECT_EQ(first.cases, second.cases);
  EXPECT_EQ(first.file("failing.in"), second.file("failing.in"));
  EXPECT_NE(first.folder, second.folder);
}

TEST(StressTool, RightSolutionsFindNothing) {
  const std::vector<std::pair<std::string, std::string>> right = {
      {"shuttle", "shuttle_dfs"}, {"rotation_game", "rotation_game"}, {"black_white", "black_white"}};
  for (const auto& [problem, name] : right) {
    const ProgramRun run = judge({problem, "--stress", "--runs", "10", "--seed", "12345", "--", program(name)});
    EXPECT_EQ(run.status, 0) << run.out << run.err;
    EXPECT_NE(run.out.find("\nno failure in 10 runs ("), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("), seed 12345\n"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("judge-"), std::string::npos) << "no folder is kept:\n" << run.out;
    EXPECT_EQ(run.err, "");
  }
}

TEST(StressTool, OwnGeneratorAndBruteForceShrinkTheCasesOnly) {
  // gen_numbers.sh makes n = 4..6, 9, 4..8: only 9 has a step 10.
  const Found found({"black_white", "--stress", "--runs", "5", "--seed", "2", "--gen", quoted(fixture("gen_numbers.sh")),
                     "--answer", quoted(program("black_white")), "--", fixture("step_slip.sh"), program("black_white")});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_EQ(found.cases, std::vector<std::string>{"9"});
  EXPECT_EQ(found.file("failing.in"), "6\n9\n6\n0\n");  // seed 2, as gen_numbers.sh makes it
  EXPECT_NE(found.run.out.find("inputs from " + quoted(fixture("gen_numbers.sh")) + " SEED; the answers from "),
            std::string::npos)
      << found.run.out;
}

TEST(StressTool, AGeneratorThatFailsOrMakesABadInputIsTheJudgesFailure) {
  const ProgramRun run = judge({"shuttle", "--stress", "--runs", "3", "--seed", "1", "--gen", quoted(fixture("crash.sh")), "--",
                                program("shuttle_dfs")});
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_NE(run.err.find("judge: --gen " + fixture("crash.sh") + " failed (signal 11)"), std::string::npos) << run.err;
  // An input that the suite's program refuses has no answer: the judge's failure too.
  const ProgramRun refused = judge({"rotation_game", "--stress", "--runs", "3", "--seed", "1", "--gen", "echo 1 2 3",
                                    "--", program("rotation_game")});
  EXPECT_EQ(refused.status, 2) << refused.out << refused.err;
  EXPECT_NE(refused.err.find("judge: the input of --gen echo 1 2 3 1 has no answer: "), std::string::npos)
      << refused.err;
  EXPECT_NE(refused.err.find("input ends after 4 of 24 symbols"), std::string::npos) << refused.err;
}

TEST(StressTool, AnInterruptEndsTheRunInProgressAndTheFolderGoes) {
  const std::string work = temp_dir() + "stress_work_" + std::to_string(getpid());
  fs::create_directory(work);
  // SIGINT after a second, while the first run sleeps.
  const ProgramRun run = run_program_on("/usr/bin/timeout", {"-s", "INT", "--preserve-status", "1", SUITE_JUDGE, "shuttle",
                                                             "--stress", "--seed", "1", "--work", work, "--", "sleep",
                                                             "987656"}, "");
  EXPECT_EQ(run.status, 130) << run.out << run.err;
  EXPECT_NE(run.err.find("judge: stopped by Interrupt; the test in progress was ended\n"), std::string::npos) << run.err;
  EXPECT_TRUE(fs::is_empty(work)) << "the stress run's folder is left in " << work;
  if (!HasFailure()) fs::remove_all(work);
}

TEST(StressTool, RefusesStressOptionsWithoutStress) {
  ProgramRun run = judge({"shuttle", "--runs", "3", "--", program("shuttle_dfs")});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: --runs is for --stress\n", 0), 0u) << run.err;
  run = judge({"shuttle", "--stress", "--tests", "full", "--", program("shuttle_dfs")});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: --tests is not for --stress (it makes its own inputs)\n", 0), 0u) << run.err;
  run = judge({"shuttle", "--stress", "--seed", "x1", "--", program("shuttle_dfs")});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: option --seed takes a whole number, not x1\n", 0), 0u) << run.err;
}

}  // namespace
