// Differential and stress tests of the built programs, with fixed seeds. Each
// answer is checked by something other than the code that produced it: the
// other shuttle program and check_shuttle; the other heuristic, a plain
// breadth-first search over whole boards and check_rotation_game;
// check_black_white (its breadth-first search over rows is in
// black_white_test). Tests named Slow* are registered only with
// -DSUITE_SLOW_TESTS=ON (ctest label "slow").
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <queue>
#include <random>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "rules/rotation_random.hpp"
#include "rules/rotation_rules.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"
#include "support/text_lines.hpp"

namespace {


// Runs a checker; returns its line when the verdict is not OK.
std::string check(const char* checker, const std::string& name, const std::string& input, const std::string& output,
                  const std::string& answer) {
  const ProgramRun run = run_program_on(
      checker,
      {temp_file(name + ".in", input), temp_file(name + ".out", output), temp_file(name + ".ans", answer)}, "");
  return run.status == 0 ? "" : run.err;
}

// ---- Shuttle: shuttle_dfs against shuttle_formula, and both through check_shuttle.

void shuttle_agree(int from, int to) {
  for (int n = from; n <= to; ++n) {
    const std::string input = std::to_string(n) + "\n";
    const ProgramRun dfs = run_program_on(program_path("shuttle_dfs"), {}, input);
    const ProgramRun formula = run_program_on(program_path("shuttle_formula"), {}, input);
    ASSERT_EQ(dfs.status, 0) << "N=" << n;
    ASSERT_EQ(formula.status, 0) << "N=" << n;
    ASSERT_EQ(first_difference(formula.out, dfs.out), "") << "N=" << n;
    if (n <= 60 || n % 97 == 0 || n == to) {
      ASSERT_EQ(check(SUITE_CHECK_SHUTTLE, "shuttle", input, dfs.out, formula.out), "") << "N=" << n;
    }
  }
}

TEST(Shuttle, DfsAgreesWithFormulaUpTo100) { shuttle_agree(1, 100); }
TEST(Shuttle, SlowDfsAgreesWithFormulaForEveryNUpTo1000) { shuttle_agree(101, 1000); }

// ---- Rotation game.

using rotation_rules::Board;
using rotation_rules::board_line;
using rotation_rules::near_solved_board;
using rotation_rules::random_board;

bool solved(const Board& b) { return rotation_rules::centre_symbol(b) != 0; }

Board play(Board b, int m) {
  rotation_rules::play(b, m);
  return b;
}

std::uint64_t key(const Board& b) {
  std::uint64_t k = 0;
  for (int v : b) k = k * 4 + static_cast<std::uint64_t>(v);
  return k;
}

// The two answer lines for a board, by a plain breadth-first search over
// whole boards, moves A..H: the first solved board reached gives the
// smallest shortest moves.
std::string bfs_answer(const Board& start) {
  if (solved(start)) return "No moves needed\n" + std::to_string(start[6]) + "\n";
  std::queue<std::pair<Board, std::string> > frontier;
  std::unordered_set<std::uint64_t> seen{key(start)};
  frontier.push({start, ""});
  for (;;) {
    const std::pair<Board, std::string> at = frontier.front();
    frontier.pop();
    for (int m = 0; m < 8; ++m) {
      const Board next = play(at.first, m);
      const std::string moves = at.second + static_cast<char>('A' + m);
      if (solved(next)) return moves + "\n" + std::to_string(next[6]) + "\n";
      if (seen.insert(key(next)).second) frontier.push({next, moves});
    }
  }
}

// Default against majority on `count` random boards, checked; and default
// against the plain search on `count` boards near solved.
void rotation_stress(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::string random_input, near_input, near_expected;
  for (int i = 0; i < count; ++i) random_input += board_line(random_board(rng));
  for (int i = 0; i < count; ++i) {
    const int centre = 1 + static_cast<int>(rng() % 3);
    const Board b = near_solved_board(rng, centre, 1 + i % 4);
    near_input += board_line(b);
    near_expected += bfs_answer(b);
  }
  const ProgramRun exact = run_program_on(program_path("rotation_game"), {}, random_input + "0\n");
  const ProgramRun majority = run_program_on(program_path("rotation_game"), {"--heuristic", "majority"}, random_input);
  ASSERT_EQ(exact.status, 0) << exact.err;
  ASSERT_EQ(majority.status, 0) << majority.err;
  EXPECT_EQ(first_difference(majority.out, exact.out), "");
  EXPECT_EQ(check(SUITE_CHECK_ROTATION_GAME, "rotation", random_input, exact.out, majority.out), "");

  for (const char* heuristic : {"exact", "majority"}) {
    const ProgramRun near = run_program_on(program_path("rotation_game"), {"--heuristic", heuristic}, near_input);
    ASSERT_EQ(near.status, 0) << near.err;
    EXPECT_EQ(first_difference(near_expected, near.out), "") << heuristic;
    EXPECT_EQ(check(SUITE_CHECK_ROTATION_GAME, "near", near_input, near.out, near_expected), "") << heuristic;
  }
}

TEST(Rotation, HeuristicsAndPlainSearchAgreeOn1000Boards) { rotation_stress(1000, 2286); }
TEST(Rotation, SlowHeuristicsAndPlainSearchAgreeOn10000Boards) { rotation_stress(10000, 1343); }

// Every hardest board: 13 moves, the same by both heuristics, checked. In two
// halves, which ctest runs side by side.
void hardest_boards(int half) {
  const ProgramRun all = run_program_on(SUITE_HARDEST_BOARDS, {}, "");
  ASSERT_EQ(all.status, 0);
  std::istringstream lines(all.out);
  std::string boards;
  int count = 0;
  for (std::string line; std::getline(lines, line) && line != "0"; ++count)
    if (count / 96 == half) boards += line + "\n";
  ASSERT_EQ(count, 192);
  const ProgramRun exact = run_program_on(program_path("rotation_game"), {}, boards);
  const ProgramRun majority = run_program_on(program_path("rotation_game"), {"--heuristic", "majority"}, boards);
  ASSERT_EQ(exact.status, 0);
  ASSERT_EQ(majority.status, 0);
  EXPECT_EQ(first_difference(majority.out, exact.out), "");
  EXPECT_EQ(check(SUITE_CHECK_ROTATION_GAME, "hardest", boards, exact.out, majority.out), "");
  std::istringstream answers(exact.out);
  int solved = 0;
  for (std::string moves, centre; std::getline(answers, moves) && std::getline(answers, centre); ++solved)
    EXPECT_EQ(moves.size(), 13u) << "board " << 96 * half + solved + 1;
  EXPECT_EQ(solved, 96);
}

TEST(Rotation, SlowHardestBoardsBothHeuristicsFirstHalf) { hardest_boards(0); }
TEST(Rotation, SlowHardestBoardsBothHeuristicsSecondHalf) { hardest_boards(1); }

// ---- Black and white.

// Every n from..to through check_black_white; the moves counted: 0, 1, 5 for
// n = 1, 2, 3 (the least, by the search in black_white_test), then the book's
// 2n - 3, or n with --min.
void black_white_checked(int from, int to, bool fewest = false) {
  for (int n = from; n <= to; ++n) {
    const std::string input = std::to_string(n) + "\n";
    const ProgramRun run =
        run_program_on(program_path("black_white"), fewest ? std::vector<std::string>{"--min"} : std::vector<std::string>{}, input);
    ASSERT_EQ(run.status, 0) << "n=" << n;
    ASSERT_EQ(check(SUITE_CHECK_BLACK_WHITE, "bw", input, run.out, run.out), "") << "n=" << n;  // the layout: its own
    const int moves = static_cast<int>(std::count(run.out.begin(), run.out.end(), '\n')) - 1;
    const int small[] = {0, 1, 5};
    ASSERT_EQ(moves, n <= 3 ? small[n - 1] : fewest ? n : 2 * n - 3) << "n=" << n << (fewest ? " with --min" : "");
  }
}

TEST(BlackWhite, CheckedUpTo100) { black_white_checked(1, 100); }
TEST(BlackWhite, SlowCheckedForEveryNUpTo1000) { black_white_checked(101, 1000); }
TEST(BlackWhite, MinCheckedUpTo100) { black_white_checked(1, 100, true); }
TEST(BlackWhite, SlowMinCheckedForEveryNUpTo1000) { black_white_checked(101, 1000, true); }

}  // namespace
