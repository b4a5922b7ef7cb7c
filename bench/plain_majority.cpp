// plain_majority: the classic solution to The Rotation Game, as the
// benchmark's yardstick: IDA* on an array of 24 cells with the bound
// 8 - (the commonest centre symbol's count), moves A..H, never the last
// move's inverse; no cache, no table. Same input and output as rotation_game
// for well-formed input (it checks nothing).
#include <cstdio>
#include <string>

namespace {

const int kLine[8][7] = {{0, 2, 6, 11, 15, 20, 22},   {1, 3, 8, 12, 17, 21, 23},   {10, 9, 8, 7, 6, 5, 4},
                         {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1},   {22, 20, 15, 11, 6, 2, 0},
                         {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10}};
const int kInverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};
const int kCentre[8] = {6, 7, 8, 11, 12, 15, 16, 17};

int cells[24];
char path[64];

void rotate(int m) {
  const int first = cells[kLine[m][0]];
  for (int j = 0; j < 6; ++j) cells[kLine[m][j]] = cells[kLine[m][j + 1]];
  cells[kLine[m][6]] = first;
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
  if (h == 0) return path[depth] = 0, true;
  if (depth + h > limit) return false;
  for (int m = 0; m < 8; ++m) {
    if (last >= 0 && m == kInverse[last]) continue;
    rotate(m);
    path[depth] = static_cast<char>('A' + m);
    if (search(depth + 1, limit, m)) return true;
    rotate(kInverse[m]);
  }
  return false;
}

}  // namespace

int main() {
  while (std::scanf("%d", &cells[0]) == 1 && cells[0] != 0) {
    for (int i = 1; i < 24; ++i)
      if (std::scanf("%d", &cells[i]) != 1) return 1;
    int limit = bound_left();
    while (!search(0, limit, -1)) ++limit;
    std::printf("%s\n%d\n", path[0] ? path : "No moves needed", cells[6]);
  }
  return 0;
}
