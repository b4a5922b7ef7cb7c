// black_white's moves, tested on the program's own code (black_white_moves.hpp)
// against the rules.
#include "black_white_moves.hpp"
#include "judge_args.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace {

// Plays moves by the statement's rules, failing on an illegal one; returns
// the final cells.
std::string play_checked(int n, const std::vector<int>& moves) {
  std::string cells = std::string(n, 'o') + std::string(n, '*') + "--";
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int m = moves[i];
    const std::size_t sp = cells.find("--") + 1;  // 1-based first empty cell
    EXPECT_TRUE(m >= 1 && m + 1 <= static_cast<int>(cells.size())) << "move " << i + 1;
    EXPECT_TRUE(cells[m - 1] != '-' && cells[m] != '-') << "move " << i + 1 << " takes an empty cell";
    EXPECT_TRUE(m + 2 < static_cast<int>(sp) || m > static_cast<int>(sp) + 2)
        << "move " << i + 1 << " jumps no piece";
    cells[sp - 1] = cells[m - 1];
    cells[sp] = cells[m];
    cells[m - 1] = cells[m] = '-';
  }
  return cells;
}

bool alternates(const std::string& cells) {
  std::string pieces;
  for (char c : cells)
    if (c != '-') pieces += c;
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i] != (i % 2 ? '*' : 'o')) return false;
  return true;
}

TEST(Book, EveryMoveIsLegalAndTheEndAlternates) {
  for (int n = 4; n <= 1000; ++n) {
    const std::vector<int> moves = book_moves(n);
    ASSERT_EQ(moves.size(), static_cast<std::size_t>(2 * n - 3));
    const std::string end = play_checked(n, moves);
    ASSERT_TRUE(alternates(end)) << "n=" << n << ": " << end;
    ASSERT_EQ(end.substr(0, 2), "--") << "the book ends with the gap at the left";
  }
}

TEST(Small, ZeroOneAndFiveLegalMovesThatAlternate) {
  const std::size_t want[] = {0, 1, 5};
  for (int n = 1; n <= 3; ++n) {
    const std::vector<int> moves = small_moves(n);
    EXPECT_EQ(moves.size(), want[n - 1]) << "n=" << n;
    EXPECT_TRUE(alternates(play_checked(n, moves))) << "n=" << n;
    EXPECT_EQ(shortest_moves(n), moves) << "n=" << n;
  }
}

TEST(Shortest, NMovesForEveryNThatAreLegalAndAlternate) {
  for (int n = 4; n <= 1000; ++n) {
    const std::vector<int> moves = shortest_moves(n);
    ASSERT_EQ(moves.size(), static_cast<std::size_t>(n)) << "n=" << n;
    const std::string end = play_checked(n, moves);
    ASSERT_TRUE(alternates(end)) << "n=" << n << ": " << end;
  }
}

// ---- An independent breadth-first search over rows (n <= 15), packed 2 bits a cell
// (0 empty, 1 o, 2 *), level by level, counting the move lists that reach
// each row by a shortest path.

typedef std::uint64_t Row;

int cell(Row r, int i) { return static_cast<int>(r >> (2 * i) & 3); }

Row packed(const std::string& cells) {
  Row r = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) r |= static_cast<Row>(cells[i] == 'o' ? 1 : cells[i] == '*' ? 2 : 0) << (2 * i);
  return r;
}

bool alternating(Row r, int size) {
  int want = 1;
  for (int i = 0; i < size; ++i)
    if (cell(r, i)) {
      if (cell(r, i) != want) return false;
      want = 3 - want;
    }
  return true;
}

// Every row one legal move from r (any pair of pieces into the empty pair,
// jumping at least one piece).
std::vector<Row> next_rows(Row r, int size) {
  int sp = 0;
  while (cell(r, sp) || cell(r, sp + 1)) ++sp;
  std::vector<Row> rows;
  for (int m = 0; m + 1 < size; ++m) {
    if (!cell(r, m) || !cell(r, m + 1) || std::abs(m - sp) < 3) continue;
    const Row pair = r >> (2 * m) & 15;
    rows.push_back((r & ~(static_cast<Row>(15) << (2 * m))) | pair << (2 * sp));
  }
  return rows;
}

struct Fewest {
  int moves = -1;         // the least number of moves to an alternating row
  long long rows = 0;     // rows seen, up to and including that level
  long long lists = 0;    // different move lists of that length
};

Fewest breadth_first(int n) {
  const int size = 2 * n + 2;
  std::unordered_set<Row> seen;
  std::unordered_map<Row, long long> level{{packed(std::string(n, 'o') + std::string(n, '*') + "--"), 1}};
  Fewest f;
  for (int depth = 0; !level.empty(); ++depth) {
    for (const auto& [row, paths] : level) seen.insert(row);
    f.rows = static_cast<long long>(seen.size());
    for (const auto& [row, paths] : level)
      if (alternating(row, size)) f.moves = depth, f.lists += paths;
    if (f.moves >= 0) return f;
    std::unordered_map<Row, long long> next;
    for (const auto& [row, paths] : level)
      for (Row r : next_rows(row, size))
        if (!seen.count(r)) next[r] += paths;
    level.swap(next);
  }
  return f;
}

