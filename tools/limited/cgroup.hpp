// cgroup.hpp: a control group of its own for each run in the box, where the
// judge may make one, as isolate's --cg does: the kernel then counts the
// run's memory (every page once, kernel memory, page tables, pipes, socket
// queues and tmpfs included), the CPU time of all its processes (those that
// the kernel reaps itself too) and its processes, and caps memory and
// processes itself.
//
// Where: cgroup v2 (/sys/fs/cgroup a cgroup2 file system) in a folder
// "judge-suite" of the root, or of the judge's own cgroup's parent where that
// is delegated to the judge's user; cgroup v1 where the memory, pids and
// cpuacct hierarchies are mounted and writable (root). Elsewhere there is
// none, and the watch samples the process tree instead (run_watch.hpp).
//
// A run's group is made before the run starts, most often while the run
// before it ran (CgroupSpare), its files opened then; the run's init
// (sandbox/box_init/run_init.cpp) joins it as it reads the run's request,
// before it starts anything, through the files the judge opened (so that
// every process of the run is in it, and every page its processes write, in
// its tmpfs mounts too; the box's keeper, the empty mounts the init made
// before the request, the solution's files and the input's memory file, the
// judge's, are not). It is removed once the run has ended, while the next
// run runs (CgroupGraveyard). Where the groups are made: cgroup_base.hpp.
#pragma once

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "limited/cgroup_base.hpp"
#include "limited/process_tree.hpp"

namespace limited {

// Groups whose runs have ended, removed later: while the next run runs
// (Cgroup::between_runs) or at the end, so that no run waits for their
// removal, nor for their last process (a run's init exits once it has
// reported).
class CgroupGraveyard {
 public:
  static CgroupGraveyard& all() {
    static CgroupGraveyard g;
    return g;
  }
  void add(const std::string& folder) {
    const std::lock_guard<std::mutex> hold(lock_);
    folders_.push_back(folder);
  }
  // Removes those that can be now.
  void sweep() {
    const std::lock_guard<std::mutex> hold(lock_);
    folders_.erase(std::remove_if(folders_.begin(), folders_.end(),
                                  [](const std::string& f) { return rmdir(f.c_str()) == 0 || errno != EBUSY; }),
                   folders_.end());
  }
  ~CgroupGraveyard() {  // the end: each tried again for a second
    for (const std::string& folder : folders_)
      for (int tries = 0; rmdir(folder.c_str()) != 0 && errno == EBUSY && tries < 200; ++tries)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }

 private:
  std::mutex lock_;
  std::vector<std::string> folders_;
};

namespace cgroup_detail {

// A new group's name under each folder of the base: "/run-PID-N".
inline std::string new_name() {
  static std::atomic<unsigned> made{0};
  return "/run-" + std::to_string(getpid()) + "-" + std::to_string(made++);
}

// Makes the folders of a new group, capped: memory (bytes) and processes
// (both 0: not capped). Empty when it cannot (nothing left made).
inline std::vector<std::string> made_folders(long long memory_bytes, long long processes) {
  const CgroupBase& base = cgroup_base();
  const std::string name = new_name();
  const std::vector<std::string> parents = base.version == 2 ? std::vector<std::string>{base.memory}
                                                             : std::vector<std::string>{base.memory, base.pids, base.cpu};
  std::vector<std::string> folders;
  for (const std::string& parent : parents) {
    folders.push_back(parent + name);
    if (mkdir(folders.back().c_str(), 0755) != 0) {
      folders.pop_back();
      for (const std::string& f : folders) rmdir(f.c_str());
      return {};
    }
  }
  if (memory_bytes <= 0 && processes <= 0) return folders;  // a box's group: counted, not capped
  const std::string bytes = std::to_string(memory_bytes), count = std::to_string(processes);
  const std::string &memory = folders[0], &pids = folders[base.version == 2 ? 0 : 1];
  const bool capped =
      base.version == 2 ? cgroup_write(memory + "/memory.max", bytes) && cgroup_write(pids + "/pids.max", count)
                        : cgroup_write(memory + "/memory.limit_in_bytes", bytes) && cgroup_write(pids + "/pids.max", count);
  if (base.version == 2) cgroup_write(memory + "/memory.swap.max", "0");
  else cgroup_write(memory + "/memory.memsw.limit_in_bytes", bytes);
  if (!capped) {
    for (const std::string& f : folders) rmdir(f.c_str());
    return {};
  }
  return folders;
}

}  // namespace cgroup_detail

// One run's group: made by make(), joined by its first process (join(), or
// through join_fds()), read while it runs, removed by its destructor.
class Cgroup {
 public:
  struct Reading {
    long long memory_kb = -1;  // in use now, less the page cache of files on disk (which the kernel can drop)
    long long peak_kb = -1;    // the most ever in use, the cache included
    double cpu = -1;           // seconds of every process it held
    bool oom_killed = false;   // the kernel ended a process at the memory cap
    bool at_process_cap = false;  // a fork or thread refused at the process cap
    long tasks = 0;            // its processes and threads now
  };

