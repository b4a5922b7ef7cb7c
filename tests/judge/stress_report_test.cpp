// judge --stress (对拍), what a run says and keeps besides the smallest
// input: the checker run where an output is not the answer's very text, a
// generator and answers of one's own, a generator or --answer at fault
// (blamed with the seed, its files kept), the hints a failure suggests (one
// case read, a table or a buffer for every case, a case read ahead, another
// verdict, a failure only together or not repeating), SIGINT and --time
// during a run and while shrinking, and its options refused without --stress.
#include <gtest/gtest.h>

#include <unistd.h>

#include "suite_paths.hpp"
#include "support/stress_runs.hpp"

namespace {

// The last run's checker message, from the folder --keep names ("" when it names none).
std::string last_check(const ProgramRun& run) {
  const std::string marker = "the last run's files are in ";
  const std::size_t at = run.out.rfind(marker);
  if (at == std::string::npos) return "";
  const std::size_t from = at + marker.size();
  const std::string folder = run.out.substr(from, run.out.find('\n', from) - from);
  const std::string check = read_file(folder + "/01-run.check");
  fs::remove_all(folder);
  return check;
}

TEST(StressTool, TheCheckerRunsWhereTheOutputIsNotTheAnswersVeryText) {
  // The book's moves are the suite's answers: the same text needs no checker.
  const ProgramRun same = judge({"black_white", "--judge", "luogu", "--stress", "--runs", "3", "--seed", "1", "--keep",
                                 "--", program("black_white"), "--layout", "board"});
  EXPECT_EQ(same.status, 0) << same.out << same.err;
  EXPECT_EQ(last_check(same), "ok: the output is the answer, byte for byte (no checker ran)\n") << same.out;
  // The fewest moves are another right answer (Luogu's checker takes any): the checker says so.
  const ProgramRun other = judge({"black_white", "--judge", "luogu", "--stress", "--runs", "3", "--seed", "1", "--keep",
                                  "--", program("black_white"), "--min", "--layout", "board"});
  EXPECT_EQ(other.status, 0) << other.out << other.err;
  EXPECT_EQ(last_check(other).rfind("ok: 8 cases, ", 0), 0u) << other.out;
}

TEST(StressTool, OwnGeneratorAndBruteForceShrinkTheCasesOnly) {
  // gen_numbers.sh makes n = 4..6, 9, 4..8: only 9 has a step 10.
  const Found found({"black_white", "--stress", "--runs", "5", "--seed", "2", "--gen", shell_quoted(fixture("gen_numbers.sh")),
                     "--answer", shell_quoted(program("black_white")), "--", fixture("step_slip.sh"), program("black_white")});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_EQ(found.cases, std::vector<std::string>{"9"});
  EXPECT_EQ(found.file("failing.in"), "6\n9\n6\n0\n");  // seed 2, as gen_numbers.sh makes it
  EXPECT_NE(found.run.out.find("inputs from " + shell_quoted(fixture("gen_numbers.sh")) + " SEED; the answers from "),
            std::string::npos)
      << found.run.out;
}

TEST(StressTool, AGeneratorThatFailsOrMakesABadInputIsTheJudgesFailure) {
  const std::string generator = "sh " + shell_quoted(fixture("gen_fails.sh"));
  const ProgramRun run = judge({"shuttle", "--stress", "--runs", "5", "--seed", "1", "--gen", generator, "--",
                                program("shuttle_dfs")});
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  const std::string failed = "judge: --gen " + generator + " (seed 3) failed (exit status 3): gen: no case for seed 3; kept in ";
  ASSERT_EQ(run.err.rfind(failed, 0), 0u) << run.err;
  const std::string gen_folder = run.err.substr(failed.size(), run.err.rfind(": gen.out\n") - failed.size());
  EXPECT_EQ(read_file(gen_folder + "/gen.out"), "5\n");  // what it printed before it failed
  if (!HasFailure()) fs::remove_all(gen_folder);
  // An input that the suite's program refuses, with and without --answer: the
  // judge's failure too, the input kept.
  for (const bool with_answer : {false, true}) {
    std::vector<std::string> args = {"rotation_game", "--stress", "--runs", "3", "--seed", "1", "--gen", "echo 1 2 3"};
    if (with_answer) args.insert(args.end(), {"--answer", shell_quoted(program("rotation_game"))});
    args.insert(args.end(), {"--", program("rotation_game")});
    const ProgramRun refused = judge(args);
    EXPECT_EQ(refused.status, 2) << refused.out << refused.err;
    const std::string said = "judge: the input of --gen echo 1 2 3 (seed 1) is not the problem's: rotation_game: board 1: "
                             "input ends after 4 of 24 symbols; kept in ";
    ASSERT_EQ(refused.err.rfind(said, 0), 0u) << refused.err;
    const std::string folder = refused.err.substr(said.size(), refused.err.rfind(": input.in\n") - said.size());
    EXPECT_EQ(read_file(folder + "/input.in"), "1 2 3 1\n");
    if (!HasFailure()) fs::remove_all(folder);
  }
}

TEST(StressTool, AnInterruptEndsTheRunInProgressAndTheFolderGoes) {
  const std::string work = temp_dir() + "stress_work_" + std::to_string(getpid());
  fs::create_directory(work);
  // SIGINT after a second, while the first run sleeps.
  const ProgramRun run = run_program_on("/usr/bin/timeout", {"-s", "INT", "--preserve-status", "1", SUITE_JUDGE, "shuttle",
                                                             "--stress", "--seed", "1", "--work", work, "--", "sleep",
                                                             "987656"}, "");
  EXPECT_EQ(run.status, 130) << run.out << run.err;
  EXPECT_NE(run.err.find("judge: stopped by Interrupt during the first run; the test in progress was ended\n"),
            std::string::npos)
      << run.err;
  EXPECT_TRUE(fs::is_empty(work)) << "the stress run's folder is left in " << work;
  if (!HasFailure()) fs::remove_all(work);
}

// The first failure is WA on a deep board; the smallest input fails too, with
// another verdict: one solved board, PE. The report says that they differ.
TEST(StressTool, TheSmallestFailingInputMayFailWithAnotherVerdict) {
  const std::vector<std::string> solution = {fixture("forgets_solved.sh"), program("rotation_game")};
  const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", "1", "--", solution[0], solution[1]});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_NE(found.run.out.find("\nrun 1 (seed 1) failed: WA: "), std::string::npos) << found.run.out;
  ASSERT_EQ(found.cases.size(), 1u) << found.run.out;
  EXPECT_EQ(moves_for(found.cases[0]), "");
  EXPECT_NE(found.run.out.find("\nsmallest input (1 board, solved):\n"), std::string::npos) << found.run.out;
  EXPECT_NE(found.run.out.find("\nit fails otherwise than the first input: PE, not WA\n"), std::string::npos)
      << found.run.out;
  EXPECT_EQ(verdict_line(found.run.out), "PE: presentation error: output line 1 is empty");
  EXPECT_EQ(checked(SUITE_CHECK_ROTATION_GAME, program("rotation_game"), solution, found.file("smallest.in")), 2);
  EXPECT_EQ(found.file("smallest.check"), "presentation error: output line 1 is empty\n");
}

// A solution that reads one case: the checker says case 2 got no output, and
// so does the hint (not "something kept from one case to the next").
TEST(StressTool, ASolutionThatReadsOneCaseIsToldSo) {
  const std::vector<std::string> solution = {fixture("reads_one_case.sh"), program("shuttle_formula")};
  const Found found({"shuttle", "--stress", "--runs", "20", "--seed", "1", "--", solution[0], solution[1]});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_EQ(found.cases, (std::vector<std::string>{"1", "1"})) << found.run.out;
  EXPECT_NE(found.run.out.find("\ncase 2 got no output: does it read only one case? (--cases 1 gives it one a file)\n"),
            std::string::npos)
      << found.run.out;
  EXPECT_NE(found.run.out.find("\nsmallest input (2 cases, both N = 1):\n"), std::string::npos) << found.run.out;
  for (const char* other : {"kept from one", "read past", "is a table built", "it fails only with"})
    EXPECT_EQ(found.run.out.find(other), std::string::npos) << other << "\n" << found.run.out;
  EXPECT_NE(verdict_line(found.run.out).find("case 2 (N=1): the output ends after 0 of "), std::string::npos)
      << found.run.out;
  const ProgramRun one = judge({"shuttle", "--stress", "--runs", "5", "--seed", "1", "--cases", "1", "--", solution[0],
                                solution[1]});
  EXPECT_EQ(one.status, 0) << one.out << one.err;
  EXPECT_NE(one.out.find(": 1 case a file, N from 1 to 12; "), std::string::npos) << one.out;
}

// A table built for every board (its CPU time a board): each board alone
// passes, two together go over the time limit. Nothing is kept from one board
// to the next, and the hint says what is true. The cases are then any: two
// solved boards.
TEST(StressTool, ATableBuiltForEveryBoardIsToldSo) {
  const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", "1", "--time-limit", "0.5", "--",
                     SUITE_BURNS_PER_CASE, "cpu", "0.3", program("rotation_game")});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_NE(found.run.out.find("\nsmallest input (2 boards, both solved):\n"), std::string::npos) << found.run.out;
  EXPECT_EQ(verdict_line(found.run.out), "TLE: CPU time over 0.50 s") << found.run.out;
  EXPECT_NE(found.run.out.find("\neach board alone passes, in "), std::string::npos) << found.run.out;
  EXPECT_NE(found.run.out.find(" of CPU at most; both together go over the 0.50 s limit: is a table built for every "
                               "board, where once would do?\n"),
            std::string::npos)
      << found.run.out;
  for (const char* other : {"kept from one", "read past", "is a buffer grown", "it fails only with"})
    EXPECT_EQ(found.run.out.find(other), std::string::npos) << other << "\n" << found.run.out;
}

