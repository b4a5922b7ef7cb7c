// cgroup_base.hpp: where the judge makes its runs' control groups (cgroup.hpp),
// found once: cgroup v2's folder "judge-suite" of the root, or of the
// judge's own cgroup's parent where that is delegated to its user; else
// cgroup v1's memory, pids and cpuacct hierarchies where mounted and
// writable (root); else none (SUITE_NO_CGROUP set: none, as an ordinary
// login has). And a group's files, written and read.
#pragma once

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "limited/process_tree.hpp"

namespace limited {

// Writes `text` to a group's file `path` whole; false where it cannot.
inline bool cgroup_write(const std::string& path, const std::string& text) {
  const int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool ok = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  close(fd);
  return ok;
}

// The number after "key " in a cgroup's "key value" lines, or -1.
inline long long cgroup_field(const std::string& text, const std::string& key) {
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find('\n', at);
    if (text.compare(at, key.size() + 1, key + " ") == 0) return std::atoll(text.c_str() + at + key.size() + 1);
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return -1;
}

// Where the judge makes its runs' groups: "" folders when it cannot.
struct CgroupBase {
  int version = 0;  // 1 or 2; 0: none
  std::string memory, pids, cpu;  // the folders of each controller (v2: one folder)
  std::string words() const {
    return version == 0 ? "" : version == 1 ? "a cgroup (v1)" : "a cgroup (v2)";
  }
};

namespace cgroup_detail {

// The mount points of cgroup file systems: v2's, and v1's by controller.
struct Mounts {
  std::string v2, memory, pids, cpuacct;
};

inline Mounts mounts() {
  Mounts m;
  const std::string text = proc_text("/proc/self/mountinfo");
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find('\n', at);
    const std::string line = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
    at = end == std::string::npos ? text.size() : end + 1;
    // "ID PARENT MAJ:MIN ROOT MOUNT OPTIONS... - TYPE SOURCE SUPER_OPTIONS"
    std::vector<std::string> f;
    for (std::size_t i = 0; i < line.size();) {
      const std::size_t space = line.find(' ', i);
      f.push_back(line.substr(i, space == std::string::npos ? std::string::npos : space - i));
      if (space == std::string::npos) break;
      i = space + 1;
    }
    std::size_t dash = 0;
    while (dash < f.size() && f[dash] != "-") ++dash;
    if (f.size() < 5 || dash + 3 >= f.size() || f[3] != "/") continue;
    const std::string& type = f[dash + 1];
    const std::string options = "," + f[dash + 3] + ",";
    if (type == "cgroup2" && f[4] == "/sys/fs/cgroup") m.v2 = f[4];
    if (type != "cgroup") continue;
    if (options.find(",memory,") != std::string::npos) m.memory = f[4];
    if (options.find(",pids,") != std::string::npos) m.pids = f[4];
    if (options.find(",cpuacct,") != std::string::npos) m.cpuacct = f[4];
  }
  return m;
}

// A folder of the judge's under `parent`, made or already there, where it
// may write; "" when it cannot. The groups that a judge killed by SIGKILL
// left there ("run-PID-N", PID gone) are removed.
inline std::string own_folder(const std::string& parent) {
  const std::string folder = parent + "/judge-suite";
  if (mkdir(folder.c_str(), 0755) != 0 && errno != EEXIST) return "";
  if (access((folder + "/cgroup.procs").c_str(), W_OK) != 0) return "";
  if (DIR* runs = opendir(folder.c_str())) {
    for (dirent* e; (e = readdir(runs)) != nullptr;) {
      const pid_t judge = static_cast<pid_t>(std::atol(e->d_name + (std::strncmp(e->d_name, "run-", 4) == 0 ? 4 : 0)));
      if (std::strncmp(e->d_name, "run-", 4) == 0 && judge > 0 && kill(judge, 0) != 0 && errno == ESRCH)
        rmdir((folder + "/" + e->d_name).c_str());
    }
    closedir(runs);
  }
  return folder;
}

// v2: a folder whose children have the memory, pids and cpu controllers.
inline std::string v2_folder(const std::string& root) {
  std::string own = proc_text("/proc/self/cgroup");  // "0::/PATH"
  const std::size_t at = own.find("0::");
  own = at == std::string::npos ? "" : own.substr(at + 3, own.find('\n', at) - at - 3);
  std::vector<std::string> parents{root};
  if (!own.empty() && own != "/") parents.push_back(root + own.substr(0, own.rfind('/')));
  for (const std::string& parent : parents) {
    if (access((parent + "/cgroup.subtree_control").c_str(), W_OK) != 0) continue;
    cgroup_write(parent + "/cgroup.subtree_control", "+memory +pids +cpu");
    const std::string folder = own_folder(parent);
    if (folder.empty()) continue;
    cgroup_write(folder + "/cgroup.subtree_control", "+memory +pids +cpu");
    const std::string controllers = " " + proc_text(folder + "/cgroup.subtree_control");
    if (controllers.find(" memory") != std::string::npos && controllers.find(" pids") != std::string::npos &&
        controllers.find(" cpu") != std::string::npos)
      return folder;
  }
  return "";
}

}  // namespace cgroup_detail

// Finds (once) where the judge can make its runs' groups.
inline const CgroupBase& cgroup_base() {
  static const CgroupBase base = [] {
    CgroupBase b;
    if (std::getenv("SUITE_NO_CGROUP")) return b;  // the tests' way to judge as an ordinary login does
    const cgroup_detail::Mounts m = cgroup_detail::mounts();
    if (!m.v2.empty()) {
      const std::string folder = cgroup_detail::v2_folder(m.v2);
      if (!folder.empty()) b = CgroupBase{2, folder, folder, folder};
      return b;
    }
    if (m.memory.empty() || m.pids.empty() || m.cpuacct.empty()) return b;
    CgroupBase v1{1, cgroup_detail::own_folder(m.memory), cgroup_detail::own_folder(m.pids),
                  cgroup_detail::own_folder(m.cpuacct)};
    if (!v1.memory.empty() && !v1.pids.empty() && !v1.cpu.empty()) b = v1;
    return b;
  }();
  return base;
}

}  // namespace limited
