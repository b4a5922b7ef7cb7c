// run_watch.hpp: the watch over a started run (limited/run.hpp): the process
// tree polled every 10 ms for its CPU time, memory and processes, the wall
// clock, the files folder, the judge's stop; past a limit, all of it ended;
// at the end, anything it left behind ended too.
#pragma once

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "limited/cgroup.hpp"
#include "limited/kept_box.hpp"
#include "limited/process_tree.hpp"
#include "limited/unboxed.hpp"
#include "run_child.hpp"
#include "run_types.hpp"

namespace limited {

struct Watched {
  std::chrono::steady_clock::time_point start;
  int wstatus = 0;     // without the box: the keeper's
  rusage usage{};      // without the box: the keeper's and those it reaped
  std::string report;  // in the box: the run's init's ("WSTATUS TAKEN KB CPU_US PEAK_KB", or "error ...")
};

// The kernel memory an inode of the run's tmpfs costs (its inode and dentry),
// counted for each, and what a pipe may hold (16 pages: F_SETPIPE_SZ is refused).
constexpr long kInodeKb = 1, kPipeKb = 64;

// The memory and CPU of a run in the box without a cgroup, sampled from the
// process tree: the PSS of its processes, each page once, but the pages of
// the run's tmpfs files that they map (counted with the tmpfs), plus their
// page tables; what the run's tmpfs mounts hold, and their inodes; the pipes
// held open. The solution's files are not the run's: mapped, their pages
// count in the PSS like any other file's. CPU: each process's own time as
// last seen, those the kernel reaped itself too.
//
// What it cannot see: a process that lives and ends between two polls (its
// CPU, when the kernel reaps it itself; its memory), memory held for less
// than two polls, and the kernel's own memory for mappings.
//
// Its cost is bounded: the full reads (smaps_rollup, and smaps where a
// process maps shared memory) walk every mapping, which a run can make
// slow; each waits nine times as long as the last one took, so they take
// at most a tenth of the time, and none runs past the wall limit.
class Sample {
 public:
  Sample(const Run& run, const Launch& l) : run_(run), tmpfs_{"/tmp", "/dev/shm"} {
    if (l.files) tmpfs_.push_back(run.folder);
  }