// The same with memory: a buffer grown for every board.
TEST(StressTool, ABufferGrownForEveryBoardIsToldSo) {
#ifdef SUITE_SANITIZED  // the suite's program takes tens of MB of a sanitizer's
  const std::string limit = "256", a_board = "150";
#else
  const std::string limit = "64", a_board = "40";
#endif
  const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", "1", "--memory-limit", limit, "--",
                     SUITE_BURNS_PER_CASE, "memory", a_board, program("rotation_game")});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_NE(found.run.out.find("\nsmallest input (2 boards, both solved):\n"), std::string::npos) << found.run.out;
  EXPECT_EQ(verdict_line(found.run.out), "MLE: over " + limit + ".0 MB") << found.run.out;
  EXPECT_NE(found.run.out.find(" at most; both together go over the " + limit +
                               ".0 MB limit: is a buffer grown for every board and never freed?\n"),
            std::string::npos)
      << found.run.out;
  for (const char* other : {"kept from one", "read past", "is a table built", "it fails only with"})
    EXPECT_EQ(found.run.out.find(other), std::string::npos) << other << "\n" << found.run.out;
}

// A solution that reads a case ahead: the checker names case 1, which fails
// only when another follows it.
TEST(StressTool, ACaseReadAheadIsToldSo) {
  const std::vector<std::string> solution = {fixture("reads_ahead.sh"), program("shuttle_formula")};
  const Found found({"shuttle", "--stress", "--runs", "20", "--seed", "1", "--", solution[0], solution[1]});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  ASSERT_EQ(found.cases.size(), 2u) << found.run.out;
  EXPECT_NE(verdict_line(found.run.out).find("WA: wrong answer: case 1 "), std::string::npos) << found.run.out;
  EXPECT_NE(found.run.out.find("\ncase 1 fails only when case 2 follows it (without either it passes): does it read past "
                               "its own case?\n"),
            std::string::npos)
      << found.run.out;
  EXPECT_EQ(checked(SUITE_CHECK_SHUTTLE, program("shuttle_formula"), solution, found.file("smallest.in")), 1);
  for (const char* other : {"kept from one", "got no output", "is a table built", "it fails only with"})
    EXPECT_EQ(found.run.out.find(other), std::string::npos) << other << "\n" << found.run.out;
}

