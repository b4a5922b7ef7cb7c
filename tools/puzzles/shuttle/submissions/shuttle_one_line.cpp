// A wrong answer to the Shuttle Puzzle, for the packages' submissions: the
// right moves (the arithmetic runs of docs/shuttle.md), but all on one line,
// where the statement wants 20 a line. Right for N <= 3 (15 moves or fewer).
#include <cstdio>

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  bool first = true;
  for (int pass = 0; pass < 2; ++pass) {
    // runs 2, 3, ..., N+1, then N, N-1, ..., 1; run i has i terms
    const int from = pass == 0 ? 2 : n, to = pass == 0 ? n + 1 : 1, step = pass == 0 ? 1 : -1;
    for (int i = from; pass == 0 ? i <= to : i >= to; i += step) {
      int hole = i % 2 == 1 ? n + i : n - i + 2;
      for (int k = 0; k < i; ++k) {
        std::printf(first ? "%d" : " %d", hole);
        first = false;
        hole += i % 2 == 1 ? -2 : 2;
      }
    }
  }
  std::printf("\n");
  return 0;
}
