// main.cpp: box_init, the judge's small keeper (see box.hpp), two ways.
//
//   box_init --box CWD -- [N PATH]...           (fd 3: the judge's socket)
//
// In the box: its PID 1, started once for a run of the judge by bubblewrap
// (--as-pid-1: no init of bubblewrap's, which a solution could trace), with
// CAP_SYS_ADMIN and CAP_SETPCAP in the box's user namespace (--cap-add) and
// nothing else; undumpable. Once, before any run, it joins a session keyring
// of its own (empty, and no process of the box can add a key to it), empties
// the bounding set (keeping its own capabilities, which the inits need for
// their mounts) and installs the seccomp filter (5. below): each run
// inherits all three, made once. Then, for each run in turn, it starts the
// run's init, its first process, in a PID, a mount and an IPC namespace of its own,
// before the run's request comes: the init makes its mounts while the judge
// reads the last run's report, then reads the request on fd 3 itself (the
// keeper reads none while an init lives). The keeper reaps it, and starts
// the next one only once it has reaped it (its PID namespace, and so every
// process of the run, gone). When fd 3 ends (the judge is gone, even by
// SIGKILL) it exits, and the kernel ends everything in the box.
//
// The request: "PROCESSES FILE_BYTES TMPFS_BYTES CPU_SECONDS STACK_BYTES
// FOLDER TAKE CPU JOINS ARGS...", each word ended by '\0' ("" for none; CPU:
// the one the run is pinned to, -1 for none),
// with the descriptors: the run's socket, stdin, stdout, stderr, in files
// mode (FOLDER set) the files to put in FOLDER, packed (limited/put_files.hpp),
// and where TAKE goes (/dev/null when TAKE is ""),
// and JOINS files that the run's init writes "0" into (the run's cgroup's
// cgroup.procs or tasks, opened by the judge: a process that moves itself
// takes no lock over every process, as moving another does).
//
// The run's init, PID 1 of its namespace, a fork of this keeper, in a mount,
// a PID and an IPC namespace of its own (no SysV object nor POSIX message
// queue of one run is seen by the next; all are gone with the run's last
// process):
// 1. Makes the run's own mounts, gone with it, before the request: /tmp and
//    /dev/shm (tmpfs, empty), /proc of its own PIDs, the solution's files
//    that lie under /tmp or /dev/shm bound read-only at PATH from
//    /run/judge/files/N (the others are in the box's read-only root; none can
//    be written, removed or their room reused), CWD made there if it lies
//    there. Then it reads the request.
// 2. Joins the run's cgroup (JOINS) and says "init" on the box's socket,
//    fd 3 (the kernel adds its PID as the judge sees it: the root of the
//    run's processes), which the judge reads when it polls the run, not at
//    once: a run shorter than a poll costs the judge no wake-up for it.
//    Sizes /tmp and /dev/shm at TMPFS_BYTES each; in files mode mounts a
//    small read-only tmpfs at FOLDER's parent holding FOLDER, a tmpfs of
//    FILE_BYTES and the pages of the files put, which it unpacks there: each
//    made anew, a name with no empty, "." or ".." part, never through a link.
// 3. Caps processes and threads at PROCESSES + 2 (RLIMIT_NPROC in the box's
//    user namespace, which counts the box's tasks: this keeper and the run's
//    init too; one run at a time in a box; one more in a cgroup, whose
//    pids.max then refuses first and counts it), every file written at FILE_BYTES
//    (RLIMIT_FSIZE), the open files of each process at kOpenFiles (as
//    isolate's default: it bounds the pipes a process holds), CPU at
//    CPU_SECONDS (a backstop; the judge's polls decide) and the stack.
// 4. Runs in the keeper's session keyring (the user keyring is the box's own).
// 5. Drops every capability (ambient and its own; the bounding set is
//    empty), under the keeper's seccomp filter (seccomp.cpp), which refuses, with
//    EPERM, the system calls that would let the solution hold memory that no
//    process maps and no tmpfs of the run holds (memfd_create, SysV shared
//    memory and message queues, sockets and their queues: the box has no
//    network anyway, keys; and where no cgroup counts the run, SysV
//    semaphores and POSIX message queues, by a second filter of the init's;
//    a pipe stays at its default size, F_SETPIPE_SZ),
//    disk past its files' sizes (fallocate, refused as a file system without
//    it would: EOPNOTSUPP), reach into another process's memory or
//    descriptors (process_vm_*, pidfd_getfd; ptrace stays, since a
//    sanitizer's leak check traces its own process, and the inits,
//    undumpable, cannot be traced), or get around the filter (io_uring); a
//    system call of x32 or of another architecture ends the process. The
//    filters are libseccomp's, the capabilities dropped with libcap.
// 6. Starts ARGS, reaps every process of the run that ends (it is their
//    init) and, once ARGS' first process has ended, kills and reaps every
//    other process of the run, then writes on the run's socket
//    "WSTATUS TAKEN KB CPU_US PEAK_KB AT_LIMIT SELF_US\n": its wait status itself (an
//    exit status of 153 is not a signal 25), what became of TAKE (-1 not
//    asked, 0 no such file, 1 copied, 2 not a regular file: a symlink, a
//    FIFO, a folder, never followed; 3 over FILE_BYTES, copied up to it),
//    the KB that FOLDER holds, and the CPU time and the largest peak
//    (ru_maxrss) of the processes it reaped: a fork of this keeper, never of
//    the judge, so the peak is theirs, and 1 when ARGS ended by SIGXFSZ with
//    a file of FILE_BYTES in its /tmp or /dev/shm (else 0), and its own
//    CPU time (its mounts, the files it unpacked, TAKE copied): the judge
//    takes it off the cgroup's count, which holds it, since it is not the
//    solution's. Then it exits, its mounts with it; the judge need not wait
//    for that.
//
//   box_init --unboxed JUDGE -- COMMAND [ARGS...]   (fd 3: the report pipe)
//
// Without the box (--no-sandbox): the keeper of sandbox/keeper.hpp, which
// the judge's child executes, so that COMMAND is forked from this small
// process, not from a copy of the judge (the peak the kernel gives for a
// process, ru_maxrss, holds what its image before exec held).
//
// Only system calls: no allocation, nothing that a small box could refuse.
#include "sandbox/box_init/internal.hpp"

