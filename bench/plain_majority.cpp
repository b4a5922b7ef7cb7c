// plain_majority: the classic solution to The Rotation Game, as the
// benchmark's yardstick: IDA* on an array of 24 cells with the bound
// 8 - (the commonest centre symbol's count), moves A..H, never the last
// move's inverse; no cache, no table. Same input and output as rotation_game
// for well-formed input (it checks nothing). The rules: rotation_rules.hpp.
#include <cstdio>
#include <string>

#include "rules/rotation_rules.hpp"

// Where a board is about to be expanded, and where a bound's search begins: a
// wrong variant (tests/judge/fixtures/closed_set.cpp) puts its own test here.
#ifndef PLAIN_MAJORITY_EXPANDS
#define PLAIN_MAJORITY_EXPANDS() true
#define PLAIN_MAJORITY_NEW_BOUND()
#endif

namespace {

using rotation_rules::kCentre;
using rotation_rules::inverse;

int cells[24];
char path[64];

void rotate(int m) { rotation_rules::play(cells, m); }

int bound_left() {
  int seen[4] = {0, 0, 0, 0};
  for (int c : kCentre) ++seen[cells[c]];
  int most = seen[1];
  if (seen[2] > most) most = seen[2];
  if (seen[3] > most) most = seen[3];
  return 8 - most;
}

bool search(int depth, int limit, int last) {
  const int h = bound_left();
  if (h == 0) {
    path[depth] = 0;
    return true;
  }
  if (depth + h > limit || !PLAIN_MAJORITY_EXPANDS()) return false;
  for (int m = 0; m < 8; ++m) {
    if (last >= 0 && m == inverse(last)) continue;
    rotate(m);
    path[depth] = static_cast<char>('A' + m);
    if (search(depth + 1, limit, m)) return true;
    rotate(inverse(m));
  }
  return false;
}

}  // namespace

int main() {
  while (std::scanf("%d", &cells[0]) == 1 && cells[0] != 0) {
    for (int i = 1; i < 24; ++i)
      if (std::scanf("%d", &cells[i]) != 1) return 1;
    int limit = bound_left();
    for (PLAIN_MAJORITY_NEW_BOUND(); !search(0, limit, -1); PLAIN_MAJORITY_NEW_BOUND()) ++limit;
    std::printf("%s\n%d\n", path[0] ? path : "No moves needed", cells[6]);
  }
  return 0;
}
