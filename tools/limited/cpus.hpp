// cpus.hpp: the CPUs that runs are pinned to. Each run of the solution is
// pinned to one CPU (its processes and threads, all it starts), as DOMjudge
// pins its judges, so that its time is not spread over the caches of several
// cores, nor taken by moves between them; with -j N, job t's runs on the t-th
// CPU of those the judge may use (a CPU a job while there are enough). The
// list starts at the CPU the judge was first seen on: two judges started side
// by side tend to be on different CPUs, and so do their runs.
#pragma once

#include <sched.h>

#include <algorithm>
#include <string>
#include <vector>

namespace limited {

// The CPUs the judge may use (its affinity), the one it was first seen on first.
inline const std::vector<int>& usable_cpus() {
  static const std::vector<int> cpus = [] {
    std::vector<int> all;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0)
      for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &set)) all.push_back(c);
    const auto here = std::find(all.begin(), all.end(), sched_getcpu());
    if (here != all.end()) std::rotate(all.begin(), here, all.end());
    return all;
  }();
  return cpus;
}

// The CPU of job `job`'s runs, or -1 where none can be named.
inline int cpu_of_job(int job) {
  const std::vector<int>& cpus = usable_cpus();
  return cpus.empty() ? -1 : cpus[static_cast<std::size_t>(job) % cpus.size()];
}

// The pinning in words, for `jobs` jobs: "each run pinned to CPU 1", "each
// job's runs pinned to a CPU of its own (CPUs 1, 0)", or where there are more
// jobs than CPUs, which share them.
inline std::string pinning_words(int jobs) {
  const std::vector<int>& cpus = usable_cpus();
  if (cpus.empty()) return "runs not pinned to a CPU (the judge's own CPUs cannot be read)";
  if (jobs <= 1) return "each run pinned to CPU " + std::to_string(cpus[0]);
  std::string list;
  const std::size_t used = std::min(cpus.size(), static_cast<std::size_t>(jobs));
  for (std::size_t i = 0; i < used; ++i) list += (i ? ", " : "") + std::to_string(cpus[i]);
  return static_cast<std::size_t>(jobs) <= cpus.size()
             ? "each job's runs pinned to a CPU of its own (CPUs " + list + ")"
             : "each job's runs pinned to a CPU, " + std::to_string(jobs) + " jobs sharing " +
                   std::to_string(cpus.size()) + (cpus.size() == 1 ? " CPU (" : " CPUs (") + list + ")";
}

}  // namespace limited