#include <fcntl.h>
#include <linux/keyctl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/capability.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "sandbox/keeper.hpp"

namespace box_init::internal {

void say(const char* a, const char* b) {
  if (write(2, a, std::strlen(a)) < 0 || write(2, b, std::strlen(b)) < 0 || write(2, "\n", 1) < 0) _exit(126);
}

namespace {

/*** The keeper ***/

// The keeper, once for the box, before any run: what every run's init and
// program inherit, made once rather than for each run (the filter's
// compilation alone cost a run a tenth of a millisecond). A session keyring
// of its own (it stays empty: no process of the box may add a key), the
// bounding set emptied (the keeper keeps its own capabilities, which the
// inits need for their mounts), and the seccomp filter, which refuses none
// of the system calls that the keeper or an init makes. False, said on
// stderr, when one cannot be made.
bool make_once() {
  if (syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, nullptr) < 0 && errno != ENOSYS) {
    say("box_init: cannot join a keyring of its own: ", std::strerror(errno));
    return false;
  }
  for (cap_value_t cap = 0; cap < cap_max_bits(); ++cap)  // the capabilities this kernel has
    if (cap_drop_bound(cap) != 0) {
      say("box_init: cannot empty the bounding set: ", std::strerror(errno));
      return false;
    }
  if (!install_filter()) {
    say("box_init: cannot install the seccomp filter: ", std::strerror(errno));
    return false;
  }
  return true;
}

int keep_box(const Boxed& box) {
  sigset_t children;
  sigemptyset(&children), sigaddset(&children, SIGCHLD);
  sigprocmask(SIG_BLOCK, &children, nullptr);
  const int ended = signalfd(-1, &children, SFD_CLOEXEC | SFD_NONBLOCK);
  if (ended < 0) {
    say("box_init: cannot make a signalfd: ", std::strerror(errno));
    return 126;
  }
  static Request r;
  if (!make_once()) return 126;
  if (send(3, "ready", 5, MSG_NOSIGNAL) != 5) return 126;
  for (;;) {
    // The next run's init, started once the last one is reaped: it makes
    // its mounts while the judge reads the last report, then reads the
    // next request itself (this keeper reads none while it lives).
    const pid_t run =
        static_cast<pid_t>(syscall(SYS_clone, CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWIPC | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
    if (run == 0) {
      close(ended);
      sigprocmask(SIG_UNBLOCK, &children, nullptr);
      run_init(box, r);
    }
    if (run < 0) {  // no init: the next request refused, its socket closed
      const int got = receive(r);
      if (got == 0) return 0;
      close_request(r);
      continue;
    }
    int status = 0;
    for (bool reaped = false; !reaped;) {  // until it has ended, or the judge has
      pollfd p[2] = {{3, 0, 0}, {ended, POLLIN, 0}};
      if (poll(p, 2, -1) < 0 && errno != EINTR) return 126;
      if (p[0].revents & (POLLHUP | POLLERR)) return 0;  // the judge is gone: the box ends with this keeper
      if (!p[1].revents) continue;
      signalfd_siginfo info;
      while (read(ended, &info, sizeof info) > 0) {
      }
      int st = 0;
      for (pid_t w; (w = waitpid(-1, &st, WNOHANG)) > 0;)
        if (w == run) reaped = true, status = st;
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == kJudgeGone) return 0;
  }
}

/*** Without the box ***/

int keep_unboxed(pid_t judge, char** command) {
  sigset_t wake;  // blocked by the judge's child before it executed this
  sigemptyset(&wake), sigaddset(&wake, SIGCHLD), sigaddset(&wake, SIGTERM);
  if (getppid() != judge) return 126;
  // An IPC namespace of the run's own, where this user may make one (root):
  // the SysV objects and POSIX message queues it makes end with its last
  // process, and no other run sees them. Elsewhere they stay on the host
  // (the judge's first lines say which: limited::unboxed_ipc_is_own).
  unshare(CLONE_NEWIPC);
  const pid_t keeper = getpid(), pid = fork();
  if (pid < 0) {
    say("cannot start a process: ", std::strerror(errno));
    return 126;
  }
  if (pid > 0) {
    close(0), close(1), close(2);
    sandbox::keep(pid, judge, 3, wake);
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL);  // the keeper's end is its end
  if (getppid() != keeper) _exit(126);
  close(3);
  sigprocmask(SIG_UNBLOCK, &wake, nullptr);
  execvp(command[0], command);
  say("cannot run ", command[0]);
  _exit(127);
}

}  // namespace

}  // namespace box_init::internal

int main(int argc, char** argv) {
  using namespace box_init::internal;
  if (argc >= 5 && std::strcmp(argv[1], "--unboxed") == 0 && std::strcmp(argv[3], "--") == 0)
    return keep_unboxed(static_cast<pid_t>(std::atol(argv[2])), argv + 4);
  if (argc < 4 || std::strcmp(argv[1], "--box") != 0 || std::strcmp(argv[3], "--") != 0 || (argc - 4) % 2 != 0) {
    say("usage: box_init --box CWD -- [N PATH]... or box_init --unboxed JUDGE -- COMMAND [ARGS...]", "");
    return 126;
  }
  syscall(SYS_close_range, 4u, ~0u, 0u);
  fcntl(3, F_SETFD, FD_CLOEXEC);
  prctl(PR_SET_DUMPABLE, 0);
  Boxed box;
  box.cwd = argv[2], box.binds = argv + 4, box.bind_words = argc - 4;
  return keep_box(box);
}
