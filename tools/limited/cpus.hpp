// cpus.hpp: the CPU each run of the solution is pinned to. A run is pinned
// to one CPU (its processes and threads, all it starts), as DOMjudge pins
// its judges, so that its time is not spread over several cores' caches nor
// taken by moves between them. Which one is chosen as the run starts: the
// CPU its job (the judge's thread) is on then, where the scheduler has just
// found room; or, where another run of this judge holds that one, a CPU that
// none holds (with -j N, a CPU a job while there are enough). A CPU fixed
// for the judge's whole life would be shared by two judges started side by
// side, and the other left idle.
#pragma once

#include <sched.h>

#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace limited {

// The CPUs the judge may use (its affinity, as it started).
inline const std::vector<int>& usable_cpus() {
  static const std::vector<int> cpus = [] {
    std::vector<int> all;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0)
      for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &set)) all.push_back(c);
    return all;
  }();
  return cpus;
}

// The set of the one CPU `cpu`; of none where it is below 0.
inline cpu_set_t one_cpu(int cpu) {
  cpu_set_t one;
  CPU_ZERO(&one);
  if (cpu >= 0 && cpu < CPU_SETSIZE) CPU_SET(cpu, &one);
  return one;
}

// A CPU held for one run while this lives (above); -1 where none can be named.
class PinnedCpu {
 public:
  PinnedCpu() {
    const std::lock_guard<std::mutex> hold(lock());
    const int here = sched_getcpu();
    for (const int c : usable_cpus())  // the fewest runs of this judge on it; of those, here
      if (cpu_ < 0 || held()[c] < held()[cpu_] || (held()[c] == held()[cpu_] && c == here)) cpu_ = c;
    if (cpu_ >= 0) ++held()[cpu_];
  }
  ~PinnedCpu() {
    const std::lock_guard<std::mutex> hold(lock());
    if (cpu_ >= 0) --held()[cpu_];
  }
  PinnedCpu(const PinnedCpu&) = delete;
  PinnedCpu& operator=(const PinnedCpu&) = delete;
  int cpu() const { return cpu_; }

 private:
  static std::mutex& lock() {
    static std::mutex m;
    return m;
  }
  static std::map<int, int>& held() {  // runs of this judge on each CPU now
    static std::map<int, int> h;
    return h;
  }
  int cpu_ = -1;
};

// The pinning in words, for `jobs` jobs.
inline std::string pinning_words(int jobs) {
  const std::size_t cpus = usable_cpus().size();
  if (cpus == 0) return "runs not pinned to a CPU (the judge's own CPUs cannot be read)";
  const std::string n = std::to_string(jobs);
  return "each run pinned to one CPU, the one its job is on as it starts" +
         (jobs <= 1                                  ? std::string()
          : static_cast<std::size_t>(jobs) <= cpus ? ", a CPU a job"
                                                     : ", " + n + " jobs sharing " + std::to_string(cpus) + " CPUs");
}

}  // namespace limited
