// hardest_boards: prints every Rotation Game board that needs the most moves,
// one board of 24 symbols per line, then a line "0".
// Independent of rotation_game: one breadth-first search over all 2^24 cell
// sets (only those of eight cells are reached), moves taken straight from the
// statement's lines (rotation_rules.hpp). A board needs the least,
// over its three symbols, of the moves that fill the centre with that symbol;
// the hardest boards split the 24 cells into three placements that are each
// that far away. Usage: hardest_boards [--count] (only the number of boards).
#include <cstdio>
#include <string>
#include <vector>

#include "rules/rotation_rules.hpp"
#include "judge_args.hpp"
#include "judge_io.hpp"

namespace {

const unsigned kAll = (1u << 24) - 1;  // every cell

}  // namespace

int main(int argc, char** argv) {
  judge_io::Args args(argc, argv, "hardest_boards", "[--count]",
                      "Prints the 192 boards of the Rotation Game that need 13 moves, then 0.\n"
                      "  --count  how many there are, only\n");
  const bool count_only = args.flag("--count");
  args.check(0, 0);
  judge_io::Writer out(stdout, "hardest_boards");
  std::vector<unsigned char> dist(kAll + 1, 255);
  const unsigned centre = rotation_rules::centre_cells();
  std::vector<unsigned> queue(1, centre);
  dist[centre] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (int m = 0; m < 8; ++m) {
      const unsigned next = rotation_rules::played_cells(m, queue[head]);
      if (dist[next] != 255) continue;
      dist[next] = static_cast<unsigned char>(dist[queue[head]] + 1);
      queue.push_back(next);
    }
  int worst = 0;  // the most moves any board needs: the largest d with a split into three sets at >= d
  std::vector<std::vector<unsigned> > boards;
  for (int d = 14; d > 0 && boards.empty(); --d) {
    std::vector<unsigned> far;
    for (unsigned s : queue)
      if (dist[s] >= d) far.push_back(s);
    for (unsigned a : far)
      for (unsigned b : far)
        if (!(a & b) && dist[kAll & ~(a | b)] >= d) boards.push_back(std::vector<unsigned>{a, b, kAll & ~(a | b)});
    worst = d;
  }
  if (count_only) {
    out.put(std::to_string(boards.size()) + " boards need " + std::to_string(worst) + " moves\n");
    out.finish();
    return 0;
  }
  for (const std::vector<unsigned>& b : boards) {
    std::string line;
    for (int cell = 0; cell < 24; ++cell) {
      if (cell) line += ' ';
      line += static_cast<char>('1' + (b[0] >> cell & 1 ? 0 : b[1] >> cell & 1 ? 1 : 2));
    }
    out.put(line + "\n");
  }
  out.put("0\n");
  out.finish();
  return 0;
}