  Cgroup() = default;
  Cgroup(const Cgroup&) = delete;
  Cgroup& operator=(const Cgroup&) = delete;
  ~Cgroup() { remove(); }

  // Makes the group with its caps: memory (bytes) and processes (both 0:
  // none), or takes the spare made with those caps (between_runs). False
  // when there is no base or it cannot be made (the run is then sampled).
  bool make(long long memory_bytes, long long processes);

  // While its run runs (its processes started by others, the judge waiting):
  // the groups of the runs before it removed, and the next run's made, so
  // that neither is done between two runs.
  void between_runs() const;

  bool made() const { return !folders_.empty(); }
  int version() const { return version_; }

  // In the child after fork(): moves it into the group. No allocation.
  bool join() const {
    for (const std::string& procs : joins_) {
      const int fd = open(procs.c_str(), O_WRONLY | O_CLOEXEC);
      if (fd < 0) return false;
      const bool ok = write(fd, "0", 1) == 1;
      close(fd);
      if (!ok) return false;
    }
    return true;
  }

  // The KB of file pages charged to the group that some process maps now
  // (its processes' or any other's), or 0.
  long long mapped_kb() const {
    if (!made()) return 0;
    return std::max(0LL, cgroup_field(held_text(memory_ + "/memory.stat"), version_ == 2 ? "file_mapped" : "mapped_file")) / 1024;
  }

  // The files a process writes "0" into to join the group itself (as
  // join() does), opened for writing: the group's to close.
  const std::vector<int>& join_fds() const {
    if (join_fds_.empty())
      for (const std::string& join : joins_) join_fds_.push_back(open(join.c_str(), O_WRONLY | O_CLOEXEC));
    return join_fds_;
  }

  Reading read() const {
    Reading r;
    if (!made()) return r;
    const std::string stat = held_text(memory_ + "/memory.stat");
    if (version_ == 2) {
      const long long now = std::atoll(held_text(memory_ + "/memory.current").c_str());
      const long long cached = cgroup_field(stat, "file"), shmem = cgroup_field(stat, "shmem");
      r.memory_kb = (now - std::max(0LL, cached - std::max(0LL, shmem))) / 1024;
      const std::string peak = held_text(memory_ + "/memory.peak");
      r.peak_kb = peak.empty() ? -1 : std::atoll(peak.c_str()) / 1024;
      r.oom_killed = cgroup_field(held_text(memory_ + "/memory.events"), "oom_kill") > 0;
      r.cpu = static_cast<double>(cgroup_field(held_text(cpu_ + "/cpu.stat"), "usage_usec")) / 1e6;
    } else {
      const long long now = std::atoll(held_text(memory_ + "/memory.usage_in_bytes").c_str());
      const long long cache = cgroup_field(stat, "cache"), shmem = cgroup_field(stat, "shmem");
      r.memory_kb = (now - std::max(0LL, cache - std::max(0LL, shmem))) / 1024;
      r.peak_kb = std::atoll(held_text(memory_ + "/memory.max_usage_in_bytes").c_str()) / 1024;
      r.oom_killed = cgroup_field(held_text(memory_ + "/memory.oom_control"), "oom_kill") > 0;
      r.cpu = static_cast<double>(std::atoll(held_text(cpu_ + "/cpuacct.usage").c_str())) / 1e9;
    }
    r.at_process_cap = cgroup_field(held_text(pids_ + "/pids.events"), "max") > 0;
    r.tasks = std::atol(held_text(pids_ + "/pids.current").c_str());
    return r;
  }

  // The processes in it now (a process of the box cannot leave it).
  std::vector<pid_t> processes() const {
    std::vector<pid_t> pids;
    if (!made()) return pids;
    // Opened each time: cgroup v1 keeps the list it read for an open file
    // and gives it again to a read from its start within a second
    // (cgroup-v1.c, cgroup_pidlist_start()), so a held descriptor read every
    // 10 ms showed bubblewrap and box_init forever, never the solution.
    const std::string text = proc_text(procs_[0]);
    for (std::size_t at = 0; at < text.size();) {
      const long pid = std::atol(text.c_str() + at);
      if (pid > 0) pids.push_back(static_cast<pid_t>(pid));
      const std::size_t end = text.find('\n', at);
      if (end == std::string::npos) break;
      at = end + 1;
    }
    return pids;
  }

