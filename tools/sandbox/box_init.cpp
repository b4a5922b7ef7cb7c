// box_init: the judge's small keeper (see box.hpp), two ways.
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
//    empty), under the keeper's seccomp filter (below), which refuses, with
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
//    undumpable, cannot be traced), or get around the filter (io_uring, x32
//    system calls); a system call of another architecture ends the process.
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
// Without the box (--no-sandbox): the keeper of limited/unboxed.hpp, which
// the judge's child executes, so that COMMAND is forked from this small
// process, not from a copy of the judge (the peak the kernel gives for a
// process, ru_maxrss, holds what its image before exec held).
//
// Only system calls: no allocation, nothing that a small box could refuse.
#include <dirent.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/keyctl.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <poll.h>

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "limited/unboxed.hpp"

namespace {

void say(const char* a, const char* b) {
  if (write(2, a, std::strlen(a)) < 0 || write(2, b, std::strlen(b)) < 0 || write(2, "\n", 1) < 0) _exit(126);
}

/*** The seccomp filter ***/

#if defined(__x86_64__)
const unsigned kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
const unsigned kArch = AUDIT_ARCH_AARCH64;
#else
#error "box_init: no seccomp filter for this architecture"
#endif

// The system calls refused in the box with EPERM (see 5. above); those this
// machine does not have are left out.
const long kRefused[] = {
    SYS_process_vm_readv, SYS_process_vm_writev, SYS_memfd_create, SYS_shmget, SYS_msgget, SYS_socket,
    SYS_socketpair, SYS_add_key, SYS_request_key, SYS_keyctl,
#ifdef SYS_memfd_secret
    SYS_memfd_secret,
#endif
#ifdef SYS_pidfd_getfd
    SYS_pidfd_getfd,
#endif
#ifdef SYS_io_uring_setup
    SYS_io_uring_setup,
#endif
#ifdef SYS_userfaultfd
    SYS_userfaultfd,
#endif
    SYS_perf_event_open};
const unsigned kCount = sizeof kRefused / sizeof kRefused[0];
const unsigned kSetPipeSize = 1031;  // F_SETPIPE_SZ
const rlim_t kOpenFiles = 64;

// The filter: the architecture, then x32's calls (x86_64), fallocate
// (EOPNOTSUPP), fcntl's F_SETPIPE_SZ, then each refused call (EPERM).
bool install_filter() {
  sock_filter f[16 + kCount];
  unsigned n = 0;
  const auto jump_to = [&n](unsigned target) { return static_cast<unsigned char>(target - n - 1); };
  f[n++] = BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch));
  f[n++] = BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kArch, 1, 0);
  f[n++] = BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS);
  f[n++] = BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr));
  const unsigned allow = n + 6 + kCount, refuse = allow + 1, unsupported = allow + 2;
  f[n] = BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, jump_to(refuse), 0);  // x32
  ++n;
  f[n] = BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_fallocate, jump_to(unsupported), 0);
  ++n;
  f[n] = BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_fcntl, 0, 2);  // fcntl: its command, the low word of args[1]
  ++n;
  f[n++] = BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[1]));
  f[n] = BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kSetPipeSize, jump_to(refuse), jump_to(allow));
  ++n;
  f[n++] = BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr));  // not fcntl: the number again
  for (unsigned i = 0; i < kCount; ++i, ++n)
    f[n] = BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, static_cast<unsigned>(kRefused[i]), jump_to(refuse), 0);
  f[n++] = BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
  f[n++] = BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM);
  f[n++] = BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EOPNOTSUPP);
  const sock_fprog program = {static_cast<unsigned short>(n), f};
  return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 && prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0;
}

// A run that no cgroup counts: a second filter, over the keeper's, refuses
// SysV semaphores and POSIX message queues as well (EPERM). Their memory is
// the kernel's, which no process maps: a cgroup charges it to the run, and
// there they stay; sampling could not see it.
bool refuse_uncounted_ipc() {
  sock_filter f[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_semget, 2, 0),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_mq_open, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
  };
  const sock_fprog program = {static_cast<unsigned short>(sizeof f / sizeof f[0]), f};
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) == 0;
}

/*** The run's init ***/

const int kWords = 4096;  // words of a request, at most
enum { kProcesses, kFileBytes, kTmpfsBytes, kCpuSeconds, kStackBytes, kFolder, kTake, kCpu, kJoins, kArgs };
const int kMostJoins = 3;  // cgroup v1: memory, pids, cpuacct

struct Request {
  char text[1 << 18];  // the words, each ended by '\0'
  char* word[kWords + 1];
  int words = 0;
  int fds[6 + kMostJoins] = {-1, -1, -1, -1, -1, -1, -1, -1, -1};  // socket, stdin, stdout, stderr, [put, take,] joins...
  int fd_count = 0;
};



