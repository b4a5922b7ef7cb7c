// box_init: the judge's keeper inside the box (see box.hpp), the program
// bubblewrap starts there as PID 1 (--as-pid-1: no init of bubblewrap's, which
// the solution, the same uid, could trace) and the parent of the solution.
//
//   box_init PROCESSES FILE_BYTES TAKE -- COMMAND [ARGS...]
//
// fd 3: where it reports, fd 4: where TAKE goes (files mode; TAKE "-": none).
// 1. Closes every other descriptor bubblewrap left open, keeps 3 and 4 from
//    the solution (close-on-exec) and makes itself undumpable, so that the
//    solution, the same uid as it, can neither trace it nor open its files
//    or memory through /proc.
// 2. Caps processes and threads at PROCESSES + 1 (RLIMIT_NPROC, set here,
//    inside the box's own user namespace: it counts the box's tasks alone,
//    this keeper included), every file written at FILE_BYTES (RLIMIT_FSIZE;
//    set here so that bubblewrap could still copy the solution's program
//    into the box) and the open files of each process at kOpenFiles
//    (RLIMIT_NOFILE, as isolate's default), which bounds the pipes a
//    process can hold.
// 3. Joins a fresh session keyring, so that no key of the judge's user is
//    in reach (the user keyring is the box's user namespace's own).
// 4. Installs a seccomp filter (below) that refuses, with EPERM, the system
//    calls that would let the solution hold memory that no process maps and
//    no tmpfs of the box holds (memfd_create, SysV shared memory and message
//    queues, sockets and their queues: the box has no network anyway, keys;
//    a pipe stays at its default size, F_SETPIPE_SZ), disk past its files'
//    sizes (fallocate, refused as a file system without it would:
//    EOPNOTSUPP), reach into another process's memory or descriptors
//    (process_vm_*, pidfd_getfd; ptrace stays, since a sanitizer's leak
//    check traces its own process, and this keeper, undumpable, cannot be
//    traced), or get around the filter (io_uring, x32 system calls);
//    a system call of another architecture ends the process.
// 5. Starts COMMAND, reaps every process of the box that ends (it is their
//    init) and, once COMMAND has ended, writes "WSTATUS TAKEN KB\n" on fd 3:
//    COMMAND's wait status itself (so an exit status of 153 is not a signal
//    25, as bubblewrap's own 128 + N would say), and what became of TAKE:
//    -1 not asked, 0 no such file, 1 copied, 2 not a regular file (a symlink,
//    a FIFO, a folder: never followed), 3 over FILE_BYTES (copied up to it);
//    and the KB that the folder it runs in holds (files mode: a tmpfs). When
//    it exits, the kernel ends every other process of the box.
// Only system calls: no allocation, nothing that a small box could refuse.
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/keyctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

void say(const char* a, const char* b) {
  if (write(2, a, std::strlen(a)) < 0 || write(2, b, std::strlen(b)) < 0 || write(2, "\n", 1) < 0) _exit(126);
}

// Copies the regular file `name` (never through a symlink) to fd 4, at most `limit` bytes.
int take(const char* name, long long limit) {
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
      const ssize_t w = write(4, buffer + done, static_cast<std::size_t>(keep - done));
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

#if defined(__x86_64__)
const unsigned kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
const unsigned kArch = AUDIT_ARCH_AARCH64;
#else
#error "box_init: no seccomp filter for this architecture"
#endif

// The system calls refused in the box with EPERM (see 4. above); those this
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

}  // namespace

int main(int argc, char** argv) {
  if (argc < 6 || std::strcmp(argv[4], "--") != 0) {
    say("usage: box_init PROCESSES FILE_BYTES TAKE -- COMMAND [ARGS...]", "");
    return 126;
  }
  syscall(SYS_close_range, 5u, ~0u, 0u);
  fcntl(3, F_SETFD, FD_CLOEXEC);
  fcntl(4, F_SETFD, FD_CLOEXEC);
  prctl(PR_SET_DUMPABLE, 0);
  const rlim_t processes = static_cast<rlim_t>(std::atoll(argv[1])) + 1;
  const rlim_t file_bytes = static_cast<rlim_t>(std::atoll(argv[2]));
  const rlimit nproc = {processes, processes}, fsize = {file_bytes, file_bytes}, files = {kOpenFiles, kOpenFiles};
  if (setrlimit(RLIMIT_NPROC, &nproc) != 0 || (file_bytes > 0 && setrlimit(RLIMIT_FSIZE, &fsize) != 0) ||
      setrlimit(RLIMIT_NOFILE, &files) != 0) {
    say("box_init: cannot set the limits: ", std::strerror(errno));
    return 126;
  }
  if (syscall(SYS_keyctl, KEYCTL_JOIN_SESSION_KEYRING, nullptr) < 0 && errno != ENOSYS) {
    say("box_init: cannot join a keyring of its own: ", std::strerror(errno));
    return 126;
  }
  if (!install_filter()) {
    say("box_init: cannot install the seccomp filter: ", std::strerror(errno));
    return 126;
  }
  const pid_t pid = fork();
  if (pid < 0) {
    say("box_init: cannot start the program: ", std::strerror(errno));
    return 126;
  }
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    execvp(argv[5], argv + 5);
    const int e = errno;
    say("cannot run ", argv[5]);
    _exit(e == ENOENT ? 127 : 126);
  }
  int status = 0;  // the box's init: every orphan is reaped too, until COMMAND has ended
  for (pid_t ended; (ended = waitpid(-1, &status, 0)) != pid;)
    if (ended < 0 && errno != EINTR) return 126;
  const int taken = std::strcmp(argv[3], "-") == 0 ? -1 : take(argv[3], file_bytes > 0 ? static_cast<long long>(file_bytes) : 1LL << 40);
  struct statfs here {};
  const long long kb = statfs(".", &here) == 0 ? static_cast<long long>(here.f_blocks - here.f_bfree) * here.f_bsize / 1024 : 0;
  char line[96];
  const int n = std::snprintf(line, sizeof line, "%d %d %lld\n", status, taken, kb);
  return write(3, line, static_cast<std::size_t>(n)) == n ? 0 : 126;
}