void expect_fewest(int from, int to) {
  // Different move lists of the least length, n = 4..12.
  const long long lists[] = {1, 10, 20, 44, 108, 640, 2112, 8256, 30240};
  for (int n = from; n <= to; ++n) {
    const auto begin = std::chrono::steady_clock::now();
    const Fewest f = breadth_first(n);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
    std::printf("n=%d: fewest %d moves, %lld rows searched, %lld shortest move lists, %.0f ms\n", n, f.moves, f.rows,
                f.lists, ms);
    EXPECT_EQ(f.moves, static_cast<int>(shortest_moves(n).size())) << "n=" << n;
    EXPECT_EQ(f.moves, n <= 3 ? static_cast<int>(small_moves(n).size()) : n) << "n=" << n;
    if (n >= 4) {
      EXPECT_EQ(f.lists, lists[n - 4]) << "n=" << n;
    }
  }
}

// n = 12 agrees too (12 moves, 30,240 lists), but its 67,527,384 rows take
// minutes, too long even for the slow tests.
TEST(Fewest, BreadthFirstSearchFindsNoShorterSequenceUpTo9) { expect_fewest(1, 9); }
TEST(Fewest, SlowBreadthFirstSearchFindsNoShorterSequenceFor10And11) { expect_fewest(10, 11); }

// ---- The lower bound's facts. c: neighbouring pieces of different colours,
// the empty cells skipped.

int changes(Row r, int size) {
  int c = 0, last = 0;
  for (int i = 0; i < size; ++i)
    if (cell(r, i)) {
      c += last && cell(r, i) != last;
      last = cell(r, i);
    }
  return c;
}

TEST(LowerBound, NoMoveRaisesTheColourChangesByMoreThanTwo) {
  for (int n = 3; n <= 8; ++n) {
    const int size = 2 * n + 2;
    std::vector<Row> todo{packed(std::string(n, 'o') + std::string(n, '*') + "--")};
    std::unordered_set<Row> seen(todo.begin(), todo.end());
    int most = -99;
    while (!todo.empty()) {
      const Row row = todo.back();
      todo.pop_back();
      for (Row r : next_rows(row, size)) {
        most = std::max(most, changes(r, size) - changes(row, size));
        if (seen.insert(r).second) todo.push_back(r);
      }
    }
    EXPECT_EQ(most, 2) << "n=" << n << ", over " << seen.size() << " rows";
  }
}

TEST(LowerBound, OnlyMoveNGainsTwoAndThenNothingGains) {
  for (int n = 3; n <= 15; ++n) {  // as long as a packed row holds
    const int size = 2 * n + 2;
    Board after(n);
    const Row start = packed(after.cells);
    after.move(n);
    ASSERT_EQ(changes(start, size), 1);
    for (Row r : next_rows(start, size))
      EXPECT_EQ(changes(r, size) == 3, r == packed(after.cells)) << "n=" << n << ": only move(n) gains 2";
    for (Row r : next_rows(packed(after.cells), size))
      EXPECT_LE(changes(r, size), 3) << "n=" << n << ": after move(n), no move gains";
  }
}

// What print_step writes for steps 0, 9, 10 and 1997 (the board "ab", ...,
// each the result of moving cells 3,4 to the empty cells 7,8).
std::string printed(Layout layout) {
  std::FILE* f = std::tmpfile();
  {
    judge_io::Writer out(f, "black_white");
    print_step(out, layout, 0, "ab", 0, 0);
    print_step(out, layout, 9, "cd", 3, 7);
    print_step(out, layout, 10, "ef", 3, 7);
    print_step(out, layout, 1997, "gh", 3, 7);
    out.flush();
  }
  std::rewind(f);
  char buf[128] = {};
  const std::size_t got = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  return std::string(buf, got);
}

TEST(Format, StepNumbersAreRightAlignedInWidthTwo) {
  EXPECT_EQ(printed(kStep), "step 0:ab\nstep 9:cd\nstep10:ef\nstep1997:gh\n");
}

TEST(Format, StepSpaceHasOneSpaceEachSideOfTheNumber) {
  EXPECT_EQ(printed(kStepSpace), "step 0: ab\nstep 9: cd\nstep 10: ef\nstep 1997: gh\n");
}

TEST(Format, BoardIsTheBoardAlone) { EXPECT_EQ(printed(kBoard), "ab\ncd\nef\ngh\n"); }

TEST(Format, MovesNameTheCellsAndNoBoard) {
  EXPECT_EQ(printed(kMoves), "3,4-->7,8\n3,4-->7,8\n3,4-->7,8\n");
}

TEST(Format, LayoutsAreNamedAsTheOptionNamesThem) {
  const struct {
    const char* name;
    Layout layout;
  } cases[] = {{"step", kStep}, {"step-space", kStepSpace}, {"board", kBoard}, {"moves", kMoves}};
  for (const auto& c : cases) {
    std::vector<std::string> words = {"black_white", "--layout", c.name};
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(&w[0]);
    judge_io::Args args(static_cast<int>(argv.size()), argv.data(), "black_white", "");
    EXPECT_EQ(args.choice("--layout", "step", kLayoutNames), c.layout) << c.name;
  }
}

}  // namespace