// The box's constants (argv): where a run starts, and the copies to bind.
struct Boxed {
  const char* cwd = "/";
  char** binds = nullptr;  // N PATH N PATH ...
  int bind_words = 0;
};

int run_socket = -1;

// Says why on the run's socket and ends the run's init.
[[noreturn]] void fail(const char* what, const char* path) {
  char line[512];
  const int n = std::snprintf(line, sizeof line, "error %s %s: %s\n", what, path, std::strerror(errno));
  if (n > 0 && send(run_socket, line, static_cast<std::size_t>(n < static_cast<int>(sizeof line) ? n : sizeof line - 1),
                    MSG_NOSIGNAL) < 0)
    _exit(126);
  _exit(126);
}

bool under(const char* path, const char* folder) {
  const std::size_t n = std::strlen(folder);
  return std::strncmp(path, folder, n) == 0 && (path[n] == '/' || path[n] == '\0');
}

// mkdir -p of `path` (its last part too when `last`); false when it cannot.
bool make_folders(const char* path, bool last) {
  char p[4096];
  const std::size_t n = std::strlen(path);
  if (n >= sizeof p) {
    errno = ENAMETOOLONG;
    return false;
  }
  std::memcpy(p, path, n + 1);
  for (std::size_t i = 1; i <= n; ++i) {
    if (p[i] != '/' && p[i] != '\0') continue;
    if (p[i] == '\0' && !last) break;
    const char kept = p[i];
    p[i] = '\0';
    struct stat st {};
    if (stat(p, &st) != 0 && mkdir(p, 0755) != 0 && errno != EEXIST) return false;
    p[i] = kept;
  }
  return true;
}

bool mount_tmpfs(const char* where, const char* options) {
  return mount("tmpfs", where, "tmpfs", MS_NOSUID | MS_NODEV, options) == 0;
}

// Whether `name`, from the judge's pack, is relative and has no empty, "."
// or ".." part: it cannot leave the folder it is unpacked in.
bool plain_name(const char* name) {
  if (*name == '\0' || *name == '/') return false;
  for (const char* part = name;;) {
    const char* end = std::strchr(part, '/');
    const std::size_t n = end ? static_cast<std::size_t>(end - part) : std::strlen(part);
    if (n == 0 || (n == 1 && part[0] == '.') || (n == 2 && part[0] == '.' && part[1] == '.')) return false;
    if (!end) return true;
    part = end + 1;
  }
}

// Goes through the pack `from` (limited/put_files.hpp), and unpacks it into
// the current folder when `make`. The bytes its files take in a tmpfs
// (whole pages each), or fails.
unsigned long long unpack(int from, bool make) {
  unsigned long long pages = 0;
  char head[4200];
  for (off_t at = 0;;) {
    const ssize_t n = pread(from, head, sizeof head - 1, at);
    if (n < 0) fail("cannot read the files to put", "");
    if (n == 0) return pages;
    head[n] = '\0';
    const std::size_t length = std::strlen(head);
    char* name = head + 2;
    unsigned long long size = 0;
    if (static_cast<ssize_t>(length) == n || length < 3 || head[1] != ' ' || (head[0] != 'd' && head[0] != 'f')) {
      errno = EINVAL;
      fail("cannot read the files to put", "");
    }
    if (head[0] == 'f') {
      size = std::strtoull(head + 2, &name, 10);
      if (*name != ' ') {
        errno = EINVAL;
        fail("cannot read the files to put", "");
      }
      ++name;
    }
    if (!plain_name(name)) {
      errno = EINVAL;
      fail("cannot put", name);
    }
    at += static_cast<off_t>(length) + 1;
    pages += (size + 4095) / 4096 * 4096;
    if (!make) {
      at += static_cast<off_t>(size);
      continue;
    }
    if (head[0] == 'd') {
      if (mkdir(name, 0755) != 0) fail("cannot make", name);
      continue;
    }
    const int to = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (to < 0) fail("cannot make", name);
    char buffer[65536];
    for (unsigned long long left = size; left > 0;) {
      const ssize_t got = pread(from, buffer, left < sizeof buffer ? left : sizeof buffer, at);
      if (got <= 0) fail("cannot read the files to put for", name);
      for (ssize_t done = 0; done < got;) {
        const ssize_t w = write(to, buffer + done, static_cast<std::size_t>(got - done));
        if (w <= 0) fail("cannot write", name);
        done += w;
      }
      at += got, left -= static_cast<unsigned long long>(got);
    }
    close(to);
  }
}

// The mounts of the next run, made before its request: /tmp and /dev/shm
// (empty tmpfs, a page each until the request sizes them), /proc of its own
// PIDs, the solution's files under /tmp or /dev/shm, CWD's folders there.
// Nothing of the run is in them yet; a failure is said at the request.
// Why the mounts made ahead failed (said at the request), or nullptr.
const char* ahead_failed = nullptr;
const char* ahead_path = "";
int ahead_errno = 0;

