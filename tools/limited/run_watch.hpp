// run_watch.hpp: the watch over a started run (limited/run.hpp): the process
// tree polled every 10 ms for its CPU time, memory and processes, the wall
// clock, the files folder, the judge's stop; past a limit, all of it ended;
// at the end, anything it left behind ended too.
#pragma once

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <map>
#include <set>
#include <utility>
#include <string>
#include <thread>
#include <vector>

#include "sandbox/box.hpp"
#include "limited/process_tree.hpp"
#include "limited/unboxed.hpp"
#include "cgroup.hpp"
#include "run_child.hpp"
#include "run_types.hpp"

namespace limited {

struct Watched {
  std::chrono::steady_clock::time_point start;
  int wstatus = 0;  // the child's (bubblewrap's, or the keeper's)
  rusage usage{};   // the child's and those it reaped
};

// The kernel memory an inode of the box's tmpfs costs (its inode and dentry),
// counted for each, and what a pipe may hold (16 pages: F_SETPIPE_SZ is refused).
constexpr long kInodeKb = 1, kPipeKb = 64;

// The memory and CPU of a run in the box without a cgroup, sampled from the
// process tree: the PSS of its processes, each page once, but the tmpfs files
// they map (counted with the tmpfs), plus their page tables; what the box's
// tmpfs mounts hold, and their inodes; the pipes held open. CPU: each
// process's own time as last seen, those the kernel reaped itself too.
class Sample {
 public:
  Sample(const Run& run, const Launch& l) : run_(run), l_(l), tmpfs_{"/tmp", "/dev/shm"} {
    if (l.files) tmpfs_.push_back(run.folder);
  }

  // Reads the tree `pid`'s processes (`last`); the memory in use now (KB).
  long memory_kb(pid_t pid, std::map<pid_t, ProcessInfo>& last, Outcome& o) {
    // smaps_rollup walks a process's page tables: where that is slow (a
    // sparse mapping of its own making), it is read less often.
    const bool full = polls_++ % every_ == 0;
    const auto began = std::chrono::steady_clock::now();
    last = tree_of(pid, full ? Memory::kAll : Memory::kStatus);
    if (full) {
      const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
      every_ = std::min(50, 1 + static_cast<int>(took / 0.002));
    }
    long kb = 0;
    std::set<unsigned long> pipes;
    for (const auto& p : last) {
      const ProcessInfo& i = p.second;
      if (full)  // its PSS but the tmpfs files it maps, counted as the tmpfs's
        pss_kb_[p.first] = i.pss_kb - (i.shmem_kb > 1024 ? std::min(i.pss_kb, tmpfs_mapped_kb(p.first, tmpfs_)) : 0);
      kb += pss_kb_[p.first] + i.page_tables_kb;  // between full reads, as last seen
      o.peak_kb = std::max(o.peak_kb, i.peak_kb + i.page_tables_kb);
      pipes_of(p.first, pipes);
      own_cpu_[{p.first, i.start}] = i.own_cpu;
    }
    kb += static_cast<long>(pipes.size()) * kPipeKb;
    const TmpfsUse use = tmpfs_use(last, tmpfs_);
    if (use.seen) {
      kb += std::max(0L, use.kb - static_cast<long>(l_.in_tmp / 1024)) + use.inodes * kInodeKb;
      tmpfs_seen_ = true;
    } else if (use.unreadable && tmpfs_seen_) {  // made unreadable: counted as full
      kb += static_cast<long>(tmpfs_.size()) * std::max(run_.limits.memory_kb, 1L);
    }
    return kb;
  }

  // The CPU seconds of every process seen, each by its own time when last seen.
  double cpu() const {
    double sum = 0;
    for (const auto& c : own_cpu_) sum += c.second;
    return sum;
  }

