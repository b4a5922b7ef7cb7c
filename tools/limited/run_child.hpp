// run_child.hpp: the start of a run without the box (limited/run.hpp): what
// is made ready before vfork() (the words, the messages), and the child's
// set-up: its own process group, stdin, stdout and stderr, the rlimits, then
// the keeper (box_init --unboxed, limited/unboxed.hpp) executed in its place,
// which starts the command. The box's runs start in limited/kept_box.hpp.
#pragma once

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
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

#include "limited/cpus.hpp"
#include "limited/process_tree.hpp"
#include "limited/put_files.hpp"
#include "limited/unboxed.hpp"
#include "run_types.hpp"

namespace limited {

// A run made ready before vfork(): the child shares the judge's memory and must not allocate.
struct Launch {
  bool files = false;                    // files mode: a folder of its own, with what it is given
  unsigned long long out_limit = ~0ull;  // bytes of any one file
  std::vector<std::string> argv;         // what the child executes: the keeper and the command
  cpu_set_t cpus;                        // where run.cpu >= 0: that CPU alone
  std::vector<PutEntry> put;             // files mode: what it is given (listed once: copied, or packed for the box)
  long put_kb = 0;                       // and the KB that takes in the files folder
  std::string cannot_in, cannot_out, cannot_err, cannot_enter, cannot_run;
};

inline Launch prepare_launch(const Run& run) {
  namespace fs = std::filesystem;
  Launch l;
  l.files = files_mode(run);
  l.out_limit = run.limits.output_kb > 0 ? static_cast<unsigned long long>(run.limits.output_kb) * 1024 : ~0ull;
  if (l.files) l.put = entries_to_put(run);
  l.put_kb = put_kb(l.put);
  l.cpus = one_cpu(run.cpu);
  if (run.box) return l;
  if (keeper_program().empty()) throw RunError("no keeper to start the run with (box_init)");
  l.argv = {keeper_program(), "--unboxed", std::to_string(getpid()), "--"};
  l.argv.insert(l.argv.end(), run.argv.begin(), run.argv.end());
  if (l.files) {  // a folder of its own, with what it is given
    std::error_code ec;
    fs::remove_all(run.folder, ec);
    if (!fs::create_directory(run.folder, ec)) throw RunError("cannot make " + run.folder);
    copy_entries(l.put, run.folder);
  }
  l.cannot_in = run.in_fd >= 0 ? std::string("cannot use the pipe to its stdin") : "cannot open " + run.in;
  l.cannot_out = run.out_fd >= 0 ? std::string("cannot use the pipe from its stdout") : "cannot open " + run.out;
  l.cannot_err = "cannot open " + run.err;
  l.cannot_enter = "cannot enter " + run.folder;
  l.cannot_run = "cannot run " + l.argv[0];
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

// The child, after vfork(): `report` is the pipe for why it could not start
// (closed by exec), `status` the keeper's report; both at 10 or above.
[[noreturn]] inline void child_set_up(const Run& run, const Launch& l, char** words, int report, int status) {
  const Limits& limits = run.limits;
  const int rep = report;
  setpgid(0, 0);  // its own process group, so that all of it can be stopped
  prctl(PR_SET_PDEATHSIG, SIGTERM);  // the keeper's "stop", when the judge dies (even by SIGKILL)
  signal(SIGINT, SIG_DFL), signal(SIGTERM, SIG_DFL), signal(SIGHUP, SIG_DFL);
  const int fd_in = run.in_fd >= 0 ? fcntl(run.in_fd, F_DUPFD_CLOEXEC, 0) : open(run.in.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_in < 0) fail(rep, l.cannot_in);
  const int fd_out = run.out_fd >= 0 ? fcntl(run.out_fd, F_DUPFD_CLOEXEC, 0)
                                     : open(run.out.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
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
  // Everything else closes on exec, but the keeper's report on fd 3.
  syscall(SYS_close_range, 3u, ~0u, 4u /* CLOSE_RANGE_CLOEXEC: the report pipe until exec */);
  if (dup2(status, 3) != 3) fail(rep, l.cannot_run);
  if (!run.folder.empty() && chdir(run.folder.c_str()) != 0) fail(rep, l.cannot_enter);
  if (run.cpu >= 0) sched_setaffinity(0, sizeof l.cpus, &l.cpus);  // a CPU the judge may use: it cannot fail
  if (limits.seconds > 0) {
    const rlim_t cpu = static_cast<rlim_t>(std::ceil(limits.seconds)) + 1;  // a backstop: the polling decides
    const rlimit r = {cpu, cpu + 1};
    setrlimit(RLIMIT_CPU, &r);
  }
  if (limits.stack_kb > 0) {
    const rlimit r = {static_cast<rlim_t>(limits.stack_kb) * 1024, static_cast<rlim_t>(limits.stack_kb) * 1024};
    setrlimit(RLIMIT_STACK, &r);
  }
  if (limits.output_kb > 0) {
    const rlimit r = {static_cast<rlim_t>(limits.output_kb) * 1024, static_cast<rlim_t>(limits.output_kb) * 1024};
    setrlimit(RLIMIT_FSIZE, &r);
  }
  // The keeper wakes on SIGCHLD and SIGTERM (blocked, as it expects them),
  // and adopts what its command leaves (subreaper, kept through exec).
  sigset_t wake;
  sigemptyset(&wake), sigaddset(&wake, SIGCHLD), sigaddset(&wake, SIGTERM);
  sigprocmask(SIG_BLOCK, &wake, nullptr);
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  execv(words[0], words);
  fail(rep, l.cannot_run);
}

struct Started {
  pid_t pid = -1;
  int status_fd = -1;  // the read end of the keeper's report
  std::string why;     // why the child could not start, or ""
};

// Forks the child and waits until it has executed the keeper (or said why it could not).
inline Started start(const Run& run, Launch& l) {
  std::vector<char*> words;
  for (const std::string& w : l.argv) words.push_back(const_cast<char*>(w.c_str()));
  words.push_back(nullptr);
  int report[2], status_pipe[2];  // report: why the child could not start (closed by exec); status: the keeper's
  if (pipe2(report, O_CLOEXEC) != 0 || pipe2(status_pipe, O_CLOEXEC) != 0)
    throw RunError(std::string("cannot make a pipe: ") + std::strerror(errno));
  const int report_end = fcntl(report[1], F_DUPFD_CLOEXEC, 10), status_end = fcntl(status_pipe[1], F_DUPFD_CLOEXEC, 10);
  close(report[1]), close(status_pipe[1]);
  if (report_end < 0 || status_end < 0) throw RunError(std::string("cannot make a pipe: ") + std::strerror(errno));
  Started s;
  // A vfork: no copy of the judge's memory is made, only to be dropped at exec.
  const int read_ends[2] = {report[0], status_pipe[0]};
  s.pid = Orphans::all().vfork_waited([&] {
    close(read_ends[0]), close(read_ends[1]);
    child_set_up(run, l, words.data(), report_end, status_end);
  });
  if (s.pid < 0) throw RunError(std::string("cannot start a process: ") + std::strerror(errno));
  close(report_end), close(status_end);
  setpgid(s.pid, s.pid);
  char buffer[512];
  for (ssize_t n; (n = read(report[0], buffer, sizeof buffer)) > 0;) s.why.append(buffer, static_cast<std::size_t>(n));
  close(report[0]);
  s.status_fd = status_pipe[0];
  return s;
}

}  // namespace limited
