// keeper.hpp: the keeper of a run without the box (--no-sandbox): the
// judge's child, the command's parent (box_init --unboxed, whose main.cpp
// runs keep()), which reaps what the command starts, ends it all when told,
// and reports the command's status, CPU time and peak memory on a pipe
// (limited/run.hpp reads the report). It runs in the child of fork() in a
// threaded program: system calls only, no allocation.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <ctime>

namespace sandbox {

struct KeeperReport {  // written on the status pipe when the command has ended
  int wstatus = 0;     // the command's wait status
  long long cpu_us = 0;  // the CPU time of everything the keeper reaped
  long peak_kb = 0;      // and their largest peak (ru_maxrss)
};

inline void add_usage(KeeperReport& r, const rusage& u) {
  r.cpu_us += (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000000LL + u.ru_utime.tv_usec + u.ru_stime.tv_usec;
  r.peak_kb = std::max(r.peak_kb, u.ru_maxrss);
}

// Reaps what has ended of the keeper's children; true when it has none left.
inline bool reap_children(pid_t command, KeeperReport& r, bool& ended) {
  for (;;) {
    int wstatus = 0;
    rusage usage{};
    const pid_t w = wait4(-1, &wstatus, WNOHANG, &usage);
    if (w < 0) return errno == ECHILD;
    if (w == 0) return false;
    add_usage(r, usage);
    if (w == command) {
      r.wstatus = wstatus;
      ended = true;
    }
  }
}

// Kills every child of the keeper (the orphans handed back to it among them:
// their children come back to it as they die) until it has none.
inline void end_children(pid_t command, KeeperReport& r, bool& ended) {
  for (int round = 0; round < 5000; ++round) {
    if (!ended) kill(command, SIGKILL);
    const int fd = open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);  // "PID PID ..."
    if (fd >= 0) {
      char buffer[4096];
      long pid = 0;
      for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;)
        for (ssize_t i = 0; i < n; ++i)
          if (buffer[i] >= '0' && buffer[i] <= '9') {
            pid = pid * 10 + (buffer[i] - '0');
          } else if (pid > 0) {
            kill(static_cast<pid_t>(pid), SIGKILL);
            pid = 0;
          }
      if (pid > 0) kill(static_cast<pid_t>(pid), SIGKILL);
      close(fd);
    }
    if (reap_children(command, r, ended)) return;
    const timespec pause = {0, 1000000};
    nanosleep(&pause, nullptr);
  }
}

// The keeper's life once the command runs: wakes on SIGCHLD and SIGTERM
// (`wake`, blocked), SIGTERM being the judge's "stop it" and its death
// (PR_SET_PDEATHSIG); the judge's being gone is checked as well, in case its
// signal came before. Then ends everything and reports on `status_fd`.
[[noreturn]] inline void keep(pid_t command, pid_t judge, int status_fd, const sigset_t& wake) {
  KeeperReport r;
  bool ended = false;
  while (!reap_children(command, r, ended) && !ended && getppid() == judge) {
    const timespec pause = {0, 100000000};
    if (sigtimedwait(&wake, nullptr, &pause) == SIGTERM) break;
  }
  end_children(command, r, ended);
  if (!ended) r.wstatus = SIGKILL;  // as wait() says it: killed by SIGKILL
  _exit(write(status_fd, &r, sizeof r) == static_cast<ssize_t>(sizeof r) ? 0 : 126);
}

}  // namespace sandbox