 private:
  const Run& run_;
  const Launch& l_;
  std::vector<std::string> tmpfs_;
  std::map<pid_t, long> pss_kb_;
  std::map<std::pair<pid_t, unsigned long long>, double> own_cpu_;
  bool tmpfs_seen_ = false;
  int polls_ = 0, every_ = 1;
};

// Waits up to 2 ms, or until the process that `pidfd` holds ends (-1: the 2 ms).
inline void pause_unless_ended(int pidfd) {
  if (pidfd >= 0) {
    pollfd ended = {pidfd, POLLIN, 0};
    if (poll(&ended, 1, 2) >= 0) return;
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
}

// Watches the run started as `pid` until it ends or is ended; fills the
// measures and the limits passed of `o`. In the box, its cgroup (`group`)
// counts its memory, CPU and processes where one was made; else Sample does.
inline Watched watch(const Run& run, const Launch& l, const Cgroup& group, pid_t pid, Outcome& o) {
  const Limits& limits = run.limits;
  Watched w;
  w.start = std::chrono::steady_clock::now();
  std::map<pid_t, ProcessInfo> last;  // the tree as last seen
  std::map<std::pair<pid_t, unsigned long long>, double> ready;  // each thread's wait for a CPU, as last seen
  Sample sample(run, l);
  long last_kb = 0;  // the previous poll's memory
  const long keepers = run.box ? 2 : 1;  // bubblewrap and box_init; or none (the command itself counts)
  // What the cgroup says: the memory in use now (KB, the box's own files left out); its CPU, its verdicts.
  const auto counted = [&](const Cgroup::Reading& r) {
    o.cpu = std::max(o.cpu, r.cpu);
    o.over_memory = o.over_memory || r.oom_killed;
    o.at_process_cap = o.at_process_cap || r.at_process_cap;
    return static_cast<long>(r.memory_kb) - static_cast<long>(l.in_box / 1024);
  };
#ifdef SYS_pidfd_open
  const int pidfd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));  // readable once it has ended
#else
  const int pidfd = -1;
#endif
  for (int poll = 0;; ++poll) {
    if (wait4(pid, &w.wstatus, WNOHANG, &w.usage) == pid) break;
    o.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - w.start).count();
    if (limits.seconds > 0 && poll % 5 == 0) {  // every 10 ms
      long kb = 0, tasks = 0;
      double cpu = 0;
      if (group.made()) {  // a handful of the cgroup's files, not the whole of /proc
        last.clear();
        for (pid_t p : group.processes()) last[p] = ProcessInfo{};
        const Cgroup::Reading r = group.read();
        kb = counted(r);
        tasks = r.tasks;
      } else if (run.box) {
        kb = sample.memory_kb(pid, last, o);
        cpu = sample.cpu();
      } else {
        last = tree_of(pid);
        for (const auto& p : last)
          if (p.first != pid) {  // the keeper, a copy of the judge, is not the command
            kb += p.second.pss_kb;
            o.peak_kb = std::max(o.peak_kb, p.second.peak_kb);
          }
      }
      if (!group.made()) {  // else the cgroup has counted them
        double tree_cpu = 0;
        for (const auto& p : last) {
          tree_cpu += p.second.cpu;  // each its own and what it reaped: every ended process once
          if (run.box || p.first != pid) tasks += p.second.threads;
        }
        cpu = std::max(cpu, tree_cpu);
      }
      o.cpu = std::max(o.cpu, cpu);
      // Over two polls in a row: a fork between reading the parent and its
      // children would count their shared pages twice once.
      o.peak_kb = std::max(o.peak_kb, group.made() ? kb : std::min(kb, last_kb));
      last_kb = kb;
      o.over_cpu = o.cpu > limits.seconds;
      // Wall time past twice the limit and a second while it sleeps (a
      // program waiting for input): no thread can run now, and its CPU time
      // and its time waiting for a CPU together are under a quarter of the
      // wall time. One that computes on a busy machine waits for a CPU, not
      // for input, and runs on to its CPU limit. At most ten times the limit
      // and ten seconds of wall time not spent waiting for a CPU.
      if (o.wall > 2 * limits.seconds + 1) {
        bool runnable = false;
        for (const auto& p : last) scheduled(p.first, ready, runnable);
        o.ready = 0;
        for (const auto& r : ready) o.ready += r.second;
        o.over_wall = (!runnable && o.cpu + o.ready < o.wall / 4) || o.wall - o.ready > 10 * limits.seconds + 10;
      }
      o.over_memory = o.over_memory || o.peak_kb > limits.memory_kb;
      o.at_process_cap = o.at_process_cap || (run.box && tasks - keepers + 1 > run.box->processes);
      if (run.box && l.files && limits.output_kb > 0 && tmpfs_kb(last, {run.folder}) >= limits.output_kb + l.put_kb)
        o.over_output = true;  // its files folder is full
    }
    if (l.files && !run.box && poll % 25 == 0 && folder_bytes(run.folder) > l.out_limit) o.over_output = true;
    o.stopped = stop_signal != 0;
    o.out_of_time = run.deadline != std::chrono::steady_clock::time_point{} && std::chrono::steady_clock::now() >= run.deadline;
    if (o.over_cpu || o.over_wall || o.over_memory || o.over_output || o.stopped || o.out_of_time) {
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
    pause_unless_ended(pidfd);
  }
  if (pidfd >= 0) close(pidfd);
  kill(-pid, SIGKILL);  // anything it left behind in its group
  for (const auto& p : last) kill(p.first, SIGKILL);
  Orphans::all().ended(pid);
  Orphans::all().kill_all();  // and anything that left its group and was handed back here
  if (group.made()) {  // the last word: all it used
    o.peak_kb = std::max(o.peak_kb, counted(group.read()));
  } else if (run.box) {
    o.cpu = std::max(o.cpu, sample.cpu());
  }
  return w;
}

}  // namespace limited
