// process_tree.hpp: the processes of a run, as /proc shows them from outside
// the box: their CPU time, their memory counted once per page, their threads;
// and the judge's orphans (it is the subreaper of everything it starts).
//
// Memory: the proportional set size (PSS, /proc/PID/smaps_rollup) of every
// process of the tree, summed: a page shared by n processes counts 1/n in each,
// so a program that touches 30 MB and forks two idle children counts 30 MB,
// not 90. Where smaps_rollup cannot be read (a process of the box that made
// itself undumpable, an old kernel), its resident set stands in.
#pragma once

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define LIMITED_SANITIZED_BY_CLANG 1
#endif
#endif

namespace limited {

struct ProcessInfo {
  pid_t parent = 0;
  double cpu = 0;      // its own and its reaped children's, seconds
  double own_cpu = 0;  // its own alone
  unsigned long long start = 0;  // when it started (clock ticks since boot): with the PID, which process it is
  long rss_kb = 0, pss_kb = 0, peak_kb = 0;
  long shmem_kb = 0;  // of its PSS, shared memory (tmpfs files it maps, shared anonymous pages)
  long page_tables_kb = 0;
  long threads = 1;
  char state = 'R';
  // Whose /proc entry shows its memory, files and root: its own, or where
  // its main thread has ended (a zombie whose other threads run on, its
  // memory no longer shown as its own) a live thread's.
  pid_t reader = 0;
  bool full = false;  // pss_kb and shmem_kb from smaps_rollup (else the resident set and status's)
};

// What tree_of() reads of each process's memory.
enum class Memory { kNone, kStatus, kAll };  // none; status (peak, page tables: cheap); and smaps_rollup (PSS)

// A file of /proc, or "" when it cannot be read (its process may have just
// ended: libstdc++'s streams would throw then).
inline std::string proc_text(const std::string& path) {
  std::string text;
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return text;
  char buffer[4096];
  for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(n));
  close(fd);
  return text;
}

// The number after `key` in a /proc file of "Key:   123 kB" lines, or -1.
inline long proc_field(const std::string& text, const std::string& key) {
  const std::size_t at = text.find("\n" + key);
  if (at == std::string::npos && text.compare(0, key.size(), key) != 0) return -1;
  return std::atol(text.c_str() + (at == std::string::npos ? 0 : at + 1) + key.size());
}

// The children of process `pid`, of all its threads (/proc/PID/task/TID/children).
inline std::vector<pid_t> children_of(pid_t pid) {
  std::vector<pid_t> children;
  const std::string tasks = "/proc/" + std::to_string(pid) + "/task";
  DIR* dir = opendir(tasks.c_str());
  if (!dir) return children;
  for (dirent* e; (e = readdir(dir)) != nullptr;) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
    const std::string text = proc_text(tasks + "/" + e->d_name + "/children");  // "PID PID ..."
    for (const char* at = text.c_str(); *at;) {
      char* end = nullptr;
      const long child = std::strtol(at, &end, 10);
      if (end == at) break;
      if (child > 0) children.push_back(static_cast<pid_t>(child));
      at = end;
    }
  }
  closedir(dir);
  return children;
}

// One process's line of /proc/PID/stat; false when it is gone.
inline bool read_stat(pid_t pid, ProcessInfo& p) {
  static const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
  static const long page_kb = sysconf(_SC_PAGESIZE) / 1024;
  const std::string text = proc_text("/proc/" + std::to_string(pid) + "/stat");
  const std::size_t close = text.rfind(')');  // the name may hold spaces
  if (close == std::string::npos || close + 2 > text.size()) return false;
  std::istringstream fields(text.substr(close + 2));
  std::vector<std::string> f;
  for (std::string w; f.size() < 22 && fields >> w;) f.push_back(w);  // state ppid ... num_threads ... rss
  if (f.size() < 22) return false;
  p.state = f[0][0];
  p.parent = static_cast<pid_t>(std::atol(f[1].c_str()));
  p.own_cpu = (std::atof(f[11].c_str()) + std::atof(f[12].c_str())) / ticks;  // utime stime
  p.cpu = p.own_cpu + (std::atof(f[13].c_str()) + std::atof(f[14].c_str())) / ticks;  // cutime cstime
  p.threads = std::atol(f[17].c_str());
  p.start = std::strtoull(f[19].c_str(), nullptr, 10);
  p.rss_kb = std::atol(f[21].c_str()) * page_kb;
  return true;
}