// A failure of two cases together whose verdict names no case (a crash once
// two are answered): the report says only that, with no question.
TEST(StressTool, AFailureOnlyTogetherIsSaidPlainly) {
  const Found found({"shuttle", "--stress", "--runs", "20", "--seed", "1", "--", fixture("crashes_after_two.sh"),
                     program("shuttle_formula")});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_EQ(found.cases, (std::vector<std::string>{"1", "1"})) << found.run.out;
  EXPECT_NE(found.run.out.find("\nsmallest input (2 cases, both N = 1):\n"), std::string::npos) << found.run.out;
  EXPECT_EQ(verdict_line(found.run.out), "RE: signal 11 (Segmentation fault)") << found.run.out;
  EXPECT_NE(found.run.out.find("\nit fails only with these 2 cases together (without either it passes)\n"),
            std::string::npos)
      << found.run.out;
  for (const char* other : {"kept from one", "got no output", "read past", "is a table built"})
    EXPECT_EQ(found.run.out.find(other), std::string::npos) << other << "\n" << found.run.out;
}

// A failure that does not repeat (here every other run spins: a program near
// the time limit) is said to be so, with the times, and not shrunk.
TEST(StressTool, AFailureThatDoesNotRepeatIsSaidSoAndNotShrunk) {
  const std::string counter = temp_path("runs");
  const Found found({"shuttle", "--stress", "--runs", "5", "--seed", "1", "--time-limit", "0.3", "--no-sandbox", "--",
                     fixture("fails_once.sh"), program("shuttle_formula"), counter});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_NE(found.run.out.find("\nrun 1 (seed 1) failed: TLE: "), std::string::npos) << found.run.out;  // CPU or wall time
  EXPECT_NE(found.run.out.find("\nthe failure does not repeat: the same input passed when run again (near the time "
                               "limit: "),
            std::string::npos)
      << found.run.out;
  EXPECT_NE(found.run.out.find(" of CPU, of 0.30 s); it is not shrunk\n"), std::string::npos) << found.run.out;
  EXPECT_EQ(found.run.out.find("shrinking"), std::string::npos) << found.run.out;
  EXPECT_EQ(found.file("failing.in"), found.file("smallest.in"));
  EXPECT_NE(found.again.find("/failing.in"), std::string::npos) << found.again;
  EXPECT_EQ(read_file(counter), "2\n");  // run once, and once again
  fs::remove(counter);
}

