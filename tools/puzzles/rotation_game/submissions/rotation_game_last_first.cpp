// A wrong answer to the Rotation Game, for the packages' submissions: a
// shortest sequence (IDA* with the majority bound), but trying the moves from
// H down to A, so that where several are shortest it prints the largest, not
// the smallest the statement asks for.
#include <cstdio>
#include <string>

namespace {

const int kLines[8][7] = {
    {0, 2, 6, 11, 15, 20, 22},    {1, 3, 8, 12, 17, 21, 23},    {10, 9, 8, 7, 6, 5, 4},
    {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1},    {22, 20, 15, 11, 6, 2, 0},
    {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10}};
const int kInverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};
const int kCentre[8] = {6, 7, 8, 11, 12, 15, 16, 17};

int board[24];
std::string moves;

void rotate(int line) {
  const int head = board[kLines[line][0]];
  for (int j = 0; j < 6; ++j) board[kLines[line][j]] = board[kLines[line][j + 1]];
  board[kLines[line][6]] = head;
}

int needed() {  // 8 minus the most frequent symbol of the centre
  int count[4] = {0, 0, 0, 0};
  for (int k = 0; k < 8; ++k) ++count[board[kCentre[k]]];
  int most = count[1];
  if (count[2] > most) most = count[2];
  if (count[3] > most) most = count[3];
  return 8 - most;
}

bool search(int depth, int last) {
  const int h = needed();
  if (h == 0) return true;
  if (h > depth) return false;
  for (int line = 7; line >= 0; --line) {
    if (last >= 0 && line == kInverse[last]) continue;
    rotate(line);
    moves += static_cast<char>('A' + line);
    if (search(depth - 1, line)) return true;
    moves.erase(moves.size() - 1);
    rotate(kInverse[line]);
  }
  return false;
}

}  // namespace

int main() {
  while (std::scanf("%d", &board[0]) == 1 && board[0] != 0) {
    for (int k = 1; k < 24; ++k)
      if (std::scanf("%d", &board[k]) != 1) return 1;
    moves.clear();
    for (int depth = 0; !search(depth, -1); ++depth) {
    }
    std::printf("%s\n%d\n", moves.empty() ? "No moves needed" : moves.c_str(), board[kCentre[0]]);
  }
  return 0;
}