  // Reads the tree `root`'s processes (`last`); the memory in use now (KB).
  long memory_kb(pid_t root, std::map<pid_t, ProcessInfo>& last, Outcome& o,
                 std::chrono::steady_clock::time_point deadline) {
    const auto began = std::chrono::steady_clock::now();
    const bool full = began >= next_full_;  // every process read in full; else only those not read before
    last = tree_of(root, Memory::kStatus, deadline);
    const TmpfsUse use = tmpfs_use(last, tmpfs_);
    bool read_any = false;
    std::set<unsigned long> pipes;
    for (auto& p : last) {
      ProcessInfo& i = p.second;
      if ((!full && pss_kb_.count(p.first)) || std::chrono::steady_clock::now() > deadline) continue;
      read_rollup(p.first, i);
      long pss = i.pss_kb;
      if (i.shmem_kb > 1024) {  // it maps shared memory: the run's tmpfs files are counted as the tmpfs's
        const SmapsPss s = smaps_pss(p.first, use.devices, deadline);
        if (s.read) pss = s.kb - s.on_devices_kb;
      }
      pss_kb_[p.first] = pss;
      if (full) pipes_of(p.first, pipes);
      read_any = true;
    }
    if (full) pipes_ = static_cast<long>(pipes.size());
    if (read_any) {
      const auto now = std::chrono::steady_clock::now();
      next_full_ = std::max(next_full_, now + 9 * (now - began));
    }
    long kb = 0;
    for (const auto& p : last) {
      const ProcessInfo& i = p.second;
      const auto seen = pss_kb_.find(p.first);
      kb += (seen != pss_kb_.end() ? seen->second : i.pss_kb) + i.page_tables_kb;  // between full reads, as last seen
      o.peak_kb = std::max(o.peak_kb, i.peak_kb + i.page_tables_kb);
      own_cpu_[{p.first, i.start}] = i.own_cpu;
    }
    kb += pipes_ * kPipeKb;
    if (use.seen) {
      kb += use.kb + use.inodes * kInodeKb;
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
  std::vector<std::string> tmpfs_;
  std::map<pid_t, long> pss_kb_;
  std::map<std::pair<pid_t, unsigned long long>, double> own_cpu_;
  long pipes_ = 0;
  bool tmpfs_seen_ = false;
  std::chrono::steady_clock::time_point next_full_;
};

// Waits up to 2 ms, or until `fd` is readable (a pidfd: its process has
// ended; the run's socket: its init has reported or ended); -1: the 2 ms.
inline void pause_unless_ready(int fd) {
  if (fd >= 0 && readable(fd, 2)) return;
  if (fd < 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));
}

// Reads what the run's init says until it has ended (its socket closed):
// its report, if it made one.
inline void read_report(int socket, std::string& report) {
  for (int waited = 0; waited < 30000; ++waited) {  // a minute at the most: its exit is the kernel's
    if (!readable(socket, 2)) continue;
    char buffer[512];
    const ssize_t n = recv(socket, buffer, sizeof buffer, MSG_DONTWAIT);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) return;
    if (n > 0) report.append(buffer, static_cast<std::size_t>(n));
  }
}

// Watches the run whose processes descend from `root` until it ends or is
// ended; fills the measures and the limits passed of `o`. In the box,
// `socket` is the run's (its init's report, and its end), `root` the run's
// init, and its cgroup (`group`) counts its memory, CPU and processes where
// one was made, else Sample does; without it, `root` is the keeper.
inline Watched watch(const Run& run, const Launch& l, const Cgroup& group, pid_t root, int socket, Outcome& o,
                     const Cgroup* box_group = nullptr) {
  const Limits& limits = run.limits;
  const bool boxed = run.box != nullptr;
  Watched w;
  w.start = std::chrono::steady_clock::now();
  // Past the wall limit (see below), no reading goes on.
  const auto deadline = limits.seconds > 0 ? w.start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                           std::chrono::duration<double>(2 * limits.seconds + 1))
                                           : std::chrono::steady_clock::time_point::max();
  std::map<pid_t, ProcessInfo> last;  // the tree as last seen
  Sample sample(run, l);
  long last_kb = 0;  // the previous poll's memory
  // What the cgroup says: the memory in use now (KB); its CPU, its verdicts.
  // The solution's files are the box's (charged to the box's group): those
  // of their pages that the run maps count too, as the box's group sees
  // them mapped beyond what its keeper maps.
  const long long box_mapped = box_group ? box_group->mapped_kb() : 0;
  const auto counted = [&](const Cgroup::Reading& r) {
    o.cpu = std::max(o.cpu, r.cpu);
    o.over_memory = o.over_memory || r.oom_killed;
    o.at_process_cap = o.at_process_cap || r.at_process_cap;
    const long long files = box_group ? std::max(0LL, box_group->mapped_kb() - box_mapped) : 0;
    return static_cast<long>(r.memory_kb + files);
  };
#ifdef SYS_pidfd_open
  const int pidfd = boxed ? -1 : static_cast<int>(syscall(SYS_pidfd_open, root, 0));  // readable once it has ended
#else
  const int pidfd = -1;
#endif
  const int wake = boxed ? socket : pidfd;
  for (int poll = 0;; ++poll) {
    if (boxed ? readable(socket, 0) : wait4(root, &w.wstatus, WNOHANG, &w.usage) == root) break;
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
      } else if (boxed) {
        kb = sample.memory_kb(root, last, o, deadline);
        cpu = sample.cpu();
      } else {
        last = tree_of(root, Memory::kAll, deadline);
        for (const auto& p : last)
          if (p.first != root) {  // the keeper is not the command
            kb += p.second.pss_kb;
            o.peak_kb = std::max(o.peak_kb, p.second.peak_kb);
          }
      }
      if (!group.made()) {  // else the cgroup has counted them
        double tree_cpu = 0;
        for (const auto& p : last) {
          tree_cpu += p.second.cpu;  // each its own and what it reaped: every ended process once
          if (boxed) tasks += p.second.threads;
        }
        cpu = std::max(cpu, tree_cpu);
      }
      o.cpu = std::max(o.cpu, cpu);
      // Over two polls in a row: a fork between reading the parent and its
      // children would count their shared pages twice once.
      o.peak_kb = std::max(o.peak_kb, group.made() ? kb : std::min(kb, last_kb));
      last_kb = kb;
      o.over_cpu = o.cpu > limits.seconds;
      // Wall time past twice the limit and a second, while it mostly waits (a
      // program waiting for input); one that computes, on a busy machine, runs
      // on to its CPU limit (at most ten times the limit and ten seconds).
      o.over_wall = o.wall > 2 * limits.seconds + 1 && (o.cpu < o.wall / 4 || o.wall > 10 * limits.seconds + 10);
      o.over_memory = o.over_memory || o.peak_kb > limits.memory_kb;
      // The run's init is one of them (tasks - 1 the solution's).
      o.at_process_cap = o.at_process_cap || (boxed && tasks - 1 >= run.box->processes);
      if (boxed && l.files && limits.output_kb > 0 && tmpfs_kb(last, {run.folder}) >= limits.output_kb + l.put_kb)
        o.over_output = true;  // its files folder is full
    }
    if (l.files && !boxed && poll % 25 == 0 && folder_bytes(run.folder) > l.out_limit) o.over_output = true;
    o.stopped = stop_signal != 0;
    if (o.over_cpu || o.over_wall || o.over_memory || o.over_output || o.stopped) {
      if (boxed) {
        kill(root, SIGKILL);  // the run's init: the kernel ends the rest of its PID namespace
        for (const auto& p : last)
          if (p.first != root) kill(p.first, SIGKILL);
        break;
      }
      kill(root, SIGTERM);  // the keeper ends it all and reports
      for (const auto& p : last)  // those that left its group too
        if (p.first != root) kill(p.first, SIGKILL);
      for (int waited = 0;; ++waited) {
        const pid_t ended = wait4(root, &w.wstatus, WNOHANG, &w.usage);
        if (ended == root || (ended < 0 && errno == ECHILD)) break;
        if (waited == 1000) kill(root, SIGKILL);  // a keeper stopped by the command (SIGSTOP): 2 s, then it ends too
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
      }
      break;
    }
    pause_unless_ready(wake);
  }
  if (pidfd >= 0) close(pidfd);
  if (boxed) {
    read_report(socket, w.report);
  } else {
    kill(-root, SIGKILL);  // anything it left behind in its group
    for (const auto& p : last) kill(p.first, SIGKILL);
    Orphans::all().ended(root);
    Orphans::all().kill_all();  // and anything that left its group and was handed back here
  }
  if (group.made()) {  // the last word: all it used
    o.peak_kb = std::max(o.peak_kb, counted(group.read()));
  } else if (boxed) {
    o.cpu = std::max(o.cpu, sample.cpu());
  }
  return w;
}

}  // namespace limited
