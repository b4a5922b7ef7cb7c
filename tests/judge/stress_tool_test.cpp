// judge --stress (对拍): planted bugs in small wrappers around the suite's own
// programs (tests/judge/fixtures/) are found and shrunk to the smallest input
// that still fails, checked here with the suite's programs and checkers
// (not with the judge tool); a right solution finds nothing; a seed gives the
// same smallest input every time. What a stress run says and keeps besides
// is stress_report_test.cpp's.
#include <gtest/gtest.h>

#include <sstream>

#include "puzzles/puzzles.hpp"
#include "rules/rotation_rules.hpp"
#include "suite_paths.hpp"
#include "support/stress_runs.hpp"

namespace {

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

}  // namespace
