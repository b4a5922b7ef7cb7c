// seccomp.cpp: the seccomp filters, the keeper's and a run's second one
// (5. in main.cpp).
#include "sandbox/box_init/internal.hpp"

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>

#include <cerrno>
#include <cstddef>

namespace box_init::internal {
namespace {

#if defined(__x86_64__)
const unsigned kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
const unsigned kArch = AUDIT_ARCH_AARCH64;
#else
#error "box_init: no seccomp filter for this architecture"
#endif

// The system calls refused in the box with EPERM (see 5. in main.cpp); those this
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

}  // namespace

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

}  // namespace box_init::internal
