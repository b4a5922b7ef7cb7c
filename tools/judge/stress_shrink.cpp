// stress_shrink.cpp: the shrinking (stress_shrink.hpp).
#include "judge/stress_shrink.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <stdexcept>

#include "../../rules/rotation_rules.hpp"
#include "judge/stress_boards.hpp"
#include "judge/stress_cases.hpp"

namespace stress {

namespace fs = std::filesystem;

bool Shrinker::fails(const std::vector<std::string>& cases) {
  const std::string input = input_of(cases);
  const auto seen = seen_.find(input);
  if (seen != seen_.end()) return seen->second;
  const std::string answer = expected_(cases);
  const Graded g = hooks_.grade("shrink", input, answer);
  if (g.verdict == Verdict::STOP || hooks_.stop_signal() != 0) throw Stopped();
  ++tests_;
  const bool same = g.verdict == verdict_;
  if (same) {
    keep_files(g);
    detail_ = g.detail;
    kept_ = input;
  }
  return seen_[input] = same;
}

void Shrinker::keep_files(const Graded& graded) {
  for (const char* ext : {".in", ".ans", ".out", ".err", ".check"}) {
    const fs::path to = fs::path(options_.folder) / (std::string("smallest") + ext);
    std::error_code ec;
    if (fs::exists(graded.base + ext, ec)) fs::copy_file(graded.base + ext, to, fs::copy_options::overwrite_existing);
    else fs::remove(to, ec);
  }
}

std::vector<std::string> Shrinker::fewest(std::vector<std::string> cases) {
  std::size_t parts = 2;
  while (cases.size() >= 2) {
    const std::size_t size = cases.size();
    parts = std::min(parts, size);
    bool reduced = false;
    for (int complement = 0; complement < 2 && !reduced; ++complement)
      for (std::size_t p = 0; p < parts && !reduced; ++p) {
        const std::size_t begin = size * p / parts, end = size * (p + 1) / parts;
        std::vector<std::string> candidate;
        for (std::size_t i = 0; i < size; ++i)
          if ((i >= begin && i < end) != (complement == 1)) candidate.push_back(cases[i]);
        if (candidate.empty() || candidate.size() == size || !fails(candidate)) continue;
        cases = candidate;
        parts = complement ? std::max<std::size_t>(parts - 1, 2) : 2;
        reduced = true;
      }
    if (reduced) continue;
    if (parts >= size) break;
    parts = std::min(size, parts * 2);
  }
  return cases;
}

bool Shrinker::smaller_cases(std::vector<std::string>& cases) {
  const Shape shape = shape_of(options_.problem);
  bool changed = false;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    std::vector<std::string> candidate = cases;
    if (*shape.name) {
      const int now = std::atoi(cases[k].c_str());
      for (int v = shape.lo; v < now; ++v) {
        candidate[k] = std::to_string(v);
        if (fails(candidate)) {
          cases = candidate;
          changed = true;
          break;
        }
      }
      continue;
    }
    Board board = board_in(cases[k]);
    if (board.empty()) continue;
    const std::string moves = solution(cases[k]);
    std::vector<std::string> path{cases[k]};  // path[t]: after the first t moves
    for (char m : moves) {
      rotation_rules::play(board, m - 'A');
      path.push_back(case_line(board));
    }
    for (std::size_t t = moves.size(); t > 0; --t) {
      candidate[k] = path[t];
      if (fails(candidate)) {
        cases = candidate;
        changed = true;
        break;
      }
    }
  }
  return changed;
}

std::string Shrinker::solution(const std::string& board) {
  const auto known = moves_.find(board);
  if (known != moves_.end()) return known->second;
  std::istringstream answer(rotation_answer({board}));
  std::string moves;
  std::getline(answer, moves);
  if (moves == "No moves needed") moves.clear();
  if (moves.find_first_not_of("ABCDEFGH") != std::string::npos)
    throw std::runtime_error("the suite's solver gave no moves for " + board);
  return moves_[board] = moves;
}

}  // namespace stress
