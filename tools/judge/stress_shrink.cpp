// stress_shrink.cpp: the shrinking (stress_shrink.hpp).
#include "judge/stress_shrink.hpp"

#include <algorithm>
#include <filesystem>

#include "judge/ddmin.hpp"
#include "judge/files.hpp"
#include "judge/stress_cases.hpp"
#include "puzzles/puzzle.hpp"

namespace judge::stress {

namespace fs = std::filesystem;

Graded Shrinker::run(const std::vector<std::string>& cases) {
  if (time_up_()) throw OutOfTime();
  const Graded g = hooks_.grade("shrink", input_of(options_.problem, cases), expected_(cases));
  if (g.verdict == Verdict::STOP || hooks_.stop_signal() != 0) throw Stopped();
  ++tests_;
  tick_(*this);
  return g;
}

bool Shrinker::fails(const std::vector<std::string>& cases) {
  const std::string input = input_of(options_.problem, cases);
  const auto seen = seen_.find(input);
  if (seen != seen_.end()) return seen->second;
  Graded g = run(cases);
  if (g.verdict != Verdict::AC) {
    const Graded again = run(cases);  // its files are this run's
    if (again.verdict == Verdict::AC) ++not_repeated_;
    g = again;
  }
  graded_[input] = g;
  const bool failed = g.verdict != Verdict::AC;
  if (failed) {
    keep_as_smallest(options_.folder, g);
    best_ = cases, verdict_ = g.verdict, detail_ = g.detail;
  }
  return seen_[input] = failed;
}

bool Shrinker::alone(std::size_t k, Graded& run) const {
  const auto at = graded_.find(input_of(options_.problem, {best_[k]}));
  if (at == graded_.end()) return false;
  run = at->second;
  return true;
}

void keep_as_smallest(const std::string& folder, const Graded& graded) {
  for (const char* ext : {".in", ".ans", ".out", ".err", ".check"}) {
    const fs::path to = fs::path(folder) / (std::string("smallest") + ext);
    std::error_code ec;
    if (fs::exists(graded.base + ext, ec)) fs::copy_file(graded.base + ext, to, fs::copy_options::overwrite_existing);
    else if (std::string(ext) == ".check")  // the verdict came before any checker (TLE, RE, ...)
      judge::write_file(to, judge::said_with(graded.verdict, graded.detail) + " (no checker ran)\n");
    else fs::remove(to, ec);
  }
}

void Shrinker::fewest() {
  // fails() keeps each failing list as best_; ddmin ends on the last of them.
  best_ = ddmin(best_, [&](const std::vector<std::string>& cases) { return fails(cases); });
}

bool Shrinker::smaller_cases() {
  const puzzles::Behaviour& behaviour = puzzles::behaviour(options_.problem);
  bool changed = false;
  for (std::size_t k = 0; k < best_.size(); ++k) {
    bool found = false;
    for (const std::vector<std::string>& group : behaviour.smaller(best_[k]))
      if ((found = one_of(k, group))) break;
    // A group that passed cleared none of its cases where the failure
    // depends on the cases around them: those one step smaller, alone.
    for (const std::string& nearer : found ? std::vector<std::string>() : behaviour.one_step_smaller(best_[k])) {
      std::vector<std::string> candidate = best_;
      candidate[k] = nearer;
      if ((found = fails(candidate))) break;
    }
    changed = changed || found;
  }
  return changed;
}

bool Shrinker::one_of(std::size_t k, const std::vector<std::string>& boards) {
  const std::size_t most = static_cast<std::size_t>(shape_of(options_.problem).most_cases);  // boards a file, as the judges give them
  const std::size_t others = best_.size() - 1, room = others < most ? most - others : 1;
  for (std::size_t at = 0; at < boards.size(); at += room) {
    const std::vector<std::string> group(boards.begin() + static_cast<long>(at),
                                         boards.begin() + static_cast<long>(std::min(boards.size(), at + room)));
    if (in_group(k, group)) return true;
  }
  return false;
}

bool Shrinker::in_group(std::size_t k, const std::vector<std::string>& group) {
  if (group.size() == 1) {
    std::vector<std::string> candidate = best_;
    candidate[k] = group[0];
    return fails(candidate);
  }
  std::vector<std::string> together(best_.begin(), best_.begin() + static_cast<long>(k));
  together.insert(together.end(), group.begin(), group.end());
  together.insert(together.end(), best_.begin() + static_cast<long>(k) + 1, best_.end());
  const std::string input = input_of(options_.problem, together);
  const auto seen = groups_.find(input);
  const bool failed = seen != groups_.end() ? seen->second : (groups_[input] = run(together).verdict != Verdict::AC);
  if (!failed) return false;  // none of them fails here
  const std::size_t half = group.size() / 2;
  return in_group(k, std::vector<std::string>(group.begin(), group.begin() + static_cast<long>(half))) ||
         in_group(k, std::vector<std::string>(group.begin() + static_cast<long>(half), group.end()));
}

}  // namespace judge::stress
