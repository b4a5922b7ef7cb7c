// closed_set: a rotation solution with a closed set inside IDA*: within
// one depth bound it never expands a board it has already expanded, at
// whatever depth it met it first. A board first met deep (by a detour
// through the smaller moves) is then skipped where a shorter path reaches
// it, and the search ends longer or later in dictionary order than the
// answer (WA). Otherwise bench/plain_majority.cpp: IDA* on 24 cells with
// the bound 8 - (the commonest centre symbol's count).
#include <cstdio>
#include <set>

#include "../../rules/rotation_rules.hpp"

namespace {

using rotation_rules::kCentre;
using rotation_rules::kInverse;

int cells[24];
char path[64];
std::set<unsigned long long> closed;  // the bug: boards, not boards and depths

unsigned long long key() {
  unsigned long long k = 0;
  for (int c : cells) k = k * 4 + static_cast<unsigned long long>(c);
  return k;
}

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
  if (depth + h > limit || !closed.insert(key()).second) return false;
  for (int m = 0; m < 8; ++m) {
    if (last >= 0 && m == kInverse[last]) continue;
    rotation_rules::play(cells, m);
    path[depth] = static_cast<char>('A' + m);
    if (search(depth + 1, limit, m)) return true;
    rotation_rules::play(cells, kInverse[m]);
  }
  return false;
}

}  // namespace

int main() {
  while (std::scanf("%d", &cells[0]) == 1 && cells[0] != 0) {
    for (int i = 1; i < 24; ++i)
      if (std::scanf("%d", &cells[i]) != 1) return 1;
    int limit = bound_left();
    for (closed.clear(); !search(0, limit, -1); closed.clear()) ++limit;
    std::printf("%s\n%d\n", path[0] ? path : "No moves needed", cells[6]);
  }
  return 0;
}