// A thread of process `pid` that has not ended, whose entry shows the
// process's memory (its resident set put in `p`); `pid` when there is none.
inline pid_t live_thread(pid_t pid, ProcessInfo& p) {
  const std::string tasks = "/proc/" + std::to_string(pid) + "/task";
  DIR* dir = opendir(tasks.c_str());
  if (!dir) return pid;
  pid_t found = pid;
  for (dirent* e; found == pid && (e = readdir(dir));) {
    const pid_t tid = static_cast<pid_t>(std::atol(e->d_name));
    ProcessInfo t;
    if (tid > 0 && tid != pid && read_stat(tid, t) && t.state != 'Z') found = tid, p.rss_kb = t.rss_kb;
  }
  closedir(dir);
  return found;
}

// A process's PSS, and of it its shared memory, from smaps_rollup (a walk
// of all its mappings); `p` keeps its resident set where it cannot be read.
inline void read_rollup(pid_t pid, ProcessInfo& p) {
  p.full = true;
  const std::string rollup = proc_text("/proc/" + std::to_string(pid) + "/smaps_rollup");
  const long pss = proc_field(rollup, "Pss:"), shmem = proc_field(rollup, "Pss_Shmem:");
  if (pss >= 0) p.pss_kb = pss;
  if (shmem >= 0) p.shmem_kb = shmem;
}

// Every process that descends from root, root included, with as much of its
// memory as `memory` says. The tree is walked down from root by each
// process's children, not found in all of /proc: the cost is the tree's, not
// the machine's. It stays whole as processes end: root is a subreaper (the
// keeper) or above one (bubblewrap above the box's first process), to which
// orphans go back.
// The full reads (smaps_rollup) stop at `deadline`: those left use status's figures.
inline std::map<pid_t, ProcessInfo> tree_of(pid_t root, Memory memory = Memory::kAll,
                                            std::chrono::steady_clock::time_point deadline =
                                                std::chrono::steady_clock::time_point::max()) {
  std::map<pid_t, ProcessInfo> tree;
  std::vector<pid_t> to_read{root};
  while (!to_read.empty()) {
    const pid_t pid = to_read.back();
    to_read.pop_back();
    ProcessInfo p;
    if (tree.count(pid) || !read_stat(pid, p)) continue;
    p.reader = pid;
    if (p.state == 'Z' && p.threads > 1) p.reader = live_thread(pid, p);
    tree[pid] = p;
    for (pid_t child : children_of(pid)) to_read.push_back(child);
  }

  for (auto& p : tree) {
    p.second.pss_kb = p.second.rss_kb;
    if (memory == Memory::kNone) continue;
    const std::string dir = "/proc/" + std::to_string(p.second.reader);
    const std::string status = proc_text(dir + "/status");
    const long peak = proc_field(status, "VmHWM:");  // the peak this one process reached
    if (peak >= 0) p.second.peak_kb = peak;
    p.second.page_tables_kb = std::max(0L, proc_field(status, "VmPTE:"));
    p.second.shmem_kb = std::max(0L, proc_field(status, "RssShmem:"));
    if (memory == Memory::kAll && std::chrono::steady_clock::now() <= deadline) read_rollup(p.second.reader, p.second);
  }
  return tree;
}

// A process's PSS as its smaps gives it, mapping by mapping (one read):
// in all, and the part that maps files of the devices `devices` (the run's
// tmpfs mounts, whose blocks are counted as such). A private mapping's
// written pages are its own (Anonymous), not the file's: they stay in.
struct SmapsPss {
  long kb = 0, on_devices_kb = 0;
  bool read = false;  // false: gone, or the reading ran past `deadline`
};

