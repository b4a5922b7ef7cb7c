// An attack on the sandbox's limits: tries what would let a solution hold
// memory that no process maps (a memfd never mapped, SysV shared memory, a
// SysV message queue), or take over the box's PID 1 (ptrace, its memory
// through /proc), whose limits are not the solution's. Exit status 42 when
// any of it works; else runs the right solution argv[1]...
#include <fcntl.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/ptrace.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdio>

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  const struct {
    const char* what;
    bool worked;
  } tries[] = {
      {"memfd_create", syscall(SYS_memfd_create, "held", 0) >= 0},
      {"shmget", shmget(IPC_PRIVATE, 1 << 20, IPC_CREAT | 0600) >= 0},
      {"msgget", msgget(IPC_PRIVATE, IPC_CREAT | 0600) >= 0},
      {"ptrace of PID 1", ptrace(PTRACE_SEIZE, 1, nullptr, nullptr) == 0},
      {"/proc/1/mem", open("/proc/1/mem", O_RDWR) >= 0},
  };
  bool any = false;
  for (const auto& t : tries)
    if (t.worked) std::fprintf(stderr, "%s worked\n", t.what), any = true;
  if (any) return 42;
  execv(argv[1], argv + 1);
  return 3;
}
