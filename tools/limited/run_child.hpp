// run_child.hpp: the start of a run (limited_run.hpp): what is made ready
// before fork() (the words, the box's descriptors, the messages), and the
// child's set-up: its own process group, stdin (in the box a sealed memory
// file), stdout and stderr, the box's descriptors in their places, the
// rlimits, then bubblewrap as the box user, or without the box the keeper
// (sandbox/unboxed.hpp) and below it the command.
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

#include "../sandbox/box.hpp"
#include "../sandbox/process_tree.hpp"
#include "../sandbox/unboxed.hpp"
#include "run_types.hpp"

namespace limited {

// A run made ready before fork(): the child of a threaded program must not allocate.
struct Launch {
  bool files = false;                  // files mode: a folder, `put` in it, `take` read back
  unsigned long long out_limit = ~0ull;  // bytes of any one file
  std::vector<std::string> argv, env;  // what the child executes: bubblewrap's words, or the command
  std::vector<std::string> opened;     // the box: fds kTakeFd, kInitFd, kPutFd, then the copies
  unsigned long long in_tmp = 0;       // bytes of the copies in the box's /tmp, not the solution's doing
  long put_kb = 0;                     // files mode: the input's, in the files folder
  std::vector<std::string> cannot;     // the child's messages: "cannot open " + opened[i]
  std::string cannot_in, cannot_out, cannot_err, cannot_enter, cannot_run, cannot_drop, cannot_memfd, cannot_fork;
};

inline Launch prepare_launch(const Run& run) {
  namespace fs = std::filesystem;
  const Limits& limits = run.limits;
  Launch l;
  l.files = !run.folder.empty() && !run.take.empty();
  l.out_limit = limits.output_kb > 0 ? static_cast<unsigned long long>(limits.output_kb) * 1024 : ~0ull;
  l.argv = run.argv;
  if (run.box) {
    sandbox::BoxRun b;
    b.argv = run.argv, b.memory_kb = limits.memory_kb > 0 ? limits.memory_kb : 1 << 20, b.output_kb = limits.output_kb;
    if (l.files) {
      b.folder = run.folder, b.put_as = run.put_as, b.take = run.take;
      std::error_code ec;
      b.put_bytes = fs::file_size(run.put, ec);
      l.put_kb = static_cast<long>(b.put_bytes / 1024);
    }
    l.argv = sandbox::bwrap_words(bwrap_path(), *run.box, b);
    l.env = run.box->env;
    l.opened = {l.files ? run.taken : "/dev/null", run.box->init, l.files ? run.put : "/dev/null"};
    for (const sandbox::Copy& c : run.box->copies) {
      l.opened.push_back(c.from);
      if (sandbox::is_under(c.to, "/tmp") || sandbox::is_under(c.to, "/dev/shm")) l.in_tmp += c.bytes;
    }
  } else if (l.files) {  // a folder of its own, with the input
    std::error_code ec;
    fs::remove_all(run.folder, ec);
    if (!fs::create_directory(run.folder, ec) || !fs::copy_file(run.put, fs::path(run.folder) / run.put_as, ec))
      throw JudgeError("cannot make " + run.folder);
  }
  for (const std::string& f : l.opened) l.cannot.push_back("cannot open " + f);
  l.cannot_in = "cannot open " + run.in;
  l.cannot_out = "cannot open " + run.out;
  l.cannot_err = "cannot open " + run.err;
  l.cannot_enter = "cannot enter " + run.folder;
  l.cannot_run = "cannot run " + l.argv[0];
  l.cannot_drop = "cannot become the box user";
  l.cannot_memfd = "cannot make the input's memory file";
  l.cannot_fork = "cannot start a process";
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
// (closed by exec), `status` box_init's or the keeper's report.
[[noreturn]] inline void child_set_up(const Run& run, const Launch& l, char** words, char** envp, int report,
                                      int status, pid_t judge) {
  const Limits& limits = run.limits;
  const int rep = 999;  // the report pipe, out of the way of the box's descriptors
  if (dup3(report, rep, O_CLOEXEC) != rep) _exit(126);
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
  dup2(fd_in, 0), dup2(fd_out, 1), dup2(fd_err, 2);
  close(fd_in), close(fd_out), close(fd_err);
  const std::vector<std::string>& opened = l.opened;
  if (run.box) {  // fds 3 (box_init's report), 4 (take), 5 (box_init), 6 (put), 7... (the copies)
    const int high = 1000;
    if (dup3(status, high, O_CLOEXEC) != high) fail(rep, l.cannot_drop);
    for (std::size_t i = 0; i < opened.size(); ++i) {
      const int fd = i == 0 ? open(opened[i].c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)
                            : open(opened[i].c_str(), O_RDONLY | O_CLOEXEC);
      if (fd < 0 || dup3(fd, high + 1 + static_cast<int>(i), O_CLOEXEC) < 0) fail(rep, l.cannot[i]);
      close(fd);
    }
    for (std::size_t i = 0; i <= opened.size(); ++i) dup2(high + static_cast<int>(i), sandbox::kReportFd + static_cast<int>(i));
    syscall(SYS_close_range, static_cast<unsigned>(sandbox::kReportFd + opened.size() + 1), static_cast<unsigned>(rep - 1), 0u);
    syscall(SYS_close_range, static_cast<unsigned>(rep + 1), ~0u, 0u);
  }
  syscall(SYS_close_range, 3u, ~0u, 4u /* CLOSE_RANGE_CLOEXEC: the report pipe until exec */);
  if (run.box)
    for (std::size_t i = 0; i <= opened.size(); ++i) fcntl(sandbox::kReportFd + static_cast<int>(i), F_SETFD, 0);
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
inline Started start(const Run& run, const Launch& l) {
  std::vector<char*> words, envp;
  for (const std::string& w : l.argv) words.push_back(const_cast<char*>(w.c_str()));
  words.push_back(nullptr);
  for (const std::string& e : l.env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);
  int report[2], status_pipe[2];  // report: why the child could not start (closed by exec); status: box_init's
  if (pipe2(report, O_CLOEXEC) != 0 || pipe2(status_pipe, O_CLOEXEC) != 0)
    throw JudgeError(std::string("cannot make a pipe: ") + std::strerror(errno));
  const pid_t judge = getpid();
  Started s;
  s.pid = Orphans::all().fork_waited();
  if (s.pid < 0) throw JudgeError(std::string("cannot start a process: ") + std::strerror(errno));
  if (s.pid == 0) {
    close(report[0]), close(status_pipe[0]);
    child_set_up(run, l, words.data(), envp.data(), report[1], status_pipe[1], judge);
  }
  close(report[1]), close(status_pipe[1]);
  setpgid(s.pid, s.pid);
  char buffer[512];
  for (ssize_t n; (n = read(report[0], buffer, sizeof buffer)) > 0;) s.why.append(buffer, static_cast<std::size_t>(n));
  close(report[0]);
  s.status_fd = status_pipe[0];
  return s;
}

}  // namespace limited