  // Removes the group: later, once its processes are gone (CgroupGraveyard).
  void remove() {
    for (const auto& held : held_)
      if (held.second >= 0) close(held.second);
    held_.clear();
    for (const int fd : join_fds_)
      if (fd >= 0) close(fd);
    join_fds_.clear();
    for (const std::string& folder : folders_) CgroupGraveyard::all().add(folder);
    folders_.clear();
    procs_.clear();
    joins_.clear();
  }

 private:
  // One of its files, read again through the descriptor its first reading
  // opened (from offset 0, where the kernel writes it anew): a poll opens none.
  std::string held_text(const std::string& path) const {
    auto at = held_.find(path);
    if (at == held_.end()) at = held_.emplace(path, open(path.c_str(), O_RDONLY | O_CLOEXEC)).first;
    std::string text;
    if (at->second < 0) return text;
    char buffer[4096];
    off_t offset = 0;
    for (ssize_t n; (n = pread(at->second, buffer, sizeof buffer, offset)) > 0; offset += n)
      text.append(buffer, static_cast<std::size_t>(n));
    return text;
  }

  int version_ = 0;
  long long memory_bytes_ = 0, processes_ = 0;  // its caps
  std::vector<std::string> folders_, procs_, joins_;  // the folders, their cgroup.procs, the files a joining process writes
  std::string memory_, pids_, cpu_;
  mutable std::map<std::string, int> held_;  // the files read, by path: their descriptors
  mutable std::vector<int> join_fds_;         // join_fds()

  friend class CgroupSpare;
  // Makes a new group (make() says how).
  bool make_new(long long memory_bytes, long long processes) {
    const std::vector<std::string> folders = cgroup_detail::made_folders(memory_bytes, processes);
    if (folders.empty()) return false;
    version_ = cgroup_base().version, memory_bytes_ = memory_bytes, processes_ = processes;
    folders_ = folders;
    for (const std::string& folder : folders_) {
      procs_.push_back(folder + "/cgroup.procs");
      // v1 moves a single thread, the init's only one, without the lock
      // on every thread group that moving a process takes (milliseconds).
      joins_.push_back(folder + (version_ == 1 ? "/tasks" : "/cgroup.procs"));
    }
    memory_ = folders_[0], pids_ = folders_[version_ == 2 ? 0 : 1], cpu_ = folders_[version_ == 2 ? 0 : 2];
    return true;
  }
  void swap(Cgroup& o) {
    std::swap(version_, o.version_), std::swap(memory_bytes_, o.memory_bytes_), std::swap(processes_, o.processes_);
    folders_.swap(o.folders_), procs_.swap(o.procs_), joins_.swap(o.joins_);
    memory_.swap(o.memory_), pids_.swap(o.pids_), cpu_.swap(o.cpu_);
    held_.swap(o.held_), join_fds_.swap(o.join_fds_);
  }
};

// One group made ahead, while a run runs, for the next run: made and capped
// as the run's own was (the next run's caps are most often the same), its
// files opened, never joined. A run whose caps differ makes its own.
class CgroupSpare {
 public:
  static CgroupSpare& one() {
    CgroupGraveyard::all();  // made first, so that it outlives the spare, which ends in it
    static CgroupSpare s;
    return s;
  }
  // Gives `into` (which has no group) the spare if it has these caps.
  bool take(long long memory_bytes, long long processes, Cgroup& into) {
    const std::lock_guard<std::mutex> hold(lock_);
    if (!spare_.made() || spare_.memory_bytes_ != memory_bytes || spare_.processes_ != processes) return false;
    into.swap(spare_);
    return true;
  }
  // Makes a spare with these caps, unless there is one.
  void refill(long long memory_bytes, long long processes) {
    const std::lock_guard<std::mutex> hold(lock_);
    if (spare_.made() && spare_.memory_bytes_ == memory_bytes && spare_.processes_ == processes) return;
    spare_.remove();
    if (!spare_.make_new(memory_bytes, processes)) return;
    spare_.read();  // each file it is read by opened
    spare_.join_fds();
  }

 private:
  std::mutex lock_;
  Cgroup spare_;
};

inline bool Cgroup::make(long long memory_bytes, long long processes) {
  if (cgroup_base().version == 0) return false;
  remove();
  return CgroupSpare::one().take(memory_bytes, processes, *this) || make_new(memory_bytes, processes);
}

inline void Cgroup::between_runs() const {
  if (!made()) return;
  CgroupGraveyard::all().sweep();
  CgroupSpare::one().refill(memory_bytes_, processes_);
}

}  // namespace limited
