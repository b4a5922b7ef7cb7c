// rotation_game: The Rotation Game (POJ 2286, UVa 1343, HDU 1667, AcWing 181).
// For each board of 24 symbols (1, 2, 3; eight of each; a lone 0 or the end of
// input ends the list) prints the lexicographically smallest shortest move
// sequence (or "No moves needed") and then the centre symbol.
// IDA* from a lower bound up, children A..H, never undoing the last move, and
// a cache of proven lower bounds per state, reset every bound. Heuristics:
// exact (default): "the centre is all c" depends only on where the eight
// c-pieces are; one BFS over all C(24,8) placements gives each its distance,
// and a board's distance is the least over its colours. majority: 8 minus the
// count of the commonest centre symbol (a move changes one centre cell).
// Options: --heuristic exact|majority, --stats (table time, nodes searched:
// on stderr).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "judge_io.hpp"

namespace {

typedef std::uint32_t Mask;  // a set of cells, bit i for cell i
const int kLine[8][7] = {{0, 2, 6, 11, 15, 20, 22},   {1, 3, 8, 12, 17, 21, 23},   {10, 9, 8, 7, 6, 5, 4},
                         {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1},   {22, 20, 15, 11, 6, 2, 0},
                         {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10}};
const int kInverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};
const Mask kCentre = 1u << 6 | 1u << 7 | 1u << 8 | 1u << 11 | 1u << 12 | 1u << 15 | 1u << 16 | 1u << 17;
const int kPlacements = 735471;  // C(24, 8)

int count(Mask s) {  // the number of cells in s
  int n = 0;
  for (; s; s &= s - 1) ++n;
  return n;
}

struct Tables {
  Mask move[8][3][256];   // move m applied to byte b of a mask
  int base[4096];         // rank of a placement: base[cells 12..23] +
  unsigned short low[4096];  // low[cells 0..11], its order among equal counts
  std::vector<unsigned char> dist;  // placement rank -> moves to fill the centre

  Mask apply(int m, Mask s) const { return move[m][0][s & 255] | move[m][1][s >> 8 & 255] | move[m][2][s >> 16]; }
  int rank_of(Mask s) const { return base[s >> 12] + low[s & 4095]; }

  Tables() : dist(kPlacements, 255) {
    int to[8][24], choose[13] = {1, 12, 66, 220, 495, 792, 924, 792, 495, 220, 66, 12, 1}, seen[13] = {}, offset = 0;
    for (int m = 0; m < 8; ++m) {
      for (int c = 0; c < 24; ++c) to[m][c] = c;
      for (int j = 0; j < 7; ++j) to[m][kLine[m][(j + 1) % 7]] = kLine[m][j];
    }
    for (int b = 0; b < 3; ++b)
      for (int v = 0; v < 256; ++v)
        for (int m = 0; m < 8; ++m) {
          move[m][b][v] = 0;
          for (int i = 0; i < 8; ++i)
            if (v >> i & 1) move[m][b][v] |= 1u << to[m][8 * b + i];
        }
    for (int v = 0; v < 4096; ++v) {  // count(high) + count(low) = 8 leaves choose[8 - count(high)] lows
      low[v] = static_cast<unsigned short>(seen[count(v)]++);
      base[v] = offset;
      if (count(v) <= 8) offset += choose[8 - count(v)];
    }
    std::vector<Mask> queue(1, kCentre);  // breadth-first from the filled centre, level by level
    queue.reserve(kPlacements);
    dist[rank_of(kCentre)] = 0;
    for (std::size_t head = 0, level_end = 1; head < queue.size(); level_end = queue.size()) {
      const unsigned char next = static_cast<unsigned char>(dist[rank_of(queue[head])] + 1);
      for (; head < level_end; ++head)
        for (int m = 0; m < 8; ++m) {
          const Mask s = apply(m, queue[head]);
          unsigned char& d = dist[rank_of(s)];
          if (d == 255) d = next, queue.push_back(s);
        }
    }
  }
};

class Solver {
 public:
  Solver(const Tables& t, bool exact) : t_(t), exact_(exact), cache_(1 << 20, 0) {}

