// A wrong answer to 黑白棋子的移动, for the packages' submissions: the book's
// pair moves, but each pair lands turned around (the piece from cell m in
// cell sp+1), where the statement moves the two in the same order.
#include <cstdio>
#include <string>

namespace {

std::string row;
int sp, step;

void print() {
  std::printf("step%2d:%s\n", step++, row.c_str());
}

void move(int m) {  // cells m, m+1 into the empty cells sp, sp+1 (from 1)
  row[sp - 1] = row[m];
  row[sp] = row[m - 1];
  row[m - 1] = row[m] = '-';
  sp = m;
  print();
}

}  // namespace

int main() {
  int n;
  if (std::scanf("%d", &n) != 1) return 1;
  row = std::string(n, 'o') + std::string(n, '*') + "--";
  sp = 2 * n + 1;
  print();
  for (int k = n; k >= 5; --k) {
    move(k);
    move(2 * k - 1);
  }
  const int last[5] = {4, 8, 2, 7, 1};
  for (int i = 0; i < 5; ++i) move(last[i]);
  return 0;
}
