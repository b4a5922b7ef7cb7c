// stress_loop.hpp: what the two stress loops (stress.cpp's run(), the
// suite's puzzles; stress_any.cpp's run_any(), any problem) share of their
// runs: the random runs until one fails, and removing a test's files.
// Not for other callers: stress.hpp is the module's face.
#pragma once

#include <cstdio>
#include <exception>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "judge/stress.hpp"
#include "judge/stress_report.hpp"
#include "judge/stress_shrink.hpp"
#include "judge/text.hpp"

namespace judge::stress {

// Removes the files (and folders) of the runs and the shrinking, base + ".*".
inline void remove_test_files(const Options& options, const std::string& base) {
  namespace fs = std::filesystem;
  const std::string prefix = fs::path(base).filename().string() + ".";
  std::error_code ec;
  std::vector<fs::path> found;
  for (const fs::directory_entry& e : fs::directory_iterator(options.folder, ec))
    if (e.path().filename().string().rfind(prefix, 0) == 0) found.push_back(e.path());
  for (const fs::path& p : found) fs::remove_all(p, ec);
}

// The random runs, seed after seed from options.seed, until one fails, the
// budget ends or a signal stops the judge. `one(seed, blamed)` makes the
// seed's input, runs and grades it; where a helper fails it sets `blamed`
// to blamed()'s status instead, and the runs end there.
template <class One>
RandomRuns random_runs(const Options& options, const Hooks& hooks, Clock& clock, One one) {
  RandomRuns r;
  try {
    for (; (options.runs == 0 || r.done < options.runs) && !clock.time_up(); ++r.done) {
      const unsigned long long seed = options.seed + static_cast<unsigned long long>(r.done);
      const Graded v = one(seed, r.blamed);
      if (r.blamed >= 0) return r;
      if (v.verdict == Verdict::STOP || hooks.stop_signal() != 0) throw Stopped();
      if (clock.show_now())
        std::fprintf(stderr, "\r%s, seed %llu, %s ", judge::count_of(r.done + 1, "run").c_str(), options.seed,
                     seconds_text(clock.elapsed()).c_str());
      if (v.verdict != Verdict::AC) {
        r.failure = v, r.failed = true, r.failing_seed = seed, ++r.done;
        break;
      }
    }
  } catch (const Stopped&) {
    r.stopped = true;
  } catch (const OutOfTime&) {
    r.cut_short = true;
  } catch (const std::exception&) {  // a run of the judge's own, stopped by the signal, or its own failure
    if (hooks.stop_signal() == 0) throw;
    r.stopped = true;
  }
  clear_progress(clock.progress());
  return r;
}


}  // namespace judge::stress