  // Solves a board given as the cells of symbols 1, 2, 3; returns the moves.
  std::string solve(const Mask (&board)[3]) {
    std::copy(board, board + 3, s_);
    for (bound_ = estimate();; ++bound_) {
      if (++generation_ == 2048) std::fill(cache_.begin(), cache_.end(), 0), generation_ = 1;
      path_.assign(bound_, ' ');
      if (search(0, -1)) return path_;
    }
  }
  int centre() const { return (s_[0] & kCentre) == kCentre ? 1 : (s_[1] & kCentre) == kCentre ? 2 : 3; }
  long long nodes = 0;

 private:
  int estimate() const {
    int best = 99;
    for (int c = 0; c < 3; ++c)
      best = std::min(best, exact_ ? t_.dist[t_.rank_of(s_[c])] : 8 - count(s_[c] & kCentre));
    return best;
  }
  bool search(int g, int last) {
    ++nodes;
    int h = estimate();
    if (h == 0) return path_.resize(g), true;
    const std::uint64_t key = s_[0] | static_cast<std::uint64_t>(s_[1]) << 24;
    std::uint64_t& slot = cache_[(key * 0x9E3779B97F4A7C15ull) >> 44];
    if (slot >> 16 == key && (slot >> 5 & 2047) == generation_) h = std::max(h, static_cast<int>(slot & 31));
    if (g + h > bound_) return false;
    for (int m = 0; m < 8; ++m) {
      if (last >= 0 && m == kInverse[last]) continue;
      for (Mask& s : s_) s = t_.apply(m, s);
      path_[g] = static_cast<char>('A' + m);
      if (search(g + 1, m)) return true;
      for (Mask& s : s_) s = t_.apply(kInverse[m], s);
    }
    slot = key << 16 | generation_ << 5 | static_cast<std::uint64_t>(bound_ - g + 1);  // needs more than bound - g
    return false;
  }

  const Tables& t_;
  bool exact_;
  std::vector<std::uint64_t> cache_;  // key << 16 | generation << 5 | lower bound
  std::uint64_t generation_ = 0;
  Mask s_[3];
  int bound_ = 0;
  std::string path_;
};

}  // namespace

int main(int argc, char** argv) {
  const char* const kProgram = "rotation_game";
  bool exact = true, stats = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--stats") stats = true;
    else if (arg == "--heuristic" && i + 1 < argc && (std::string(argv[i + 1]) == "exact" || std::string(argv[i + 1]) == "majority"))
      exact = std::string(argv[++i]) == "exact";
    else return std::fprintf(stderr, "usage: %s [--heuristic exact|majority] [--stats] < input\n", kProgram), 2;
  }
  judge_io::Reader in(stdin);
  judge_io::Writer out(stdout);
  const std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  const Tables tables;
  if (stats)
    std::fprintf(stderr, "%s: table of %d placements built in %.1f ms\n", kProgram, kPlacements,
                 std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  Solver solver(tables, exact);
  for (int number = 1;; ++number) {
    const std::string board_at = "board " + std::to_string(number);
    Mask board[3] = {0, 0, 0};
    for (int cell = 0; cell < 24; ++cell) {
      long long v = 0;
      const judge_io::Reader::Status status = in.next(v);
      if (cell == 0 && (status == judge_io::Reader::end || (status == judge_io::Reader::ok && v == 0))) return 0;
      if (status == judge_io::Reader::end)
        judge_io::fail(out, kProgram, board_at + ": input ends after " + std::to_string(cell) + " of 24 symbols");
      if (status == judge_io::Reader::bad || v < 1 || v > 3)
        judge_io::fail(out, kProgram, board_at + ", " + in.where() + ": a symbol must be 1, 2 or 3");
      board[v - 1] |= 1u << cell;
    }
    for (int c = 0; c < 3; ++c)
      if (count(board[c]) != 8)
        judge_io::fail(out, kProgram, board_at + ": symbol " + std::to_string(c + 1) + " fills " +
                                          std::to_string(count(board[c])) + " cells, not 8");
    solver.nodes = 0;
    const std::string moves = solver.solve(board);
    out.put(moves.empty() ? "No moves needed" : moves.c_str());
    out.put('\n');
    out.put_int(solver.centre());
    out.put('\n');
    if (stats) out.flush(), std::fprintf(stderr, "%s: %s: %zu moves, %lld nodes\n", kProgram, board_at.c_str(), moves.size(), solver.nodes);
  }
}
