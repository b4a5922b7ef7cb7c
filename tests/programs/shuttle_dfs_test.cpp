// shuttle_dfs's dead-state rule and search, tested on the program's own code
// (shuttle_search.hpp).
#include "shuttle_search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

typedef std::vector<unsigned char> Row;

Row start_row(int n) {
  Row row(2 * n + 3, kEmpty);
  row[0] = row[2 * n + 2] = kWall;
  for (int h = 1; h <= n; ++h) row[h] = kWhite, row[n + 1 + h] = kBlack;
  return row;
}

unsigned char other_colour(unsigned char c) {
  if (c == kWhite) return kBlack;
  if (c == kBlack) return kWhite;
  return c;
}

std::uint64_t key_of(const Row& row) {
  std::uint64_t k = 0;
  for (unsigned char c : row) k = k << 2 | c;
  return k;
}

// How far the pieces have travelled: every forward move adds 1 or 2.
int travelled(const Row& row, int n) {
  int sum = 0, whites = 0, blacks = 0;
  for (int h = 1; h <= 2 * n + 1; ++h) {
    if (row[h] == kWhite) sum += h - ++whites;
    if (row[h] == kBlack) sum += (n + 1 + ++blacks) - h;
  }
  return sum;
}

bool rule_says_dead(const Row& row) {
  static const DeadWindows rule;
  for (int i = 0; i + 4 <= static_cast<int>(row.size()); ++i)
    if (rule.dead_at(row, i)) return true;
  return false;
}

// Every forward move's result from a row.
std::vector<Row> children(const Row& row) {
  std::vector<Row> out;
  const int empty = static_cast<int>(std::find(row.begin(), row.end(), kEmpty) - row.begin());
  for (int from = empty - 2; from <= empty + 2; ++from) {
    if (from == empty || from < 1 || from > static_cast<int>(row.size()) - 2) continue;
    // Forward only: a W moves right, a B left; a jump goes over the other colour.
    const unsigned char piece = row[from], over = row[(from + empty) / 2];
    if (piece != (from < empty ? kWhite : kBlack)) continue;
    if ((from - empty == 2 || empty - from == 2) && over != (piece == kWhite ? kBlack : kWhite)) continue;
    Row next = row;
    move_piece(next, from, empty);
    out.push_back(next);
  }
  return out;
}

// The whole claim of the rule, for one N: no row that can still reach the
// goal reads dead. Checks every row reachable by forward moves.
TEST(DeadRule, NeverRemovesARowThatCanStillReachTheGoal) {
  for (int n = 1; n <= 14; ++n) {
    std::unordered_map<std::uint64_t, Row> reachable;
    std::vector<std::uint64_t> order(1, key_of(start_row(n)));
    reachable[order[0]] = start_row(n);
    for (std::size_t i = 0; i < order.size(); ++i)
      for (const Row& next : children(reachable[order[i]]))
        if (reachable.emplace(key_of(next), next).second) order.push_back(key_of(next));
    // Alive: the goal, or a row with an alive child. Children have travelled
    // further, so settle rows from the furthest travelled down.
    std::sort(order.begin(), order.end(), [&](std::uint64_t a, std::uint64_t b) {
      return travelled(reachable[a], n) > travelled(reachable[b], n);
    });
    Row goal = start_row(n);  // the start, mirrored: B in 1..N, W in N+2..2N+1
    std::reverse(goal.begin(), goal.end());
    ASSERT_TRUE(reachable.count(key_of(goal)));
    std::unordered_map<std::uint64_t, bool> alive;
    long long dead = 0, caught = 0;
    for (std::uint64_t k : order) {
      bool a = k == key_of(goal);
      for (const Row& next : children(reachable[k])) a = a || alive[key_of(next)];
      alive[k] = a;
      if (!a) ++dead;
      if (rule_says_dead(reachable[k])) {
        ++caught;
        ASSERT_FALSE(a) << "N=" << n << ": the rule removes a row that can still reach the goal";
      }
    }
    ASSERT_TRUE(alive[key_of(start_row(n))]);
    std::printf("N=%2d: %7zu reachable rows, %7lld dead, %7lld of them read dead by the rule\n", n, order.size(),
                dead, caught);
  }
}

TEST(DeadRule, IsItsOwnMirrorImage) {
  const DeadWindows rule;
  const char cells[] = "|WB_";
  for (int code = 0; code < 256; ++code) {
    Row w(4), mirror(4);
    for (int i = 0; i < 4; ++i) {
      w[i] = DeadWindows::cell_of(cells[code >> (2 * i) & 3]);
      mirror[3 - i] = other_colour(w[i]);
    }
    EXPECT_EQ(rule.dead_at(w, 0), rule.dead_at(mirror, 0)) << code;
  }
}

// The answer, straight from the statement's arithmetic runs.
std::vector<int> runs(int n) {
  std::vector<int> holes;
  std::vector<int> order;
  for (int i = 2; i <= n + 1; ++i) order.push_back(i);
  for (int i = n; i >= 1; --i) order.push_back(i);
  for (int i : order)
    for (int t = 0; t < i; ++t) holes.push_back(i % 2 ? n + i - 2 * t : n - i + 2 + 2 * t);
  return holes;
}

TEST(Search, VisitsFewerThanTwoStatesPerMoveForEveryN) {
  for (int n = 1; n <= 1000; ++n) {
    const Search s = solve(n, true);
    ASSERT_EQ(s.holes, runs(n)) << "N=" << n;
    ASSERT_LE(s.states, 2LL * static_cast<long long>(s.holes.size())) << "N=" << n;
  }
}

TEST(Search, WithoutTheRuleFindsTheSameAnswerMoreSlowly) {
  for (int n = 1; n <= 9; ++n) {
    const Search plain = solve(n, false), pruned = solve(n, true);
    EXPECT_EQ(plain.holes, pruned.holes) << "N=" << n;
    EXPECT_GE(plain.states, pruned.states) << "N=" << n;
  }
}

}  // namespace
