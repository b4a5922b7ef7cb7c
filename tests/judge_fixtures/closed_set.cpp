// closed_set: a rotation solution with a closed set inside IDA*: within
// one depth bound it never expands a board it has already expanded, at
// whatever depth it met it first. A board first met deep (by a detour
// through the smaller moves) is then skipped where a shorter path reaches
// it, and the search ends longer or later in dictionary order than the
// answer (WA; the nearest board that fails is 4 moves from solved).
// Otherwise bench/plain_majority.cpp: IDA* on 24 cells with the bound
// 8 - (the commonest centre symbol's count).
#include <set>

namespace closed_set {

std::set<unsigned long long> closed;  // the bug: boards, not boards and depths

// Whether the board was not expanded yet in this bound's search (it is now).
bool first_time(const int (&cells)[24]) {
  unsigned long long key = 0;
  for (int c : cells) key = key * 4 + static_cast<unsigned long long>(c);
  return closed.insert(key).second;
}

}  // namespace closed_set

#define PLAIN_MAJORITY_EXPANDS() closed_set::first_time(cells)
#define PLAIN_MAJORITY_NEW_BOUND() closed_set::closed.clear()
#include "bench/plain_majority.cpp"
