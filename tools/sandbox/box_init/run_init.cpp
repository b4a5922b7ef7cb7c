// run_init.cpp: a run's init, from its mounts to its report (main.cpp says
// each step).
#include "sandbox/box_init/internal.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace box_init::internal {
namespace {

int run_socket = -1;

}  // namespace

// Says why on the run's socket and ends the run's init.
[[noreturn]] void fail(const char* what, const char* path) {
  char line[512];
  const int n = std::snprintf(line, sizeof line, "error %s %s: %s\n", what, path, std::strerror(errno));
  if (n > 0 && send(run_socket, line, static_cast<std::size_t>(n < static_cast<int>(sizeof line) ? n : sizeof line - 1),
                    MSG_NOSIGNAL) < 0)
    _exit(126);
  _exit(126);
}

// The run's init: its mounts made ahead, then the judge's request served.
[[noreturn]] void run_init(const Boxed& box, Request& r) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);  // the keeper's end is its end
  make_ahead(box);  // a failure said at the request
  const int got = receive(r);
  if (got == 0) _exit(kJudgeGone);
  if (got < 0) {
    close_request(r);  // the judge sees the run's socket end
    _exit(126);
  }
  run_socket = r.fds[0];
  const int joins = std::atoi(r.word[kJoins]), first_join = r.fd_count - joins;
  for (int i = first_join; i < r.fd_count; ++i) {
    if (write(r.fds[i], "0", 1) != 1) fail("cannot join the run's cgroup", "");
    close(r.fds[i]);
  }
  if (send(3, "init", 4, MSG_NOSIGNAL) != 4) _exit(126);  // on the box's socket: the judge reads it when it polls
  close(3);
  make_mounts(r, box);
  set_limits(r);
  pin(r);
  drop_capabilities();
  if (joins == 0 && !refuse_uncounted_ipc()) fail("cannot install the seccomp filter", "");
  // vfork: the program starts without a copy of this process's memory
  // (which it would throw away at once); the child writes nothing but its
  // own stack before it executes ARGS or exits.
  const pid_t pid = vfork();
  if (pid < 0) fail("cannot start the program", "");
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (dup2(r.fds[1], 0) != 0 || dup2(r.fds[2], 1) != 1 || dup2(r.fds[3], 2) != 2) _exit(126);
    syscall(SYS_close_range, 3u, ~0u, 0u);
    execvp(r.word[kArgs], r.word + kArgs);
    const int e = errno;
    say("cannot run ", r.word[kArgs]);
    _exit(e == ENOENT ? 127 : 126);
  }
  for (int i = 1; i < 4; ++i) close(r.fds[i]);
  int status = 0;  // the run's init: every orphan is reaped too, until the program has ended
  for (pid_t ended; (ended = waitpid(-1, &status, 0)) != pid;)
    if (ended < 0 && errno != EINTR) _exit(126);
  kill(-1, SIGKILL);  // then every other process of the run (all but this one), reaped: none is left when it reports
  for (pid_t ended; (ended = waitpid(-1, nullptr, 0)) > 0 || errno == EINTR;) {
  }
  const rlim_t file_bytes = std::strtoull(r.word[kFileBytes], nullptr, 10);
  const int taken =
      *r.word[kTake] == '\0' ? -1 : take(r.word[kTake], r.fds[5], file_bytes > 0 ? static_cast<long long>(file_bytes) : 1LL << 40);
  struct statfs here {};
  const long long kb =
      *r.word[kFolder] != '\0' && statfs(".", &here) == 0 ? static_cast<long long>(here.f_blocks - here.f_bfree) * here.f_bsize / 1024 : 0;
  int left = 4096;
  const bool at_file_limit =
      WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ && file_bytes > 0 &&
      (holds_file_at(open("/tmp", O_RDONLY | O_DIRECTORY | O_CLOEXEC), static_cast<long long>(file_bytes), 8, left) ||
       holds_file_at(open("/dev/shm", O_RDONLY | O_DIRECTORY | O_CLOEXEC), static_cast<long long>(file_bytes), 8, left));
  rusage usage {}, self {};
  getrusage(RUSAGE_CHILDREN, &usage);
  getrusage(RUSAGE_SELF, &self);
  const long long cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec +
                           usage.ru_stime.tv_usec;
  const long long self_us = (self.ru_utime.tv_sec + self.ru_stime.tv_sec) * 1000000LL + self.ru_utime.tv_usec +
                            self.ru_stime.tv_usec;
  char line[200];
  const int n = std::snprintf(line, sizeof line, "%d %d %lld %lld %ld %d %lld\n", status, taken, kb, cpu_us,
                              usage.ru_maxrss, at_file_limit ? 1 : 0, self_us);
  _exit(send(run_socket, line, static_cast<std::size_t>(n), MSG_NOSIGNAL) == n ? 0 : 126);
}

}  // namespace box_init::internal
