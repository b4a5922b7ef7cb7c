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
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "limited/cgroup.hpp"
#include "limited/kept_box.hpp"
#include "limited/process_tree.hpp"
#include "limited/schedstat.hpp"
#include "limited/unboxed.hpp"
#include "run_child.hpp"
#include "run_types.hpp"

namespace limited {

struct Watched {
  std::chrono::steady_clock::time_point start;
  int wstatus = 0;     // without the box: the keeper's
  rusage usage{};      // without the box: the keeper's and those it reaped
  std::string report;  // in the box: the run's init's ("WSTATUS TAKEN KB CPU_US PEAK_KB AT_LIMIT SELF_US", or "error ...")
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
// last seen, those the kernel reaped itself too, but the run's init's own
// (`root`: its mounts, the test's files it unpacks), which is not the
// solution's.
//
// What it cannot see: a process that lives and ends between two polls (its
// CPU, when the kernel reaps it itself; its memory), memory held for less
// than two polls, and the kernel's own memory for mappings.
//
// Its cost is bounded: the full reads (smaps_rollup, and smaps where a
// process maps shared memory, and its descriptors) walk every mapping,
// which a run can make slow. A poll reads its cheap figures (stat, status)
// of every process, and in full a new process at once, the others in turn:
// at least one a poll, more while the poll has taken under 10 ms, and the
// next ones only after nine times as long as these took (a tenth of the
// time at most); none reads on past the wall limit, or once past it, for
// more than 10 ms.
class Sample {
 public:
  Sample(const Run& run, const Launch& l) : run_(run), tmpfs_{"/tmp", "/dev/shm"} {
    if (l.files) tmpfs_.push_back(run.folder);
  }

