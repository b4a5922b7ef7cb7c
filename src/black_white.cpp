// black_white: 黑白棋子的移动 (信息学奥赛一本通 例7.6 / 1327).
// A row of 2n+2 cells: n white `o`, n black `*`, then two empty `--`. A move
// takes two adjacent pieces into the two empty cells, in the same order,
// jumping over at least one piece. Goal: the pieces alternate o*o*...o*.
// Prints every board from the start as "step%2d:" + the board, for each n of
// the input (a 0 or the end ends it).
// n >= 4: the book's recursion, 2n - 3 moves. With sp the first empty cell,
// move(m) takes cells m, m+1 to sp, sp+1 and sets sp = m; for k = n..5 play
// move(k), move(2k-1), then move(4), move(8), move(2), move(7), move(1).
// n <= 3: the book's ending needs 4 pairs, so a breadth-first search finds the
// shortest sequence, smallest first cells first. Options: --min (fewer
// moves than the book, see fewer_moves), --trace (the cells each step moves,
// on stderr). Range 1 <= n <= 1000.
#include <cstdio>
#include <queue>
#include <string>
#include <map>
#include <vector>

#include "judge_io.hpp"

namespace {

// The row of cells 1..2n+2 (stored 0-based) and the first empty cell.
struct Board {
  std::string cells;
  int sp;

  explicit Board(int n) : cells(std::string(n, 'o') + std::string(n, '*') + "--"), sp(2 * n + 1) {}

  // Cells m and m+1 (1-based) hold pieces and the pair jumps at least one.
  bool can_move(int m) const {
    const int gap = m > sp ? m - sp : sp - m;
    return m >= 1 && m + 1 <= static_cast<int>(cells.size()) && cells[m - 1] != '-' && cells[m] != '-' &&
           gap >= 3;
  }
  void move(int m) {
    cells[sp - 1] = cells[m - 1];
    cells[sp] = cells[m];
    cells[m - 1] = cells[m] = '-';
    sp = m;
  }
  bool alternates() const {
    char want = 'o';
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (cells[i] != '-') {
        if (cells[i] != want) return false;
        want = want == 'o' ? '*' : 'o';
      }
    return true;
  }
};

// The book's step from n down to n-1: move(n), move(2n-1) leave the start
// of n-1 in the first 2n cells and "o*" in the last two.
void book_steps(int n, int down_to, std::vector<int>& moves) {
  for (int k = n; k > down_to; --k) {
    moves.push_back(k);
    moves.push_back(2 * k - 1);
  }
}

// The book's moves for n >= 4.
std::vector<int> book_moves(int n) {
  std::vector<int> moves;
  book_steps(n, 4, moves);
  const int ending[] = {4, 8, 2, 7, 1};
  moves.insert(moves.end(), ending, ending + 5);
  return moves;
}

// A shortest sequence by breadth-first search; among the shortest, the one
// whose list of moved first cells is smallest. For small n only.
std::vector<int> searched_moves(int n) {
  const Board start(n);
  std::map<std::string, std::pair<std::string, int> > parent;  // board -> (previous board, move)
  std::queue<Board> frontier;
  parent[start.cells] = std::make_pair(std::string(), 0);
  frontier.push(start);
  std::string goal;
  while (!frontier.empty() && goal.empty()) {
    const Board b = frontier.front();
    frontier.pop();
    if (b.alternates()) goal = b.cells;
    for (int m = 1; m < 2 * n + 2 && goal.empty(); ++m) {
      if (!b.can_move(m)) continue;
      Board next = b;
      next.move(m);
      if (parent.count(next.cells)) continue;
      parent[next.cells] = std::make_pair(b.cells, m);
      frontier.push(next);
    }
  }
  std::vector<int> moves;
  for (std::string at = goal; at != start.cells; at = parent[at].first) moves.insert(moves.begin(), parent[at].second);
  return moves;
}

void print_step(judge_io::Writer& out, int step, const std::string& cells) {
  char head[24];  // step < 2^31: at most 15 bytes
  out.put(head, static_cast<std::size_t>(std::sprintf(head, "step%2d:", step)));
  out.put(cells.c_str(), cells.size());
  out.put('\n');
}

// --min: the fewest moves the program knows. A breadth-first search gives
// the minimum up to kSearched (n moves for 4 <= n <= 7); above it, the
// book's steps bring n down to kSearched first: 2n - 7 moves.
const int kSearched = 7;
std::vector<int> fewer_moves(int n) {
  std::vector<int> moves;
  book_steps(n, kSearched, moves);
  const std::vector<int> rest = searched_moves(n < kSearched ? n : kSearched);
  moves.insert(moves.end(), rest.begin(), rest.end());
  return moves;
}

void solve(judge_io::Writer& out, int n, bool fewest, bool tracing) {
  const std::vector<int> moves = fewest ? fewer_moves(n) : n >= 4 ? book_moves(n) : searched_moves(n);
  Board board(n);
  print_step(out, 0, board.cells);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int to = board.sp;
    board.move(moves[i]);
    print_step(out, static_cast<int>(i + 1), board.cells);
    if (tracing) {  // --trace: which cells moved where, on stderr
      out.flush();
      std::fprintf(stderr, "step%2d: cells %d,%d -> %d,%d\n", static_cast<int>(i + 1), moves[i], moves[i] + 1, to,
                   to + 1);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  bool fewest = false, tracing = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--min") fewest = true;
    else if (arg == "--trace") tracing = true;
    else return std::fprintf(stderr, "usage: black_white [--min] [--trace] < input\n"), 2;
  }
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout);
  long long n = 0;
  for (long long number = 1; judge_io::next_case(in, out, "black_white", number, "n", 1, 1000, n); ++number)
    solve(out, static_cast<int>(n), fewest, tracing);
  return 0;
}
