// schedstat.hpp: what the scheduler says of a thread (/proc's schedstat):
// its time on a CPU and its wait for one, in nanoseconds. The watch reads
// it for a run's CPU time finer than stat's clock ticks, for the time its
// threads waited for a CPU (a busy machine's, not the run's), and for the
// judge's own relay thread's time (judge/interact.cpp).
#pragma once

#include <dirent.h>
#include <sys/types.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "limited/process_tree.hpp"

namespace limited {

// A thread's schedstat (/proc/PID/task/TID/schedstat, or a process's first
// thread's, /proc/PID/schedstat): "ON_CPU_NS RUN_DELAY_NS SLICES", in
// seconds; false where it cannot be read (gone, or no schedstats).
struct Schedstat {
  double on_cpu = 0, waited = 0;  // on a CPU; waiting for one
};
inline bool read_schedstat(const std::string& path, Schedstat& s) {
  unsigned long long on_cpu = 0, waited = 0;
  if (std::sscanf(proc_text(path).c_str(), "%llu %llu", &on_cpu, &waited) != 2) return false;
  s.on_cpu = static_cast<double>(on_cpu) / 1e9, s.waited = static_cast<double>(waited) / 1e9;
  return true;
}

// What the scheduler shows of process `pid`'s threads (/proc/PID/task/TID/
// stat and schedstat): whether one of them can run now (state R: on a CPU,
// or waiting for one), into `runnable`; and how long each has waited for a
// CPU (schedstat's run_delay, in seconds), into `ready` by thread (its TID
// and its start, as a process is known in ProcessInfo). Threads gone are
// left as last seen.
inline void scheduled(pid_t pid, std::map<std::pair<pid_t, unsigned long long>, double>& ready, bool& runnable) {
  const std::string tasks = "/proc/" + std::to_string(pid) + "/task";
  DIR* dir = opendir(tasks.c_str());
  if (!dir) return;
  for (dirent* e; (e = readdir(dir)) != nullptr;) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
    const std::string task = tasks + "/" + e->d_name;
    const std::string stat = proc_text(task + "/stat");
    const std::size_t close = stat.rfind(')');  // "TID (name) STATE ..."
    if (close == std::string::npos || close + 2 >= stat.size()) continue;
    std::istringstream fields(stat.substr(close + 2));
    std::vector<std::string> f;
    for (std::string w; f.size() < 20 && fields >> w;) f.push_back(w);
    if (f.size() < 20) continue;
    runnable = runnable || f[0] == "R";
    Schedstat s;
    if (read_schedstat(task + "/schedstat", s))
      ready[{static_cast<pid_t>(std::atol(e->d_name)), std::strtoull(f[19].c_str(), nullptr, 10)}] = s.waited;
  }
  closedir(dir);
}

// The CPU seconds of the one-threaded process `pid` alone: schedstat's, in
// nanoseconds (stat's are whole clock ticks, 10 ms, as much as a small
// limit), else stat's; 0 when it is gone.
inline double own_cpu_of(pid_t pid) {
  Schedstat s;
  if (read_schedstat("/proc/" + std::to_string(pid) + "/schedstat", s)) return s.on_cpu;
  ProcessInfo p;
  return read_stat(pid, p) ? p.own_cpu : 0;
}

// The seconds the judge's own thread `tid` was busy: on a CPU or waiting
// for one (schedstat); 0 for none, or once it is gone.
inline double judge_thread_busy(int tid) {
  Schedstat s;
  return tid > 0 && read_schedstat("/proc/self/task/" + std::to_string(tid) + "/schedstat", s) ? s.on_cpu + s.waited : 0;
}

}  // namespace limited
