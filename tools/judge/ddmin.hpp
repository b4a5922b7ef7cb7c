// ddmin.hpp: delta debugging (Zeller's ddmin), the one both shrinkings use:
// the fewest items of a failing list that still fail, each of them needed
// (without any one of them it passes). The list is cut into parts, two at
// first: a part that fails alone is kept, else a list without one part that
// fails is; where neither is found, into twice as many parts, until parts
// are single items. `fails` decides a candidate (never empty, never the whole
// list); it may throw to stop.
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace judge::stress {

template <class Item, class Fails>
std::vector<Item> ddmin(std::vector<Item> kept, Fails&& fails) {
  std::size_t parts = 2;
  while (kept.size() >= 2) {
    const std::size_t size = kept.size();
    parts = std::min(parts, size);
    bool reduced = false;
    for (int complement = 0; complement < 2 && !reduced; ++complement)
      for (std::size_t part = 0; part < parts && !reduced; ++part) {
        const std::size_t begin = size * part / parts, end = size * (part + 1) / parts;
        std::vector<Item> candidate;
        for (std::size_t i = 0; i < size; ++i)
          if ((i >= begin && i < end) != (complement == 1)) candidate.push_back(kept[i]);
        if (candidate.empty() || candidate.size() == size || !fails(candidate)) continue;
        kept = std::move(candidate);
        parts = complement ? std::max<std::size_t>(parts - 1, 2) : 2;
        reduced = true;
      }
    if (reduced) continue;
    if (parts >= size) break;
    parts = std::min(size, parts * 2);
  }
  return kept;
}

}  // namespace judge::stress
