// run_account.hpp: the accounting of an ended run (limited/run.hpp): the
// report of the run's init in the box (the solution's own exit status, the
// file read back, the files folder's size, the CPU and peak of what it
// reaped) or of the keeper without it (its command's status, CPU and peak),
// the limits judged once more on the final figures, the file read back
// without the box, and the output files' sizes.
#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include "limited/process_tree.hpp"
#include "limited/unboxed.hpp"
#include "run_child.hpp"
#include "run_types.hpp"
#include "run_watch.hpp"

namespace limited {

// Reads back the folder's `take` (no symlink followed, a regular file only,
// at most `limit` bytes) into `to`.
inline void take_back(const Run& run, unsigned long long limit, Outcome& o) {
  const int fd = open((run.folder + "/" + run.take).c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  struct stat st {};
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    o.not_regular = fd >= 0 || errno == ELOOP;
    if (fd >= 0) close(fd);
    return;
  }
  const int to = open(run.taken.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (to < 0) {
    close(fd);
    return;
  }
  char buffer[65536];
  unsigned long long copied = 0;
  for (ssize_t n; copied < limit && (n = read(fd, buffer, sizeof buffer)) > 0; copied += static_cast<unsigned long long>(n))
    if (write(to, buffer, static_cast<std::size_t>(std::min<unsigned long long>(static_cast<unsigned long long>(n), limit - copied))) < 0) break;
  o.took = true;
  o.over_output = o.over_output || static_cast<unsigned long long>(st.st_size) >= limit;
  close(fd), close(to);
}

// Completes `o` once the run has ended (closes s.status_fd). Throws
// RunError when the child could not start, or the box could not make the run.
inline void account(const Run& run, const Launch& l, const Started& s, const Watched& w, Outcome& o) {
  namespace fs = std::filesystem;
  const Limits& limits = run.limits;
  int wstatus = w.wstatus;
  std::string said;  // without the box: the keeper's report
  if (s.status_fd >= 0) {
    char buffer[512];
    fcntl(s.status_fd, F_SETFL, O_NONBLOCK);  // nothing may keep the judge waiting here
    for (ssize_t n; (n = read(s.status_fd, buffer, sizeof buffer)) > 0;) said.append(buffer, static_cast<std::size_t>(n));
    close(s.status_fd);
  }
  if (!s.why.empty()) throw RunError(s.why);
  if (w.report.compare(0, 6, "error ") == 0)  // the run's init could not make the run: the judge's failure
    throw RunError("the sandbox failed: " + w.report.substr(6, w.report.find('\n') - 6));
  if (!o.over_wall)  // else the wall time when it was ended, not when its processes were gone
    o.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - w.start).count();
  if (!run.box) {  // the keeper's report: the command's status, and what it and its children used
    KeeperReport kept;
    if (said.size() == sizeof kept) {
      std::memcpy(&kept, said.data(), sizeof kept);
      wstatus = kept.wstatus;
      o.cpu = std::max(o.cpu, static_cast<double>(kept.cpu_us) / 1e6);
      o.peak_kb = std::max(o.peak_kb, kept.peak_kb);
    }
    if (WIFEXITED(wstatus)) o.status = WEXITSTATUS(wstatus);
    if (WIFSIGNALED(wstatus)) o.signal = WTERMSIG(wstatus);
  } else {  // the run's init's report: the solution's own status, what it used, the file read back
    int inner = 0, taken = -1, at_file_limit = 0;
    long long folder_kb = 0, cpu_us = 0;
    long peak_kb = 0;
    const bool reported = std::sscanf(w.report.c_str(), "%d %d %lld %lld %ld %d", &inner, &taken, &folder_kb, &cpu_us,
                                      &peak_kb, &at_file_limit) == 6;
    o.no_report = !reported;
    if (reported) {
      o.status = WIFEXITED(inner) ? WEXITSTATUS(inner) : -1;
      o.signal = WIFSIGNALED(inner) ? WTERMSIG(inner) : 0;
      o.took = taken == 1 || taken == 3, o.not_regular = taken == 2;
      o.over_output = o.over_output || taken == 3 || at_file_limit == 1 || (l.files && limits.output_kb > 0 && folder_kb >= limits.output_kb + l.put_kb);
      o.cpu = std::max(o.cpu, static_cast<double>(cpu_us) / 1e6);
      o.peak_kb = std::max(o.peak_kb, peak_kb);
    }
  }
  if (limits.seconds > 0) {
    o.over_cpu = o.over_cpu || o.cpu > limits.seconds;
    o.over_memory = o.over_memory || o.peak_kb > limits.memory_kb;
  }
  if (!run.box && l.files) {
    if (!run.take.empty() && fs::is_directory(run.folder)) take_back(run, l.out_limit, o);
    if (folder_bytes(run.folder) > l.out_limit + static_cast<unsigned long long>(l.put_kb) * 1024) o.over_output = true;
    std::error_code ec;
    fs::remove_all(run.folder, ec);
  }
  if (limits.output_kb > 0) {
    struct stat st {};
    for (const std::string& f : {run.out, run.err, run.taken})
      if (!f.empty() && stat(f.c_str(), &st) == 0 &&
          std::max(static_cast<unsigned long long>(st.st_size), static_cast<unsigned long long>(st.st_blocks) * 512) >= l.out_limit)
        o.over_output = true;  // its size, or the disk it takes
  }
}

}  // namespace limited
