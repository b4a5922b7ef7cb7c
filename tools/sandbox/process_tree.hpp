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
#include <sys/statfs.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace limited {

struct ProcessInfo {
  pid_t parent = 0;
  double cpu = 0;  // its own and its reaped children's, seconds
  long rss_kb = 0, pss_kb = 0, peak_kb = 0;
  long threads = 1;
};

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

// Every process on the machine that descends from root, root included.
// `memory`: read each one's PSS and peak too (the costlier part).
inline std::map<pid_t, ProcessInfo> tree_of(pid_t root, bool memory = true) {
  std::map<pid_t, ProcessInfo> all;
  DIR* proc = opendir("/proc");
  if (!proc) return all;
  static const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
  static const long page_kb = sysconf(_SC_PAGESIZE) / 1024;
  for (dirent* e; (e = readdir(proc)) != nullptr;) {
    if (e->d_name[0] < '1' || e->d_name[0] > '9') continue;
    const pid_t pid = static_cast<pid_t>(std::atol(e->d_name));
    const std::string text = proc_text("/proc/" + std::string(e->d_name) + "/stat");
    const std::size_t close = text.rfind(')');  // the name may hold spaces
    if (close == std::string::npos || close + 2 > text.size()) continue;
    std::istringstream fields(text.substr(close + 2));
    std::vector<std::string> f;
    for (std::string w; f.size() < 22 && fields >> w;) f.push_back(w);  // state ppid ... num_threads ... rss
    if (f.size() < 22) continue;
    ProcessInfo p;
    p.parent = static_cast<pid_t>(std::atol(f[1].c_str()));
    p.cpu = (std::atof(f[11].c_str()) + std::atof(f[12].c_str()) + std::atof(f[13].c_str()) +
             std::atof(f[14].c_str())) / ticks;  // utime stime cutime cstime
    p.threads = std::atol(f[17].c_str());
    p.rss_kb = std::atol(f[21].c_str()) * page_kb;
    all[pid] = p;
  }
  closedir(proc);
  std::map<pid_t, ProcessInfo> tree;
  if (!all.count(root)) return tree;
  tree[root] = all[root];
  for (bool grew = true; grew;) {
    grew = false;
    for (const auto& p : all)
      if (!tree.count(p.first) && tree.count(p.second.parent)) {
        tree[p.first] = p.second;
        grew = true;
      }
  }
  for (auto& p : tree) {
    p.second.pss_kb = p.second.rss_kb;
    if (!memory) continue;
    const std::string dir = "/proc/" + std::to_string(p.first);
    const long pss = proc_field(proc_text(dir + "/smaps_rollup"), "Pss:");
    if (pss >= 0) p.second.pss_kb = pss;
    const long peak = proc_field(proc_text(dir + "/status"), "VmHWM:");  // the peak this one process reached
    if (peak >= 0) p.second.peak_kb = peak;
  }
  return tree;
}

// What the tmpfs mounts `folders` hold, seen through the root of some
// process of the tree that is in a mount namespace other than the judge's
// (the box's); -1 when none can be seen (the box not made yet, or gone).
inline long tmpfs_kb(const std::map<pid_t, ProcessInfo>& tree, const std::vector<std::string>& folders) {
  char ours[64] = {0};
  if (readlink("/proc/self/ns/mnt", ours, sizeof ours - 1) <= 0) return -1;
  for (const auto& p : tree) {
    const std::string dir = "/proc/" + std::to_string(p.first);
    char theirs[64] = {0};
    if (readlink((dir + "/ns/mnt").c_str(), theirs, sizeof theirs - 1) <= 0 || std::string(theirs) == ours) continue;
    long kb = 0;
    bool seen = true;
    for (const std::string& folder : folders) {
      struct statfs fs {};
      if (statfs((dir + "/root" + folder).c_str(), &fs) != 0 || fs.f_type != 0x01021994 /* TMPFS_MAGIC */) {
        seen = false;
        break;
      }
      kb += static_cast<long>((fs.f_blocks - fs.f_bfree) * static_cast<unsigned long>(fs.f_bsize) / 1024);
    }
    if (seen) return kb;
  }
  return -1;
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
  void ended(pid_t pid) {
    const std::lock_guard<std::mutex> hold(lock_);
    waited_.erase(pid);
  }
  // Kills every child of the judge that no run waits for, until none is left.
  void kill_all() {
    const std::lock_guard<std::mutex> hold(lock_);
    for (int round = 0; round < 200; ++round) {
      std::vector<pid_t> found;
      for (const auto& p : tree_of(getpid(), false))
        if (p.second.parent == getpid() && !waited_.count(p.first)) found.push_back(p.first);
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
