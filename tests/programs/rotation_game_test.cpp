// rotation_game's tables and search, tested on the program's own code
// (rotation_solver.hpp), and the built program on every hardest board.
#include "rotation_solver.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "rules/rotation_random.hpp"
#include "rules/rotation_rules.hpp"
#include "support/program_runs.hpp"
#include "suite_paths.hpp"
#include "support/test_files.hpp"

namespace {

const Moves& moves() {
  static const Moves m;
  return m;
}

// The exact table, built once for all the tests here.
Distances& table() {
  static Distances t;
  if (!t.built()) t.build(moves());
  return t;
}

// A board as symbol per cell; the same as three cell sets.
typedef std::vector<int> Cells;

void to_masks(const Cells& cells, Mask (&masks)[3]) {
  masks[0] = masks[1] = masks[2] = 0;
  for (int i = 0; i < 24; ++i) masks[cells[i] - 1] |= 1u << i;
}

// Plays moves on a board, by the rules' own copy of the statement's lines.
Cells play(const Cells& cells, const std::string& moves) { return rotation_rules::played(cells, moves); }

Cells random_board(std::mt19937& rng) { return rotation_rules::random_board(rng); }

TEST(Tables, EveryPlacementHasADistanceThatFitsInFourBits) {
  const Distances& t = table();
  std::vector<int> per_distance(16, 0);
  for (int r = 0; r < Distances::kPlacements; ++r) ++per_distance[t.at(r)];
  EXPECT_EQ(per_distance[0], 1);
  EXPECT_EQ(per_distance[15], 0) << "placements the search never reached (15 marks them)";
  EXPECT_EQ(t.of(kCentre), 0);
  for (int d = 0; d < 16; ++d)
    if (per_distance[d]) std::printf("distance %d: %d placements\n", d, per_distance[d]);
}

TEST(Tables, RanksArePlacesInTheTable) {
  const Distances& t = table();
  const int placements_of_8 = Distances::kPlacements;
  ASSERT_EQ(placements_of_8, 735471) << "C(24, 8)";
  std::vector<bool> used(placements_of_8, false);
  int placements = 0;
  for (Mask s = 0; s < (1u << 24); ++s) {  // every set of eight cells, once
    if (count(s) != 8) continue;
    const int r = t.rank_of(s);
    ASSERT_GE(r, 0);
    ASSERT_LT(r, placements_of_8);
    ASSERT_FALSE(used[r]) << "two placements share rank " << r;
    used[r] = true;
    ++placements;
  }
  EXPECT_EQ(placements, placements_of_8);
}

TEST(Tables, CentreIsTheStatementsCentre) {
  Mask centre = 0;
  for (int c : {6, 7, 8, 11, 12, 15, 16, 17}) centre |= 1u << c;
  EXPECT_EQ(kCentre, centre);
}

// src/ keeps the judge's own copy of the eight lines (a judge file is one
// file); it must be the rules header's, and so must the replay page's.
TEST(Rules, TheJudgesCopyIsTheRulesHeaders) {
  for (int m = 0; m < 8; ++m) {
    for (int j = 0; j < 7; ++j) EXPECT_EQ(kLine[m][j], rotation_rules::kLine[m][j]) << "line " << m << ", cell " << j;
    EXPECT_EQ(kInverse[m], rotation_rules::inverse(m)) << "move " << m;
  }
  EXPECT_EQ(kCentre, rotation_rules::centre_cells());
}

// The page's lines, "  A: [0, 2, 6, 11, 15, 20, 22]," and its centre,
// "const kCentre = [6, 7, ...];", read from tools/puzzles/rotation_game/page/rules.js.
TEST(Rules, TheReplayPagesCopyIsTheRulesHeaders) {
  const std::string js = read_file(SUITE_SOURCE_DIR "/tools/puzzles/rotation_game/page/rules.js");
  const auto numbers_after = [&js](const std::string& opening) {
    std::vector<int> numbers;
    const std::size_t at = js.find(opening);
    if (at == std::string::npos) return numbers;
    std::istringstream list(js.substr(at + opening.size(), js.find(']', at) - at - opening.size()));
    for (std::string item; std::getline(list, item, ',');) numbers.push_back(std::stoi(item));
    return numbers;
  };
  for (int m = 0; m < 8; ++m)
    EXPECT_EQ(numbers_after(std::string("\n  ") + static_cast<char>('A' + m) + ": ["),
              std::vector<int>(rotation_rules::kLine[m], rotation_rules::kLine[m] + 7))
        << "line " << static_cast<char>('A' + m);
  EXPECT_EQ(numbers_after("const kCentre = ["),
            std::vector<int>(rotation_rules::kCentre, rotation_rules::kCentre + 8));
}

TEST(Tables, MovesAreTheStatementsRotations) {
  const Moves& t = moves();
  std::mt19937 rng(1343);
  for (int i = 0; i < 2000; ++i) {
    const Cells board = random_board(rng);
    for (int m = 0; m < 8; ++m) {
      Mask before[3], after[3];
      to_masks(board, before);
      to_masks(play(board, std::string(1, static_cast<char>('A' + m))), after);
      for (int c = 0; c < 3; ++c) ASSERT_EQ(t.apply(m, before[c]), after[c]);
      for (int c = 0; c < 3; ++c) ASSERT_EQ(t.apply(kInverse[m], t.apply(m, before[c])), before[c]);
    }
  }
}

TEST(Tables, DistanceDropsByAtMostOneAndSomeMoveDropsIt) {
  const Distances& t = table();
  std::mt19937 rng(2286);
  for (int i = 0; i < 20000; ++i) {
    Mask s = 0;
    while (count(s) < 8) s |= 1u << (rng() % 24);
    const int d = t.of(s);
    int best_child = 99;
    for (int m = 0; m < 8; ++m) {
      const int child = t.of(moves().apply(m, s));
      ASSERT_LE(std::abs(child - d), 1);
      best_child = std::min(best_child, child);
    }
    if (d > 0) {
      ASSERT_EQ(best_child, d - 1);
    }
    ASSERT_LE(8 - count(s & kCentre), d) << "the majority bound is admissible";
  }
}

TEST(Solver, EveryBoundGivesTheSameShortestAnswer) {
  Distances unbuilt;  // the auto solver builds it when its budget runs out, part of the way
  Solver exact(moves(), table(), Solver::kExact), majority(moves(), table(), Solver::kMajority),
      automatic(moves(), unbuilt, Solver::kAuto);
  const Distances& t = table();
  std::mt19937 rng(181);
  for (int i = 0; i < 300; ++i) {
    const Cells board = random_board(rng);
    Mask masks[3];
    to_masks(board, masks);
    const std::string a = exact.solve(masks), by_majority = majority.solve(masks), by_auto = automatic.solve(masks);
    ASSERT_EQ(a, by_majority) << "board " << i;
    ASSERT_EQ(a, by_auto) << "board " << i << (unbuilt.built() ? ", the table built" : ", the table not built yet");
    const Cells end = play(board, a);
    for (int c : {6, 7, 8, 11, 12, 15, 16, 17}) ASSERT_EQ(end[c], end[6]);
    ASSERT_EQ(exact.centre(), end[6]);
    int want = 99;
    for (int c = 0; c < 3; ++c) want = std::min(want, t.of(masks[c]));
    ASSERT_EQ(static_cast<int>(a.size()), want);
  }
  EXPECT_TRUE(unbuilt.built()) << "300 random boards pass the majority budget";
  EXPECT_GT(majority.cache_cuts, 0) << "the cache cuts majority searches";
}

TEST(Solver, EasyBoardsNeverBuildTheTable) {
  Distances unbuilt;
  Solver solver(moves(), unbuilt, Solver::kAuto);
  const Cells judge[] = {{1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3},
                         {1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3}};
  const char* const want[] = {"AC", "DDHH"};
  for (int i = 0; i < 2; ++i) {
    Mask masks[3];
    to_masks(judge[i], masks);
    EXPECT_EQ(solver.solve(masks), want[i]);
  }
  EXPECT_FALSE(unbuilt.built());
  EXPECT_LT(solver.nodes, 100);
}

// Boards as text for the built program, with their answers checked here.
TEST(Program, SolvesEveryHardestBoardInThirteenMovesWithinTheMemoryLimit) {
  const ProgramRun boards = run_program_on(SUITE_HARDEST_BOARDS, {}, "");
  ASSERT_EQ(boards.status, 0);
  const std::string executable = program_path("rotation_game");
  // Through `measure`, whose peak memory figure is the program's own (a
  // child's figure also counts its parent's memory up to the exec).
  const std::string report = temp_dir() + "rotation_game_measure_" + std::to_string(getpid());
  const ProgramRun run = run_program_on(SUITE_MEASURE, {report, executable}, boards.out);
  ASSERT_EQ(run.status, 0) << run.err;
  double seconds = 0;
  long peak_kb = 0;
  int status = -1;
  std::istringstream(read_file(report)) >> seconds >> peak_kb >> status;
  ASSERT_EQ(status, 0);
#ifndef SUITE_SANITIZED
  EXPECT_LE(peak_kb, 4 * 1024) << "the exact table in 4 bits a placement, no queue, a 512 KB cache";
#endif
  std::istringstream in(boards.out), out(run.out);
  int solved = 0;
  for (;;) {
    Cells board(24);
    if (!(in >> board[0]) || board[0] == 0) break;
    for (int i = 1; i < 24; ++i) in >> board[i];
    std::string moves;
    int centre = 0;
    ASSERT_TRUE(out >> moves >> centre);
    ASSERT_EQ(moves.size(), 13u) << "board " << solved + 1;
    const Cells end = play(board, moves);
    for (int c : {6, 7, 8, 11, 12, 15, 16, 17}) ASSERT_EQ(end[c], centre);
    ++solved;
  }
  EXPECT_EQ(solved, 192);
}

}  // namespace