  // Reads the tree `root`'s processes (`last`); the memory in use now (KB).
  long memory_kb(pid_t root, std::map<pid_t, ProcessInfo>& last, Outcome& o,
                 std::chrono::steady_clock::time_point deadline) {
    using Clock = std::chrono::steady_clock;
    const auto began = Clock::now();
    // No reading runs on past the wall limit: one begun before ends there,
    // one begun after (a run that computes on, waiting for a CPU) within 10 ms.
    if (began >= deadline) deadline = began + std::chrono::milliseconds(10);
    last = tree_of(root, Memory::kStatus, deadline);
    const TmpfsUse use = tmpfs_use(last, tmpfs_);
    // Read in full this poll: those never read first, then, when the budget
    // allows, the longest unread; at least one, then until 10 ms have gone.
    std::vector<pid_t> order;
    for (const auto& p : last)
      if (!read_at_.count(p.first)) order.push_back(p.first);
    const std::size_t fresh = order.size();
    if (began >= next_full_) {
      for (const auto& p : last)
        if (read_at_.count(p.first)) order.push_back(p.first);
      std::sort(order.begin() + static_cast<std::ptrdiff_t>(fresh), order.end(),
                [&](pid_t a, pid_t b) { return read_at_[a] < read_at_[b]; });
    }
    const auto reads_began = Clock::now();
    for (std::size_t k = 0; k < order.size(); ++k) {
      const auto now = Clock::now();
      if (now > deadline || (k > 0 && now - began > std::chrono::milliseconds(10))) break;
      const pid_t pid = order[k];
      ProcessInfo i = last[pid];
      read_rollup(i.reader, i);
      long pss = i.pss_kb;
      if (i.shmem_kb > 1024) {  // it maps shared memory: the run's tmpfs files are counted as the tmpfs's
        const SmapsPss m = smaps_pss(i.reader, use.devices, deadline);
        if (m.read) pss = m.kb - m.on_devices_kb;
      }
      pss_kb_[pid] = pss;
      pipes_[pid].clear();
      pipes_of(i.reader, pipes_[pid]);
      read_at_[pid] = Clock::now();
    }
    if (!order.empty()) {
      const auto now = Clock::now();
      next_full_ = std::max(next_full_, now + 9 * (now - reads_began));
    }
    long kb = 0;
    std::set<unsigned long> pipes;
    for (const auto& p : last) {
      const ProcessInfo& i = p.second;
      const auto seen = pss_kb_.find(p.first);  // as last read; never read yet: its resident set but shared memory
      kb += (seen != pss_kb_.end() ? seen->second : std::max(0L, i.rss_kb - i.shmem_kb)) + i.page_tables_kb;
      o.peak_kb = std::max(o.peak_kb, i.peak_kb + i.page_tables_kb);
      if (p.first != root) own_cpu_[{p.first, i.start}] = i.own_cpu;
      const auto held = pipes_.find(p.first);
      if (held != pipes_.end()) pipes.insert(held->second.begin(), held->second.end());
    }
    kb += static_cast<long>(pipes.size()) * kPipeKb;
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
  std::map<pid_t, long> pss_kb_;  // as each process was last read in full
  std::map<pid_t, std::set<unsigned long>> pipes_;
  std::map<pid_t, std::chrono::steady_clock::time_point> read_at_;
  std::map<std::pair<pid_t, unsigned long long>, double> own_cpu_;
  bool tmpfs_seen_ = false;
  std::chrono::steady_clock::time_point next_full_;
};

// The seconds of a solution's wall time `wall`, at `now`, since its
// validator's busy time was last seen (`busy`, Run::excused), while the
// validator runs: all of it before it was first seen; 0 without one.
inline double unseen_of(const Busy* busy, double wall, std::chrono::steady_clock::time_point now) {
  if (!busy || busy->ended.load()) return 0;
  const auto at = busy->seen_at.load();
  if (at == 0) return wall;
  const std::chrono::steady_clock::time_point seen{std::chrono::steady_clock::duration(at)};
  return std::min(wall, std::max(0.0, std::chrono::duration<double>(now - seen).count()));
}

// Hears the run's init until it has reported, or ended (its socket
// closed), a minute at the most (its end is the kernel's once it is killed).
inline void hear_to_the_end(BoxedRun& b) {
  for (int waited = 0; waited < 30000 && !b.ended && b.report.empty(); ++waited) {
    hear(b);
    if (!b.ended && b.report.empty()) readable(b.socket.get(), 2);
  }
}

// Watches the run until it ends or is ended; fills the measures and the
// limits passed of `o`. In the box (`boxed`: the run's socket, its init's
// word), the run's processes are its init's, and its cgroup (`group`) counts
// their memory, CPU and processes where one was made, else Sample does;
// without it, they descend from `root`, the keeper.
inline Watched watch(const Run& run, const Launch& l, const Cgroup& group, pid_t root, BoxedRun* boxed, Outcome& o,
                     const Cgroup* box_group = nullptr) {
  const Limits& limits = run.limits;
  Watched w;
  w.start = std::chrono::steady_clock::now();
  // The wall limit (see below): reading the tree runs on past it only a little.
  const auto deadline = limits.seconds > 0 ? w.start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                           std::chrono::duration<double>(2 * limits.seconds + 1))
                                           : std::chrono::steady_clock::time_point::max();
  std::map<pid_t, ProcessInfo> last;  // the tree as last seen
  std::map<std::pair<pid_t, unsigned long long>, double> ready;  // each thread's wait for a CPU, as last seen
  Sample sample(run, l);
  long last_kb = 0;  // the previous poll's memory
  // What the cgroup says: the memory in use now (KB); its CPU, its verdicts.
  // The solution's files are the box's (charged to the box's group): those
  // of their pages that the run maps count too, as the box's group sees
  // them mapped beyond what its keeper maps. Its CPU less the run's init's
  // own (`init_cpu`, read after the group's: its mounts and the test's files
  // it unpacks are not the solution's work), as last seen, else as its
  // report says.
  const long long box_mapped = box_group ? box_group->mapped_kb() : 0;
  double init_cpu = 0;
  const auto counted = [&](const Cgroup::Reading& r) {
    o.cpu = std::max(o.cpu, r.cpu - init_cpu);
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
  const int wake = boxed ? boxed->socket.get() : pidfd;
  const auto every = std::chrono::milliseconds(10);
  auto next_poll = w.start + every;  // none in a run that ends sooner: its end says all
  for (int poll = 0;; ++poll) {
    if (boxed) {
      hear(*boxed);
      if (boxed->ended || !boxed->report.empty()) break;
    } else if (wait4(root, &w.wstatus, WNOHANG, &w.usage) == root) {
      break;
    }
    const auto now = std::chrono::steady_clock::now();
    o.wall = std::chrono::duration<double>(now - w.start).count();
    const bool polled = limits.seconds > 0 && now >= next_poll;
    if (polled && boxed) {
      find_init(*boxed);
      root = boxed->init;  // -1 until it has said "init"
      if (root > 0 && o.setup == 0) o.setup = o.wall;  // its box made: the run's own time begins
    }
    if (polled && root > 0) {  // every 10 ms
      long kb = 0, tasks = 0;
      double cpu = 0;
      if (group.made()) {  // a handful of the cgroup's files, not the whole of /proc
        last.clear();
        for (pid_t p : group.processes()) last[p] = ProcessInfo{};
        const Cgroup::Reading r = group.read();
        if (boxed) init_cpu = std::max(init_cpu, own_cpu_of(root));
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
          // Each its own and what it reaped: every ended process once; of the
          // run's init, what it reaped alone.
          tree_cpu += boxed && p.first == root ? p.second.cpu - p.second.own_cpu : p.second.cpu;
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
      // Wall time past twice the limit and a second while it sleeps (a
      // program waiting for input): no thread can run now, and its CPU time
      // and its time waiting for a CPU together are under a quarter of the
      // wall time. One that computes on a busy machine waits for a CPU, not
      // for input, and runs on to its CPU limit. At most ten times the limit
      // and ten seconds of wall time not spent waiting for a CPU. An
      // interactive solution's wall time leaves out the time its validator
      // was busy (Run::excused): while the validator computes, or waits for a
      // CPU to, the solution waits for its answer through no fault of its own;
      // so too while the judge's relay does (Run::relay).
      // Its validator's busy time is known only to when its watcher last saw
      // it (Busy): the time since is left out too, until the validator ends;
      // and so is the time its box took to make, as its own wait for a CPU
      // is counted only from then.
      o.unseen = unseen_of(run.excused, o.wall, now);
      o.excused = (run.excused ? run.excused->seconds.load() : 0) + (run.relay ? judge_thread_busy(run.relay->load()) : 0);
      const double own_wall = o.wall - o.setup - o.unseen - o.excused;
      const bool past_wall = own_wall > 2 * limits.seconds + 1;
      // What the scheduler shows (a thread that can run; each one's wait for
      // a CPU), read once a poll where it is needed: past that wall time, and
      // for a validator, whose busy time (its CPU time and its wait for a
      // CPU) its solution is told of.
      bool runnable = false;
      double waited = 0;
      if (past_wall || run.busy) {
        for (const auto& p : last) scheduled(p.first, ready, runnable);
        for (const auto& r : ready) waited += r.second;
      }
      if (run.busy) {  // its figure as of now, once it has started
        run.busy->seconds.store(o.cpu + waited);
        run.busy->seen_at.store(now.time_since_epoch().count());
      }
      if (past_wall) {
        o.ready = waited;
        o.over_wall = (!runnable && o.cpu + o.ready < own_wall / 4) || own_wall - o.ready > 10 * limits.seconds + 10;
      }
      o.over_memory = o.over_memory || o.peak_kb > limits.memory_kb;
      // The run's init is one of them (tasks - 1 the solution's).
      o.at_process_cap = o.at_process_cap || (boxed && tasks - 1 >= run.box->processes);
      if (boxed && l.files && limits.output_kb > 0 && tmpfs_kb(last, {run.folder}) >= limits.output_kb + l.put_kb)
        o.over_output = true;  // its files folder is full
    }
    if (polled) next_poll = std::chrono::steady_clock::now() + every;
    if (l.files && !boxed && poll % 5 == 0 &&
        folder_bytes(run.folder) > l.out_limit + static_cast<unsigned long long>(l.put_kb) * 1024)
      o.over_output = true;
    o.stopped = stop_signal != 0;
    o.out_of_time = run.deadline != std::chrono::steady_clock::time_point{} && std::chrono::steady_clock::now() >= run.deadline;
    if (o.over_cpu || o.over_wall || o.over_memory || o.over_output || o.stopped || o.out_of_time) {
      if (boxed) {
        for (int waited = 0; root <= 0 && !boxed->ended && waited < 30000; ++waited) {  // its PID first
          find_init(*boxed);
          root = boxed->init;
          if (root <= 0) readable(boxed->box_socket, 2), hear(*boxed);
        }
        if (root > 0) kill(root, SIGKILL);  // the run's init: the kernel ends the rest of its PID namespace
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
    if (poll == 0 && boxed) group.between_runs();  // while the box starts the run
    // Until the next poll, or the run's end (its report; without the box, the
    // keeper's end); without a pidfd, 2 ms at a time.
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(next_poll - std::chrono::steady_clock::now());
    if (wake >= 0) readable(wake, static_cast<int>(std::max<long long>(1, std::min<long long>(10, left.count() + 1))));
    else std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (pidfd >= 0) close(pidfd);
  if (boxed) {  // its report says that every process of the run is gone; else it was ended: its end says so
    if (boxed->report.empty()) hear_to_the_end(*boxed);
    find_init(*boxed);  // its "init", read before the box serves another run
    w.report = boxed->report;
  } else {
    kill(-root, SIGKILL);  // anything it left behind in its group
    for (const auto& p : last) kill(p.first, SIGKILL);
    Orphans::all().ended(root);
    Orphans::all().kill_all();  // and anything that left its group and was handed back here
  }
  long long self_us = 0;  // the run's init's own CPU, as it reported it
  if (boxed && std::sscanf(w.report.c_str(), "%*s %*s %*s %*s %*s %*s %lld", &self_us) == 1)
    init_cpu = std::max(init_cpu, static_cast<double>(self_us) / 1e6);
  if (group.made()) {  // the last word: all it used
    o.peak_kb = std::max(o.peak_kb, counted(group.read()));
  } else if (boxed) {
    o.cpu = std::max(o.cpu, sample.cpu());
  }
  return w;
}

}  // namespace limited
