// seccomp.cpp: the seccomp filters, the keeper's and a run's second one
// (5. in main.cpp), compiled by libseccomp.
#include "sandbox/box_init/internal.hpp"

#include <fcntl.h>
#include <seccomp.h>
#include <sys/syscall.h>

#include <cerrno>

namespace box_init::internal {
namespace {

// The system calls refused in the box with EPERM (see 5. in main.cpp); those this
// machine does not have are left out.
const int kRefused[] = {
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

// A filter that allows all but what `add` refuses, loaded over any before:
// a system call of another architecture than this machine's (on x86_64,
// x32's too: libseccomp leaves them out of the native filter) ends the
// process. False, errno set, when it cannot be made.
template <class Rules>
bool load(Rules add) {
  scmp_filter_ctx filter = seccomp_init(SCMP_ACT_ALLOW);
  if (!filter) {
    errno = ENOMEM;
    return false;
  }
  int failed = seccomp_attr_set(filter, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
  if (failed == 0) failed = add(filter);
  if (failed == 0) failed = seccomp_load(filter);  // no_new_privs set first (libseccomp's default)
  seccomp_release(filter);
  if (failed != 0) errno = -failed;
  return failed == 0;
}

int keepers_rules(scmp_filter_ctx filter) {
  int failed = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EOPNOTSUPP), SCMP_SYS(fallocate), 0);
  // fcntl's F_SETPIPE_SZ: its command, the low 32 bits of args[1] as the kernel reads them.
  // Spelled out, not by SCMP_A1, whose compound literal is C, not C++.
  scmp_arg_cmp set_pipe_size;
  set_pipe_size.arg = 1;
  set_pipe_size.op = SCMP_CMP_MASKED_EQ;
  set_pipe_size.datum_a = 0xffffffffu;
  set_pipe_size.datum_b = F_SETPIPE_SZ;
  if (failed == 0)
    failed = seccomp_rule_add_array(filter, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(fcntl), 1, &set_pipe_size);
  for (int call : kRefused)
    if (failed == 0) failed = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), call, 0);
  return failed;
}

int ipc_rules(scmp_filter_ctx filter) {
  int failed = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(semget), 0);
  if (failed == 0) failed = seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(mq_open), 0);
  return failed;
}

}  // namespace

// The keeper's filter: fallocate refused as a file system without it would
// (EOPNOTSUPP), fcntl's F_SETPIPE_SZ and each call of kRefused with EPERM.
bool install_filter() { return load(keepers_rules); }

// A run that no cgroup counts: a second filter, over the keeper's, refuses
// SysV semaphores and POSIX message queues as well (EPERM). Their memory is
// the kernel's, which no process maps: a cgroup charges it to the run, and
// there they stay; sampling could not see it.
bool refuse_uncounted_ipc() { return load(ipc_rules); }

}  // namespace box_init::internal
