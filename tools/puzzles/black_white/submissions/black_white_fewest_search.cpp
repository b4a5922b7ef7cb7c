// A too slow answer to 黑白棋子的移动, for the packages' submissions: it looks
// for the fewest moves by iterative deepening over every legal move. Its
// answers are right (n moves, any legal sequence is taken), but the search
// grows about 2n-fold a move: fast up to n = 7, minutes from n = 10.
#include <cstdio>
#include <string>
#include <vector>

namespace {

int n;
std::string row;
std::vector<std::string> rows;

bool alternates() {
  std::string pieces;
  for (std::size_t i = 0; i < row.size(); ++i)
    if (row[i] != '-') pieces += row[i];
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i] != (i % 2 == 0 ? 'o' : '*')) return false;
  return true;
}

bool search(int depth) {
  if (alternates()) return true;
  if (depth == 0) return false;
  const int sp = static_cast<int>(row.find("--"));  // from 0
  for (int m = 0; m + 1 < 2 * n + 2; ++m) {
    if (row[m] == '-' || row[m + 1] == '-' || (m > sp ? m - sp : sp - m) < 3) continue;
    const std::string before = row;
    row[sp] = row[m];
    row[sp + 1] = row[m + 1];
    row[m] = row[m + 1] = '-';
    rows.push_back(row);
    if (search(depth - 1)) return true;
    rows.pop_back();
    row = before;
  }
  return false;
}

}  // namespace

int main() {
  if (std::scanf("%d", &n) != 1) return 1;
  row = std::string(n, 'o') + std::string(n, '*') + "--";
  rows.push_back(row);
  for (int depth = 0; !search(depth); ++depth) {
  }
  for (std::size_t i = 0; i < rows.size(); ++i) std::printf("step%2d:%s\n", static_cast<int>(i), rows[i].c_str());
  return 0;
}
