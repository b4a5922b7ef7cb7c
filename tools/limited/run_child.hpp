// run_child.hpp: the start of a run (limited/run.hpp): what is made ready
// before fork() (the words, the box's descriptors, the messages), and the
// child's set-up: its own process group, stdin (in the box a sealed memory
// file), stdout and stderr, the box's descriptors in their places, the
// rlimits, then bubblewrap as the box user, or without the box the keeper
// (limited/unboxed.hpp) and below it the command.
#pragma once

#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "sandbox/box.hpp"
#include "limited/process_tree.hpp"
#include "limited/unboxed.hpp"
#include "cgroup.hpp"
#include "run_types.hpp"

namespace limited {

// Descriptors of the judge's that a run hands its child, closed when the
// run has started (move-only).
class Descriptors {
 public:
  Descriptors() = default;
  Descriptors(const Descriptors&) = delete;
  Descriptors& operator=(const Descriptors&) = delete;
  Descriptors(Descriptors&& o) noexcept : fds_(std::move(o.fds_)) { o.fds_.clear(); }
  ~Descriptors() { close_all(); }
  // `fd` moved to 10 or above (out of the way of 0 to 4, which the child
  // sets), close-on-exec; it is returned, or -1 when fd is -1.
  int keep(int fd) {
    if (fd < 0) return -1;
    const int moved = fcntl(fd, F_DUPFD_CLOEXEC, 10);
    close(fd);
    if (moved >= 0) fds_.push_back(moved);
    return moved;
  }
  const std::vector<int>& all() const { return fds_; }
  void close_all() {
    for (int fd : fds_) close(fd);
    fds_.clear();
  }

