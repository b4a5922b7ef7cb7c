// A too slow answer to the Shuttle Puzzle, for the packages' submissions:
// iterative deepening over every legal move, backward ones too, with no rule
// that cuts a dead end. Its answers are right (the first found at the least
// depth, trying the holes in increasing order, is the smallest shortest), but
// the search grows about threefold a move: instant for N <= 4, past any
// judge's limit from N = 5.
#include <cstdio>
#include <vector>

namespace {

int n, holes;
std::vector<char> box;  // 1..2N+1: 'W', 'B' or '.'
std::vector<int> path;

bool search(int empty, int depth, int came_from) {
  bool solved = true;
  for (int i = 1; i <= n && solved; ++i) solved = box[i] == 'B' && box[n + 1 + i] == 'W';
  if (solved) return true;
  if (depth == 0) return false;
  const int sources[4] = {empty - 2, empty - 1, empty + 1, empty + 2};
  for (int k = 0; k < 4; ++k) {
    const int from = sources[k];
    if (from < 1 || from > holes || from == came_from) continue;
    if (k == 0 || k == 3) {  // a jump, over one piece of the other colour
      const char over = box[(from + empty) / 2];
      if (over == '.' || over == box[from]) continue;
    }
    box[empty] = box[from];
    box[from] = '.';
    path.push_back(from);
    if (search(from, depth - 1, empty)) return true;
    path.pop_back();
    box[from] = box[empty];
    box[empty] = '.';
  }
  return false;
}

}  // namespace

int main() {
  if (std::scanf("%d", &n) != 1) return 1;
  holes = 2 * n + 1;
  box.assign(holes + 1, '.');
  for (int i = 1; i <= n; ++i) {
    box[i] = 'W';
    box[n + 1 + i] = 'B';
  }
  for (int depth = 0; !search(n + 1, depth, 0); ++depth) {
  }
  for (std::size_t i = 0; i < path.size(); ++i)
    std::printf("%d%c", path[i], i + 1 == path.size() || i % 20 == 19 ? '\n' : ' ');
  return 0;
}
