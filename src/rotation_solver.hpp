// rotation_solver.hpp: the Rotation Game's moves and solver, as
// rotation_game.cpp's header comment describes them (the lines, the moves a
// byte at a time, the table of distances, IDA* with its two lower bounds),
// for the program and for what tests, times and uses it (rotation_game_test,
// the benchmark, the judge tool's boards). C++98, like the program: the
// bundler inlines it into every judge's file. Its names are each including
// file's own (an unnamed namespace): one file of a program includes it, and
// UVa's file must fit 10,000 bytes with it, with no name to qualify.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace {

typedef unsigned int Mask;  // a set of cells, bit i for cell i
typedef unsigned long long Word;
const int kLine[8][7] = {{0, 2, 6, 11, 15, 20, 22}, {1, 3, 8, 12, 17, 21, 23}, {10, 9, 8, 7, 6, 5, 4},
                         {19, 18, 17, 16, 15, 14, 13}, {23, 21, 17, 12, 8, 3, 1}, {22, 20, 15, 11, 6, 2, 0},
                         {13, 14, 15, 16, 17, 18, 19}, {4, 5, 6, 7, 8, 9, 10}};
const int kInverse[8] = {5, 4, 7, 6, 1, 0, 3, 2};
const Mask kCentre = 0x399c0;  // cells 6 7 8 11 12 15 16 17

int count(Mask s) {  // the number of cells in s
  int n = 0;
  for (; s; s &= s - 1) ++n;
  return n;
}

// Move m, cell by cell: cell line[j] takes what line[j+1] held, line[6] what line[0] held.
Mask rotate(int m, Mask s) {
  Mask t = s;
  for (int j = 0; j < 7; ++j) t = (t & ~(1u << kLine[m][j])) | (s >> kLine[m][(j + 1) % 7] & 1) << kLine[m][j];
  return t;
}

// The moves, a byte of a set at a time.
struct Moves {
  Mask move[8][3][256];  // move m applied to byte b of a set

  Moves() {
    for (int m = 0; m < 8; ++m)
      for (int b = 0; b < 3; ++b)
        for (Mask v = 0; v < 256; ++v) move[m][b][v] = rotate(m, v << 8 * b);
  }
  Mask apply(int m, Mask s) const { return move[m][0][s & 255] | move[m][1][s >> 8 & 255] | move[m][2][s >> 16]; }
};

// The moves that fill the centre, for every placement of eight pieces: 4 bits
// each (no placement needs 15), 368 KB in all.
class Distances {
 public:
  static const int kPlacements = 735471;  // C(24, 8)

  bool built() const { return !words_.empty(); }
  int of(Mask placement) const { return at(rank_of(placement)); }
  int at(int r) const { return static_cast<int>(words_[r >> 4] >> (r & 15) * 4 & 15); }  // by rank
  int rank_of(Mask s) const { return base_[s >> 12] + low_[s & 4095]; }

  // Breadth-first from the filled centre, a level at a time. No queue: each
  // level scans the table for its own placements, 16 at a time, in rank
  // order, which also names them without unranking. Ranks: all placements
  // by their cells 12..23 (hi) ascending, then by cells 0..11 (lo) among the
  // lo of the size that makes eight: base_[hi] + low_[lo].
  void build(const Moves& moves) {
    std::vector<unsigned short> by_size[13];  // the 12-bit lo of each size, ascending
    for (int v = 0; v < 4096; ++v) {
      low_[v] = static_cast<unsigned short>(by_size[count(v)].size());
      by_size[count(v)].push_back(static_cast<unsigned short>(v));
    }
    for (int v = 0, offset = 0; v < 4096; ++v) {
      base_[v] = offset;
      if (count(v) <= 8) offset += static_cast<int>(by_size[8 - count(v)].size());
    }
    words_.assign((kPlacements + 15) / 16, ~Word(0));  // 15: not reached yet
    set(rank_of(kCentre), 0);
    const Word kOnes = ~Word(0) / 15;  // 0x1111...
    for (int d = 0, reached = 1; reached; ++d) {
      reached = 0;
      int hi = 0;                               // the block of ranks being scanned: its cells 12..23
      const unsigned short* lo = &by_size[8][0];  // and its cells 0..11, by rank
      for (int w = 0; w < static_cast<int>(words_.size()); ++w) {
        Word v = words_[w];
        const Word x = v ^ kOnes * d;  // a zero nibble where the distance is d
        if (((x - kOnes) & ~x & kOnes * 8) == 0) continue;
        for (int r = 16 * w; r < 16 * w + 16; ++r, v >>= 4) {
          if (static_cast<int>(v & 15) != d) continue;  // (past the last placement: 15)
          if (base_[hi + 1] <= r) {
            while (base_[hi + 1] <= r) ++hi;
            lo = &by_size[8 - count(hi)][0];
          }
          const Mask s = static_cast<Mask>(hi) << 12 | lo[r - base_[hi]];
          for (int m = 0; m < 8; ++m) {
            const int next = rank_of(moves.apply(m, s));
            if (at(next) == 15) set(next, d + 1), ++reached;
          }
        }
      }
    }
  }