 private:
  std::vector<int> fds_;
};

// A run made ready before fork(): the child of a threaded program must not allocate.
struct Launch {
  bool files = false;                  // files mode: a folder, `put` in it, `take` read back
  unsigned long long out_limit = ~0ull;  // bytes of any one file
  std::vector<std::string> argv, env;  // what the child executes: bubblewrap's words, or the command
  Descriptors fds;                     // the box: its files (sandbox::BoxFds), and TAKE's
  int take_fd = -1;                    // the box: where box_init copies TAKE (fd 4 in the box)
  unsigned long long in_tmp = 0;       // bytes of the copies in the box's /tmp, not the solution's doing
  unsigned long long in_box = 0;       // bytes bubblewrap writes into the box's root: its files, each page rounded up
  long put_kb = 0;                     // files mode: the input's, in the files folder
  std::string cannot_in, cannot_out, cannot_err, cannot_enter, cannot_run, cannot_drop, cannot_memfd, cannot_fork,
      cannot_join;
};

// A descriptor of its own (an offset of its own) of the file the judge
// holds as `held`, for one run.
inline int reopened(int held, const std::string& name) {
  const int fd = open(("/proc/self/fd/" + std::to_string(held)).c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw RunError("cannot open " + name + " again: " + std::strerror(errno));
  return fd;
}

inline Launch prepare_launch(const Run& run) {
  namespace fs = std::filesystem;
  const Limits& limits = run.limits;
  Launch l;
  l.files = !run.folder.empty() && !run.take.empty();
  l.out_limit = limits.output_kb > 0 ? static_cast<unsigned long long>(limits.output_kb) * 1024 : ~0ull;
  l.argv = run.argv;
  if (run.box) {
    const auto page_rounded = [](unsigned long long bytes) { return (bytes + 4095) / 4096 * 4096; };
    sandbox::BoxRun b;
    b.argv = run.argv, b.memory_kb = limits.memory_kb > 0 ? limits.memory_kb : 1 << 20, b.output_kb = limits.output_kb;
    sandbox::BoxFds fds;
    if (l.files) {
      b.folder = run.folder, b.put_as = run.put_as, b.take = run.take;
      std::error_code ec;
      b.put_bytes = fs::file_size(run.put, ec);
      l.put_kb = static_cast<long>(b.put_bytes / 1024);
      fds.put = l.fds.keep(open(run.put.c_str(), O_RDONLY | O_CLOEXEC));
      if (fds.put < 0) throw RunError("cannot open " + run.put + ": " + std::strerror(errno));
      l.take_fd = l.fds.keep(open(run.taken.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
      if (l.take_fd < 0) throw RunError("cannot open " + run.taken + ": " + std::strerror(errno));
      l.in_box += page_rounded(b.put_bytes);
    }
    fds.init = l.fds.keep(reopened(run.box->init_fd, run.box->init));
    struct stat st {};
    if (fstat(fds.init, &st) == 0) l.in_box += page_rounded(static_cast<unsigned long long>(st.st_size));
    for (const sandbox::Copy& c : run.box->copies) {
      fds.copies.push_back(l.fds.keep(reopened(c.fd, c.from)));
      if (fds.copies.back() < 0) throw RunError("cannot open " + c.from + ": " + std::strerror(errno));
      l.in_box += page_rounded(c.bytes);
      if (sandbox::is_under(c.to, "/tmp") || sandbox::is_under(c.to, "/dev/shm")) l.in_tmp += c.bytes;
    }
    l.argv = sandbox::bwrap_words(bwrap_path(), *run.box, b, fds);
    l.env = run.box->env;
  } else if (l.files) {  // a folder of its own, with the input
    std::error_code ec;
    fs::remove_all(run.folder, ec);
    if (!fs::create_directory(run.folder, ec) || !fs::copy_file(run.put, fs::path(run.folder) / run.put_as, ec))
      throw RunError("cannot make " + run.folder);
  }
  l.cannot_in = "cannot open " + run.in;
  l.cannot_out = "cannot open " + run.out;
  l.cannot_err = "cannot open " + run.err;
  l.cannot_enter = "cannot enter " + run.folder;
  l.cannot_run = "cannot run " + l.argv[0];
  l.cannot_drop = "cannot become the box user";
  l.cannot_memfd = "cannot make the input's memory file";
  l.cannot_fork = "cannot start a process";
  l.cannot_join = "cannot join the run's cgroup";
  return l;
}

// The child's report of why it could not start: the reason, errno's.
inline void say(int fd, const std::string& what) {
  const char* reason = std::strerror(errno);
  if (write(fd, what.data(), what.size()) < 0 || write(fd, ": ", 2) < 0 || write(fd, reason, std::strlen(reason)) < 0)
    _exit(126);
}

// Says why (say()) and ends the child, which did not start the command.
[[noreturn]] inline void fail(int fd, const std::string& what) {
  say(fd, what);
  _exit(126);
}

// The child, after fork(): `report` is the pipe for why it could not start
// (closed by exec), `status` box_init's or the keeper's report; both are
// at 10 or above, as are the box's descriptors (l.fds).
[[noreturn]] inline void child_set_up(const Run& run, const Launch& l, const Cgroup& group, char** words, char** envp,
                                      int report, int status, pid_t judge) {
  const Limits& limits = run.limits;
  const int rep = report;
  setpgid(0, 0);  // its own process group, so that all of it can be stopped
  prctl(PR_SET_PDEATHSIG, SIGKILL);  // SIGKILL of the judge ends it too
  signal(SIGINT, SIG_DFL), signal(SIGTERM, SIG_DFL), signal(SIGHUP, SIG_DFL);
  int fd_in = open(run.in.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_in < 0) fail(rep, l.cannot_in);
  if (run.box) {  // the input as a sealed memory file: it cannot be written, even through /proc
    const int m = static_cast<int>(syscall(SYS_memfd_create, "input", MFD_CLOEXEC | MFD_ALLOW_SEALING));
    if (m < 0) fail(rep, l.cannot_memfd);
    char buffer[65536];
    for (ssize_t n; (n = read(fd_in, buffer, sizeof buffer)) > 0;)
      if (write(m, buffer, static_cast<std::size_t>(n)) != n) fail(rep, l.cannot_memfd);
    if (fcntl(m, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) != 0 || lseek(m, 0, SEEK_SET) != 0)
      fail(rep, l.cannot_memfd);
    close(fd_in);
    fd_in = m;
  }
  const int fd_out = open(run.out.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd_out < 0) fail(rep, l.cannot_out);
  const int fd_err = open(run.err.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd_err < 0) fail(rep, l.cannot_err);
  // Each moved to 10 or above first: where the judge itself was started with
  // 0, 1 or 2 closed, open() gave that number, and a dup2 onto itself would
  // keep it close-on-exec, then close it (the program ran with no stdin).
  const int in = fcntl(fd_in, F_DUPFD_CLOEXEC, 10), out = fcntl(fd_out, F_DUPFD_CLOEXEC, 10),
            err = fcntl(fd_err, F_DUPFD_CLOEXEC, 10);
  if (in < 0 || out < 0 || err < 0) fail(rep, l.cannot_in);
  close(fd_in), close(fd_out), close(fd_err);
  dup2(in, 0), dup2(out, 1), dup2(err, 2);
  close(in), close(out), close(err);
  // Everything else closes on exec, but for what the box needs: fd 3
  // (box_init's report), fd 4 (TAKE) and its files, at their own numbers.
  syscall(SYS_close_range, 3u, ~0u, 4u /* CLOSE_RANGE_CLOEXEC: the report pipe until exec */);
  if (run.box) {
    if (dup2(status, sandbox::kReportFd) != sandbox::kReportFd) fail(rep, l.cannot_drop);
    if (dup2(l.take_fd >= 0 ? l.take_fd : sandbox::kReportFd, sandbox::kTakeFd) != sandbox::kTakeFd) fail(rep, l.cannot_drop);
    fcntl(sandbox::kReportFd, F_SETFD, 0), fcntl(sandbox::kTakeFd, F_SETFD, 0);
    for (int fd : l.fds.all()) fcntl(fd, F_SETFD, 0);
  }
  if (!run.folder.empty() && !run.box && chdir(run.folder.c_str()) != 0) fail(rep, l.cannot_enter);
  if (limits.seconds > 0) {
    const rlim_t cpu = static_cast<rlim_t>(std::ceil(limits.seconds)) + 1;  // a backstop: the polling decides
    const rlimit r = {cpu, cpu + 1};
    setrlimit(RLIMIT_CPU, &r);
  }
  if (limits.stack_kb > 0) {
    const rlimit r = {static_cast<rlim_t>(limits.stack_kb) * 1024, static_cast<rlim_t>(limits.stack_kb) * 1024};
    setrlimit(RLIMIT_STACK, &r);
  }
  if (limits.output_kb > 0 && !run.box) {  // in the box, box_init sets it
    const rlimit r = {static_cast<rlim_t>(limits.output_kb) * 1024, static_cast<rlim_t>(limits.output_kb) * 1024};
    setrlimit(RLIMIT_FSIZE, &r);
  }
  if (run.box) {
    if (chdir("/") != 0) fail(rep, l.cannot_enter);
    if (group.made() && !group.join()) fail(rep, l.cannot_join);
    const sandbox::Box& box = *run.box;
    if (box.drop && (setgroups(0, nullptr) != 0 || setgid(box.gid) != 0 || setuid(box.uid) != 0 || setuid(0) == 0))
      fail(rep, l.cannot_drop);
    execve(words[0], words, envp);
  } else {  // this process becomes the command's keeper (keep())
    sigset_t wake, was;
    sigemptyset(&wake), sigaddset(&wake, SIGCHLD), sigaddset(&wake, SIGTERM);
    sigprocmask(SIG_BLOCK, &wake, &was);
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != judge) _exit(126);
    const pid_t keeper = getpid(), command = fork();
    if (command < 0) fail(rep, l.cannot_fork);
    if (command > 0) {
      if (dup2(status, 3) != 3) _exit(126);
      close(0), close(1), close(2);
      syscall(SYS_close_range, 4u, ~0u, 0u);  // the report pipe too: the judge reads it until the command's exec
      keep(command, judge, 3, wake);
    }
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // the keeper's end is its end
    if (getppid() != keeper) _exit(126);
    sigprocmask(SIG_SETMASK, &was, nullptr);
    execvp(words[0], words);
  }
  say(2, l.cannot_run);
  if (write(2, "\n", 1) < 0) _exit(127);
  _exit(127);
}

struct Started {
  pid_t pid = -1;
  int status_fd = -1;  // the read end of box_init's (or the keeper's) report
  std::string why;     // why the child could not start, or ""
};

// Forks the child and waits until it has executed (or said why it could not).
inline Started start(const Run& run, Launch& l, const Cgroup& group) {
  std::vector<char*> words, envp;
  for (const std::string& w : l.argv) words.push_back(const_cast<char*>(w.c_str()));
  words.push_back(nullptr);
  for (const std::string& e : l.env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  int report[2], status_pipe[2];  // report: why the child could not start (closed by exec); status: box_init's
  if (pipe2(report, O_CLOEXEC) != 0 || pipe2(status_pipe, O_CLOEXEC) != 0)
    throw RunError(std::string("cannot make a pipe: ") + std::strerror(errno));
  Descriptors ends;  // the child's ends, at 10 or above
  const int report_end = ends.keep(report[1]), status_end = ends.keep(status_pipe[1]);
  if (report_end < 0 || status_end < 0) throw RunError(std::string("cannot make a pipe: ") + std::strerror(errno));
  const pid_t judge = getpid();
  Started s;
  s.pid = Orphans::all().fork_waited();
  if (s.pid < 0) throw RunError(std::string("cannot start a process: ") + std::strerror(errno));
  if (s.pid == 0) {
    close(report[0]), close(status_pipe[0]);
    child_set_up(run, l, group, words.data(), envp.data(), report_end, status_end, judge);
  }
  ends.close_all();
  l.fds.close_all();
  setpgid(s.pid, s.pid);
  char buffer[512];
  for (ssize_t n; (n = read(report[0], buffer, sizeof buffer)) > 0;) s.why.append(buffer, static_cast<std::size_t>(n));
  close(report[0]);
  s.status_fd = status_pipe[0];
  return s;
}

}  // namespace limited
