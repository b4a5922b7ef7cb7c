// judge --stress (对拍): planted bugs in small wrappers around the suite's own
// programs (tests/judge/fixtures/) are found and shrunk to the smallest input
// that still fails, checked here with the suite's programs and checkers
// (not with the judge tool); a right solution finds nothing; a seed gives the
// same smallest input every time.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "puzzles/puzzles.hpp"
#include "rules/rotation_rules.hpp"
#include "support/judge_runs.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"
#include "support/text_lines.hpp"

namespace fs = std::filesystem;

namespace {

// A stress run that found something: its report and the kept folder, which
// goes when the test passes (a failing test keeps it, and says where).
struct Found {
  ProgramRun run;
  std::string folder;  // "" when the report names none
  std::vector<std::string> cases;  // smallest.in's cases, each a line, the closing 0 left out

  std::string again;  // the command it prints to judge the smallest input again

  explicit Found(const std::vector<std::string>& args) : Found(judge(args)) {}
  explicit Found(const ProgramRun& done) : run(done) {
    const std::string marker = "(its output) are in ";
    const std::size_t at = run.out.rfind(marker);
    if (at == std::string::npos) return;
    const std::size_t start = at + marker.size();
    folder = run.out.substr(start, std::min(run.out.find("; failing.in", start), run.out.find('\n', start)) - start);
    for (const std::string& line : lines_of(read_file(folder + "/smallest.in")))
      if (line != "0") cases.push_back(line);
    const std::string again_marker = "\nto judge it again: ";
    const std::size_t again_at = run.out.rfind(again_marker);
    if (again_at != std::string::npos) {
      const std::size_t from = again_at + again_marker.size();
      again = run.out.substr(from, run.out.find('\n', from) - from);
    }
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

// The printed command to judge the smallest input again, run by a shell (the
// line reaches it as an argument, and eval reads it as a person's shell would).
ProgramRun judged_again(const Found& found) {
  return run_program_on("/bin/sh", {"-c", "eval \"$1\"", "sh", found.again}, "");
}

// The line "VERDICT: detail" of a report about the smallest input (the last such line).
std::string verdict_line(const std::string& report) {
  std::string last;
  for (const std::string& line : lines_of(report))
    for (const char* v : {"AC: ", "WA: ", "PE: ", "TLE: ", "MLE: ", "OLE: ", "RE: "})
      if (line.rfind(v, 0) == 0) last = line;
  return last;
}

rotation_rules::Board board_of(const std::string& line) {
  std::istringstream in(line);
  rotation_rules::Board board;
  for (int v; in >> v;) board.push_back(v);
  return board;
}

std::string line_of(const rotation_rules::Board& board) {
  const std::string line = rotation_rules::board_line(board);
  return line.substr(0, line.size() - 1);
}

// Every board up to `steps` moves from where the suite's solution of `board` ends, solved included.
std::vector<std::string> boards_near_its_end(const std::string& board, int steps) {
  rotation_rules::Board solved = rotation_rules::played(board_of(board), moves_for(board));
  std::vector<rotation_rules::Board> ring{solved};
  std::vector<std::string> all{line_of(solved)};
  for (int step = 0; step < steps; ++step) {
    std::vector<rotation_rules::Board> next;
    for (const rotation_rules::Board& b : ring)
      for (int m = 0; m < 8; ++m) {
        rotation_rules::Board after = b;
        rotation_rules::play(after, m);
        all.push_back(line_of(after));
        next.push_back(after);
      }
    ring = next;
  }
  return all;
}

// The boards among `boards` on which `solution` answers otherwise than the
// suite (whose answer is the only right one): each board a case of one input.
std::vector<std::string> boards_it_gets_wrong(const std::vector<std::string>& solution,
                                              const std::vector<std::string>& boards) {
  std::string input;
  for (const std::string& b : boards) input += b + "\n";
  input += "0\n";
  const std::vector<std::string> right = lines_of(run_program_on(program("rotation_game"), {}, input).out);
  const std::vector<std::string> got =
      lines_of(run_program_on(solution[0], std::vector<std::string>(solution.begin() + 1, solution.end()), input).out);
  std::vector<std::string> wrong;
  for (std::size_t k = 0; k < boards.size(); ++k)
    if (2 * k + 1 >= got.size() || got[2 * k] != right[2 * k] || got[2 * k + 1] != right[2 * k + 1])
      wrong.push_back(boards[k]);
  return wrong;
}

// The simplifications of `boards` one step each that still fail under
// `solution`, by the checker alone ("" each where none): without board k,
// and board k replaced by each board one move nearer to solved.
std::vector<std::string> single_steps_that_fail(const std::vector<std::string>& solution,
                                                const std::vector<std::string>& boards) {
  const auto input = [](const std::vector<std::string>& list) {
    std::string text;
    for (const std::string& b : list) text += b + "\n";
    return text + "0\n";
  };
  const auto fails = [&](const std::vector<std::string>& list) {
    return checked(SUITE_CHECK_ROTATION_GAME, program("rotation_game"), solution, input(list)) != 0;
  };
  std::vector<std::string> found;
  for (std::size_t k = 0; k < boards.size(); ++k) {
    std::vector<std::string> without = boards;
    without.erase(without.begin() + static_cast<long>(k));
    if (!without.empty() && fails(without)) found.push_back("without board " + std::to_string(k + 1));
    const std::size_t distance = moves_for(boards[k]).size();
    for (int m = 0; m < 8; ++m) {
      rotation_rules::Board nearer = board_of(boards[k]);
      rotation_rules::play(nearer, m);
      std::vector<std::string> replaced = boards;
      replaced[k] = line_of(nearer);
      if (moves_for(replaced[k]).size() + 1 == distance && fails(replaced))
        found.push_back("board " + std::to_string(k + 1) + " after move " + std::string(1, static_cast<char>('A' + m)));
    }
  }
  return found;
}

// A state bug whose failure depends on the board before (the last move kept
// from one board to the next): the smallest input is a local minimum, every
// one-step simplification checked by the checker alone. A group of boards
// tried as one input passed where the board before the failing one was not
// the one the failure needs: seeds 1 and 6 ended at boards 2 and 1, and 2
// and 2, moves from solved while one move nearer still failed.
TEST(StressTool, AStateBugShrinksToALocalMinimum) {
  const std::vector<std::string> solution = {fixture("keeps_last_move.sh"), program("rotation_game")};
  for (const char* seed : {"1", "6"}) {
    const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", seed, "--", solution[0], solution[1]});
    ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
    ASSERT_GE(found.cases.size(), 2u) << found.run.out;
    EXPECT_EQ(checked(SUITE_CHECK_ROTATION_GAME, program("rotation_game"), solution, found.file("smallest.in")), 1);
    EXPECT_EQ(single_steps_that_fail(solution, found.cases), std::vector<std::string>{}) << "seed " << seed << "\n"
                                                                                        << found.run.out;
  }
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
  // The hint follows the checker, which names board 2; no other hint is given.
  EXPECT_NE(found.run.out.find("\nWA: wrong answer: board 2: "), std::string::npos) << found.run.out;
  EXPECT_NE(found.run.out.find("\nboard 2 fails only after board 1 (alone it passes): is something kept from one board "
                               "to the next?\n"),
            std::string::npos)
      << found.run.out;
  for (const char* other : {"got no output", "read past", "is a table built", "is a buffer grown", "it fails only with"})
    EXPECT_EQ(found.run.out.find(other), std::string::npos) << other << "\n" << found.run.out;
  EXPECT_EQ(found.file("smallest.check"), verdict_line(found.run.out).substr(4) + "\n");
  // The command it prints judges the smallest input, and it fails the same way.
  const ProgramRun again = judged_again(found);
  EXPECT_EQ(again.status, 1) << found.again << "\n" << again.out << again.err;
  EXPECT_NE(again.out.find("test   1  input "), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("\n" + verdict_line(found.run.out) + "\n"), std::string::npos) << again.out;
  const std::size_t kept = again.out.find("are in ");
  if (kept != std::string::npos) fs::remove_all(again.out.substr(kept + 7, again.out.find(" (", kept) - kept - 7));
  // The files: the input, the right answer, the solution's output, a replay page.
  EXPECT_EQ(found.file("smallest.ans"), run_program_on(program("rotation_game"), {}, found.file("smallest.in")).out);
  EXPECT_EQ(found.file("smallest.out"), run_program_on(solution[0], {solution[1]}, found.file("smallest.in")).out);
  EXPECT_NE(found.file("smallest.html").find("<html"), std::string::npos);
  EXPECT_NE(found.run.out.find("replay: " + found.folder + "/smallest.html"), std::string::npos) << found.run.out;
}

TEST(StressTool, DepthLimitShrinksToOneBoardOfNineMoves) {
  const std::vector<std::string> solution = {fixture("depth_limit.sh"), program("rotation_game")};
  const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", "4", "--", solution[0], solution[1]});
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
  for (const puzzles::Puzzle& p : puzzles::all()) {  // each puzzle's first program
    const ProgramRun run = judge({p.name, "--stress", "--runs", "10", "--seed", "12345", "--", program(p.programs.front())});
    EXPECT_EQ(run.status, 0) << run.out << run.err;
    EXPECT_NE(run.out.find("\nno failure in 10 runs ("), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("), seed 12345\n"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("judge-"), std::string::npos) << "no folder is kept:\n" << run.out;
    EXPECT_EQ(run.err, "");
  }
}

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

// Path-dependent bugs end at the nearest board that fails at all, found among
// the boards near solved, not only along the failing board's own solution.
TEST(StressTool, CommutingMovesOutOfOrderShrinkToABoardOfTwoMoves) {
  struct Bug {
    const char* fixture;
    std::string detail;  // the checker's words for the smallest board, its moves put in
  };
  for (const Bug& bug : {Bug{"commute_order.sh", "is not the smallest"}, Bug{"commute_pruned.sh", "4 moves, but 2 are enough"}}) {
    const std::vector<std::string> solution = {fixture(bug.fixture), program("rotation_game")};
    const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", "1", "--", solution[0], solution[1]});
    ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
    ASSERT_EQ(found.cases.size(), 1u) << found.run.out;
    const std::string moves = moves_for(found.cases[0]);
    EXPECT_EQ(moves.size(), 2u) << found.run.out;
    // The true smallest: no board nearer to solved fails (a solved board and the eight one move from it).
    const std::vector<std::string> nearer = boards_near_its_end(found.cases[0], 1);
    EXPECT_EQ(boards_it_gets_wrong(solution, nearer), std::vector<std::string>{}) << bug.fixture;
    EXPECT_EQ(checked(SUITE_CHECK_ROTATION_GAME, program("rotation_game"), solution, found.file("smallest.in")), 1);
    EXPECT_NE(found.run.out.find("smallest input (1 board, 2 moves from solved):\n"), std::string::npos) << found.run.out;
    EXPECT_NE(verdict_line(found.run.out).find("WA: wrong answer: board 1: "), std::string::npos) << found.run.out;
    EXPECT_NE(verdict_line(found.run.out).find(bug.detail), std::string::npos) << found.run.out;
  }
}

TEST(StressTool, AClosedSetInsideIdaStarShrinksToABoardOfFourMoves) {
  const std::vector<std::string> solution = {SUITE_CLOSED_SET};
  const Found found({"rotation_game", "--stress", "--runs", "20", "--seed", "1", "--", solution[0]});
  ASSERT_EQ(found.run.status, 1) << found.run.out << found.run.err;
  ASSERT_EQ(found.cases.size(), 1u) << found.run.out;
  EXPECT_EQ(moves_for(found.cases[0]).size(), 4u) << found.run.out;
  EXPECT_EQ(checked(SUITE_CHECK_ROTATION_GAME, program("rotation_game"), solution, found.file("smallest.in")), 1);
  // Every board up to 3 moves from where its solution ends passes: 4 is the nearest.
  const std::vector<std::string> nearer = boards_near_its_end(found.cases[0], 3);
  EXPECT_EQ(boards_it_gets_wrong(solution, nearer), std::vector<std::string>{});
  EXPECT_EQ(boards_it_gets_wrong(solution, found.cases), found.cases);
  EXPECT_NE(found.run.out.find("smallest input (1 board, 4 moves from solved):\n"), std::string::npos) << found.run.out;
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