bool mounts_failed(const char* what, const char* path) {
  ahead_failed = what, ahead_path = path, ahead_errno = errno;
  return false;
}

bool make_ahead(const Boxed& box) {
  if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return mounts_failed("cannot make the mounts private:", "/");
  const char* empty = "size=4096,mode=1777";
  for (const char* tmpfs : {"/tmp", "/dev/shm"})
    if (!mount_tmpfs(tmpfs, empty)) return mounts_failed("cannot mount a tmpfs on", tmpfs);
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) != 0) return mounts_failed("cannot mount", "/proc");
  for (int i = 0; i + 1 < box.bind_words; i += 2) {  // the solution's files under /tmp and /dev/shm
    char from[64];
    std::snprintf(from, sizeof from, "/run/judge/files/%s", box.binds[i]);
    const char* to = box.binds[i + 1];
    if (!make_folders(to, false)) return mounts_failed("cannot make the folder of", to);
    const int fd = open(to, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return mounts_failed("cannot make", to);
    close(fd);
    if (mount(from, to, nullptr, MS_BIND, nullptr) != 0 ||
        mount(nullptr, to, nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
      return mounts_failed("cannot bind", to);
  }
  if ((under(box.cwd, "/tmp") || under(box.cwd, "/dev/shm")) && !make_folders(box.cwd, true))
    return mounts_failed("cannot make", box.cwd);
  return true;
}

// The run's own mounts, at its request: /tmp and /dev/shm sized, and in
// files mode its folder.
void make_mounts(const Request& r, const Boxed& box) {
  if (ahead_failed) {
    errno = ahead_errno;
    fail(ahead_failed, ahead_path);
  }
  char size[64];
  std::snprintf(size, sizeof size, "size=%s", r.word[kTmpfsBytes]);
  for (const char* tmpfs : {"/tmp", "/dev/shm"})
    if (mount(nullptr, tmpfs, nullptr, MS_REMOUNT | MS_NOSUID | MS_NODEV, size) != 0) fail("cannot size the tmpfs on", tmpfs);
  const char* folder = r.word[kFolder];
  if (*folder == '\0') {
    if (chdir(box.cwd) != 0) fail("cannot enter", box.cwd);
    return;
  }
  char parent[4096];  // files mode: FOLDER alone in a small read-only tmpfs
  const std::size_t n = std::strlen(folder);
  if (n >= sizeof parent || std::strrchr(folder, '/') == nullptr || std::strrchr(folder, '/') == folder) {
    errno = EINVAL;
    fail("cannot make the files folder", folder);
  }
  std::memcpy(parent, folder, n + 1);
  *std::strrchr(parent, '/') = '\0';
  if (!make_folders(parent, true)) fail("cannot make", parent);
  if (!mount_tmpfs(parent, "size=65536,mode=0755")) fail("cannot mount a tmpfs on", parent);
  if (mkdir(folder, 0755) != 0) fail("cannot make", folder);
  std::snprintf(size, sizeof size, "size=%llu,mode=0755",
                std::strtoull(r.word[kFileBytes], nullptr, 10) + unpack(r.fds[4], false) + 65536);
  if (!mount_tmpfs(folder, size)) fail("cannot mount a tmpfs on", folder);
  if (mount(nullptr, parent, nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0)
    fail("cannot make read-only", parent);
  if (chdir(folder) != 0) fail("cannot enter", folder);
  unpack(r.fds[4], true);
}

void set_limits(const Request& r) {
  // In a cgroup, its pids.max (PROCESSES and this init) must refuse first,
  // so that its pids.events counts the refusal: the kernel checks
  // RLIMIT_NPROC before the cgroup, so the rlimit is one above it there.
  const bool in_cgroup = std::atoi(r.word[kJoins]) > 0;
  const rlim_t processes = std::strtoull(r.word[kProcesses], nullptr, 10) + (in_cgroup ? 3 : 2);
  const rlim_t file_bytes = std::strtoull(r.word[kFileBytes], nullptr, 10);
  const rlim_t cpu = std::strtoull(r.word[kCpuSeconds], nullptr, 10);
  const rlim_t stack = std::strtoull(r.word[kStackBytes], nullptr, 10);
  const rlimit nproc = {processes, processes}, fsize = {file_bytes, file_bytes}, files = {kOpenFiles, kOpenFiles},
               seconds = {cpu, cpu + 1}, stack_bytes = {stack, stack};
  if (setrlimit(RLIMIT_NPROC, &nproc) != 0 || (file_bytes > 0 && setrlimit(RLIMIT_FSIZE, &fsize) != 0) ||
      setrlimit(RLIMIT_NOFILE, &files) != 0 || (cpu > 0 && setrlimit(RLIMIT_CPU, &seconds) != 0) ||
      (stack > 0 && setrlimit(RLIMIT_STACK, &stack_bytes) != 0))
    fail("cannot set the limits", "");
}

// The run's init pinned to the request's CPU, and so all it starts (-1: none).
void pin(const Request& r) {
  const int cpu = std::atoi(r.word[kCpu]);
  if (cpu < 0 || cpu >= CPU_SETSIZE) return;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  if (sched_setaffinity(0, sizeof one, &one) != 0) fail("cannot pin the run to its CPU", "");
}

// The run's init: every capability dropped, ambient and its own (the
// bounding set is empty since the keeper began: none comes back by exec).
void drop_capabilities() {
  prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  __user_cap_data_struct none[2] = {};
  if (syscall(SYS_capset, &header, none) != 0) fail("cannot drop the capabilities", "");
}

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
  for (int cap = 0; cap < 64; ++cap)
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0) {
      if (errno == EINVAL) break;  // past the last one this kernel has
      say("box_init: cannot empty the bounding set: ", std::strerror(errno));
      return false;
    }
  if (!install_filter()) {
    say("box_init: cannot install the seccomp filter: ", std::strerror(errno));
    return false;
  }
  return true;
}

// Whether a regular file below the folder `fd` (closed here), `depth`
// folders deep, has reached `limit` bytes; `left` bounds the entries looked
// at. A program ended by SIGXFSZ with such a file in its /tmp or /dev/shm
// reached the output limit (OLE); one that sent itself the signal did not.
bool holds_file_at(int fd, long long limit, int depth, int& left) {
  DIR* dir = fd >= 0 ? fdopendir(fd) : nullptr;
  if (!dir) {
    if (fd >= 0) close(fd);
    return false;
  }
  bool found = false;
  for (dirent* e; !found && left > 0 && (e = readdir(dir));) {
    --left;
    if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0) continue;
    struct stat st {};
    if (fstatat(dirfd(dir), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
    if (S_ISREG(st.st_mode)) found = st.st_size >= limit;
    if (S_ISDIR(st.st_mode) && depth > 0)
      found = holds_file_at(openat(dirfd(dir), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), limit,
                            depth - 1, left);
  }
  closedir(dir);
  return found;
}

// Copies the regular file `name` (never through a symlink) to `to`, at most `limit` bytes.
int take(const char* name, int to, long long limit) {
  const int fd = open(name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return errno == ENOENT ? 0 : 2;
  struct stat st {};
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    return 2;
  }
  char buffer[65536];
  long long copied = 0;
  int result = 1;
  for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) {
    long long keep = n;
    if (copied + keep > limit) {
      keep = limit - copied;
      result = 3;
    }
    for (long long done = 0; done < keep;) {
      const ssize_t w = write(to, buffer + done, static_cast<std::size_t>(keep - done));
      if (w <= 0) {
        close(fd);
        return 3;
      }
      done += w;
    }
    copied += keep;
    if (result == 3) break;
  }
  close(fd);
  return result;
}

int receive(Request& r);
void close_request(Request& r);
const int kJudgeGone = 100;  // the run's init's exit status when the judge's socket has ended

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

/*** The keeper ***/

// Reads one request from fd 3: 1 when read, 0 when fd 3 has ended, -1 when it is not one.
int receive(Request& r) {
  iovec io = {r.text, sizeof r.text - 1};
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof r.fds)];
  msghdr m {};
  m.msg_iov = &io, m.msg_iovlen = 1, m.msg_control = control, m.msg_controllen = sizeof control;
  ssize_t n;
  while ((n = recvmsg(3, &m, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
  }
  if (n <= 0) return 0;
  r.fd_count = 0;
  for (cmsghdr* c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c))
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      r.fd_count = static_cast<int>((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
      std::memcpy(r.fds, CMSG_DATA(c), sizeof(int) * static_cast<std::size_t>(r.fd_count));
    }
  r.text[n] = '\0';
  r.words = 0;
  for (ssize_t at = 0; at < n && r.words < kWords; at += static_cast<ssize_t>(std::strlen(r.text + at)) + 1)
    r.word[r.words++] = r.text + at;
  r.word[r.words] = nullptr;
  const bool files = r.words > kFolder && *r.word[kFolder] != '\0';
  const int joins = r.words > kJoins ? std::atoi(r.word[kJoins]) : -1;
  if ((m.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) || r.words <= kArgs || joins < 0 || joins > kMostJoins ||
      r.fd_count != (files ? 6 : 4) + joins)
    return -1;
  return 1;
}

void close_request(Request& r) {
  for (int i = 0; i < r.fd_count; ++i) close(r.fds[i]);
  r.fd_count = 0;
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
    limited::keep(pid, judge, 3, wake);
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

int main(int argc, char** argv) {
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
