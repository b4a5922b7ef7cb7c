// black_white's moves, tested on the program's own code against the rules.
#define main black_white_main
#include "black_white.cpp"
#undef main

#include <gtest/gtest.h>

#include <string>
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

TEST(Search, SmallRowsTakeZeroOneAndFiveMoves) {
  const std::size_t want[] = {0, 1, 5};
  for (int n = 1; n <= 3; ++n) {
    const std::vector<int> moves = searched_moves(n);
    EXPECT_EQ(moves.size(), want[n - 1]) << "n=" << n;
    EXPECT_TRUE(alternates(play_checked(n, moves))) << "n=" << n;
  }
}

TEST(Search, NeverNeedsMoreMovesThanTheBook) {
  for (int n = 4; n <= 6; ++n) {
    const std::vector<int> moves = searched_moves(n);
    EXPECT_LE(moves.size(), book_moves(n).size()) << "n=" << n;
    EXPECT_TRUE(alternates(play_checked(n, moves))) << "n=" << n;
  }
}

TEST(Format, StepNumbersAreRightAlignedInWidthTwo) {
  std::FILE* f = std::tmpfile();
  {
    judge_io::Writer out(f);
    print_step(out, 0, "ab");
    print_step(out, 9, "cd");
    print_step(out, 10, "ef");
    print_step(out, 1997, "gh");
  }
  std::rewind(f);
  char buf[128] = {};
  const std::size_t got = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  EXPECT_EQ(std::string(buf, got), "step 0:ab\nstep 9:cd\nstep10:ef\nstep1997:gh\n");
}

}  // namespace