// SIGINT while shrinking: the report so far, the folder with failing.* and
// the smallest so far, the runs done, status 130; the command it prints
// judges that smallest input again.
TEST(StressTool, AnInterruptWhileShrinkingKeepsTheSmallestSoFar) {
  std::vector<std::string> args = {"-s", "INT", "--preserve-status", "4", SUITE_JUDGE, "shuttle", "--stress", "--seed", "1",
                                   "--time-limit", "10", "--", fixture("stalls_alone.sh"), program("shuttle_formula")};
#ifdef SUITE_SANITIZED
  args.insert(args.begin() + 6, {"--memory-limit", "2048"});
#endif
  const Found found(run_program_on("/usr/bin/timeout", args, ""));
  ASSERT_EQ(found.run.status, 130) << found.run.out << found.run.err;
  EXPECT_NE(found.run.err.find("judge: stopped by Interrupt while shrinking, 1 run done (seed 1); the test in progress "
                               "was ended; what was found is kept\n"),
            std::string::npos)
      << found.run.err;
  EXPECT_NE(found.run.out.find("\nshrinking stopped by Interrupt (the smallest so far): "), std::string::npos)
      << found.run.out;
  ASSERT_FALSE(found.folder.empty()) << found.run.out;
  EXPECT_TRUE(fs::exists(found.folder + "/failing.in"));
  EXPECT_GE(found.cases.size(), 2u) << "an input of one case waits: it cannot have ended";
  const std::string verdict = verdict_line(found.run.out);
  EXPECT_EQ(verdict.rfind("WA: ", 0), 0u) << found.run.out;
  EXPECT_EQ(found.file("smallest.check"), verdict.substr(4) + "\n");
  const ProgramRun again = judged_again(found);
  EXPECT_EQ(again.status, 1) << found.again << "\n" << again.out << again.err;
  EXPECT_NE(again.out.find("\n" + verdict + "\n"), std::string::npos) << again.out;
}