inline SmapsPss smaps_pss(pid_t pid, const std::vector<dev_t>& devices,
                          std::chrono::steady_clock::time_point deadline) {
  SmapsPss out;
  const int fd = open(("/proc/" + std::to_string(pid) + "/smaps").c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return out;
  char buffer[65536];
  std::size_t held = 0;
  bool inside = false;  // the mapping being read is of a file on `devices`
  long pss = 0, anonymous = 0;
  const auto mapping_done = [&] {
    if (inside) out.on_devices_kb += std::max(0L, pss - anonymous);
    pss = anonymous = 0;
  };
  const auto line = [&](const char* at, const char* end) {
    if ((*at >= '0' && *at <= '9') || (*at >= 'a' && *at <= 'f')) {  // "start-end perms offset MAJ:MIN inode path"
      mapping_done();
      const char* p = at;
      for (int field = 0; field < 3 && p < end; ++field) {
        while (p < end && *p != ' ') ++p;
        while (p < end && *p == ' ') ++p;
      }
      char* colon = nullptr;
      const unsigned long major = std::strtoul(p, &colon, 16);
      const unsigned long minor = colon && *colon == ':' ? std::strtoul(colon + 1, nullptr, 16) : 0;
      const dev_t dev = makedev(static_cast<unsigned>(major), static_cast<unsigned>(minor));
      inside = std::find(devices.begin(), devices.end(), dev) != devices.end() && (major != 0 || minor != 0);
    } else if (end - at > 4 && std::strncmp(at, "Pss:", 4) == 0) {
      const long kb = std::atol(at + 4);
      pss = kb, out.kb += kb;
    } else if (end - at > 10 && std::strncmp(at, "Anonymous:", 10) == 0) {
      anonymous = std::atol(at + 10);
    }
  };
  for (ssize_t n; (n = read(fd, buffer + held, sizeof buffer - held - 1)) > 0;) {
    held += static_cast<std::size_t>(n);
    std::size_t start = 0;
    for (std::size_t i = 0; i < held; ++i)
      if (buffer[i] == '\n') {
        buffer[i] = '\0';
        line(buffer + start, buffer + i);
        start = i + 1;
      }
    std::memmove(buffer, buffer + start, held - start);
    held -= start;
    if (held == sizeof buffer - 1) held = 0;  // a line longer than the buffer: a path; dropped
    if (std::chrono::steady_clock::now() > deadline) {
      close(fd);
      return out;
    }
  }
  close(fd);
  mapping_done();
  out.read = true;
  return out;
}

// The pipes that process `pid` holds open (their inodes go into `pipes`).
inline void pipes_of(pid_t pid, std::set<unsigned long>& pipes) {
  const std::string dir = "/proc/" + std::to_string(pid) + "/fd";
  DIR* fds = opendir(dir.c_str());
  if (!fds) return;
  for (dirent* e; (e = readdir(fds)) != nullptr;) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    char target[64] = {0};
    if (readlink((dir + "/" + e->d_name).c_str(), target, sizeof target - 1) > 6 && std::strncmp(target, "pipe:[", 6) == 0)
      pipes.insert(std::strtoul(target + 6, nullptr, 10));
  }
  closedir(fds);
}

// What the run's tmpfs mounts hold.
struct TmpfsUse {
  long kb = 0, inodes = 0;
  bool seen = false;        // a process of the run was found, and every folder measured
  bool unreadable = false;  // a process of the run was found, and a folder could not be measured
  std::vector<dev_t> devices;  // theirs
};

