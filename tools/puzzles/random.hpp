// random.hpp: random numbers made the same way by every standard library (its
// distributions and std::shuffle are not), so that a seed of the stress test
// means one input everywhere.
#pragma once

#include <cstddef>
#include <random>
#include <utility>
#include <vector>

namespace puzzles {

struct Random {
  std::mt19937_64 engine;
  explicit Random(unsigned long long seed) : engine(seed) {}
  int below(int n) { return static_cast<int>(engine() % static_cast<unsigned long long>(n)); }
  int from(int lo, int hi) { return lo + below(hi - lo + 1); }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(below(static_cast<int>(i)))]);
  }
};

}  // namespace puzzles
