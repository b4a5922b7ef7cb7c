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
#include <unordered_set>
#include <utility>
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

// Calls visit(row) for every row one legal move from r (any pair of pieces
// into the empty pair, jumping at least one piece). A move undone is a
// move too (the pair jumps back over the same pieces): the graph of rows is
// undirected.
template <class Visit>
void next_rows(Row r, int size, Visit visit) {
  int sp = 0;
  while (cell(r, sp) || cell(r, sp + 1)) ++sp;
  for (int m = 0; m + 1 < size; ++m) {
    if (!cell(r, m) || !cell(r, m + 1) || std::abs(m - sp) < 3) continue;
    const Row pair = r >> (2 * m) & 15;
    visit((r & ~(static_cast<Row>(15) << (2 * m))) | pair << (2 * sp));
  }
}

std::vector<Row> next_rows(Row r, int size) {
  std::vector<Row> rows;
  next_rows(r, size, [&](Row next) { rows.push_back(next); });
  return rows;
}

// The rows of a level and the move lists that reach each: a table of open
// addressing (no row is 0: every row holds pieces), kept at most half full.
class Level {
 public:
  Level() : slots_(16) {}
  void add(Row r, long long lists) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    Slot& s = slots_[at(r)];
    if (s.row == 0) s.row = r, ++size_;
    s.lists += lists;
  }
  bool has(Row r) const { return slots_[at(r)].row == r; }
  long long lists(Row r) const { return slots_[at(r)].lists; }  // 0 for a row not in it
  std::size_t size() const { return size_; }
  template <class Visit>
  void each(Visit visit) const {
    for (const Slot& s : slots_)
      if (s.row != 0) visit(s.row, s.lists);
  }

 private:
  struct Slot {
    Row row = 0;
    long long lists = 0;
  };
  std::size_t at(Row r) const {  // Fibonacci hashing, then the next free slot
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = static_cast<std::size_t>((r * 0x9E3779B97F4A7C15ull) >> 24) & mask;
    while (slots_[i].row != 0 && slots_[i].row != r) i = (i + 1) & mask;
    return i;
  }
  void grow() {
    Level bigger;
    bigger.slots_.resize(slots_.size() * 2);
    each([&](Row r, long long lists) { bigger.add(r, lists); });
    *this = std::move(bigger);
  }
  std::vector<Slot> slots_;
  std::size_t size_ = 0;
};

struct Fewest {
  int moves = -1;         // the least number of moves to an alternating row
  long long rows = 0;     // rows seen from either end
  long long lists = 0;    // different move lists of that length
};

// A breadth-first search from some rows, level by level: in an undirected
// graph a row one move from level d is of level d - 1, d or d + 1, so the
// level before is all that is kept of the rows seen.
struct Search {
  Level before, level;
  int depth = 0;
  long long rows = 0;
  void start(Row r) { level.add(r, 1), ++rows; }
  void step(int size) {
    Level next;
    level.each([&](Row row, long long lists) {
      next_rows(row, size, [&](Row r) {
        if (!level.has(r) && !before.has(r)) next.add(r, lists);
      });
    });
    before = std::move(level), level = std::move(next);
    ++depth, rows += static_cast<long long>(level.size());
  }
};

// From both ends at once: the start, and every alternating row (its pieces
// o*o*..., the empty pair anywhere); the smaller level grows a move at a
// time. The first levels to share a row are d and e moves from each end
// with d + e the fewest moves: every shortest move list passes through
// exactly one row d moves from the start, each shared row joins the lists
// that reach it from the start to those that reach it from an end, and no
// row is shared at a smaller sum.
Fewest breadth_first(int n) {
  const int size = 2 * n + 2;
  std::string alternate;
  for (int i = 0; i < n; ++i) alternate += "o*";
  Search from_start, from_end;
  from_start.start(packed(std::string(n, 'o') + std::string(n, '*') + "--"));
  for (int empty = 0; empty <= 2 * n; ++empty) {
    const Row end = packed(alternate.substr(0, empty) + "--" + alternate.substr(empty));
    EXPECT_TRUE(alternating(end, size)) << alternate.substr(0, empty) + "--" + alternate.substr(empty);
    from_end.start(end);
  }
  Fewest f;
  while (from_start.level.size() > 0 && from_end.level.size() > 0) {
    const Search& small = from_start.level.size() <= from_end.level.size() ? from_start : from_end;
    const Search& other = &small == &from_start ? from_end : from_start;
    small.level.each([&](Row row, long long lists) {
      if (other.level.has(row)) f.moves = from_start.depth + from_end.depth, f.lists += lists * other.level.lists(row);
    });
    f.rows = from_start.rows + from_end.rows;
    if (f.moves >= 0) return f;
    (&small == &from_start ? from_start : from_end).step(size);
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

// From both ends, n = 11 takes under a second (1,538,104 rows); n = 12 a few
// (6,219,722 rows, about 350 MB): a slow test.
TEST(Fewest, BreadthFirstSearchFindsNoShorterSequenceUpTo11) { expect_fewest(1, 11); }
TEST(Fewest, SlowBreadthFirstSearchFindsNoShorterSequenceFor12) { expect_fewest(12, 12); }

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