// What the tmpfs mounts `folders` hold, seen through the root of some
// process of the tree that is in a mount namespace other than the judge's
// (the run's); neither seen nor unreadable when there is none, or when they
// are not mounted yet (a folder on the root's own device: the run's init
// makes them before anything starts).
inline TmpfsUse tmpfs_use(const std::map<pid_t, ProcessInfo>& tree, const std::vector<std::string>& folders) {
  TmpfsUse use;
  char ours[64] = {0};
  if (readlink("/proc/self/ns/mnt", ours, sizeof ours - 1) <= 0) return use;
  for (const auto& p : tree) {
    const std::string dir = "/proc/" + std::to_string(p.second.reader);
    char theirs[64] = {0};
    if (readlink((dir + "/ns/mnt").c_str(), theirs, sizeof theirs - 1) <= 0 || std::string(theirs) == ours) continue;
    struct stat root {};
    if (stat((dir + "/root/").c_str(), &root) != 0) continue;
    TmpfsUse here;
    here.seen = true;
    for (const std::string& folder : folders) {
      struct statfs fs {};
      struct stat st {};
      const std::string path = dir + "/root" + folder;
      if (statfs(path.c_str(), &fs) != 0 || fs.f_type != 0x01021994 /* TMPFS_MAGIC */ || stat(path.c_str(), &st) != 0) {
        here.seen = false;
        here.unreadable = errno == EACCES;  // its mode changed; a process on its way out is just not seen
        break;
      }
      if (st.st_dev == root.st_dev) return TmpfsUse{};  // not mounted yet
      here.kb += static_cast<long>((fs.f_blocks - fs.f_bfree) * static_cast<unsigned long>(fs.f_bsize) / 1024);
      here.inodes += static_cast<long>(fs.f_files - fs.f_ffree);
      here.devices.push_back(st.st_dev);
    }
    if (here.seen) return here;
    use = here;  // unreadable through this one: another process's root may still serve
  }
  return use;
}

// What the tmpfs mounts `folders` hold, seen through the root of some
// process of the tree that is in a mount namespace other than the judge's
// (the run's); -1 when none can be seen (the run not started yet, or gone).
inline long tmpfs_kb(const std::map<pid_t, ProcessInfo>& tree, const std::vector<std::string>& folders) {
  const TmpfsUse use = tmpfs_use(tree, folders);
  return use.seen ? use.kb : -1;
}

// The judge's own children that no run is waiting for: orphans handed back
// to it (it is their subreaper). Killed and reaped.
class Orphans {
 public:
  static Orphans& all() {
    static Orphans o;
    return o;
  }
  // fork(), the child known as waited for before any other thread can look.
  pid_t fork_waited() {
    const std::lock_guard<std::mutex> hold(lock_);
    const pid_t pid = fork();
    if (pid > 0) waited_.insert(pid);
    return pid;
  }
  // vfork(): `child` runs in the child, sharing the judge's memory until it
  // executes something (it must allocate nothing and never return); the
  // judge's thread waits until then. The child is known as waited for.
  template <class Child>
  pid_t vfork_waited(Child child) {
    const std::lock_guard<std::mutex> hold(lock_);
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__) || defined(LIMITED_SANITIZED_BY_CLANG)
    const pid_t pid = fork();  // a sanitizer's runtime is not for a vfork child
#else
    const pid_t pid = vfork();
#endif
    if (pid == 0) child();
    if (pid > 0) waited_.insert(pid);
    return pid;
  }
  void ended(pid_t pid) {
    const std::lock_guard<std::mutex> hold(lock_);
    waited_.erase(pid);
  }
  // Kills every child of the judge that no run waits for, until none is left.
  void kill_all() {
    const std::lock_guard<std::mutex> hold(lock_);
    for (int round = 0; round < 200; ++round) {
      std::vector<pid_t> found;
      for (pid_t child : children_of(getpid()))
        if (!waited_.count(child)) found.push_back(child);
      if (found.empty()) return;
      for (pid_t pid : found) kill(pid, SIGKILL);
      for (pid_t pid : found) waitpid(pid, nullptr, 0);
    }
  }

 private:
  std::mutex lock_;
  std::set<pid_t> waited_;
};

}  // namespace limited
