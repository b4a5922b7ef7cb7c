// run_watch.hpp: the watch over a started run (limited_run.hpp): the process
// tree polled every 10 ms for its CPU time, memory and processes, the wall
// clock, the files folder, the judge's stop; past a limit, all of it ended;
// at the end, anything it left behind ended too.
#pragma once

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "../sandbox/box.hpp"
#include "../sandbox/process_tree.hpp"
#include "../sandbox/unboxed.hpp"
#include "run_child.hpp"
#include "run_types.hpp"

namespace limited {

struct Watched {
  std::chrono::steady_clock::time_point start;
  int wstatus = 0;  // the child's (bubblewrap's, or the keeper's)
  rusage usage{};   // the child's and those it reaped
};

// Watches the run started as `pid` until it ends or is ended; fills the
// measures and the limits passed of `o`.
inline Watched watch(const Run& run, const Launch& l, pid_t pid, Outcome& o) {
  const Limits& limits = run.limits;
  Watched w;
  w.start = std::chrono::steady_clock::now();
  std::map<pid_t, ProcessInfo> last;  // the tree as last seen
  std::vector<std::string> tmpfs{"/tmp", "/dev/shm"};
  if (run.box && l.files) tmpfs.push_back(run.folder);
  long last_pss = 0;  // the previous poll's sum
  const long keepers = run.box ? 2 : 1;  // bubblewrap and box_init; or none (the command itself counts)
  for (int poll = 0;; ++poll) {
    if (wait4(pid, &w.wstatus, WNOHANG, &w.usage) == pid) break;
    o.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - w.start).count();
    if (limits.seconds > 0 && poll % 5 == 0) {  // the tree, every 10 ms
      last = tree_of(pid);
      double cpu = 0;
      long pss = 0, tasks = 0;
      for (const auto& p : last) {
        cpu += p.second.cpu;  // the keeper's: those it reaped
        if (!run.box && p.first == pid) continue;  // the keeper, a copy of the judge, is not the command
        pss += p.second.pss_kb, tasks += p.second.threads;
        o.peak_kb = std::max(o.peak_kb, p.second.peak_kb);
      }
      if (run.box) pss += std::max(0L, tmpfs_kb(last, tmpfs) - static_cast<long>(l.in_tmp / 1024));
      o.cpu = std::max(o.cpu, cpu);
      // The sum over two polls in a row: a fork between reading the parent and
      // its children would count their shared pages twice once.
      o.peak_kb = std::max(o.peak_kb, std::min(pss, last_pss));
      last_pss = pss;
      o.over_cpu = o.cpu > limits.seconds;
      o.over_wall = o.wall > 2 * limits.seconds + 1;
      o.over_memory = o.peak_kb > limits.memory_kb;
      o.at_process_cap = o.at_process_cap || (run.box && tasks - keepers + 1 > run.box->processes);
      if (run.box && l.files && limits.output_kb > 0 && tmpfs_kb(last, {run.folder}) >= limits.output_kb + l.put_kb)
        o.over_output = true;  // its files folder is full
    }
    if (l.files && !run.box && poll % 25 == 0 && folder_bytes(run.folder) > l.out_limit) o.over_output = true;
    o.stopped = stop_signal != 0;
    if (o.over_cpu || o.over_wall || o.over_memory || o.over_output || o.stopped) {
      if (!run.box) kill(pid, SIGTERM);  // the keeper ends it all and reports
      else kill(-pid, SIGKILL);
      for (const auto& p : last)  // those that left its group too
        if (p.first != pid) kill(p.first, SIGKILL);
      for (int waited = 0;; ++waited) {
        const pid_t ended = wait4(pid, &w.wstatus, run.box ? 0 : WNOHANG, &w.usage);
        if (ended == pid || (ended < 0 && errno == ECHILD)) break;
        if (waited == 1000) kill(pid, SIGKILL);  // a keeper stopped by the command (SIGSTOP): 2 s, then it ends too
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
      }
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  kill(-pid, SIGKILL);  // anything it left behind in its group
  for (const auto& p : last) kill(p.first, SIGKILL);
  Orphans::all().ended(pid);
  Orphans::all().kill_all();  // and anything that left its group and was handed back here
  return w;
}

}  // namespace limited