// --time bounds the shrinking too: the report says it stopped early, with
// the smallest so far (here every input of one case sleeps, and the run in
// progress is stopped when the time runs out).
TEST(StressTool, TheTimeBoundsTheShrinking) {
  const Found found({"shuttle", "--stress", "--time", "5", "--seed", "1", "--time-limit", "10", "--",
                     fixture("stalls_alone.sh"), program("shuttle_formula")});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  EXPECT_NE(found.run.out.find("\nshrinking stopped early: the time (--time 5.0 s) ran out (the smallest so far): "),
            std::string::npos)
      << found.run.out;
  EXPECT_GE(found.cases.size(), 2u) << "an input of one case waits: it cannot have ended";
  const std::string verdict = verdict_line(found.run.out);
  EXPECT_EQ(verdict.rfind("WA: ", 0), 0u) << found.run.out;
  EXPECT_EQ(found.file("smallest.check"), verdict.substr(4) + "\n");
}

// smallest.check is the smallest input's own verdict where no checker ran (a TLE).
// One run (--runs 1, no time budget): the TLE is the CPU limit's, found however
// busy the machine is, and the shrinking ends at its local minimum.
TEST(StressTool, AVerdictNoCheckerGaveIsKept) {
  const Found found({"black_white", "--stress", "--runs", "1", "--seed", "1", "--time-limit", "0.2", "--",
                     fixture("endless.sh")});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  const std::string verdict = verdict_line(found.run.out);
  EXPECT_EQ(verdict, "TLE: CPU time over 0.20 s") << found.run.out;
  EXPECT_EQ(found.file("smallest.check"), verdict + " (no checker ran)\n");
}

// --time is kept: a run still going when the time runs out is stopped and
// not counted, and the report says so (here the first run would sleep for
// its 201 s of wall time).
TEST(StressTool, TheTimeStopsTheRunInProgress) {
  const ProgramRun run = judge({"shuttle", "--stress", "--time", "2", "--seed", "1", "--time-limit", "100", "--", "sleep",
                                "1000"});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("\nno run ended: the time (--time 2.0 s) ran out during run 1, which was stopped and is not "
                         "counted; seed 1\n"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("judge-"), std::string::npos) << "no folder is kept:\n" << run.out;
}

// A helper that fails or is wrong is named with its whole command and the
// seed, and what it made is kept.
TEST(StressTool, AWrongAnswerCommandIsBlamedWithTheSeedAndItsFilesKept) {
  const std::string answers = shell_quoted(fixture("not_minimal.sh")) + " " + shell_quoted(program("rotation_game"));
  const ProgramRun run = judge({"rotation_game", "--stress", "--runs", "3", "--seed", "7", "--answer", answers, "--",
                                program("rotation_game")});
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  const std::string said = "judge: --answer " + answers + " is wrong on the input of seed 7: the checker says of its "
                           "answer, against the suite's: wrong answer: board 1: ";
  EXPECT_EQ(run.err.rfind(said, 0), 0u) << run.err;
  const std::size_t at = run.err.find("; kept in "), end = run.err.rfind(": input.in, answer.ans\n");
  ASSERT_NE(at, std::string::npos) << run.err;
  ASSERT_NE(end, std::string::npos) << run.err;
  const std::string folder = run.err.substr(at + 10, end - at - 10);
  const std::string input = read_file(folder + "/input.in");
  EXPECT_EQ(read_file(folder + "/answer.ans"), run_program_on(fixture("not_minimal.sh"), {program("rotation_game")}, input).out);
  if (!HasFailure()) fs::remove_all(folder);
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
  run = judge({"shuttle", "--stress", "--runs", "0", "--", program("shuttle_dfs")});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind("judge: option --runs takes a number from 1 to 1000000000, not 0\n", 0), 0u) << run.err;
}

}  // namespace