 private:
  void set(int r, int d) { words_[r >> 4] ^= static_cast<Word>(15 ^ d) << (r & 15) * 4; }  // from 15 to d

  std::vector<Word> words_;  // 16 distances a word, by rank
  int base_[4096];
  unsigned short low_[4096];
};

// IDA* on one board after another, with a lower-bound cache for the
// majority bound: per bound, a position whose whole subtree failed at depth
// g needs at least bound - g + 1 more moves. (With the exact bound a node
// that is expanded has a solution below it, so no subtree ever fails and the
// cache could not cut anything: it is not used there.)
class Solver {
 public:
  enum Bound { kAuto, kExact, kMajority };  // in --heuristic's order: auto|exact|majority

  // Where the majority bound gives way to the exact table, in nodes searched
  // over the whole run: a tenth of what building the table costs (~23 ms,
  // the time of ~1.1 million majority nodes at ~21 ns). A few boards of up to
  // 9 moves never need the table; a hard input loses at most that tenth
  // before the table takes over. The cache (512 KB) comes once the run has
  // searched kCacheAfter nodes: clearing it costs about as much (~0.2 ms).
  // Measured by the benchmark; see docs/performance.md.
  static const long long kMajorityBudget = 120000, kCacheAfter = 10000;

  Solver(const Moves& moves, Distances& table, Bound bound)
      : nodes(0), cache_cuts(0), moves_(moves), table_(table), bound_kind_(bound), generation_(0) {}

  // Solves a board given as the cells of symbols 1, 2, 3; returns the moves.
  std::string solve(const Mask (&board)[3]) {
    const long long kNoLimit = 1LL << 62;
    if (bound_kind_ == kMajority) deepen(board, false, kNoLimit);
    else if (bound_kind_ == kExact || table_.built() || !deepen(board, false, kMajorityBudget)) {
      if (!table_.built()) table_.build(moves_);
      deepen(board, true, kNoLimit);
    }
    return path_;
  }
  int centre() const { return (s_[0] & kCentre) == kCentre ? 1 : (s_[1] & kCentre) == kCentre ? 2 : 3; }

  long long nodes;       // searched, in all
  long long cache_cuts;  // subtrees the cache cut that the bound alone would not

 private:
  typedef unsigned long long Key;  // a position: the cells of symbols 1 and 2
  // An entry of the cache, 8 bytes: a position's key, the generation (the
  // bound's search) that wrote it and the lower bound that search found.
  struct Slot {
    Key key : 48, generation : 11, bound : 5;
  };
  enum { kGenerations = 1 << 11 };  // the values of Slot::generation

  // Raises the bound until a solution; false once `nodes` passes limit.
  bool deepen(const Mask (&board)[3], bool exact, long long limit) {
    std::copy(board, board + 3, s_);
    exact_ = exact;
    limit_ = limit;
    for (bound_ = estimate();; ++bound_) {
      if (!exact && cache_.empty() && nodes >= kCacheAfter) cache_.assign(1 << 16, Slot());
      if (++generation_ == kGenerations) {  // the oldest entries would pass for new ones
        std::fill(cache_.begin(), cache_.end(), Slot());
        generation_ = 1;
      }
      path_.assign(bound_, ' ');
      if (search(0, -1)) return true;
      if (nodes > limit_) return false;
    }
  }
  int estimate() const {
    int best = 99;
    for (int c = 0; c < 3; ++c) best = std::min(best, exact_ ? table_.of(s_[c]) : 8 - count(s_[c] & kCentre));
    return best;
  }
  void apply(int m) {
    for (int c = 0; c < 3; ++c) s_[c] = moves_.apply(m, s_[c]);
  }
  // Depth-first to bound_ from depth g; on success the moves are in path_.
  // Past limit_ it gives up at once, leaving the board as it is.
  bool search(int g, int last) {
    if (++nodes > limit_) return false;
    const int h = estimate();
    if (h == 0) {
      path_.resize(g);
      return true;
    }
    if (g + h > bound_) return false;
    const Key key = s_[0] | static_cast<Key>(s_[1]) << 24;
    Slot* slot = exact_ || cache_.empty() ? 0 : &cache_[(key * 0x9E3779B97F4A7C15ULL) >> 48];
    if (slot && slot->key == key && slot->generation == generation_ && g + static_cast<int>(slot->bound) > bound_) {
      ++cache_cuts;
      return false;
    }
    for (int m = 0; m < 8; ++m) {
      if (last >= 0 && m == kInverse[last]) continue;
      apply(m);
      path_[g] = static_cast<char>('A' + m);
      if (search(g + 1, m)) return true;
      if (nodes > limit_) return false;
      apply(kInverse[m]);
    }
    if (slot) {  // needs more than bound - g
      slot->key = key;
      slot->generation = generation_;
      slot->bound = bound_ - g + 1;
    }
    return false;
  }

  const Moves& moves_;
  Distances& table_;
  Bound bound_kind_;
  std::vector<Slot> cache_;  // majority only
  Key generation_;
  bool exact_;
  long long limit_;
  Mask s_[3];
  int bound_;
  std::string path_;
};

}  // namespace
